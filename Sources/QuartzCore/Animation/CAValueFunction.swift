import Foundation

/// Turns an animation's plain numbers into the transform it animates (`valueFunction`): the animation
/// interpolates angles, factors or distances, and each frame's value becomes a rotation, scale or
/// translation. A rotation from 0 to 2π thus turns a whole turn, which interpolating two transforms
/// cannot (they are the same matrix).
///
/// Inputs, as Core Animation takes them: one number for the rotations and for the single-axis scales
/// and translations (angles in radians); three numbers `[x, y, z]` for `.scale` and `.translate`.
/// The function applies only to a `transform` key path; elsewhere it is ignored, as on iOS.
public final class CAValueFunction: Sendable {
    public let name: CAValueFunctionName

    /// Nil for a name Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        let known: [CAValueFunctionName] = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                            .translate, .translateX, .translateY, .translateZ]
        guard known.contains(name) else { return nil }
        self.name = name
    }

    /// The kind of value the animation's values are read as ("number" or "numbers").
    var inputKind: String { name == .scale || name == .translate ? "numbers" : "number" }

    /// The input standing for "no change", used for an end the animation leaves out.
    var identityInput: CAValue {
        switch name {
        case .scale: return .numbers([1, 1, 1])
        case .translate: return .numbers([0, 0, 0])
        case .scaleX, .scaleY, .scaleZ: return .number(1)
        default: return .number(0)
        }
    }

    /// The transform for one interpolated input; nil when the input is not of the function's kind.
    func transform(for input: CAValue) -> CATransform3D? {
        switch (name, input) {
        case (.rotateX, .number(let a)): return CATransform3DMakeRotation(a, 1, 0, 0)
        case (.rotateY, .number(let a)): return CATransform3DMakeRotation(a, 0, 1, 0)
        case (.rotateZ, .number(let a)): return CATransform3DMakeRotation(a, 0, 0, 1)
        case (.scaleX, .number(let s)): return CATransform3DMakeScale(s, 1, 1)
        case (.scaleY, .number(let s)): return CATransform3DMakeScale(1, s, 1)
        case (.scaleZ, .number(let s)): return CATransform3DMakeScale(1, 1, s)
        case (.translateX, .number(let d)): return CATransform3DMakeTranslation(d, 0, 0)
        case (.translateY, .number(let d)): return CATransform3DMakeTranslation(0, d, 0)
        case (.translateZ, .number(let d)): return CATransform3DMakeTranslation(0, 0, d)
        case (.scale, .numbers(let v)) where v.count == 3: return CATransform3DMakeScale(v[0], v[1], v[2])
        case (.translate, .numbers(let v)) where v.count == 3: return CATransform3DMakeTranslation(v[0], v[1], v[2])
        default: return nil
        }
    }
}
