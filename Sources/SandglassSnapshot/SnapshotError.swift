import Foundation
import Sandglass

/// Why `SceneRenderer` drew no snapshot: what was asked for, against the limit it broke. A library
/// cannot print and exit, so every request is checked before anything is allocated or drawn.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// A size that is not finite, or not positive.
    case invalidSize(CGSize)
    /// A scale that is not finite, or not positive.
    case invalidScale(CGFloat)
    /// A time that is not finite, or outside 0...`SceneRunner.latestTime`.
    case invalidTime(Double)
    /// More pixels a side than a snapshot may have (`SceneRenderer.maximumSide`): `width` and
    /// `height` in pixels, as asked (the scene's canvas at the scale).
    case tooLarge(width: Double, height: Double)

    public var description: String {
        switch self {
        case .invalidSize(let s):
            return "snapshot size \(Self.text(s.width))x\(Self.text(s.height)) pt: expected a finite, positive width and height"
        case .invalidScale(let s):
            return "snapshot scale \(Self.text(s)): expected a finite scale above 0"
        case .invalidTime(let t):
            return "snapshot time \(Self.text(t)) s: expected a time in 0...\(Self.text(SceneRunner.latestTime)) s"
        case .tooLarge(let w, let h):
            return "snapshot of \(Self.text(w))x\(Self.text(h)) px: a snapshot may be at most \(SceneRenderer.maximumSide) px a side"
        }
    }

    private static func text(_ v: Double) -> String { String(format: "%g", v) }
}
