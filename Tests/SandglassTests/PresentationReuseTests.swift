import Foundation
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling
import XCTest

/// `presentationTree(at:reusing:)`: the previous copy is updated in place while the structure holds,
/// with the values a fresh copy has; a changed structure gives a fresh copy.
final class PresentationReuseTests: XCTestCase {
    private func scene() -> (root: CALayer, shape: CAShapeLayer, mask: CALayer) {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let shape = CAShapeLayer()
        shape.strokeEnd = 0.25
        let fill = CABasicAnimation(keyPath: "strokeEnd")
        fill.fromValue = 0.0
        fill.toValue = 1.0
        fill.duration = 2
        shape.add(fill, forKey: "fill")
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0.0
        move.toValue = 40.0
        move.duration = 1
        shape.add(move, forKey: "move")
        root.addSublayer(shape)
        let mask = CALayer()
        mask.opacity = 0.5
        root.mask = mask
        return (root, shape, mask)
    }

    func testReusedCopyHasTheValuesOfAFreshOne() throws {
        let (root, _, _) = scene()
        let first = root.presentationTree(at: 0.5, reusing: nil)
        let firstShape = try XCTUnwrap(first.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(firstShape.strokeEnd, 0.25, accuracy: 1e-12)
        XCTAssertEqual(firstShape.position.x, 20, accuracy: 1e-12)
        let second = root.presentationTree(at: 1.5, reusing: first)
        XCTAssertTrue(second === first, "same structure: updated in place")
        XCTAssertTrue(second.sublayers?.first === firstShape)
        let fresh = root.presentationTree(at: 1.5)
        let shape = try XCTUnwrap(second.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(shape.strokeEnd, 0.75, accuracy: 1e-12)
        XCTAssertEqual(shape.strokeEnd, (fresh.sublayers?.first as? CAShapeLayer)?.strokeEnd)
        // The move is over at 1.5: back to the model position, not the 20 of the previous frame.
        XCTAssertEqual(shape.position.x, 0)
        XCTAssertEqual(second.mask?.opacity, 0.5)
        XCTAssertTrue(second.mask?.maskOwner === second)
    }

    /// An animation's value is copied back from the model once it is over: strokeEnd (a shape
    /// layer's own storage) and position.x, each to its model value.
    func testAnimatedShapeValuesGoBackToTheModelWhenTheAnimationEnds() throws {
        let (root, shape, _) = scene()
        shape.lineWidth = 3
        let widen = CABasicAnimation(keyPath: "lineWidth")
        widen.fromValue = 3.0
        widen.toValue = 7.0
        widen.duration = 1
        shape.add(widen, forKey: "widen")
        let first = root.presentationTree(at: 0.5, reusing: nil)
        let copy = try XCTUnwrap(first.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(copy.strokeEnd, 0.25, accuracy: 1e-12)
        XCTAssertEqual(copy.lineWidth, 5, accuracy: 1e-12)
        _ = root.presentationTree(at: 1.5, reusing: first)
        XCTAssertEqual(copy.strokeEnd, 0.75, accuracy: 1e-12)
        XCTAssertEqual(copy.lineWidth, 3, "the widening is over: the model's width")
        _ = root.presentationTree(at: 2.5, reusing: first)
        XCTAssertEqual(copy.strokeEnd, 0.25, "the fill is over: the model's strokeEnd")
        XCTAssertEqual(copy.lineWidth, 3)
        XCTAssertEqual(copy.position.x, 0)
    }

    /// A transition is shown while it runs, however the layer's other animations come and go: one
    /// removed on completion beside it leaves it shown, and removing it leaves the copy alone.
    func testATransitionIsShownWhileItRunsBesideOtherAnimations() throws {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        root.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 0.5
        layer.add(fade, forKey: "fade")
        let transition = CATransition()
        transition.duration = 2
        layer.add(transition, forKey: "transition")
        XCTAssertTrue(root.presentationTree(at: 0.25).sublayers?.first is TransitionContainerLayer)
        root.advance(to: 1)
        XCTAssertNil(layer.animation(forKey: "fade"), "the fade is over and removed")
        XCTAssertTrue(root.presentationTree(at: 1).sublayers?.first is TransitionContainerLayer)
        layer.removeAnimation(forKey: "transition")
        let after = try XCTUnwrap(root.presentationTree(at: 1).sublayers?.first)
        XCTAssertFalse(after is TransitionContainerLayer)
        XCTAssertTrue(after.modelLayer === layer)
    }

    func testChangedStructureGivesAFreshCopy() {
        let (root, _, _) = scene()
        let first = root.presentationTree(at: 0.5, reusing: nil)
        root.addSublayer(CALayer())
        let second = root.presentationTree(at: 0.6, reusing: first)
        XCTAssertFalse(second === first)
        XCTAssertEqual(second.sublayers?.count, 2)
        // A copy of another tree is not reused either.
        let other = CALayer()
        XCTAssertFalse(other.presentationTree(at: 0, reusing: second) === second)
    }

    func testModelChangesReachTheReusedCopy() {
        let (root, shape, _) = scene()
        let first = root.presentationTree(at: 3, reusing: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.lineWidth = 7
        CATransaction.commit()
        let second = root.presentationTree(at: 3, reusing: first)
        XCTAssertEqual((second.sublayers?.first as? CAShapeLayer)?.lineWidth, 7)
    }

    /// Values that do not animate are copied only when the model or the copy wrote one since the last
    /// copy (`syncPlainValues`): a model change still reaches the reused copy, and a value the copy
    /// wrote itself goes back to the model's.
    func testValuesThatDoNotAnimateReachTheReusedCopyOnlyWhenWritten() throws {
        let (root, shape, _) = scene()
        shape.name = "arc"
        shape.path = CGPath(ellipseIn: CGRect(x: 10, y: 10, width: 40, height: 40))
        shape.strokeColor = .white
        let first = root.presentationTree(at: 0.5, reusing: nil)
        let copy = try XCTUnwrap(first.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(copy.name, "arc")
        XCTAssertEqual(copy.lineCap, .butt)
        shape.name = "ring"
        shape.lineCap = .round
        _ = root.presentationTree(at: 0.6, reusing: first)
        XCTAssertEqual(copy.name, "ring", "the model's change reaches the copy")
        XCTAssertEqual(copy.lineCap, .round)
        copy.name = "written on the copy"
        copy.lineCap = .square
        _ = root.presentationTree(at: 0.7, reusing: first)
        XCTAssertEqual(copy.name, "ring", "the copy's own write is put back")
        XCTAssertEqual(copy.lineCap, .round)
        let tree = RenderTreeBuilder.build(root: first, size: CGSize(width: 100, height: 100), backgroundColor: .black)
        guard case .shape(let content) = tree.nodes.first(where: { $0.name == "ring" })?.content else {
            return XCTFail("the shape's node")
        }
        XCTAssertEqual(content.lineCap, .round, "the tessellator's cap follows the name")
    }

    /// An unchanged model: the reused copy copies back only what its animations wrote. A property
    /// animated in one frame and not the next must come back to the model's value, of every kind.
    func testPropertiesAnimatedOnlyInTheLastFrameComeBackToTheModel() throws {
        let root = CALayer()
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor.black, CGColor.white]
        gradient.backgroundColor = CGColor(red: 0, green: 0, blue: 1)
        gradient.transform = CATransform3DMakeScale(2, 2, 1)
        root.addSublayer(gradient)
        let text = CATextLayer()
        text.foregroundColor = CGColor(red: 1, green: 0, blue: 0)
        root.addSublayer(text)
        func brief(_ keyPath: String, _ to: Any, on layer: CALayer) {
            let a = CABasicAnimation(keyPath: keyPath)
            a.toValue = to
            a.duration = 1
            layer.add(a, forKey: keyPath)
        }
        brief("colors", [CGColor.white, CGColor.black], on: gradient)
        brief("backgroundColor", CGColor.white, on: gradient)
        brief("transform.rotation.z", CGFloat.pi / 2, on: gradient)
        brief("opacity", 0.0, on: gradient)
        brief("foregroundColor", CGColor.white, on: text)
        brief("fontSize", 10.0, on: text)
        let first = root.presentationTree(at: 0.5, reusing: nil)
        let animated = try XCTUnwrap(first.sublayers?.first as? CAGradientLayer)
        XCTAssertEqual(animated.opacity, 0.5)
        XCTAssertNotEqual(animated.backgroundColor, gradient.backgroundColor)
        let second = root.presentationTree(at: 1.5, reusing: first)
        XCTAssertTrue(second === first)
        let g = try XCTUnwrap(second.sublayers?.first as? CAGradientLayer)
        let t = try XCTUnwrap(second.sublayers?.last as? CATextLayer)
        XCTAssertEqual(g.cgColors, [CGColor.black, CGColor.white])
        XCTAssertEqual(g.backgroundColor, CGColor(red: 0, green: 0, blue: 1))
        XCTAssertEqual(g.transform, CATransform3DMakeScale(2, 2, 1))
        XCTAssertEqual(g.opacity, 1)
        XCTAssertEqual(t.foregroundColor, CGColor(red: 1, green: 0, blue: 0))
        XCTAssertEqual(t.fontSize, 36)
        // Only the animated properties were copied back; the model's values stayed as they were.
        XCTAssertEqual(g.syncedRevision, gradient.animatableRevision)
        XCTAssertTrue(g.writtenSinceSync.isEmpty)
    }

    /// A model value set between frames reaches the reused copy even when it is one an animation
    /// overwrites, and a value set to what it was (a write all the same) too.
    func testModelWritesBetweenFramesCopyEverything() throws {
        let (root, shape, _) = scene()
        let first = root.presentationTree(at: 3, reusing: nil)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        shape.strokeColor = CGColor(red: 0, green: 1, blue: 0)
        shape.strokeEnd = 0.5
        CATransaction.commit()
        let second = root.presentationTree(at: 3, reusing: first)
        let copy = try XCTUnwrap(second.sublayers?.first as? CAShapeLayer)
        XCTAssertEqual(copy.strokeColor, CGColor(red: 0, green: 1, blue: 0))
        XCTAssertEqual(copy.strokeEnd, 0.5)
    }

    /// The copy-back writes each property with the value the model reads: it must take it back for
    /// every property of every class (a property it refused would keep an animated value).
    func testEveryPropertyCopiesBackThroughItsSetter() {
        for layer in [CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer()] {
            for p in LayerProperty.allCases {
                guard let v = layer.value(of: p) else { continue }
                let copy = type(of: layer).init(copyOf: layer)
                XCTAssertTrue(copy.set(v, for: p), "\(type(of: layer)).\(p)")
            }
        }
    }

    func testEveryPropertyHasItsOwnBit() {
        var all = LayerPropertySet()
        for p in LayerProperty.allCases {
            XCTAssertFalse(all.contains(p), "\(p)")
            all.insert(p)
        }
        XCTAssertEqual(Array(all), LayerProperty.allCases)
        XCTAssertLessThanOrEqual(LayerProperty.allCases.count, 64, "a set is one word")
    }

    /// Every property a copy's animations wrote comes back to the model's value on the next frame,
    /// whatever its kind (each is copied back by its own field or through its setter).
    func testEveryWrittenPropertyComesBackOnTheNextFrame() throws {
        func other(_ v: CAValue) -> CAValue {
            switch v {
            case .number(let n): return .number(n + 0.25)
            case .point(let q): return .point(CGPoint(x: q.x + 3, y: q.y - 2))
            case .size(let z): return .size(CGSize(width: z.width + 3, height: z.height + 1))
            case .rect(let r): return .rect(r.insetBy(dx: -3, dy: -2))
            case .color: return .color(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
            case .transform(let t): return .transform(CATransform3DRotate(t, 0.5, 0, 0, 1))
            case .bool(let b): return .bool(!b)
            case .path: return .path(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)))
            case .colors: return .colors([.white, .black, .white])
            case .numbers: return .numbers([0, 0.3, 1])
            case .null: return .color(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
            }
        }
        for model in [CALayer(), CAShapeLayer(), CAGradientLayer(), CATextLayer()] {
            model.bounds = CGRect(x: 0, y: 0, width: 40, height: 30)
            model.position = CGPoint(x: 20, y: 15)
            model.shadowPath = CGPath(ellipseIn: model.bounds)
            (model as? CAShapeLayer)?.path = CGPath(ellipseIn: model.bounds)
            (model as? CAGradientLayer)?.cgColors = [.black, .white]
            (model as? CAGradientLayer)?.locationValues = [0, 1]
            let copy = model.presentationTree(at: 0, reusing: nil)
            for p in LayerProperty.allCases {
                guard let v = model.value(of: p) else { continue }
                XCTAssertTrue(copy.set(other(v), for: p), "\(type(of: model)).\(p)")
                XCTAssertNotEqual(copy.value(of: p), v, "\(type(of: model)).\(p)")
                XCTAssertTrue(model.presentationTree(at: 0, reusing: copy) === copy)
                XCTAssertEqual(copy.value(of: p), v, "\(type(of: model)).\(p)")
            }
        }
    }

    /// A copy made of a presentation copy, both updated in place: when the first copy's animated value
    /// is copied back from the model, the second sees the change (a review found it kept the old one).
    func testACopyOfACopySeesWhatTheFirstCopiedBack() throws {
        let model = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0.0
        fade.toValue = 1.0
        fade.duration = 1
        model.add(fade, forKey: "fade")
        let copy = model.presentationTree(at: 0.25, reusing: nil)
        let copyOfCopy = copy.presentationTree(at: 0.25, reusing: nil)
        XCTAssertEqual(copyOfCopy.opacity, 0.25)
        model.removeAnimation(forKey: "fade")
        XCTAssertTrue(model.presentationTree(at: 0.5, reusing: copy) === copy)
        XCTAssertEqual(copy.opacity, 1)
        XCTAssertTrue(copy.presentationTree(at: 0.5, reusing: copyOfCopy) === copyOfCopy)
        XCTAssertEqual(copyOfCopy.opacity, 1)
    }
}
