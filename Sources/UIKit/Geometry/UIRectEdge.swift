import Foundation

/// Edges of a rectangle (y down: top is minY), with UIKit's raw values.
public struct UIRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1), left = UIRectEdge(rawValue: 2)
    public static let bottom = UIRectEdge(rawValue: 4), right = UIRectEdge(rawValue: 8)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
