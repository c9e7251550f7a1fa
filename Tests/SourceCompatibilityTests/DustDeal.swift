import UIKit
import XCTest

/// Image dealing as the "Thanos snap" effect does it with a bitmap context: draw the image into an
/// RGBA buffer, read its pixels, deal each pixel into one of several equally sized buffers, and make
/// an image of each.
enum DustDealer {
    static func deal(_ image: CGImage, into count: Int, seed: UInt64) -> [CGImage] {
        let width = image.width, height = image.height
        let bytesPerRow = width * 4
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue
        guard let source = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                     bytesPerRow: bytesPerRow, space: colorSpace, bitmapInfo: bitmapInfo) else { return [] }
        source.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        let pixels = source.data!.bindMemory(to: UInt8.self, capacity: bytesPerRow * height)

        var frames = [[UInt8]](repeating: [UInt8](repeating: 0, count: bytesPerRow * height), count: count)
        var state = seed
        for y in 0..<height {
            for x in 0..<width {
                let offset = y * bytesPerRow + x * 4
                guard pixels[offset + 3] > 0 else { continue }
                state = state &* 6364136223846793005 &+ 1442695040888963407
                // Pixels further right go to later frames more often, as the effect's dust drifts.
                let biased = Double(state >> 33) / Double(1 << 31) * 0.5 + Double(x) / Double(width) * 0.5
                let frame = min(count - 1, Int(biased * Double(count)))
                for c in 0..<4 { frames[frame][offset + c] = pixels[offset + c] }
            }
        }
        return frames.compactMap { bytes in
            var bytes = bytes
            return bytes.withUnsafeMutableBytes { raw -> CGImage? in
                let context = CGContext(data: raw.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                        bytesPerRow: bytesPerRow, space: colorSpace, bitmapInfo: bitmapInfo)
                return context?.makeImage()
            }
        }
    }
}

final class DustDealTests: CorpusTestCase {
    func testEveryPixelGoesToExactlyOneFrame() {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: {
            let f = UIGraphicsImageRendererFormat()
            f.scale = 1
            return f
        }())
        let image = renderer.image { ctx in
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 20, y: 0, width: 20, height: 20)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 40, height: 20))
        let frames = DustDealer.deal(image.cgImage!, into: 8, seed: 7)
        XCTAssertEqual(frames.count, 8)

        var total = 0, red = 0
        for frame in frames {
            for y in 0..<20 { for x in 0..<40 {
                guard let p = frame.pixel(x: x, y: y), p.a > 0 else { continue }
                total += 1
                if p.r == 255 && p.b == 0 { red += 1 }
            } }
        }
        XCTAssertEqual(red, 400, "the red square's 400 pixels, each in one frame")
        XCTAssertGreaterThan(total, 400 + 280)   // the disc's ~314 pixels, edges partly covered
        XCTAssertLessThan(total, 400 + 345)
        // The red square is on the left: its pixels go to the first frames more often.
        let firstFrameRed = (0..<20).reduce(0) { n, y in n + (0..<20).filter { frames[0].pixel(x: $0, y: y)!.a > 0 }.count }
        let lastFrameRed = (0..<20).reduce(0) { n, y in n + (0..<20).filter { frames[7].pixel(x: $0, y: y)!.a > 0 }.count }
        XCTAssertGreaterThan(firstFrameRed, lastFrameRed)
    }
}
