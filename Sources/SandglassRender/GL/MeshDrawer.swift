import CEpoxy
import SandglassTessellation

/// One vertex array with its vertex and index buffers, in one of two layouts, reusing its storage.
///
/// - `.local`: (x, y, coverage) Float32 triples in the layer's own points; the layer program's
///   `u_transform` places them (one draw per shape and paint).
/// - `.batched`: `BatchVertex` (x, y in root points, coverage, premultiplied RGBA8 colour); the batch
///   program draws any number of solid shapes in one call.
/// - `.arcs`: `ArcVertex` (root points, local pixels, arc constants, premultiplied colour) for the arc
///   program (`ArcStroke`).
///
/// The buffers grow to the largest upload seen and are never shrunk. `upload` writes with
/// `glBufferSubData` into existing storage, which on llvmpipe waits for every queued draw that reads
/// the buffer: use it once per frame, before the draws. `orphan: true` gives the buffer fresh storage
/// first (no wait, one driver allocation) for the rare uploads in the middle of a frame.
final class MeshDrawer {
    enum Layout { case local, batched, arcs }

    let context: GLContext
    let layout: Layout
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    private var indexBuffer: GLuint = 0
    private var vertexCapacity = 0
    private var indexCapacity = 0
    /// Draw calls and uploaded vertices since the last `resetCounters()` (for `bench`).
    private(set) var drawCalls = 0
    private(set) var uploadedVertices = 0

    func resetCounters() { (drawCalls, uploadedVertices) = (0, 0) }

    init(context: GLContext, layout: Layout = .local) {
        self.context = context
        self.layout = layout
        context.makeCurrent()
        glGenVertexArrays(1, &vertexArray)
        glGenBuffers(1, &vertexBuffer)
        glGenBuffers(1, &indexBuffer)
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        let float = MemoryLayout<Float>.size
        switch layout {
        case .local:
            let stride = GLsizei(3 * float)
            glEnableVertexAttribArray(0)
            glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
            glEnableVertexAttribArray(1)
            glVertexAttribPointer(1, 1, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 2 * float))
        case .batched:
            let stride = GLsizei(MemoryLayout<BatchVertex>.stride)
            glEnableVertexAttribArray(0)
            glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
            glEnableVertexAttribArray(1)
            glVertexAttribPointer(1, 1, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 2 * float))
            glEnableVertexAttribArray(2)
            glVertexAttribPointer(2, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride,
                                  UnsafeRawPointer(bitPattern: 3 * float))
        case .arcs:
            let stride = GLsizei(MemoryLayout<ArcVertex>.stride)
            for (index, size, offset) in [(0, 2, 0), (1, 2, 2), (2, 4, 4), (3, 3, 8), (5, 4, 11), (6, 2, 15)] {
                glEnableVertexAttribArray(GLuint(index))
                glVertexAttribPointer(GLuint(index), GLint(size), GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride,
                                      UnsafeRawPointer(bitPattern: offset * float))
            }
            glEnableVertexAttribArray(4)
            glVertexAttribPointer(4, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride,
                                  UnsafeRawPointer(bitPattern: 17 * float))
        }
        glBindVertexArray(0)
    }

    /// Uploads interleaved (x, y, coverage) vertices (`.local`) and indices; draws follow with `draw`.
    func upload(vertices: UnsafeBufferPointer<Float>, indices: UnsafeBufferPointer<UInt32>, orphan: Bool = false) {
        upload(bytes: UnsafeRawBufferPointer(vertices), vertexCount: vertices.count / 3, indices: indices, orphan: orphan)
    }

    /// Uploads `BatchVertex` vertices (`.batched`) and indices.
    func upload(batch vertices: UnsafeBufferPointer<BatchVertex>, indices: UnsafeBufferPointer<UInt32>) {
        upload(bytes: UnsafeRawBufferPointer(vertices), vertexCount: vertices.count, indices: indices, orphan: false)
    }

    /// Uploads `ArcVertex` vertices (`.arcs`) and indices.
    func upload(arcs vertices: UnsafeBufferPointer<ArcVertex>, indices: UnsafeBufferPointer<UInt32>) {
        upload(bytes: UnsafeRawBufferPointer(vertices), vertexCount: vertices.count, indices: indices, orphan: false)
    }

    private func upload(bytes: UnsafeRawBufferPointer, vertexCount: Int, indices: UnsafeBufferPointer<UInt32>, orphan: Bool) {
        context.makeCurrent()
        uploadedVertices += vertexCount
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        MeshDrawer.write(GLenum(GL_ARRAY_BUFFER), bytes, capacity: &vertexCapacity, orphan: orphan)
        glBindBuffer(GLenum(GL_ELEMENT_ARRAY_BUFFER), indexBuffer)
        MeshDrawer.write(GLenum(GL_ELEMENT_ARRAY_BUFFER), UnsafeRawBufferPointer(indices), capacity: &indexCapacity,
                         orphan: orphan)
    }

    private static func write(_ target: GLenum, _ bytes: UnsafeRawBufferPointer, capacity: inout Int, orphan: Bool) {
        if bytes.count > capacity || orphan {
            capacity = max(bytes.count, capacity > bytes.count ? capacity : capacity * 2, 256)
            glBufferData(target, GLsizeiptr(capacity), nil, GLenum(GL_STREAM_DRAW))
        }
        if bytes.count > 0 { glBufferSubData(target, 0, GLsizeiptr(bytes.count), bytes.baseAddress) }
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
