import CEpoxy

/// Draws vertex runs of (x, y, coverage) Float32 triples with one program, reusing its buffers.
///
/// The buffers grow to the largest upload seen and are never shrunk, so a steady-state frame performs no
/// GL allocation (`glBufferSubData` into existing storage).
final class MeshDrawer {
    let context: GLContext
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    private var indexBuffer: GLuint = 0
    private var vertexCapacity = 0
    private var indexCapacity = 0
    /// Draw calls and uploaded vertices since the last `resetCounters()` (for `bench`).
    private(set) var drawCalls = 0
    private(set) var uploadedVertices = 0

    func resetCounters() { (drawCalls, uploadedVertices) = (0, 0) }

    init(context: GLContext) {
        self.context = context
        context.makeCurrent()
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &vertexBuffer)
        glGenBuffers(1, &indexBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let stride = GLsizei(3 * MemoryLayout<Float>.size)
        glEnableVertexAttribArray(0)
        glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
        glEnableVertexAttribArray(1)
        glVertexAttribPointer(1, 1, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                              UnsafeRawPointer(bitPattern: 2 * MemoryLayout<Float>.size))
        glBindVertexArray(0)
    }

    /// Uploads interleaved (x, y, coverage) vertices and indices; draws follow with `draw`.
    func upload(vertices: UnsafeBufferPointer<Float>, indices: UnsafeBufferPointer<UInt32>) {
        context.makeCurrent()
        uploadedVertices += vertices.count / 3
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        let vertexBytes = vertices.count * MemoryLayout<Float>.size
        if vertexBytes > vertexCapacity {
            vertexCapacity = max(vertexBytes, vertexCapacity * 2)
            glBufferData(GLenum(GL_ARRAY_BUFFER), GLsizeiptr(vertexCapacity), nil, GLenum(GL_DYNAMIC_DRAW))
        }
        if vertexBytes > 0 { glBufferSubData(GLenum(GL_ARRAY_BUFFER), 0, GLsizeiptr(vertexBytes), vertices.baseAddress) }
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let indexBytes = indices.count * MemoryLayout<UInt32>.size
        if indexBytes > indexCapacity {
            indexCapacity = max(indexBytes, indexCapacity * 2)
            glBufferData(GLenum(GL_ELEMENT_ARRAY_BUFFER), GLsizeiptr(indexCapacity), nil, GLenum(GL_DYNAMIC_DRAW))
        }
        if indexBytes > 0 { glBufferSubData(GLenum(GL_ELEMENT_ARRAY_BUFFER), 0, GLsizeiptr(indexBytes), indices.baseAddress) }
    }

    /// Draws `count` indices starting at `first` of the last upload as `mode` (e.g. GL_TRIANGLE_STRIP).
    func draw(mode: GLenum, first: Int, count: Int) {
        guard count > 0 else { return }
        drawCalls += 1
        glBindVertexArray(vertexArray)
        glDrawElements(mode, GLsizei(count), GLenum(GL_UNSIGNED_INT),
                       UnsafeRawPointer(bitPattern: first * MemoryLayout<UInt32>.size))
    }

    deinit {
        context.makeCurrent()
        glDeleteVertexArrays(1, &vertexArray)
        glDeleteBuffers(1, &vertexBuffer)
        glDeleteBuffers(1, &indexBuffer)
    }
}
