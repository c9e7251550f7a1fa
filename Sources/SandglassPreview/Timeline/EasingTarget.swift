import Foundation
import Sandglass

/// What defines an animation's `timingFunction`, found by `TimingEditLocator.locateEasing`: where the
/// name chosen in the track's easing pop-up is written, once.
package enum EasingTarget: Equatable, Sendable {
    /// The `timingFunction` key of the animation at `jsonPath` in the scene file at `path` (added when
    /// absent); `current`: its JSON text as written, nil when absent.
    case sceneFile(path: String, jsonPath: String, current: String?)
    /// The curve params entry the scene file's key names whole (`"$pulseCurve"`): a name sets its four
    /// numbers, and "custom..." is its curve editor in the params panel.
    case parameter(name: String)
    /// The name argument (`.easeIn`) of the Swift scene's one `variable.timingFunction =
    /// CAMediaTimingFunction(name: .easeIn)` before the `add` on line `addLine` of the file at `path`.
    case swiftName(path: String, addLine: Int, current: String)

    /// Core Animation's named timing functions, as the pop-up lists them.
    package static let names: [CAMediaTimingFunctionName] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// The name `function` is (nil, no function, is linear); nil for a custom curve.
    /// Control points within a Float's precision count as the same: a curve written (0.42, 0, 0.58, 1)
    /// through `CAMediaTimingFunction(controlPoints:)` takes Floats, and is easeInEaseOut.
    package static func name(of function: CAMediaTimingFunction?) -> CAMediaTimingFunctionName? {
        guard let function else { return .linear }
        return names.first { name in
            let named = CAMediaTimingFunction(name: name)
            return (1...2).allSatisfy { i in
                let (a, b) = (named.controlPoint(at: i), function.controlPoint(at: i))
                return abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6
            }
        }
    }
}
