import CEpoxy
import QuartzCore
import SandglassSystem
import SandglassTessellation

/// One vertex array with its vertex and index buffers, in one of two layouts, reusing its storage.
///
/// - `.local`: (x, y, coverage) Float32 triples in the layer's own points; the layer program's
///   `u_transform` places them (one draw per shape and paint).
/// - `.batched`: `BatchVertex` (x, y in root points, coverage, premultiplied RGBA8 colour); the batch
///   program draws any number of solid shapes in one call.
/// - `.sprites`: `SpriteVertex` (x, y in root points, u, v in the picture, premultiplied RGBA8 colour),
///   six a particle, drawn as plain triangles (no indices) by the sprite program.
/// - `.arcs`: one `ArcInstance` per arc (attribute divisor 1) for the arc program (`ArcStroke`), which
///   builds each arc's vertices itself; no vertex or index data.
///
/// The buffers grow to the largest upload seen and are never shrunk. `upload` writes with
/// `glBufferSubData` into existing storage, which on llvmpipe waits for every queued draw that reads
/// the buffer: use it once per frame, before the draws. `orphan: true` gives the buffer fresh storage
/// first (no wait, one driver allocation) for the rare uploads in the middle of a frame.
final class MeshDrawer {
    enum Layout { case local, batched, arcs, sprites }

    let context: GLContext
    let layout: Layout
    private var vertexArray: GLuint = 0
    private var vertexBuffer: GLuint = 0
    private var indexBuffer: GLuint = 0
    private var vertexCapacity = 0
    private var indexCapacity = 0
    /// Draw calls, uploaded vertices and instances, and vertices an instanced draw built, since the
    /// last `resetCounters()` (for `bench`).
    private(set) var drawCalls = 0
    private(set) var uploadedVertices = 0
    private(set) var uploadedInstances = 0
    private(set) var drawnVertices = 0

    func resetCounters() { (drawCalls, uploadedVertices, uploadedInstances, drawnVertices) = (0, 0, 0, 0) }

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
        case .sprites:
            let stride = GLsizei(MemoryLayout<SpriteVertex>.stride)
            glEnableVertexAttribArray(0)
            glVertexAttribPointer(0, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, nil)
            glEnableVertexAttribArray(1)
            glVertexAttribPointer(1, 2, GLenum(GL_FLOAT), GLboolean(GL_FALSE), stride, UnsafeRawPointer(bitPattern: 2 * float))
            glEnableVertexAttribArray(2)
            glVertexAttribPointer(2, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), stride,
                                  UnsafeRawPointer(bitPattern: 4 * float))
        case .arcs:
            for attribute in MeshDrawer.arcAttributes {
                glEnableVertexAttribArray(attribute.index)
                glVertexAttribDivisor(attribute.index, 1)
            }
            pointArcAttributes(atInstance: 0)
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

    /// Uploads `SpriteVertex` vertices (`.sprites`); draws follow with `drawArrays`.
    func upload(sprites vertices: UnsafeBufferPointer<SpriteVertex>) {
        upload(bytes: UnsafeRawBufferPointer(vertices), vertexCount: vertices.count, indices: UnsafeBufferPointer(start: nil, count: 0),
               orphan: false)
    }

    /// Draws vertices `first ..< first + count` of the last upload as triangles (no indices).
    func drawArrays(first: Int, count: Int) {
        guard count > 0 else { return }
        drawCalls += 1
        glBindVertexArray(vertexArray)
        glDrawArrays(GLenum(GL_TRIANGLES), GLint(first), GLsizei(count))
    }

    /// Uploads `ArcInstance`s (`.arcs`).
    func upload(arcs instances: UnsafeBufferPointer<ArcInstance>) {
        upload(bytes: UnsafeRawBufferPointer(instances), vertexCount: 0, indices: UnsafeBufferPointer(start: nil, count: 0),
               orphan: false)
        uploadedInstances += instances.count
    }

    /// `ArcInstance`'s fields as the arc program's attributes: location, Floats (or bytes for the
    /// colour), and offset in Floats.
    private static let arcAttributes: [(index: GLuint, size: GLint, offset: Int)] = [
        (0, 4, 0), (1, 4, 4), (2, 4, 8), (3, 4, 12), (4, 4, 16), (5, 4, 20), (6, 4, 24), (7, 2, 28), (8, 4, 30),
    ]

    /// Points the instance attributes at instance `first`: GL 3.3 has no base instance, so a draw of
    /// instances `first...` moves the pointers instead.
    private func pointArcAttributes(atInstance first: Int) {
        let stride = MemoryLayout<ArcInstance>.stride, float = MemoryLayout<Float>.size
        for attribute in MeshDrawer.arcAttributes {
            let offset = UnsafeRawPointer(bitPattern: first * stride + attribute.offset * float)
            if attribute.index == 8 {
                glVertexAttribPointer(8, 4, GLenum(GL_UNSIGNED_BYTE), GLboolean(GL_TRUE), GLsizei(stride), offset)
            } else {
                glVertexAttribPointer(attribute.index, attribute.size, GLenum(GL_FLOAT), GLboolean(GL_FALSE),
                                      GLsizei(stride), offset)
            }
        }
    }

    /// Draws instances `first ..< first + count` of the last `.arcs` upload, each a triangle strip of
    /// `verticesPerInstance` vertices.
    func drawInstances(first: Int, count: Int, verticesPerInstance: Int) {
        guard count > 0, verticesPerInstance > 0 else { return }
        drawCalls += 1
        drawnVertices += count * verticesPerInstance
        glBindVertexArray(vertexArray)
        glBindBuffer(GLenum(GL_ARRAY_BUFFER), vertexBuffer)
        pointArcAttributes(atInstance: first)
        glDrawArraysInstanced(GLenum(GL_TRIANGLE_STRIP), 0, GLsizei(verticesPerInstance), GLsizei(count))
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
