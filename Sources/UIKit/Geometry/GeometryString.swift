import Foundation

/// The text forms of geometry that UIKit reads and writes (`NSCoder.string(for:)`,
/// `NSCoder.cgRect(for:)`...): numbers as `%.17g` writes them (so they read back exactly), points
/// "{1, 2}", rects "{{0, 0}, {10, 20}}", transforms "[1, 0, 0, 1, 0, 0]".
enum GeometryString {
    static func number(_ v: CGFloat) -> String { String(format: "%.17g", Double(v)) }

    static func pair(_ a: CGFloat, _ b: CGFloat) -> String { "{\(number(a)), \(number(b))}" }

    /// The numbers of `string` in order, when it has exactly `count` of them and nothing but numbers,
    /// braces, brackets, commas and spaces; nil when it is not well-formed.
    static func numbers(in string: String, count: Int) -> [CGFloat]? {
        var values: [CGFloat] = []
        var token = ""
        func flush() -> Bool {
            defer { token = "" }
            guard !token.isEmpty else { return true }
            guard let v = Double(token) else { return false }
            values.append(CGFloat(v))
            return true
        }
        for ch in string {
            if "{}[], \t\n".contains(ch) {
                guard flush() else { return nil }
            } else {
                token.append(ch)
            }
        }
        guard flush(), values.count == count else { return nil }
        return values
    }
}
