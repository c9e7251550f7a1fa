import UIKit
import XCTest

// The colour helpers nearly every iOS project carries, written as they are there: a convenience
// initializer in an extension, and colour literals.
extension UIColor {
    convenience init(hex: String, alpha: CGFloat = 1.0) {
        var hexString = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if hexString.hasPrefix("#") { hexString.removeFirst() }
        var rgbValue: UInt64 = 0
        Scanner(string: hexString).scanHexInt64(&rgbValue)
        self.init(red: CGFloat((rgbValue & 0xFF0000) >> 16) / 255.0,
                  green: CGFloat((rgbValue & 0x00FF00) >> 8) / 255.0,
                  blue: CGFloat(rgbValue & 0x0000FF) / 255.0,
                  alpha: alpha)
    }

    var hexString: String {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: &a)
        return String(format: "#%02X%02X%02X", Int(r * 255), Int(g * 255), Int(b * 255))
    }

    func lighter(by percentage: CGFloat = 0.3) -> UIColor {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard getHue(&h, saturation: &s, brightness: &b, alpha: &a) else { return self }
        return UIColor(hue: h, saturation: s, brightness: min(b + percentage, 1.0), alpha: a)
    }

    static let brandOrange = UIColor(hex: "#FF8000")
    static let accent = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
}

final class ColorHexTests: CorpusTestCase {
    func testHexConvenienceInit() {
        let color = UIColor(hex: "#FF8000")
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [1, 128.0 / 255.0, 0, 1])
        XCTAssertEqual(color.cgColor, CGColor(red: 1, green: 128.0 / 255.0, blue: 0, alpha: 1))
        XCTAssertEqual(color.hexString, "#FF8000")
        XCTAssertEqual(UIColor.brandOrange, color)
        XCTAssertEqual(UIColor(hex: " 1e90ff ", alpha: 0.5).cgColor, CGColor(hex: 0x1E90FF, alpha: 0.5))
    }

    func testColorLiterals() {
        let typed: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        XCTAssertEqual(typed.cgColor, CGColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertTrue(type(of: untyped) == UIColor.self)
        XCTAssertEqual(untyped, .blue)
        // A literal's components are Floats: 0.2 arrives as Float(0.2).
        XCTAssertEqual(UIColor.accent.cgColor.red, CGFloat(Float(0.2)))
        let layer = CAShapeLayer()
        layer.fillColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1).cgColor
        XCTAssertEqual(layer.fillColor, CGColor(red: 0, green: 1, blue: 0))
    }

    func testHueBrightnessAndWhite() {
        var h: CGFloat = 0, s: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        XCTAssertEqual([h, s, b, a], [1.0 / 12.0, 1, 1, 1])
        let teal = UIColor(hue: 0.5, saturation: 1, brightness: 0.5, alpha: 1)
        XCTAssertEqual(teal.cgColor, CGColor(red: 0, green: 0.5, blue: 0.5, alpha: 1))
        XCTAssertEqual(UIColor(hue: 0.75, saturation: 0.5, brightness: 1, alpha: 0.5).cgColor,
                       CGColor(red: 0.75, green: 0.5, blue: 1, alpha: 0.5))
        XCTAssertEqual(teal.lighter().hexString, "#00CCCC")

        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual([white, alpha], [0.25, 0.5])
        white = -1
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: nil), "an RGB colour has no white")
        XCTAssertEqual(white, -1)
    }

    func testNamedColorsAreIOSs() {
        XCTAssertEqual(UIColor.cyan.cgColor, CGColor(red: 0, green: 1, blue: 1))
        XCTAssertEqual(UIColor.magenta.cgColor, CGColor(red: 1, green: 0, blue: 1))
        XCTAssertEqual(UIColor.brown.cgColor, CGColor(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(UIColor.purple.cgColor, CGColor(red: 0.5, green: 0, blue: 0.5))
        XCTAssertEqual(UIColor.clear.cgColor, CGColor(red: 0, green: 0, blue: 0, alpha: 0))
        XCTAssertEqual(UIColor.systemBlue.cgColor, CGColor(red: 0, green: 122.0 / 255.0, blue: 1))
        XCTAssertEqual(UIColor.systemRed.cgColor, CGColor(red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0))
        XCTAssertEqual(UIColor.systemGray6.cgColor, CGColor(red: 242.0 / 255.0, green: 242.0 / 255.0, blue: 247.0 / 255.0))
        XCTAssertEqual(UIColor.secondaryLabel.cgColor, CGColor(red: 60.0 / 255.0, green: 60.0 / 255.0, blue: 67.0 / 255.0, alpha: 0.6))
        XCTAssertTrue(UIColor.red === UIColor.red, "one object, as on iOS")
    }

    func testEqualityHashingAndAlpha() {
        let faded = UIColor.red.withAlphaComponent(0.5)
        XCTAssertEqual(faded, UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertNotEqual(faded, .red)
        XCTAssertEqual(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1), faded]).count, 2)
        XCTAssertEqual(UIColor(cgColor: UIColor.orange.cgColor), .orange)
        XCTAssertEqual(faded.description, "UIExtendedSRGBColorSpace 1 0 0 0.5")
        let layer = CALayer()
        layer.backgroundColor = faded.cgColor
        XCTAssertEqual(layer.backgroundColor?.alpha, 0.5)
    }
}
