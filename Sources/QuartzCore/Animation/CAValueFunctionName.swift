import Foundation

/// Names of Core Animation's value functions (`kCAValueFunction*`), with Apple's raw values, so that
/// code naming them compiles; `CAValueFunction(name:)` applies them.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateX = Self(rawValue: "rotateX"), rotateY = Self(rawValue: "rotateY")
    public static let rotateZ = Self(rawValue: "rotateZ")
    public static let scale = Self(rawValue: "scale"), scaleX = Self(rawValue: "scaleX")
    public static let scaleY = Self(rawValue: "scaleY"), scaleZ = Self(rawValue: "scaleZ")
    public static let translate = Self(rawValue: "translate"), translateX = Self(rawValue: "translateX")
    public static let translateY = Self(rawValue: "translateY"), translateZ = Self(rawValue: "translateZ")
}
