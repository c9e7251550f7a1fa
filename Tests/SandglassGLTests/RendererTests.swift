import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import XCTest

final class RendererTests: XCTestCase {
    override func setUp() { RenderHarness.currentTestName = name.components(separatedBy: " ").last?.dropLast().description ?? "x" }


    /// Seed 002's gauge: a horizontal green->red gradient masked by a 20 pt half-circle stroke, trimmed to 90 %.
    func testMaskedGradientArc() throws {
        let size = CGSize(width: 300, height: 150)
        let arc = CGMutablePath()
        arc.addArc(center: CGPoint(x: 150, y: 150), radius: 140, startAngle: .pi, endAngle: 0, clockwise: false)
        var stroke = ShapeContent(path: arc, fillColor: nil, strokeColor: .black)
        stroke.lineWidth = 20
        stroke.strokeEnd = 0.9
        let gradient = GradientContent(kind: .axial, colors: [.green, .orange, .red], locations: nil,
                                       startPoint: CGPoint(x: 0, y: 0), endPoint: CGPoint(x: 1, y: 0))
        var gradientNode = RenderNode.at(.zero, size: size, content: .gradient(gradient))
        gradientNode.mask = 2
        let maskNode = RenderNode.at(.zero, size: size, content: .shape(stroke))
        let tree = RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), gradientNode, maskNode], children: [0: [1]])
        let pixels = try RenderHarness.render(tree, scale: 2)
        // Start of the arc (left end, centre of the stroke width, x = 10.25 pt): the gradient at t = 10.25 / 300
        // between green (0, 255, 0) and orange (255, 128, 0) (the middle stop): f = 2t = 0.0683.
        let start = pixels[2 * 10, 2 * 148]
        XCTAssertTrue(start.isClose(to: RGBA8(17, 246, 0, 255), tolerance: 2), "start \(start)")
        // 90 % of the half circle: angle pi + 0.9 pi; just before it is coloured, just after is background.
        func point(_ fraction: CGFloat, _ r: CGFloat = 140) -> (Int, Int) {
            let a = CGFloat.pi * (1 + fraction)
            return (Int((150 + r * cos(a)) * 2), Int((150 + r * sin(a)) * 2))
        }
        let inside = point(0.88), outside = point(0.92)
        XCTAssertLessThan(pixels[inside.0, inside.1].g, 200, "inside the arc end should be orange/red")
        XCTAssertEqual(pixels[outside.0, outside.1], RGBA8(255, 255, 255, 255), "past strokeEnd is background")
        // Outside the stroke width (the centre of the half circle) is background.
        XCTAssertEqual(pixels[300, 200], RGBA8(255, 255, 255, 255))
        RenderHarness.assertMatchesGolden(pixels, "masked-gradient-arc", maxMismatches: 40)
    }

    /// A 40x40 white rounded rect (radius 10) on black: corner pixel transparent, arc edge half covered.
    func testRoundedRectCornerCoverage() throws {
        let size = CGSize(width: 60, height: 60)
        var node = RenderNode.at(CGPoint(x: 10, y: 10), size: CGSize(width: 40, height: 40))
        node.backgroundColor = .white
        node.cornerRadius = 10
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black, nodes: [.root(size), node], children: [0: [1]]))
        XCTAssertEqual(pixels[10, 10], RGBA8(0, 0, 0, 255), "the corner itself is outside the rounding")
        XCTAssertEqual(pixels[30, 30], RGBA8(255, 255, 255, 255))
        XCTAssertEqual(pixels[10, 30], RGBA8(255, 255, 255, 255), "straight edge pixel fully inside")
        // Pixel (13, 12): its centre (13.5, 12.5) lies 9.925 pt from the corner centre (20, 20), 0.075 inside
        // the radius: coverage 0.5 + 0.075 = 0.575 -> 147. Pixel (12, 12) is 0.607 outside: 0.
        XCTAssertTrue(pixels[13, 12].isClose(to: RGBA8(147, 147, 147, 255), tolerance: 3), "\(pixels[13, 12])")
        XCTAssertEqual(pixels[12, 12], RGBA8(0, 0, 0, 255))
    }

    /// Seed 004's dashed ring: radius 84, 0.5 pt, pattern [1, 1]. Every dash must be there: sampling the ring
    /// at 1-degree steps must find lit pixels all round and no run of darkness longer than a gap.
    func testDashedHairlineCircleHasNoMissingDashes() throws {
        let size = CGSize(width: 200, height: 200)
        var ring = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 16, y: 16, width: 168, height: 168)),
                                fillColor: nil, strokeColor: .white)
        ring.lineWidth = 0.5
        ring.lineDashPattern = [1, 1]
        let tree = RenderTree(size: size, backgroundColor: .black,
                              nodes: [.root(size), .at(.zero, size: size, content: .shape(ring))], children: [0: [1]])
        let pixels = try RenderHarness.render(tree, scale: 2)
        var darkestSector = 255
        for sector in 0..<90 {
            // Brightest pixel on the ring in a 4-degree sector (covers several dashes).
            var brightest = 0
            for step in 0..<16 {
                let a = (CGFloat(sector) * 4 + CGFloat(step) / 4) * .pi / 180
                let x = Int(((100 + 84 * cos(a)) * 2).rounded(.down)), y = Int(((100 + 84 * sin(a)) * 2).rounded(.down))
                brightest = max(brightest, Int(pixels[x, y].r))
            }
            darkestSector = min(darkestSector, brightest)
        }
        XCTAssertGreaterThan(darkestSector, 60, "a sector of the dashed ring is missing")
        RenderHarness.assertMatchesGolden(pixels, "dashed-hairline-circle", maxMismatches: 60)
    }

    /// A sprite sheet of four 10x10 frames coloured red, green, blue, white; contentsRect picks frame 2.
    func testSpriteFrameSelectedByContentsRect() throws {
        var sheet = PixelBuffer(width: 40, height: 10)
        let colours = [RGBA8(255, 0, 0, 255), RGBA8(0, 255, 0, 255), RGBA8(0, 0, 255, 255), RGBA8(255, 255, 255, 255)]
        for x in 0..<40 { for y in 0..<10 { sheet[x, y] = colours[x / 10] } }
        let image = ImageContent(image: sheet.cgImage!, contentsRect: CGRect(x: 0.5, y: 0, width: 0.25, height: 1),
                                 gravity: .left)
        let size = CGSize(width: 30, height: 10)
        var sprite = RenderNode.at(.zero, size: CGSize(width: 10, height: 10), content: .image(image))
        sprite.masksToBounds = true
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black,
                                                         nodes: [.root(size), sprite], children: [0: [1]]))
        XCTAssertEqual(pixels[5, 5], RGBA8(0, 0, 255, 255), "frame 2 is blue")
        XCTAssertEqual(pixels[1, 1], RGBA8(0, 0, 255, 255))
        XCTAssertEqual(pixels[15, 5], RGBA8(0, 0, 0, 255), "nothing outside the layer")
    }

    /// A black square with shadowRadius 4 (sigma 4 pt) on white: at distance r outside its edge the shadow's
    /// alpha is 1 - Phi(1) = 0.159 of shadowOpacity; at the edge 0.5.
    func testShadowFalloffAtRadius() throws {
        let size = CGSize(width: 100, height: 100)
        var square = RenderNode.at(CGPoint(x: 30, y: 30), size: CGSize(width: 40, height: 40))
        square.backgroundColor = .white
        square.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 4, path: nil)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), square], children: [0: [1]]))
        // Left edge at x = 30; pixel centre 25.5 + ... pick the pixel whose centre is 4 pt left of the edge: x = 25 (centre 25.5 -> 4.5).
        let atRadius = 255 - Int(pixels[26, 50].r)   // centre 26.5: distance 3.5 -> 1 - Phi(0.875) = 0.191
        XCTAssertEqual(Double(atRadius) / 255, 0.191, accuracy: 0.03)
        let far = pixels[10, 50]
        XCTAssertEqual(far, RGBA8(255, 255, 255, 255), "5 sigma away there is no shadow")
        XCTAssertEqual(pixels[50, 50], RGBA8(255, 255, 255, 255), "the layer covers its own shadow")
    }

    /// A translucent stroke crossing itself must not be darker where it overlaps.
    func testTranslucentStrokeDoesNotBlendTwiceWhereItOverlaps() throws {
        let size = CGSize(width: 60, height: 60)
        let cross = CGMutablePath()
        cross.move(to: CGPoint(x: 10, y: 30)); cross.addLine(to: CGPoint(x: 50, y: 30))
        cross.addLine(to: CGPoint(x: 50, y: 50)); cross.addLine(to: CGPoint(x: 30, y: 50)); cross.addLine(to: CGPoint(x: 30, y: 10))
        var stroke = ShapeContent(path: cross, fillColor: nil, strokeColor: CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
        stroke.lineWidth = 6
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white,
                                                         nodes: [.root(size), .at(.zero, size: size, content: .shape(stroke))], children: [0: [1]]))
        let single = pixels[15, 30], crossing = pixels[30, 30]
        XCTAssertTrue(single.isClose(to: RGBA8(128, 128, 128, 255), tolerance: 2), "\(single)")
        XCTAssertEqual(crossing, single)
    }

    /// evenOdd leaves the inner square of two nested squares empty; nonZero (same direction) fills it.
    func testFillRulesOnNestedSquares() throws {
        let size = CGSize(width: 40, height: 40)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 5, y: 5, width: 30, height: 30))
        path.addRect(CGRect(x: 15, y: 15, width: 10, height: 10))
        for (rule, expected) in [(ShapeContent.FillRule.evenOdd, RGBA8(0, 0, 0, 255)), (.nonZero, RGBA8(255, 0, 0, 255))] {
            var fill = ShapeContent(path: path, fillColor: .red, strokeColor: nil)
            fill.fillRule = rule
            let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black,
                                                             nodes: [.root(size), .at(.zero, size: size, content: .shape(fill))], children: [0: [1]]))
            XCTAssertEqual(pixels[20, 20], expected, "\(rule)")
            XCTAssertEqual(pixels[8, 8], RGBA8(255, 0, 0, 255))
            XCTAssertEqual(pixels[2, 2], RGBA8(0, 0, 0, 255))
        }
    }

    /// Group opacity: two overlapping opaque children of a 50 % parent show 50 % once, not 75 % where they overlap.
    func testGroupOpacityCompositesSublayersOnce() throws {
        let size = CGSize(width: 40, height: 20)
        var parent = RenderNode.at(.zero, size: size)
        parent.opacity = 0.5
        var a = RenderNode.at(.zero, size: CGSize(width: 25, height: 20)); a.backgroundColor = .black
        var b = RenderNode.at(CGPoint(x: 15, y: 0), size: CGSize(width: 25, height: 20)); b.backgroundColor = .black
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), parent, a, b], children: [0: [1], 1: [2, 3]]))
        XCTAssertTrue(pixels[5, 10].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1))
        XCTAssertEqual(pixels[20, 10], pixels[5, 10])
    }

    /// A sublayer's shadow reaches outside the sublayer, and its parent's group must keep it: the group
    /// once clipped itself to its sublayers' boxes without their shadows, cutting the shadow off.
    func testAGroupKeepsItsSublayersShadows() throws {
        let size = CGSize(width: 100, height: 100)
        var parent = RenderNode.at(.zero, size: size)
        parent.opacity = 0.5
        var square = RenderNode.at(CGPoint(x: 30, y: 30), size: CGSize(width: 20, height: 20))
        square.backgroundColor = .black
        square.shadow = RenderShadow(color: .black, opacity: 1, offset: CGSize(width: 0, height: 30), radius: 0, path: nil)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), parent, square],
                                                         children: [0: [1], 1: [2]]))
        XCTAssertTrue(pixels[40, 40].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "\(pixels[40, 40])")
        XCTAssertTrue(pixels[40, 70].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "the shadow, 30 points down: \(pixels[40, 70])")
        XCTAssertEqual(pixels[40, 90], RGBA8(255, 255, 255, 255))
    }

    /// Rings that never touch share their parent's opacity: each drawn at 0.5, no offscreen target,
    /// the pixels a group would give (white at 0.5 over black; black between the rings).
    func testRingsApartShareTheirParentsOpacityWithoutATarget() throws {
        let size = CGSize(width: 80, height: 80)
        var parent = RenderNode.at(.zero, size: size)
        parent.opacity = 0.5
        func ring(_ radius: CGFloat) -> RenderNode {
            var shape = ShapeContent(path: CGPath(ellipseIn: CGRect(x: 40 - radius, y: 40 - radius, width: 2 * radius, height: 2 * radius)), fillColor: nil, strokeColor: .white)
            shape.lineWidth = 6
            return .at(.zero, size: size, content: .shape(shape))
        }
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black, nodes: [.root(size), parent, ring(15), ring(30)],
                                                         children: [0: [1], 1: [2, 3]]))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 0)
        for x in [55, 70] {
            XCTAssertTrue(pixels[x, 40].isClose(to: RGBA8(128, 128, 128, 255), tolerance: 1), "x \(x): \(pixels[x, 40])")
        }
        XCTAssertEqual(pixels[62, 40], RGBA8(0, 0, 0, 255))
    }

    /// A mask casting a blurred shadow (arscanning's glow) widens the mask by the shadow's falloff: a
    /// black layer through a square mask with shadowRadius 4 shows 0.191 black 3.5 pt outside the
    /// square (1 - Phi(0.875)). The mask is drawn straight into the mask target with its shadow cast
    /// under it: group, mask and one blur target, no group of the mask's own; a gradient, the layer's
    /// only drawing, needs no group either.
    func testAMasksBlurredShadowWidensTheMask() throws {
        let size = CGSize(width: 100, height: 100)
        var layer = RenderNode.at(.zero, size: size)
        layer.backgroundColor = .black
        layer.mask = 2
        let square = CGMutablePath()
        square.addRect(CGRect(x: 30, y: 30, width: 40, height: 40))
        var mask = RenderNode.at(.zero, size: size, content: .shape(ShapeContent(path: square, fillColor: .black, strokeColor: nil)))
        mask.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 4, path: nil)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), layer, mask],
                                                         children: [0: [1]]))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 3)
        XCTAssertEqual(Double(255 - Int(pixels[26, 50].r)) / 255, 0.191, accuracy: 0.03, "\(pixels[26, 50])")
        XCTAssertEqual(pixels[50, 50], RGBA8(0, 0, 0, 255), "inside the square the mask is whole")
        XCTAssertEqual(pixels[5, 50], RGBA8(255, 255, 255, 255), "6 sigma away there is no shadow")
        // The same black as a gradient, the layer's only drawing: drawn through the mask, no group.
        var gradient = layer
        gradient.backgroundColor = nil
        gradient.content = .gradient(GradientContent(kind: .axial, colors: [.black, .black], locations: nil,
                                                     startPoint: .zero, endPoint: CGPoint(x: 1, y: 0)))
        let through = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), gradient, mask],
                                                          children: [0: [1]]))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.offscreenTargets, 2, "the mask and one blur target")
        XCTAssertLessThanOrEqual(RenderHarness.worstChannelDifference(pixels, through), 1)
    }

    func testTextDrawsGlyphsInTheLayerColour() throws {
        let size = CGSize(width: 120, height: 60)
        let text = TextContent(string: "90", fontName: "Helvetica-Light", fontSize: 50, color: .black, alignment: .center)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white,
                                                         nodes: [.root(size), .at(.zero, size: size, content: .text(text))], children: [0: [1]]))
        let dark = pixels.bytes.enumerated().filter { $0.offset % 4 == 0 && $0.element < 100 }.count
        XCTAssertGreaterThan(dark, 100, "the glyphs should cover some pixels")
        XCTAssertEqual(pixels[2, 30], RGBA8(255, 255, 255, 255), "centred text leaves the left margin empty")
    }

    /// Text is rasterised once, in white, and drawn tinted by its colour: a colour animation (thanos'
    /// results turning back to their colours) re-rasterised and uploaded the text every frame.
    func testAnotherTextColourIsATintNotAnotherRaster() throws {
        let size = CGSize(width: 140, height: 60)
        func render(_ color: CGColor) throws -> PixelBuffer {
            let text = TextContent(string: "Tint 42", fontName: "Helvetica", fontSize: 40, color: color, alignment: .left)
            return try RenderHarness.render(RenderTree(size: size, backgroundColor: .white,
                                                       nodes: [.root(size), .at(.zero, size: size, content: .text(text))], children: [0: [1]]))
        }
        let red = try render(CGColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.textureUploads, 1)
        let blue = try render(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(RenderHarness.renderer?.lastFrame.textureUploads, 0, "the same raster, tinted")
        // Inside a glyph (full coverage): exactly the colour, and blue at 0.5 over white.
        let inside = (0..<Int(size.height)).flatMap { y in (0..<Int(size.width)).map { (x: $0, y: y) } }
            .filter { red[$0.x, $0.y] == RGBA8(255, 0, 0, 255) }
        XCTAssertGreaterThan(inside.count, 50)
        for p in inside.prefix(20) {
            let b = blue[p.x, p.y]
            XCTAssertLessThanOrEqual(abs(Int(b.r) - 128), 1); XCTAssertLessThanOrEqual(abs(Int(b.g) - 128), 1)
            XCTAssertEqual(b.b, 255)
        }
        // Outside the glyphs: white in both.
        XCTAssertEqual(blue[139, 59], RGBA8(255, 255, 255, 255))
    }

    /// Seed 004's caption is Chinese; DejaVu has no CJK glyphs, so they come from the fallback font.
    /// Without the fallback both strings below would draw the same missing-glyph boxes.
    func testCJKCharactersComeFromTheFallbackFont() throws {
        guard !TextRasterizer.fallbackFontFiles.isEmpty else { throw XCTSkip("no CJK fallback font (fonts-wqy-microhei)") }
        let size = CGSize(width: 120, height: 30)
        func render(_ string: String) throws -> PixelBuffer {
            let text = TextContent(string: string, fontName: "Helvetica", fontSize: 20, color: .black, alignment: .left)
            return try RenderHarness.render(RenderTree(size: size, backgroundColor: .white,
                                                       nodes: [.root(size), .at(.zero, size: size, content: .text(text))], children: [0: [1]]))
        }
        let ideographs = try render("中中中")
        let missing = try render("\u{10FFFD}\u{10FFFD}\u{10FFFD}")   // in no font: boxes
        let differing = zip(ideographs.bytes, missing.bytes).filter { abs(Int($0) - Int($1)) > 40 }.count
        XCTAssertGreaterThan(differing, 200, "the ideographs are drawn, not boxes")
        XCTAssertGreaterThan(ideographs.bytes.filter { $0 < 100 }.count, 100, "and they are drawn")
    }

    /// A layer at opacity 0.2 casts a shadow at 0.2 of its strength (it once cast a full-strength one).
    func testShadowFadesWithTheLayersOpacity() throws {
        let size = CGSize(width: 100, height: 100)
        var square = RenderNode.at(CGPoint(x: 30, y: 30), size: CGSize(width: 40, height: 40))
        square.backgroundColor = .white
        square.opacity = 0.2
        square.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 4, path: nil)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), square], children: [0: [1]]))
        // At 3.5 pt outside the edge the full shadow is 0.191 dark; at opacity 0.2: 0.038.
        let darkness = Double(255 - Int(pixels[26, 50].r)) / 255
        XCTAssertEqual(darkness, 0.191 * 0.2, accuracy: 0.012)
    }

    /// A rounded masksToBounds layer that also has a mask clips its sublayers to its bounds (an oversized
    /// sublayer once showed across the whole image).
    func testRoundedClipWithMaskClipsOversizedSublayers() throws {
        let size = CGSize(width: 100, height: 100)
        var box = RenderNode.at(CGPoint(x: 30, y: 30), size: CGSize(width: 40, height: 40))
        box.masksToBounds = true
        box.cornerRadius = 8
        box.mask = 3
        var big = RenderNode(world: CATransform3DMakeTranslation(-100, -100, 0), bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        big.backgroundColor = .green
        var maskNode = RenderNode(world: CATransform3DMakeTranslation(-100, -100, 0), bounds: CGRect(x: 0, y: 0, width: 300, height: 300))
        maskNode.backgroundColor = .black
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .black, nodes: [.root(size), box, big, maskNode], children: [0: [1], 1: [2]]))
        XCTAssertEqual(pixels[50, 50], RGBA8(0, 255, 0, 255), "inside the box")
        XCTAssertEqual(pixels[10, 10], RGBA8(0, 0, 0, 255), "outside the box: clipped")
        XCTAssertEqual(pixels[31, 31], RGBA8(0, 0, 0, 255), "in the rounded corner: clipped")
    }

    /// A shape at opacity 0.5 with a fill and a stroke composites as one: the fill does not show through
    /// the inner half of the stroke.
    func testLeafOpacityCompositesFillAndStrokeOnce() throws {
        let size = CGSize(width: 60, height: 60)
        var shape = ShapeContent(path: CGPath(rect: CGRect(x: 10, y: 10, width: 40, height: 40)), fillColor: .red, strokeColor: .blue)
        shape.lineWidth = 8
        var node = RenderNode.at(.zero, size: size, content: .shape(shape))
        node.opacity = 0.5
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), node], children: [0: [1]]))
        let innerStroke = pixels[12, 30], outerStroke = pixels[7, 30]
        XCTAssertTrue(innerStroke.isClose(to: RGBA8(128, 128, 255, 255), tolerance: 2), "inner half of the stroke: \(innerStroke)")
        XCTAssertEqual(innerStroke, outerStroke)
        XCTAssertTrue(pixels[30, 30].isClose(to: RGBA8(255, 128, 128, 255), tolerance: 2), "\(pixels[30, 30])")
    }

    /// A sharp shadow (radius 0, no offset) right under a half-transparent layer darkens what shows through.
    func testSharpShadowUnderATranslucentLayer() throws {
        let size = CGSize(width: 40, height: 40)
        var square = RenderNode.at(CGPoint(x: 10, y: 10), size: CGSize(width: 20, height: 20))
        square.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        square.shadow = RenderShadow(color: .black, opacity: 1, offset: .zero, radius: 0, path: nil)
        let pixels = try RenderHarness.render(RenderTree(size: size, backgroundColor: .white, nodes: [.root(size), square], children: [0: [1]]))
        // White under a black shadow at 0.5: 0.5 grey; red at 0.5 over it: (0.75, 0.25, 0.25).
        XCTAssertTrue(pixels[20, 20].isClose(to: RGBA8(191, 64, 64, 255), tolerance: 2), "\(pixels[20, 20])")
        XCTAssertEqual(pixels[5, 5], RGBA8(255, 255, 255, 255))
    }
}
