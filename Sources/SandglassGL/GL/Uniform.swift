import QuartzCore
import SandglassTessellation

/// Every uniform the shaders declare. A program resolves all their locations once, when it is linked
/// (`ShaderProgram.subscript`), so drawing never looks a uniform up by its name; a uniform a program
/// does not use has location -1, which GL ignores.
enum Uniform: Int, CaseIterable {
    case transform, pointsToClip, useQuad, quad, opacity, targetSize
    case color, rect, coreOnly, mask, texture, uvRect, polygonEdges, polygon, clipEdges, clip
    case stopCount, stopColors, stopLocations, start, end
    case radius, borderWidth, borderColor, pointsPerPixel
    case ramps, texelOrigin, backdrop, blendMode
    case direction, tapCount, weights, offsets, tint, useTint, sourceOffset, sampleBox, saturation

    /// The name in GLSL: `u_` and the case's name.
    var glslName: String { "u_\(self)" }
}
