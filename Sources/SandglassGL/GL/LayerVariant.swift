import QuartzCore
import SandglassTessellation

/// Which compiled variant of `shaders/layer.*` draws a paint: one per kind of paint, with or without
/// a mask target, with or without a polygon mask. On llvmpipe a pixel pays for every branch of its
/// shader, so each variant holds only its own path: one program for all paints makes a composite cost
/// about twice as much (arscanning after its rings fade, where two groups are composited a frame).
struct LayerVariant: Hashable, CaseIterable {
    enum PaintKind: CaseIterable {
        case solid, gradient, texture, roundedRect, composite

        var define: String {
            switch self {
            case .solid: "LAYER_SOLID"
            case .gradient: "LAYER_GRADIENT"
            case .texture: "LAYER_TEXTURE"
            case .roundedRect: "LAYER_ROUND_RECT"
            case .composite: "LAYER_COMPOSITE"
            }
        }
    }

    var paint: PaintKind
    /// Multiplied by a mask target's alpha.
    var masked: Bool
    /// Multiplied by a convex polygon's coverage (`PolygonMask`).
    var polygon: Bool

    /// Every variant: 20, all compiled at load so that an error in any shows at once.
    static let allCases: [LayerVariant] = PaintKind.allCases.flatMap { paint in
        [false, true].flatMap { masked in [false, true].map { LayerVariant(paint: paint, masked: masked, polygon: $0) } }
    }

    /// The preprocessor names the shader tests with `#if defined` and `#ifdef`.
    var shaderDefines: [String] {
        [paint.define] + (masked ? ["LAYER_MASK"] : []) + (polygon ? ["LAYER_POLYGON"] : [])
    }
}

extension Paint {
    /// The kind of paint, for choosing its layer program variant.
    var kind: LayerVariant.PaintKind {
        switch self {
        case .solid: .solid
        case .gradient: .gradient
        case .texture: .texture
        case .roundedRect: .roundedRect
        case .composite: .composite
        }
    }
}
