import QuartzCore
import SandglassTessellation

/// How a set of arc features maps to a compiled variant of `shaders/arc.*`.
extension ArcFeatures {
    /// The variant that draws arcs needing these features: round caps only exist on arcs with ends.
    var variant: ArcFeatures {
        contains(.ends) ? self : subtracting(.roundCaps)
    }

    /// Every distinct variant: 12 (ends, ends with round caps or neither; × dashes; × ramp).
    static let variants: [ArcFeatures] = (0...ArcFeatures.all.rawValue).map(ArcFeatures.init(rawValue:))
        .filter { $0.variant == $0 }

    /// The preprocessor names the shaders test with `#ifdef`.
    var shaderDefines: [String] {
        [(ArcFeatures.ends, "ARC_ENDS"), (.roundCaps, "ARC_ROUND_CAPS"), (.dashes, "ARC_DASHES"), (.ramp, "ARC_RAMP")]
            .filter { contains($0.0) }.map(\.1)
    }
}
