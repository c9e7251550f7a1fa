import Sandglass
import XCTest

/// Ramp rows are found again by their stops, recycled from rows a frame does not use, refused when a
/// frame uses them all, and each new row's bytes are left for the backend to upload.
final class RampAtlasTests: XCTestCase {
    private func gradient(_ i: Int, green: CGFloat = 0) -> GradientContent {
        GradientContent(kind: .axial, colors: [CGColor(red: CGFloat(i) / 2048, green: green, blue: 0), .white],
                        locations: nil, startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))
    }

    func testRowsAreFoundAgainAndRecycledWhenFull() {
        let ramps = RampAtlas()
        ramps.beginFrame()
        for i in 0..<RampAtlas.rows { XCTAssertEqual(ramps.row(for: gradient(i)), i) }
        XCTAssertEqual(ramps.row(for: gradient(7)), 7, "the same stops find their row")
        XCTAssertNil(ramps.row(for: gradient(0, green: 0.5)), "every row is drawn this frame")
        ramps.beginFrame()
        XCTAssertEqual(ramps.row(for: gradient(3)), 3)
        XCTAssertEqual(ramps.row(for: gradient(0, green: 0.5)), 0, "the first row this frame does not use")
        XCTAssertEqual(ramps.row(for: gradient(0, green: 0.25)), 1)
        XCTAssertEqual(ramps.row(for: gradient(0, green: 0.5)), 0)
        XCTAssertEqual(ramps.row(for: gradient(2)), 2)
    }

    func testNewRowsArePendingWithTheirRampBytesAndKnownRowsAreNot() {
        let ramps = RampAtlas()
        ramps.beginFrame()
        let redToBlue = GradientContent(kind: .axial, colors: [.red, .blue], locations: nil,
                                        startPoint: .zero, endPoint: CGPoint(x: 1, y: 0))
        XCTAssertEqual(ramps.row(for: redToBlue), 0)
        XCTAssertEqual(ramps.pendingRows, [0])
        XCTAssertEqual(ramps.pendingBytes.count, RampAtlas.width * 4)
        XCTAssertEqual(Array(ramps.pendingBytes[0..<4]), [255, 0, 0, 255], "t = 0: red")
        let last = (RampAtlas.width - 1) * 4
        XCTAssertEqual(Array(ramps.pendingBytes[last..<(last + 4)]), [0, 0, 255, 255], "t = 1: blue")
        let middle = 128 * 4  // t = 128/255: 127 red, 128 blue of 255
        XCTAssertEqual(Array(ramps.pendingBytes[middle..<(middle + 4)]), [127, 0, 128, 255])
        ramps.beginFrame()
        XCTAssertEqual(ramps.row(for: redToBlue), 0)
        XCTAssertEqual(ramps.pendingRows, [], "a steady frame uploads nothing")
    }
}
