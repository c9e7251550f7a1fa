import QuartzCore
import SandglassSystem
import SandglassTessellation

/// The part of an image its texture holds: the texels that are not wholly zero, grown by one texel
/// each side within the image. Found once, when the image is uploaded, so that a sprite's transparent
/// margins are neither uploaded nor drawn.
///
/// Why it draws the same pixels: bilinear sampling reads only texels within one texel of the sample,
/// so outside the kept part every sample of the whole image is 0. Inside it, the kept border is the
/// image's own transparent texels, and where the part reaches the image's edge both textures clamp to
/// the same texels. A paint's texture rectangle is moved into the kept texture (`textureRect`), and a
/// quad is cut to where something can show (`drawnRect`).
struct ImageTrim: Equatable {
    /// The whole image, texels.
    let imageWidth: Int, imageHeight: Int
    /// The kept part, texels of the image (row 0 at the top); empty when every texel is zero.
    let x: Int, y: Int, width: Int, height: Int

    /// The whole image kept (text, and images too large to trim).
    init(whole width: Int, _ height: Int) {
        (imageWidth, imageHeight, x, y, self.width, self.height) = (width, height, 0, 0, width, height)
    }

    init(imageWidth: Int, imageHeight: Int, x: Int, y: Int, width: Int, height: Int) {
        (self.imageWidth, self.imageHeight, self.x, self.y, self.width, self.height) = (imageWidth, imageHeight, x, y, width, height)
    }

    /// The trim of `pixels`: the box of its texels with any byte not 0 (premultiplied data may carry
    /// colour at alpha 0, which adds light), grown by one texel within the image.
    init(of pixels: PixelBuffer) {
        var (x0, y0, x1, y1) = (pixels.width, pixels.height, -1, -1)
        pixels.bytes.withUnsafeBytes { raw in
            let words = raw.bindMemory(to: UInt32.self)
            for row in 0..<pixels.height {
                let base = row * pixels.width
                guard let first = (0..<pixels.width).first(where: { words[base + $0] != 0 }) else { continue }
                let last = (first..<pixels.width).last(where: { words[base + $0] != 0 })!
                (x0, x1) = (min(x0, first), max(x1, last))
                (y0, y1) = (min(y0, row), row)
            }
        }
        guard x1 >= 0 else {
            self.init(imageWidth: pixels.width, imageHeight: pixels.height, x: 0, y: 0, width: 0, height: 0)
            return
        }
        let (left, top) = (max(x0 - 1, 0), max(y0 - 1, 0))
        let (right, bottom) = (min(x1 + 2, pixels.width), min(y1 + 2, pixels.height))
        self.init(imageWidth: pixels.width, imageHeight: pixels.height, x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Nothing to draw.
    var isEmpty: Bool { width == 0 || height == 0 }

    /// All of the image is kept.
    var isWhole: Bool { x == 0 && y == 0 && width == imageWidth && height == imageHeight }

    /// The kept texels of `pixels` (the image this trim was found in).
    func cropped(_ pixels: PixelBuffer) -> PixelBuffer {
        guard !isWhole else { return pixels }
        var bytes = [UInt8]()
        bytes.reserveCapacity(width * height * 4)
        for row in y..<(y + height) {
            let start = (row * pixels.width + x) * 4
            bytes.append(contentsOf: pixels.bytes[start..<(start + width * 4)])
        }
        return PixelBuffer(width: width, height: height, bytes: bytes)
    }

    /// `uvRect` (unit coordinates of the whole image) in unit coordinates of the kept texture.
    func textureRect(for uvRect: CGRect) -> CGRect {
        guard !isWhole, !isEmpty else { return uvRect }
        let sx = CGFloat(imageWidth) / CGFloat(width), sy = CGFloat(imageHeight) / CGFloat(height)
        return CGRect(x: (uvRect.minX * CGFloat(imageWidth) - CGFloat(x)) / CGFloat(width),
                      y: (uvRect.minY * CGFloat(imageHeight) - CGFloat(y)) / CGFloat(height),
                      width: uvRect.width * sx, height: uvRect.height * sy)
    }

    /// The part of `rect` (layer points) where the image, its `uvRect` part filling `box`, can show
    /// anything: `rect` cut at the kept part's sides, except those on the image's edge (clamping
    /// repeats the edge texels beyond it). `rect` itself for a mirrored or empty mapping.
    func drawnRect(_ rect: CGRect, box: CGRect, uvRect: CGRect) -> CGRect {
        guard !isEmpty else { return .null }
        guard !isWhole, uvRect.width > 0, uvRect.height > 0 else { return rect }
        // Where texel column (or row) `texel` of an image `size` texels across falls in layer points.
        func edge(_ texel: Int, of size: Int, _ box0: CGFloat, _ boxSize: CGFloat, _ uv0: CGFloat, _ uvSize: CGFloat) -> CGFloat {
            box0 + (CGFloat(texel) / CGFloat(size) - uv0) / uvSize * boxSize
        }
        let (bx, bw, ux, uw) = (box.minX, box.width, uvRect.minX, uvRect.width)
        let (by, bh, uy, uh) = (box.minY, box.height, uvRect.minY, uvRect.height)
        let minX = x == 0 ? -.infinity : edge(x, of: imageWidth, bx, bw, ux, uw)
        let maxX = x + width == imageWidth ? .infinity : edge(x + width, of: imageWidth, bx, bw, ux, uw)
        let minY = y == 0 ? -.infinity : edge(y, of: imageHeight, by, bh, uy, uh)
        let maxY = y + height == imageHeight ? .infinity : edge(y + height, of: imageHeight, by, bh, uy, uh)
        let x0 = max(rect.minX, minX), x1 = min(rect.maxX, maxX), y0 = max(rect.minY, minY), y1 = min(rect.maxY, maxY)
        guard x1 > x0, y1 > y0 else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
