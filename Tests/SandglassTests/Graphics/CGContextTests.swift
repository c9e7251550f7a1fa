import Foundation
import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// Bitmap contexts on Cairo: exact bytes in each pixel layout, y-up user space, state, clipping.
final class CGContextTests: XCTestCase {
    private let rgb = CGColorSpaceCreateDeviceRGB()

    private func context(_ w: Int, _ h: Int, _ info: UInt32 = CGImageAlphaInfo.premultipliedLast.rawValue,
                         data: UnsafeMutableRawPointer? = nil) -> CGContext {
        CGContext(data: data, width: w, height: h, bitsPerComponent: 8, bytesPerRow: w * 4, space: rgb, bitmapInfo: info)!
    }

    private func bytes(_ c: CGContext, x: Int, y: Int) -> [UInt8] {
        let p = c.data!.assumingMemoryBound(to: UInt8.self) + y * c.bytesPerRow + x * 4
        return [p[0], p[1], p[2], p[3]]
    }

    func testUserSpaceStartsAtTheBottomLeftWithYUp() {
        let c = context(4, 4)
        XCTAssertEqual(c.ctm, .identity)
        c.setFillColor(CGColor.red)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(bytes(c, x: 0, y: 3), [255, 0, 0, 255], "bottom row of the buffer")
        XCTAssertEqual(bytes(c, x: 1, y: 2), [255, 0, 0, 255])
        XCTAssertEqual(bytes(c, x: 0, y: 0), [0, 0, 0, 0], "the top row is untouched")
        XCTAssertEqual(bytes(c, x: 2, y: 3), [0, 0, 0, 0])
    }

    func testEachPixelLayoutGetsItsOwnByteOrder() {
        let cases: [(UInt32, [UInt8])] = [
            (CGImageAlphaInfo.premultipliedLast.rawValue, [255, 128, 0, 255]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue, [255, 255, 128, 0]),
            (CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [0, 128, 255, 255]),
            (CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue, [255, 0, 128, 255]),
            (CGImageAlphaInfo.noneSkipLast.rawValue, [255, 128, 0, 255]),
        ]
        for (info, expected) in cases {
            let c = context(2, 2, info)
            c.setFillColor(CGColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
            c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            XCTAssertEqual(bytes(c, x: 1, y: 1), expected, "bitmapInfo 0x\(String(info, radix: 16))")
            XCTAssertEqual(c.makeImage()!.pixel(x: 0, y: 0).map { [$0.r, $0.g, $0.b, $0.a] }, [255, 128, 0, 255])
        }
    }

    func testWritesToTheCallersBufferSurviveLaterDrawing() {
        var buffer = [UInt8](repeating: 0, count: 4 * 4 * 4)
        buffer.withUnsafeMutableBytes { raw in
            let c = context(4, 4, data: raw.baseAddress)
            c.setFillColor(CGColor.green)
            c.fill(CGRect(x: 0, y: 3, width: 1, height: 1))     // top-left pixel
            raw[4 * 4 * 3 + 12 ..< 4 * 4 * 3 + 16].copyBytes(from: [0, 0, 255, 255])  // caller writes bottom-right blue
            c.setFillColor(CGColor.red)
            c.fill(CGRect(x: 1, y: 0, width: 1, height: 1))     // bottom row, second pixel
            let image = c.makeImage()!
            XCTAssertEqual(image.pixel(x: 3, y: 3).map { [$0.r, $0.g, $0.b, $0.a] }, [0, 0, 255, 255])
            XCTAssertEqual(image.pixel(x: 1, y: 3).map { [$0.r, $0.g, $0.b, $0.a] }, [255, 0, 0, 255])
        }
        XCTAssertEqual(Array(buffer[0..<4]), [0, 255, 0, 255], "the caller's own array holds the drawing")
    }

    func testAlphaAndPremultiplication() {
        let c = context(1, 1)
        c.setAlpha(0.6)
        c.setFillColor(CGColor.white)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(bytes(c, x: 0, y: 0), [153, 153, 153, 153])
    }

    func testDashedStrokeLeavesGaps() {
        let c = context(16, 2)
        c.setStrokeColor(CGColor.black)
        c.setLineWidth(2)
        c.setLineDash(phase: 0, lengths: [4, 4])
        c.move(to: CGPoint(x: 0, y: 1)); c.addLine(to: CGPoint(x: 16, y: 1))
        c.strokePath()
        XCTAssertEqual(bytes(c, x: 1, y: 0)[3], 255)
        XCTAssertEqual(bytes(c, x: 5, y: 0)[3], 0)
        XCTAssertEqual(bytes(c, x: 9, y: 1)[3], 255)
        XCTAssertEqual(bytes(c, x: 14, y: 1)[3], 0)
        XCTAssertTrue(c.isPathEmpty, "stroking consumes the path")
    }

    func testClipIsSavedAndRestoredWithTheState() {
        let c = context(4, 4)
        c.saveGState()
        c.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        c.setFillColor(CGColor.red)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(bytes(c, x: 0, y: 3), [255, 0, 0, 255])
        XCTAssertEqual(bytes(c, x: 1, y: 3), [0, 0, 0, 0])
        c.restoreGState()
        XCTAssertEqual(c.boundingBoxOfClipPath, CGRect(x: 0, y: 0, width: 4, height: 4))
        c.fill(CGRect(x: 3, y: 3, width: 1, height: 1))
        XCTAssertEqual(bytes(c, x: 3, y: 0), [0, 0, 0, 255], "the fill colour came back with the state too")
    }

    func testTransformsCompose() {
        let c = context(8, 8)
        c.translateBy(x: 4, y: 0)
        c.scaleBy(x: 2, y: 2)
        XCTAssertEqual(c.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 4, ty: 0))
        c.setFillColor(CGColor.blue)
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1))      // device (4...6, 0...2), rows 6-7
        XCTAssertEqual(bytes(c, x: 5, y: 7), [0, 0, 255, 255])
        XCTAssertEqual(bytes(c, x: 3, y: 7), [0, 0, 0, 0])
        XCTAssertEqual(bytes(c, x: 5, y: 5), [0, 0, 0, 0])
    }

    func testEvenOddLeavesAHole() {
        let c = context(6, 6)
        c.addRect(CGRect(x: 0, y: 0, width: 6, height: 6))
        c.addRect(CGRect(x: 2, y: 2, width: 2, height: 2))
        c.fillPath(using: .evenOdd)
        XCTAssertEqual(bytes(c, x: 0, y: 0)[3], 255)
        XCTAssertEqual(bytes(c, x: 2, y: 2)[3], 0)
    }

    func testCopyBlendModeReplacesWhatIsThere() {
        let c = context(2, 2)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        c.setBlendMode(.copy)
        c.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
        XCTAssertEqual(bytes(c, x: 0, y: 0), [0, 0, 128, 128])
        c.clear(CGRect(x: 1, y: 0, width: 1, height: 2))
        XCTAssertEqual(bytes(c, x: 1, y: 1), [0, 0, 0, 0])
    }

    func testLinearGradientStopsAtItsEndsUnlessAskedToExtend() {
        let g = CGGradient(colorsSpace: rgb, colors: [CGColor.black, CGColor.white] as CFArray, locations: [0, 1])!
        let c = context(40, 1)
        c.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])
        XCTAssertEqual(bytes(c, x: 5, y: 0)[3], 0)
        XCTAssertEqual(bytes(c, x: 35, y: 0)[3], 0)
        let mid = bytes(c, x: 20, y: 0)
        XCTAssertEqual(Int(mid[0]), 134, accuracy: 3)   // (20.5 − 10) / 20 of the way
        let extended = context(40, 1)
        extended.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                                    options: [.drawsAfterEndLocation])
        XCTAssertEqual(bytes(extended, x: 35, y: 0), [255, 255, 255, 255])
        XCTAssertEqual(bytes(extended, x: 5, y: 0)[3], 0)
    }

    func testImagesAreUprightInABitmapContext() {
        // 2×2: top-left red, top-right green, bottom row blue.
        let image = CGImage(width: 2, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 255, 0, 255,
                                                                     0, 0, 255, 255, 0, 0, 255, 255])!
        let c = context(2, 2)
        c.draw(image, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(bytes(c, x: 0, y: 0), [255, 0, 0, 255])
        XCTAssertEqual(bytes(c, x: 1, y: 0), [0, 255, 0, 255])
        XCTAssertEqual(bytes(c, x: 0, y: 1), [0, 0, 255, 255])
        XCTAssertEqual(c.makeImage()?.cropping(to: CGRect(x: 1, y: 0, width: 1, height: 1))?.pixel(x: 0, y: 0)?.g, 255)
    }

    func testFormatsCoreGraphicsRefusesGiveNil() {
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.last.rawValue), "straight alpha")
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                               space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        XCTAssertNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                               bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue), "row too short")
        XCTAssertNotNil(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue), "0 means computed")
    }

    func testTangentArcRoundsACorner() {
        let p = CGMutablePath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        XCTAssertEqual(p.elements[1], .lineTo(CGPoint(x: 8, y: 0)))
        let end = p.elements.last!.endPoint!
        XCTAssertEqual(end.x, 10, accuracy: 1e-9)
        XCTAssertEqual(end.y, 2, accuracy: 1e-9)
    }
}
