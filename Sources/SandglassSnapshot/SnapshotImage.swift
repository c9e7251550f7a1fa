import Foundation
import Sandglass
import SandglassGL
import SandglassSystem

/// A drawn snapshot: RGBA pixels (premultiplied, top row first) and which renderer drew them.
public struct SnapshotImage: Equatable, Sendable {
    /// GL (the preview's renderer) or Cairo's `render(in:)` where no GL driver is there.
    public enum Renderer: Equatable, Sendable { case gl, coreGraphics }

    public let pixels: PixelBuffer
    public let renderer: Renderer

    init(_ pixels: PixelBuffer, renderer: Renderer) { (self.pixels, self.renderer) = (pixels, renderer) }

    public var width: Int { pixels.width }
    public var height: Int { pixels.height }

    /// The pixel at (x, y), origin top left.
    public func pixel(x: Int, y: Int) -> RGBA8 { pixels[x, y] }

    /// The image as a PNG file's bytes, to keep beside a test as its reference or to look at.
    public func png() throws -> Data { Data(try PNGEncoder.encode(pixels)) }

    /// Writes the PNG to `path` (atomically; a folder or another special file is refused).
    public func writePNG(to path: String) throws { try PNGCodec.write(pixels, to: path) }
}
