import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

/// At the Core Animation level: CAGradientLayer's start and end points are unit fractions
/// of the bounds, and its isolines are perpendicular to start → end in that unit space, so on bounds
/// that are not square they are not perpendicular in points (as on iOS; the Lottie importer corrects
/// for it, `ShapeTests.testADiagonalGradientOnAWideBoxKeepsItsAxis`).
final class GradientAxisTests: XCTestCase {
    func testIsolinesArePerpendicularInUnitSpaceOnAWideLayer() throws {
        let size = CGSize(width: 200, height: 100)
        let gradient = GradientContent(kind: .axial, colors: [.black, .white], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 1))
        let node = RenderNode.at(.zero, size: size, content: .gradient(gradient))
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), node],
                                                         children: [0: [1]]))
        // Unit (1, 0) and (0, 1) lie on the isoline through the centre: mid grey, as the centre is.
        // In points, (199, 0) is far along the axis (200, 100) and would be lighter than (0, 99).
        let centre = Int(pixels[100, 50].r), topRight = Int(pixels[199, 0].r), bottomLeft = Int(pixels[0, 99].r)
        XCTAssertEqual(centre, 128, accuracy: 3)
        XCTAssertEqual(topRight, centre, accuracy: 3)
        XCTAssertEqual(bottomLeft, centre, accuracy: 3)
        XCTAssertLessThan(Int(pixels[1, 1].r), 10, "black at the start")
        XCTAssertGreaterThan(Int(pixels[198, 98].r), 245, "white at the end")
    }
}

/// A gradient of more than 16 stops (Lottie's colour and opacity stops merged make 14
/// of 33 real files' gradients longer) was cut at the sixteenth, so a fade to transparent held there.
final class ManyStopsGradientTests: XCTestCase {
    /// 40 stops from opaque red to transparent, alpha falling linearly: the right end is transparent
    /// and the middle half way, in GL as in the stops' own ramp.
    func testFortyStopsAreAllDrawn() throws {
        let size = CGSize(width: 200, height: 20)
        let colors = (0..<40).map { CGColor(red: 1, green: 0, blue: 0, alpha: 1 - CGFloat($0) / 39) }
        let gradient = GradientContent(kind: .axial, colors: colors, locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0.5), endPoint: CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(GradientStops(gradient).locations.count, 40)
        let node = RenderNode.at(.zero, size: size, content: .gradient(gradient))
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .clear, nodes: [.root(size), node], children: [0: [1]]))
        XCTAssertLessThan(Int(pixels[199, 10].a), 4, "transparent at the end (the sixteenth stop's alpha was 0.62)")
        XCTAssertEqual(Int(pixels[100, 10].a), 127, accuracy: 3)
        XCTAssertGreaterThan(Int(pixels[0, 10].a), 250)
    }

    /// Past the shaders' 64 stops the ramp is resampled at 64 even locations, within one sample of it.
    func testMoreThanSixtyFourStopsAreResampled() {
        let colors = (0..<100).map { CGColor(gray: CGFloat($0 % 2), alpha: 1) }
        let locations = (0..<100).map { CGFloat($0) / 99 }
        let many = GradientStops(GradientContent(kind: .axial, colors: colors, locations: locations,
                                                 startPoint: .zero, endPoint: CGPoint(x: 1, y: 0)))
        XCTAssertEqual(many.locations.count, GradientStops.maximumCount)
        XCTAssertEqual(many.locations.first, 0)
        XCTAssertEqual(many.locations.last, 1)
        let ramp = (0..<100).map { CGColor(gray: CGFloat($0) / 99, alpha: 1) }
        let smooth = GradientStops(GradientContent(kind: .axial, colors: ramp, locations: nil, startPoint: .zero, endPoint: CGPoint(x: 1, y: 0)))
        XCTAssertEqual(smooth.color(at: 0.37).r, 0.37, accuracy: 0.01, "a linear ramp stays linear")
    }
}

/// A gradient of two stops is drawn by its own program variant (one mix, no search through the
/// stops) and each kind by its own (no other kind's arithmetic per pixel). The same colours as
/// three stops, drawn by the searching variant, give the same pixels, a hard edge (both stops at
/// one location) included.
final class TwoStopGradientTests: XCTestCase {
    private func pixels(_ kind: GradientContent.Kind, _ colors: [CGColor], _ locations: [CGFloat]) throws -> PixelBuffer {
        let size = CGSize(width: 120, height: 40)
        let gradient = GradientContent(kind: kind, colors: colors, locations: locations,
                                       startPoint: CGPoint(x: 0.1, y: 0.5), endPoint: CGPoint(x: 0.9, y: 0.5))
        let node = RenderNode.at(.zero, size: size, content: .gradient(gradient))
        return try RenderHarness.render(RenderTree(size: size, backgroundColor: .clear, nodes: [.root(size), node], children: [0: [1]]))
    }

    func testTwoStopsDrawAsTheSameStopsSearched() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        for kind in [GradientContent.Kind.axial, .radial, .conic] {
            for (at, end) in [(CGFloat(0.2), CGFloat(0.7)), (0.5, 0.5)] {
                let two = try pixels(kind, [red, blue], [at, end])
                let searched = try pixels(kind, [red, blue, blue], [at, end, 1])
                XCTAssertEqual(two.bytes, searched.bytes, "\(kind) with stops at \(at), \(end)")
            }
        }
        let hard = try pixels(.axial, [red, blue], [0.5, 0.5])
        XCTAssertEqual(hard[20, 20], RGBA8(255, 0, 0, 255), "before the edge: the first stop")
        XCTAssertEqual(hard[100, 20], RGBA8(0, 0, 128, 128), "after it: the second, premultiplied")
    }

    func testEachKindAndStopCountHasItsVariant() {
        XCTAssertEqual(Set(LayerVariant.allCases).count, 40)
        let twoStopGradients = LayerVariant.allCases.filter(\.twoStops)
        XCTAssertEqual(Set(twoStopGradients.map(\.paint)), [.axialGradient, .radialGradient, .conicGradient])
        XCTAssertTrue(LayerVariant(paint: .radialGradient, masked: false, polygon: false, twoStops: true).shaderDefines
            .contains("LAYER_TWO_STOPS"))
    }
}
