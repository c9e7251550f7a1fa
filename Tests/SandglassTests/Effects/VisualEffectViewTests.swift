import XCTest
@testable import QuartzCore
@testable import UIKit

/// `UIVisualEffectView` as iOS code uses it: a blur effect becomes its layer's backdrop (blur,
/// saturation, tint by style), a vibrancy effect blends its content, nil removes both, and the styles
/// that follow the appearance change with it.
final class VisualEffectViewTests: XCTestCase {
    func testABlurEffectSetsTheLayersBackdrop() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        XCTAssertEqual(view.layer.backdrop?.blurRadius, 20)
        XCTAssertEqual(view.layer.backdrop?.saturation, 1.8)
        XCTAssertEqual(view.layer.backdrop?.tint, UIColor(white: 0.11, alpha: 0.73).cgColor)
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertTrue(view.subviews.first === view.contentView)
    }

    func testContentViewFollowsTheBounds() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    func testVibrancyBlendsTheContentAndNilRemovesTheEffect() {
        let view = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .secondaryLabel))
        XCTAssertNil(view.layer.backdrop)
        XCTAssertEqual(view.contentView.layer.compositingFilter as? String, "overlayBlendMode")
        XCTAssertEqual(view.contentView.layer.opacity, 0.75)
        view.effect = nil
        XCTAssertNil(view.contentView.layer.compositingFilter)
        XCTAssertEqual(view.contentView.layer.opacity, 1)
        view.effect = UIBlurEffect(style: .extraLight)
        XCTAssertEqual(view.layer.backdrop?.tint, UIColor(white: 0.97, alpha: 0.82).cgColor)
        view.effect = nil
        XCTAssertNil(view.layer.backdrop)
    }

    /// `.systemMaterial` is light or dark as the view's traits are; `...Light` stays light.
    func testMaterialsFollowTheAppearance() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let adaptive = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        window.addSubview(adaptive)
        window.addSubview(light)
        XCTAssertEqual(adaptive.layer.backdrop?.tint, UIColor(white: 0.97, alpha: 0.7).cgColor)
        window.overrideUserInterfaceStyle = .dark
        XCTAssertEqual(adaptive.layer.backdrop?.tint, UIColor(white: 0.11, alpha: 0.7).cgColor)
        XCTAssertEqual(light.layer.backdrop?.tint, UIColor(white: 0.97, alpha: 0.7).cgColor)
    }

    func testEveryStyleHasAMaterial() {
        for style in UIBlurEffect.Style.allCases {
            let material = BlurMaterial(style, appearance: .light)
            XCTAssertGreaterThan(material.blurRadius, 0, "\(style)")
            XCTAssertGreaterThan(material.tintAlpha, 0, "\(style)")
        }
    }
}
