import Sandglass
import SandglassSystem
import SandglassTestSupport
import XCTest

/// An image of a frame holds Apple's levels: premultiplied channels rounded down, where an 8-bit
/// framebuffer rounds to the nearest level (a red fill at opacity 0.5 read 128; Apple's render has 127).
final class PremultipliedRoundingTests: XCTestCase {
    /// One column per alpha level k in 1...254: colour (1, 0.5, 0.25) at opacity (k + 0.7) / 255, over
    /// nothing. Each premultiplied channel is c · (k + 0.7) rounded down: alpha and red k, green
    /// ⌊(k + 0.7) / 2⌋, blue ⌊(k + 0.7) / 4⌋. Rounded to nearest, alpha and red would be k + 1.
    func testFlatFillsAtEveryAlphaRoundDown() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 254 * 2, height: 4)
        for k in 1...254 {
            let column = CALayer()
            column.frame = CGRect(x: CGFloat(k - 1) * 2, y: 0, width: 2, height: 4)
            column.backgroundColor = CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
            column.opacity = Float((Double(k) + 0.7) / 255)
            root.addSublayer(column)
        }
        let pixels = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)
        var wrong: [String] = []
        for k in 1...254 {
            let level = Double(k) + 0.7
            let expected = RGBA8(UInt8(k), UInt8((level / 2).rounded(.down)), UInt8((level / 4).rounded(.down)), UInt8(k))
            let got = pixels[(k - 1) * 2, 2]
            if got != expected { wrong.append("alpha \(k): \(got), expected \(expected)") }
        }
        XCTAssertEqual(wrong, [])
    }

    /// The same fill drawn through an offscreen composite (a group with opacity and a mask) keeps the
    /// rounding: the offscreen target has the frame's precision.
    func testAFillThroughACompositeRoundsDownToo() throws {
        let renderer = try SharedGL.requireLayerRenderer()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        let group = CALayer()
        group.frame = root.bounds
        group.opacity = 0.5
        for x in [0.0, 10.0] {
            let half = CALayer()
            half.frame = CGRect(x: x, y: 0, width: 10, height: 20)
            half.backgroundColor = .red
            group.addSublayer(half)
        }
        let mask = CALayer()
        mask.frame = root.bounds
        mask.backgroundColor = .black
        group.mask = mask
        root.addSublayer(group)
        let pixels = renderer.render(root.presentationTree(at: 0), size: root.bounds.size, background: .clear, scale: 1)
        XCTAssertEqual(pixels[5, 10], RGBA8(127, 0, 0, 127))
        XCTAssertEqual(pixels[15, 10], RGBA8(127, 0, 0, 127))
    }
}
