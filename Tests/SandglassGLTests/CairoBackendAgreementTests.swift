import Foundation
import Sandglass
@testable import SandglassGL
import SandglassSystem
import SandglassTestSupport
import XCTest

/// The Cairo backend against the GL backend on one plan each, for the commands the seed scenes do not
/// draw: blurred and offset shadows (of a group, of a shadowPath, and one a mask casts under itself),
/// masks and group masks, rounded and rotated masksToBounds, a masked quad, axial gradients over a
/// stretched box, radial and conic gradients, even-odd fills, translucent dashed strokes, group
/// opacity. Each scene is measured as `RenderInContextAgreementTests` measures the seed scenes, and
/// allowed just above what it measures.
final class CairoBackendAgreementTests: XCTestCase {
    /// (share of pixels off by more than 24 in a channel, mean channel difference) allowed per scene,
    /// just above what was measured: shadows 0 / 0.06, masks 0 / 0.03, clips 0.0019 / 0.10 (edges),
    /// gradients 0 / 0.05, paths 0.0109 / 0.35 (the star crosses itself, so the tessellator cannot
    /// tell its filled side and GL fills it without anti-aliasing, where Cairo anti-aliases it).
    static let allowance: [String: (share: Double, mean: Double)] = [
        "shadows": (0.0005, 0.1), "masks": (0.0005, 0.05), "clips": (0.0025, 0.15), "gradients": (0.0005, 0.1),
        "paths": (0.012, 0.4),
    ]

    func testTheCairoBackendDrawsEachCommandAsTheGLBackendDoes() throws {
        let scenes: [(String, CALayer)] = [("shadows", shadows()), ("masks", masks()), ("clips", clips()),
                                           ("gradients", gradients()), ("paths", paths())]
        var report: [String] = []
        for (name, root) in scenes {
            let tree = RenderTreeBuilder.build(root: root, size: root.bounds.size, backgroundColor: CGColor(gray: 0.9))
            let gl = try RenderHarness.render(tree)
            let cairo = try XCTUnwrap(Self.cairo(tree))
            let difference = ChannelDifference(gl, cairo)
            report.append("\(name): share \(String(format: "%.4f", difference.share)), mean \(String(format: "%.2f", difference.mean))")
            if difference.share > Self.allowance[name]!.share {
                try? PNGCodec.write(cairo, to: NSTemporaryDirectory() + "cairo-backend-\(name).png")
                try? PNGCodec.write(gl, to: NSTemporaryDirectory() + "gl-backend-\(name).png")
            }
            XCTAssertLessThanOrEqual(difference.share, Self.allowance[name]!.share, name)
            XCTAssertLessThanOrEqual(difference.mean, Self.allowance[name]!.mean, name)
        }
        print("Cairo backend versus GL:\n" + report.joined(separator: "\n"))
    }

    /// `tree` planned at 1 pixel a point and executed by `CairoBackend` into a y-down bitmap.
    static func cairo(_ tree: RenderTree) -> PixelBuffer? {
        let (width, height) = tree.pixelSize(scale: 1)
        guard let ctx = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                                  space: CGColorSpaceCreateDeviceRGB(),
                                  bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return nil }
        ctx.translateBy(x: 0, y: CGFloat(height))
        ctx.scaleBy(x: 1, y: -1)
        let planner = FramePlanner()
        planner.plan(tree, width: width, height: height)
        CairoBackend().execute(planner.plan, into: ctx)
        guard let image = ctx.makeImage() else { return nil }
        return PixelBuffer(width: width, height: height, bytes: image.pixels.bytes)
    }

    private func root() -> CALayer {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        return root
    }

    private func box(_ frame: CGRect, _ color: CGColor, in parent: CALayer) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.backgroundColor = color
        parent.addSublayer(layer)
        return layer
    }

    private func shadows() -> CALayer {
        let root = root()
        let blurred = box(CGRect(x: 10, y: 10, width: 50, height: 40), .white, in: root)
        blurred.cornerRadius = 8
        (blurred.shadowOpacity, blurred.shadowRadius, blurred.shadowOffset) = (0.6, 5, CGSize(width: 4, height: 6))
        box(CGRect(x: 10, y: 10, width: 20, height: 20), .red, in: blurred)
        let sharp = box(CGRect(x: 80, y: 10, width: 40, height: 40), .blue, in: root)
        (sharp.shadowOpacity, sharp.shadowRadius, sharp.shadowOffset) = (1, 0, CGSize(width: 5, height: 5))
        let path = box(CGRect(x: 140, y: 20, width: 40, height: 40), CGColor(red: 0, green: 0.6, blue: 0, alpha: 1), in: root)
        path.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 20, width: 40, height: 40), transform: nil)
        (path.shadowOpacity, path.shadowRadius, path.shadowOffset) = (0.8, 3, .zero)
        let faded = box(CGRect(x: 20, y: 70, width: 60, height: 30), .yellow, in: root)
        (faded.opacity, faded.shadowOpacity, faded.shadowRadius) = (0.5, 1, 4)
        return root
    }

    private func masks() -> CALayer {
        let root = root()
        let masked = box(CGRect(x: 10, y: 10, width: 80, height: 80), .red, in: root)
        box(CGRect(x: 40, y: 0, width: 40, height: 80), .blue, in: masked)
        let circle = CAShapeLayer()
        circle.frame = masked.bounds
        circle.path = CGPath(ellipseIn: CGRect(x: 5, y: 5, width: 70, height: 70), transform: nil)
        circle.fillColor = .black
        // A mask with a glow: drawn first into the mask's target, it casts its shadow under itself there.
        (circle.shadowOpacity, circle.shadowRadius, circle.shadowOffset) = (1, 4, .zero)
        masked.mask = circle
        // A gradient masked by a translucent layer: one quad drawn through its mask.
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 110, y: 10, width: 80, height: 80)
        gradient.colors = [CGColor.red, CGColor.blue]
        let fade = CALayer()
        fade.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        fade.backgroundColor = CGColor(gray: 0, alpha: 0.5)
        fade.cornerRadius = 12
        gradient.mask = fade
        root.addSublayer(gradient)
        return root
    }

    private func clips() -> CALayer {
        let root = root()
        let rounded = box(CGRect(x: 10, y: 10, width: 70, height: 70), .blue, in: root)
        (rounded.cornerRadius, rounded.masksToBounds) = (20, true)
        box(CGRect(x: -10, y: 30, width: 100, height: 20), .yellow, in: rounded)
        let rotated = box(CGRect(x: 110, y: 20, width: 60, height: 60), .green, in: root)
        (rotated.masksToBounds, rotated.transform) = (true, CATransform3DMakeRotation(0.4, 0, 0, 1))
        box(CGRect(x: 20, y: -20, width: 20, height: 100), .red, in: rotated)
        let both = CAShapeLayer()
        both.frame = rotated.bounds
        both.path = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 60), transform: nil)
        both.fillColor = .black
        rotated.mask = both
        rotated.cornerRadius = 10
        let group = box(CGRect(x: 60, y: 85, width: 80, height: 30), .red, in: root)
        group.opacity = 0.6
        box(CGRect(x: 40, y: 0, width: 40, height: 30), .blue, in: group)
        return root
    }

    private func gradients() -> CALayer {
        let root = root()
        for (i, type) in [CAGradientLayerType.axial, .radial, .conic].enumerated() {
            let g = CAGradientLayer()
            g.frame = CGRect(x: 5 + CGFloat(i) * 65, y: 20, width: 60, height: 80)
            g.type = type
            g.colors = [CGColor.red, CGColor(red: 0, green: 0, blue: 1, alpha: 0.5), CGColor.green]
            g.locations = [0, 0.3, 1]
            g.startPoint = type == .axial ? CGPoint(x: 0, y: 0) : CGPoint(x: 0.5, y: 0.5)
            g.endPoint = type == .axial ? CGPoint(x: 1, y: 1) : CGPoint(x: 1, y: 0.8)
            root.addSublayer(g)
        }
        return root
    }

    private func paths() -> CALayer {
        let root = root()
        let star = CGMutablePath()
        for k in 0..<5 {
            let a = CGFloat(k) * 4 * .pi / 5 - .pi / 2
            let p = CGPoint(x: 50 + 40 * cos(a), y: 60 + 40 * sin(a))
            if k == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.closeSubpath()
        let evenOdd = CAShapeLayer()
        evenOdd.frame = root.bounds
        evenOdd.path = star
        evenOdd.fillColor = CGColor(red: 0.8, green: 0, blue: 0.4, alpha: 0.7)
        evenOdd.fillRule = .evenOdd
        evenOdd.strokeColor = CGColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        evenOdd.lineWidth = 3
        evenOdd.lineJoin = .round
        root.addSublayer(evenOdd)
        let dashed = CAShapeLayer()
        dashed.frame = root.bounds
        let wave = CGMutablePath()
        wave.move(to: CGPoint(x: 110, y: 100))
        wave.addCurve(to: CGPoint(x: 190, y: 20), control1: CGPoint(x: 190, y: 110), control2: CGPoint(x: 110, y: 10))
        dashed.path = wave
        dashed.fillColor = nil
        dashed.strokeColor = CGColor(red: 0, green: 0.3, blue: 1, alpha: 0.6)
        dashed.lineWidth = 6
        dashed.lineCap = .round
        dashed.lineDashPattern = [10, 6]
        root.addSublayer(dashed)
        return root
    }
}
