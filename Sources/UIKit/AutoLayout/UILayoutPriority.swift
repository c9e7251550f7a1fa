import Foundation

/// How much a constraint matters, 1...1000 as on iOS: 1000 (`required`) must hold; below that, a
/// constraint holds unless a higher priority one needs it not to. A priority is a number, so
/// `.defaultHigh - 1` and `UILayoutPriority(999)` are written as on iOS.
///
/// The solver weighs the errors of non-required constraints: each distinct priority in use outweighs
/// the next lower one by a factor of 1000 (less when more than four levels are in use, so that the
/// weights stay within 1e9 of each other). Up to a thousand constraints of one priority therefore
/// give way to a single constraint of the next priority above, as iOS's strict ordering does.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    /// What `systemLayoutSizeFitting(_:)` pulls the size towards the target with.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    var isRequired: Bool { rawValue >= 1000 }
}

extension NSLayoutConstraint {
    /// The axis of `contentHuggingPriority(for:)` and `contentCompressionResistancePriority(for:)`.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}
