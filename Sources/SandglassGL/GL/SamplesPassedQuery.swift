import CEpoxy
import QuartzCore
import SandglassTessellation

/// A GL occlusion query counting the samples that pass every test (scissor, stencil) while it is
/// open: with one sample a pixel, the pixels the draws in between cover, overlaps counted. Stencil
/// passes count too: they cost fill even with colour writes off.
final class SamplesPassedQuery {
    let context: GLContext
    private var handle: GLuint = 0

    init(context: GLContext) {
        self.context = context
        context.makeCurrent()
        glGenQueries(1, &handle)
    }

    func begin() {
        context.makeCurrent()
        glBeginQuery(GLenum(GL_SAMPLES_PASSED), handle)
    }

    /// Closes the query and waits for its count.
    func end() -> Int {
        glEndQuery(GLenum(GL_SAMPLES_PASSED))
        var samples: GLuint = 0
        glGetQueryObjectuiv(handle, GLenum(GL_QUERY_RESULT), &samples)
        return Int(samples)
    }

    deinit {
        context.makeCurrent()
        glDeleteQueries(1, &handle)
    }
}
