import QuartzCore
import SandglassTessellation

/// Which compiled variant of `shaders/layer.*` draws a paint: one per kind of paint (a gradient's
/// kind among them), with or without a mask target, with or without a polygon mask. On llvmpipe a
/// pixel pays for every branch of its shader, so each variant holds only its own path: one program
/// for all paints makes a composite cost about twice as much (arscanning after its rings fade, where
/// two groups are composited a frame), and a gradient computed for all three kinds (llvmpipe runs
/// both sides of a branch on a uniform) costs an axial one about a fifth more.
struct LayerVariant: Hashable, CaseIterable {
    enum PaintKind: CaseIterable {
        case solid, axialGradient, radialGradient, conicGradient, texture, roundedRect, composite

        var define: String {
            switch self {
            case .solid: "LAYER_SOLID"
            case .axialGradient: "LAYER_GRADIENT_AXIAL"
            case .radialGradient: "LAYER_GRADIENT_RADIAL"
            case .conicGradient: "LAYER_GRADIENT_CONIC"
            case .texture: "LAYER_TEXTURE"
            case .roundedRect: "LAYER_ROUND_RECT"
            case .composite: "LAYER_COMPOSITE"
            }
        }

        var isGradient: Bool { self == .axialGradient || self == .radialGradient || self == .conicGradient }
    }

    var paint: PaintKind
    /// Multiplied by a mask target's alpha.
    var masked: Bool
    /// Multiplied by a convex polygon's coverage (`PolygonMask`).
    var polygon: Bool
    /// A gradient of exactly two stops: one mix, no search through the stops (most gradients; the
    /// search costs a two-stop gradient a quarter of its time on llvmpipe).
    var twoStops = false

    /// Every variant: 40, all compiled at load so that an error in any shows at once.
    static let allCases: [LayerVariant] = PaintKind.allCases.flatMap { paint in
        (paint.isGradient ? [false, true] : [false]).flatMap { twoStops in
            [false, true].flatMap { masked in
                [false, true].map { LayerVariant(paint: paint, masked: masked, polygon: $0, twoStops: twoStops) }
            }
        }
    }

    /// The preprocessor names the shader tests with `#if defined` and `#ifdef`.
    var shaderDefines: [String] {
        [paint.define] + (paint.isGradient ? ["LAYER_GRADIENT"] : []) + (twoStops ? ["LAYER_TWO_STOPS"] : [])
            + (masked ? ["LAYER_MASK"] : []) + (polygon ? ["LAYER_POLYGON"] : [])
    }
}

extension Paint {
    /// The kind of paint, for choosing its layer program variant.
    var kind: LayerVariant.PaintKind {
        switch self {
        case .solid: .solid
        case .gradient(let g, _):
            switch g.kind {
            case .axial: .axialGradient
            case .radial: .radialGradient
            case .conic: .conicGradient
            }
        case .texture: .texture
        case .roundedRect: .roundedRect
        case .composite: .composite
        }
    }
}
