import Foundation

/// `CGVector`: a two-dimensional vector (an impulse, a gravity, a velocity), as Core Graphics has it.
public struct CGVector: Hashable, Sendable, Codable {
    public var dx: CGFloat
    public var dy: CGFloat

    public init() { (dx, dy) = (0, 0) }
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init(dx: Double, dy: Double) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }
    public init(dx: Int, dy: Int) { (self.dx, self.dy) = (CGFloat(dx), CGFloat(dy)) }

    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    public var description: String { "(\(dx), \(dy))" }
}
