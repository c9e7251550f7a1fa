import Foundation
import Sandglass
import SandglassSystem

/// One pixel that a Lottie corpus file must have at one frame: the exact expectation both rlottie and
/// the Core Animation importer are held to (`LottieCorpus.checks`).
///
/// The file is drawn at its own size (`w` × `h` pixels, one pixel a point), on a transparent
/// background. `expected` is straight (un-premultiplied) RGBA, as a colour picker shows it; a fully
/// transparent pixel is (0, 0, 0, 0) and matches any pixel whose alpha is within `tolerance` of 0.
/// Points are at least 3 pixels from any edge, so anti-aliasing never decides a check.
public struct LottieCorpusCheck: Sendable, CustomStringConvertible {
    /// Path below `assets/lottie/`.
    public let file: String
    /// The file's own frame number (every corpus file has `ip` 0, so it is also rlottie's frame index).
    public let frame: Int
    /// Pixel column and row, y down, in the w × h canvas.
    public let x: Int, y: Int
    /// Straight RGBA.
    public let expected: RGBA8
    /// Largest per-channel difference (0-255) that still passes.
    public let tolerance: Int
    /// What the pixel shows, for failure messages.
    public let what: String
    /// Why rlottie draws this pixel differently from After Effects (and lottie-web); nil when rlottie is
    /// right. Reference tests skip such a check for rlottie and assert that rlottie still fails it.
    public let rlottieIsWrong: String?

    init(_ file: String, frame: Int, at point: (Int, Int), _ rgba: (Int, Int, Int, Int), _ what: String,
         tolerance: Int = 3, rlottieIsWrong: String? = nil) {
        (self.file, self.frame, self.x, self.y) = (file, frame, point.0, point.1)
        expected = RGBA8(UInt8(rgba.0), UInt8(rgba.1), UInt8(rgba.2), UInt8(rgba.3))
        (self.tolerance, self.what, self.rlottieIsWrong) = (tolerance, what, rlottieIsWrong)
    }

    /// True when `pixel` (straight RGBA) passes: every channel within the tolerance, or both (nearly)
    /// transparent, whose colour then does not matter.
    public func accepts(_ pixel: RGBA8) -> Bool {
        if expected.a == 0 { return Int(pixel.a) <= tolerance }
        return pixel.isClose(to: expected, tolerance: tolerance)
    }

    public var description: String { "\(file) frame \(frame) (\(x), \(y)) \(what): expected \(expected)" }
}

/// The Lottie test corpus in `assets/lottie/` (its README lists each file's feature and frames) and
/// the pixels each file must produce.
public enum LottieCorpus {
    /// `assets/lottie/` in the package.
    public static let directory = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/lottie")

    /// The full path of a corpus file.
    public static func path(_ file: String) -> String { directory.appendingPathComponent(file).path }

    /// Every checked file once, in table order.
    public static var files: [String] {
        var seen = Set<String>()
        return checks.map(\.file).filter { seen.insert($0).inserted }
    }

    private static let (red, green, blue) = ((255, 0, 0, 255), (0, 255, 0, 255), (0, 0, 255, 255))
    private static let (white, clear) = ((255, 255, 255, 255), (0, 0, 0, 0))

    /// Squares that move are 20 pt wide unless the file says otherwise.
    public static let checks: [LottieCorpusCheck] = [
        // shape_group_transform.json: shape layer, group with animated scale
        .init("shape_group_transform.json", frame: 0, at: (115, 100), red, "inside the 40 pt square at 100 %"),
        .init("shape_group_transform.json", frame: 0, at: (125, 100), clear, "outside the square at 100 %"),
        .init("shape_group_transform.json", frame: 15, at: (127, 100), red, "inside at 150 % (half width 30)"),
        .init("shape_group_transform.json", frame: 15, at: (133, 100), clear, "outside at 150 %"),
        .init("shape_group_transform.json", frame: 30, at: (137, 100), red, "inside at 200 % (half width 40)"),
        .init("shape_group_transform.json", frame: 30, at: (143, 100), clear, "outside at 200 %"),

        // fill_nonzero.json: fill rule nonzero (two nested rectangles, same direction)
        .init("fill_nonzero.json", frame: 0, at: (100, 100), red, "centre: nonzero fills the inner square"),
        .init("fill_nonzero.json", frame: 0, at: (40, 100), red, "ring between the squares"),
        .init("fill_nonzero.json", frame: 0, at: (10, 10), clear, "outside both squares"),

        // fill_evenodd.json: fill rule even-odd (two nested rectangles)
        .init("fill_evenodd.json", frame: 0, at: (100, 100), clear, "hole centre: even-odd leaves the inner square empty"),
        .init("fill_evenodd.json", frame: 0, at: (40, 100), red, "ring between the squares"),
        .init("fill_evenodd.json", frame: 0, at: (10, 10), clear, "outside both squares"),

        // fill_opacity.json: fill opacity 50 %, animated fill colour
        .init("fill_opacity.json", frame: 0, at: (100, 100), (0, 0, 255, 128), "blue at 50 % opacity", tolerance: 2),
        .init("fill_opacity.json", frame: 30, at: (100, 100), (255, 0, 0, 128), "red at 50 % opacity", tolerance: 2),
        .init("fill_opacity.json", frame: 0, at: (20, 20), clear, "outside"),

        // stroke_caps.json: stroke line caps butt (y 50), round (y 100), square (y 150); width 20
        .init("stroke_caps.json", frame: 0, at: (100, 50), red, "butt line middle"),
        .init("stroke_caps.json", frame: 0, at: (55, 50), clear, "butt cap ends at the end point"),
        .init("stroke_caps.json", frame: 0, at: (54, 100), red, "round cap: 6 pt from the end point on the axis"),
        .init("stroke_caps.json", frame: 0, at: (52, 108), clear, "round cap: outside the half disc (11.3 pt from the end)"),
        .init("stroke_caps.json", frame: 0, at: (53, 143), red, "square cap: 10 pt square beyond the end, corner region"),
        .init("stroke_caps.json", frame: 0, at: (47, 150), clear, "square cap ends 10 pt beyond the end point"),

        // stroke_joins.json: stroke line joins: miter (y 35), round (y 100), bevel (y 165), miter with limit 1 (x 140, y 35); width 20
        .init("stroke_joins.json", frame: 0, at: (32, 27), red, "miter join fills the outer corner square"),
        .init("stroke_joins.json", frame: 0, at: (34, 94), red, "round join: inside the disc (8.5 pt from the corner)"),
        .init("stroke_joins.json", frame: 0, at: (32, 92), clear, "round join: outside the disc (11.3 pt from the corner)"),
        .init("stroke_joins.json", frame: 0, at: (37, 163), red, "bevel join: inside the bevel triangle"),
        .init("stroke_joins.json", frame: 0, at: (33, 158), clear, "bevel join: beyond the bevel edge"),
        .init("stroke_joins.json", frame: 0, at: (132, 27), clear, "miter limit 1 below sqrt 2: the 90 degree join is bevelled"),

        // stroke_dash.json: stroke dash 20, gap 20 (width 10, butt caps); a second line with dash offset 10
        .init("stroke_dash.json", frame: 0, at: (30, 100), red, "first dash, x 20-40"),
        .init("stroke_dash.json", frame: 0, at: (50, 100), clear, "first gap, x 40-60"),
        .init("stroke_dash.json", frame: 0, at: (70, 100), red, "second dash, x 60-80"),
        .init("stroke_dash.json", frame: 0, at: (175, 100), clear, "the last gap, x 160-180"),
        .init("stroke_dash.json", frame: 0, at: (25, 150), red, "offset 10: the pattern starts 10 pt in, so the first dash is x 20-30"),
        .init("stroke_dash.json", frame: 0, at: (40, 150), clear, "offset 10: gap x 30-50"),
        .init("stroke_dash.json", frame: 0, at: (60, 150), red, "offset 10: dash x 50-70"),

        // layer_start_offset.json: layer start offset st 10, in point 10: position x 50 -> 150 over frames 0-30. As iOS
        // plays it (the default timing), st does not move the layer's own keyframes: x 50 + 100 f / 30 from the in point.
        .init("layer_start_offset.json", frame: 5, at: (50, 100), clear, "before the in point nothing is drawn"),
        .init("layer_start_offset.json", frame: 10, at: (83, 100), red, "frame 10: x 83, the keyframes in the composition's frames"),
        .init("layer_start_offset.json", frame: 25, at: (133, 100), red, "frame 25: x 133"),
        .init("layer_start_offset.json", frame: 25, at: (100, 100), clear,
              "not at x 100, where After Effects' rule (st shifting the keyframes) puts it"),
        .init("layer_start_offset.json", frame: 40, at: (150, 100), red, "frame 40: x 150, at rest"),

        // parenting.json: parenting: a square 60 pt right of a null parent that turns 0 -> 90 degrees
        .init("parenting.json", frame: 0, at: (160, 100), red, "child beside the parent, unrotated"),
        .init("parenting.json", frame: 0, at: (100, 160), clear, "nothing below the parent yet"),
        .init("parenting.json", frame: 15, at: (142, 142), red, "45 degrees: (100 + 42.4, 100 + 42.4)"),
        .init("parenting.json", frame: 30, at: (100, 160), red, "90 degrees clockwise (y down): below the parent"),
        .init("parenting.json", frame: 30, at: (160, 100), clear, "no longer beside the parent"),

        // ellipse_rect_roundness.json: ellipse 100x60 at (100, 60); rectangle 120x60 at (100, 150) with roundness 20
        .init("ellipse_rect_roundness.json", frame: 0, at: (145, 60), red, "ellipse, near the right end of its axis"),
        .init("ellipse_rect_roundness.json", frame: 0, at: (140, 80), clear, "outside the ellipse, inside its bounding box"),
        .init("ellipse_rect_roundness.json", frame: 0, at: (100, 122), blue, "rectangle's top edge, between the corners"),
        .init("ellipse_rect_roundness.json", frame: 0, at: (43, 123), clear, "rounded corner: outside the radius-20 arc, inside the box"),
        .init("ellipse_rect_roundness.json", frame: 0, at: (50, 130), blue, "inside the rounded corner"),

        // trim_path_single.json: trim paths end 0 -> 100 % over frames 0-30 on a circle (stroke 10, r 60)
        .init("trim_path_single.json", frame: 0, at: (160, 100), clear, "end 0 %: nothing drawn"),
        .init("trim_path_single.json", frame: 15, at: (160, 100), red, "end 50 %: the first half (top -> right -> bottom)"),
        .init("trim_path_single.json", frame: 15, at: (40, 100), clear, "end 50 %: the second half is not drawn"),
        .init("trim_path_single.json", frame: 30, at: (40, 100), red, "end 100 %: the whole circle"),

        // trim_path_offset.json: trim paths 0-25 % with offset 0 -> 360 degrees over frames 0-60 on a circle
        .init("trim_path_offset.json", frame: 0, at: (142, 58), red, "offset 0: 45 degrees past the top"),
        .init("trim_path_offset.json", frame: 0, at: (142, 142), clear, "offset 0: nothing bottom right"),
        .init("trim_path_offset.json", frame: 15, at: (142, 142), red, "offset 90 degrees: bottom right"),
        .init("trim_path_offset.json", frame: 50, at: (100, 40), red, "offset 300 degrees: the part runs on across the top (the path's end)"),
        .init("trim_path_offset.json", frame: 50, at: (58, 58), red, "offset 300 degrees: from before the end"),
        .init("trim_path_offset.json", frame: 50, at: (142, 58), clear, "offset 300 degrees: to 30 degrees past the top, not 45"),
        .init("trim_path_offset.json", frame: 15, at: (142, 58), clear, "offset 90 degrees: top right is empty"),

        // trim_paths_simultaneous.json: trim paths end 50 %, multiple shapes simultaneously (m 1) over two lines
        .init("trim_paths_simultaneous.json", frame: 0, at: (50, 60), red, "first line, first half"),
        .init("trim_paths_simultaneous.json", frame: 0, at: (150, 60), clear, "first line, second half"),
        .init("trim_paths_simultaneous.json", frame: 0, at: (50, 140), red, "second line, first half"),
        .init("trim_paths_simultaneous.json", frame: 0, at: (150, 140), clear, "second line, second half"),

        // trim_paths_individual.json: trim paths end 50 %, multiple shapes individually (m 2: one after the other) over two lines
        .init("trim_paths_individual.json", frame: 0, at: (50, 60), red, "first line, first half"),
        .init("trim_paths_individual.json", frame: 0, at: (150, 60), red, "first line, second half: the first line is the first 50 %"),
        .init("trim_paths_individual.json", frame: 0, at: (50, 140), clear, "second line: beyond 50 % of the total length"),

        // position_spatial_tangents.json: position along a curved motion path (spatial tangents to/ti), linear in time
        .init("position_spatial_tangents.json", frame: 0, at: (40, 100), red, "start (40, 100)"),
        .init("position_spatial_tangents.json", frame: 15, at: (100, 40), red, "halfway along the arc: its top, (100, 40)"),
        .init("position_spatial_tangents.json", frame: 15, at: (100, 100), clear, "not on the straight line between the keyframes"),
        .init("position_spatial_tangents.json", frame: 30, at: (160, 100), red, "end (160, 100)"),

        // hold_keyframes.json: hold keyframe: x 50 held from frame 0 to 30, then 150
        .init("hold_keyframes.json", frame: 0, at: (50, 100), red, "held value at the first keyframe"),
        .init("hold_keyframes.json", frame: 29, at: (50, 100), red, "one frame before the hold ends: still the held value"),
        .init("hold_keyframes.json", frame: 29, at: (100, 100), clear, "no interpolation during the hold"),
        .init("hold_keyframes.json", frame: 30, at: (150, 100), red, "at the next keyframe: the new value"),
        .init("hold_keyframes.json", frame: 30, at: (50, 100), clear, "the old value is gone"),

        // eased_keyframes.json: eased keyframes: x 40 -> 160 over frames 0-30 with ease-in-out (0.42, 0, 0.58, 1); square 10 pt
        .init("eased_keyframes.json", frame: 6, at: (50, 100), red, "frame 6: eased x 49.8"),
        .init("eased_keyframes.json", frame: 6, at: (64, 100), clear, "frame 6: not at the linear x 64"),
        .init("eased_keyframes.json", frame: 15, at: (100, 100), red, "frame 15: halfway, x 100"),
        .init("eased_keyframes.json", frame: 24, at: (150, 100), red, "frame 24: eased x 150.2"),
        .init("eased_keyframes.json", frame: 24, at: (136, 100), clear, "frame 24: not at the linear x 136"),

        // color_alpha_component.json: a fill colour [1, 0, 0, 0.25] and one written in bytes [255, 128, 64, 1];
        // iOS ignores a colour's fourth component (a paint's alpha is its opacity) and divides by 255 when r, g and b are above 1
        .init("color_alpha_component.json", frame: 0, at: (50, 100), red, "the fourth component ignored: opaque red"),
        .init("color_alpha_component.json", frame: 0, at: (150, 100), (255, 128, 64, 255), "bytes divided by 255: orange",
              rlottieIsWrong: "rlottie does not divide colour components above 1 by 255 (it draws [255, 128, 64] as (1, 128, 192))"),
        .init("color_alpha_component.json", frame: 0, at: (100, 100), clear, "between the squares"),

        // skew.json: an 80x80 square at (100, 100) with skew 30 along the horizontal axis: the top edge moves
        // right by 40 tan 30 = 23, the bottom left by as much (scale, skew, then rotation, as lottie-ios composes them)
        .init("skew.json", frame: 0, at: (100, 100), red, "the centre"),
        .init("skew.json", frame: 0, at: (150, 65), red, "top right, leaning right",
              rlottieIsWrong: "rlottie shears the other way: its skew has the opposite sign of lottie-ios's and lottie-web's (both shear x by tan(-skew))"),
        .init("skew.json", frame: 0, at: (65, 65), clear, "top left, cut by the lean",
              rlottieIsWrong: "rlottie shears the other way: its skew has the opposite sign of lottie-ios's and lottie-web's (both shear x by tan(-skew))"),
        .init("skew.json", frame: 0, at: (50, 135), red, "bottom left, leaning left",
              rlottieIsWrong: "rlottie shears the other way: its skew has the opposite sign of lottie-ios's and lottie-web's (both shear x by tan(-skew))"),
        .init("skew.json", frame: 0, at: (135, 135), clear, "bottom right, cut by the lean",
              rlottieIsWrong: "rlottie shears the other way: its skew has the opposite sign of lottie-ios's and lottie-web's (both shear x by tan(-skew))"),

        // round_corners_path.json: a right triangle (40, 40), (160, 40), (160, 160) as a free-form path under
        // round corners of radius 20: its corners are cut round
        .init("round_corners_path.json", frame: 0, at: (157, 43), clear, "the right-angle corner is rounded",
              rlottieIsWrong: "rlottie does not draw round corners"),
        .init("round_corners_path.json", frame: 0, at: (150, 50), red, "inside the rounded corner"),
        .init("round_corners_path.json", frame: 0, at: (100, 45), red, "along the top edge"),

        // null_and_solid.json: solid layer 100x60 #00ff00 (anchor at its centre) parented to a null at (100, 100)
        .init("null_and_solid.json", frame: 0, at: (100, 100), green, "solid centre"),
        .init("null_and_solid.json", frame: 0, at: (53, 73), green, "solid, near its top-left corner"),
        .init("null_and_solid.json", frame: 0, at: (45, 100), clear, "left of the solid"),
        .init("null_and_solid.json", frame: 0, at: (100, 135), clear, "below the solid"),

        // precomp.json: precomp layer with start 10 and stretch 2: its square moves x 50 -> 150 over its own frames 0-30
        .init("precomp.json", frame: 5, at: (50, 100), clear, "before the precomp's in point"),
        .init("precomp.json", frame: 10, at: (50, 100), red, "comp frame 10: precomp frame 0"),
        .init("precomp.json", frame: 40, at: (100, 100), red, "comp frame 40: precomp frame (40 - 10) / 2 = 15"),
        .init("precomp.json", frame: 40, at: (125, 100), clear, "not at precomp frame 22.5 (stretch ignored)"),
        .init("precomp.json", frame: 70, at: (150, 100), red, "comp frame 70: precomp frame 30"),

        // gradient_linear_fill.json: linear gradient fill x 20 -> 180: red -> blue, opacity 1 until the middle, then -> 0
        .init("gradient_linear_fill.json", frame: 0, at: (60, 100), (191, 0, 64, 255), "a quarter of the way: mostly red, opaque", tolerance: 8,
          rlottieIsWrong: "rlottie gives an opacity stop between colour stops the next colour stop's colour instead of the interpolated colour"),
        .init("gradient_linear_fill.json", frame: 0, at: (100, 100), (128, 0, 128, 255), "halfway: purple, opaque", tolerance: 8,
          rlottieIsWrong: "rlottie gives an opacity stop between colour stops the next colour stop's colour instead of the interpolated colour"),
        .init("gradient_linear_fill.json", frame: 0, at: (140, 100), (64, 0, 191, 128), "three quarters: mostly blue, half opacity", tolerance: 8,
          rlottieIsWrong: "rlottie gives an opacity stop between colour stops the next colour stop's colour instead of the interpolated colour"),

        // gradient_linear_opaque.json: linear gradient fill x 20 -> 180: red -> blue, opaque
        .init("gradient_linear_opaque.json", frame: 0, at: (60, 100), (191, 0, 64, 255), "a quarter of the way", tolerance: 8),
        .init("gradient_linear_opaque.json", frame: 0, at: (100, 100), (128, 0, 128, 255), "halfway", tolerance: 8),
        .init("gradient_linear_opaque.json", frame: 0, at: (140, 100), (64, 0, 191, 255), "three quarters", tolerance: 8),

        // gradient_radial_fill.json: radial gradient fill from (100, 100), radius 80: green -> blue
        .init("gradient_radial_fill.json", frame: 0, at: (100, 100), green, "centre: the first stop", tolerance: 8),
        .init("gradient_radial_fill.json", frame: 0, at: (140, 100), (0, 128, 128, 255), "half the radius, to the right", tolerance: 8),
        .init("gradient_radial_fill.json", frame: 0, at: (100, 60), (0, 128, 128, 255), "half the radius, above", tolerance: 8),

        // gradient_radial_highlight.json: radial gradient (green to blue, centre (100, 100), radius 80) with highlight length
        // 50 % at angle 0. iOS (lottie-ios) draws no highlight: the gradient stays centred (After Effects moves its focal
        // point to (140, 100))
        .init("gradient_radial_highlight.json", frame: 0, at: (100, 100), green, "the centre: the first stop", tolerance: 4,
              rlottieIsWrong: "rlottie draws the highlight, as After Effects; iOS draws none"),
        .init("gradient_radial_highlight.json", frame: 0, at: (139, 100), (0, 129, 125, 255), "39.5 pt right of the centre: t 0.494",
              rlottieIsWrong: "rlottie draws the highlight, as After Effects; iOS draws none"),
        .init("gradient_radial_highlight.json", frame: 0, at: (60, 100), (0, 129, 125, 255), "39.5 pt left of it: the same colour",
              rlottieIsWrong: "rlottie draws the highlight, as After Effects; iOS draws none"),

        // gradient_stroke.json: linear gradient stroke (width 20) x 20 -> 180: red -> blue, opacity 1 -> 0.2
        .init("gradient_stroke.json", frame: 0, at: (60, 100), (191, 0, 64, 204), "a quarter of the way", tolerance: 8,
          rlottieIsWrong: "rlottie interpolates gradient stops premultiplied; After Effects interpolates colour and opacity stops separately"),
        .init("gradient_stroke.json", frame: 0, at: (100, 100), (128, 0, 128, 153), "halfway", tolerance: 8,
          rlottieIsWrong: "rlottie interpolates gradient stops premultiplied; After Effects interpolates colour and opacity stops separately"),
        .init("gradient_stroke.json", frame: 0, at: (22, 100), (252, 0, 3, 254), "the start: red, opaque", tolerance: 8),
        .init("gradient_stroke.json", frame: 0, at: (100, 115), clear, "beyond the stroke's half width"),

        // mask_add.json: mask add: a disc of radius 50 on a red solid
        .init("mask_add.json", frame: 0, at: (100, 100), red, "inside the mask"),
        .init("mask_add.json", frame: 0, at: (20, 20), clear, "outside the mask"),

        // mask_subtract.json: mask subtract: a disc cut out of a red solid
        .init("mask_subtract.json", frame: 0, at: (100, 100), clear, "inside the subtracted disc"),
        .init("mask_subtract.json", frame: 0, at: (20, 20), red, "outside the disc"),

        // mask_intersect.json: mask intersect: the left 120 pt, intersected with a disc
        .init("mask_intersect.json", frame: 0, at: (70, 100), red, "in both masks"),
        .init("mask_intersect.json", frame: 0, at: (140, 100), clear, "in the disc only"),
        .init("mask_intersect.json", frame: 0, at: (20, 20), clear, "in the rectangle only"),

        // mask_difference.json: mask difference (mode f): two overlapping rectangles. iOS (lottie-ios) intersects a
        // difference mask with the masks before it: only the overlap shows (After Effects keeps the rest instead)
        .init("mask_difference.json", frame: 0, at: (50, 100), clear, "first rectangle only",
              rlottieIsWrong: "rlottie keeps what one mask covers, as After Effects; iOS intersects"),
        .init("mask_difference.json", frame: 0, at: (100, 100), red, "the overlap",
              rlottieIsWrong: "rlottie keeps what one mask covers, as After Effects; iOS intersects"),
        .init("mask_difference.json", frame: 0, at: (150, 100), clear, "second rectangle only",
              rlottieIsWrong: "rlottie keeps what one mask covers, as After Effects; iOS intersects"),

        // mask_inverted.json: mask add, inverted: everything but the disc
        .init("mask_inverted.json", frame: 0, at: (100, 100), clear, "inside the inverted mask's disc",
          rlottieIsWrong: "rlottie ignores inv on an add mask"),
        .init("mask_inverted.json", frame: 0, at: (20, 20), red, "outside the disc",
          rlottieIsWrong: "rlottie ignores inv on an add mask"),

        // mask_opacity.json: mask add with opacity 50 %: iOS (lottie-ios) does not draw a mask's opacity (After Effects
        // shows the disc at half alpha)
        .init("mask_opacity.json", frame: 0, at: (100, 100), red, "inside: opaque"),
        .init("mask_opacity.json", frame: 0, at: (20, 20), clear, "outside"),

        // mask_expansion.json: mask add with expansion 20: iOS (lottie-ios) does not draw expansion, so the disc keeps
        // radius 50 (After Effects grows it to 70)
        .init("mask_expansion.json", frame: 0, at: (145, 100), red, "radius 45: inside the disc"),
        .init("mask_expansion.json", frame: 0, at: (165, 100), clear, "radius 65: outside the disc, though inside the expansion"),

        // matte_alpha.json: alpha matte: a red solid shown through a white disc above it
        .init("matte_alpha.json", frame: 0, at: (100, 100), red, "inside the matte's disc", tolerance: 5),
        .init("matte_alpha.json", frame: 0, at: (20, 20), clear, "outside the disc"),

        // matte_alpha_inverted.json: inverted alpha matte
        .init("matte_alpha_inverted.json", frame: 0, at: (100, 100), clear, "inside the disc"),
        .init("matte_alpha_inverted.json", frame: 0, at: (20, 20), red, "outside the disc", tolerance: 5),

        // matte_luma.json: luma matte: white, 50 % grey and black bands over a red solid. lottie-ios has no luma matte:
        // iOS shows the layer unmatted and the matte not at all (After Effects: full, half and no red)
        .init("matte_luma.json", frame: 0, at: (30, 100), red, "under white", tolerance: 5),
        .init("matte_luma.json", frame: 0, at: (100, 100), red, "under 50 % grey",
              rlottieIsWrong: "rlottie draws the luma matte, as After Effects; iOS draws the layer unmatted"),
        .init("matte_luma.json", frame: 0, at: (170, 100), red, "under black",
              rlottieIsWrong: "rlottie draws the luma matte, as After Effects; iOS draws the layer unmatted"),

        // matte_luma_inverted.json: inverted luma matte: the same bands; unmatted on iOS too
        .init("matte_luma_inverted.json", frame: 0, at: (30, 100), red, "under white",
              rlottieIsWrong: "rlottie draws the luma matte, as After Effects; iOS draws the layer unmatted"),
        .init("matte_luma_inverted.json", frame: 0, at: (100, 100), red, "under 50 % grey",
              rlottieIsWrong: "rlottie draws the luma matte, as After Effects; iOS draws the layer unmatted"),
        .init("matte_luma_inverted.json", frame: 0, at: (170, 100), red, "under black", tolerance: 5),

        // merge_paths.json: merge paths, intersect (mm 4): rectangles x 40-120 and 80-160
        .init("merge_paths.json", frame: 0, at: (100, 100), red, "in both rectangles"),
        .init("merge_paths.json", frame: 0, at: (60, 100), clear, "in the first rectangle only",
          rlottieIsWrong: "rlottie ignores merge paths and fills both rectangles"),
        .init("merge_paths.json", frame: 0, at: (140, 100), clear, "in the second rectangle only",
          rlottieIsWrong: "rlottie ignores merge paths and fills both rectangles"),

        // position_split.json: split position: x 50 -> 150 over frames 0-30, y 50 -> 150 over frames 0-60, separately keyed
        .init("position_split.json", frame: 0, at: (50, 50), red, "start (50, 50)"),
        .init("position_split.json", frame: 15, at: (100, 75), red, "x halfway, y a quarter"),
        .init("position_split.json", frame: 15, at: (100, 100), clear, "not on the diagonal a single position would take"),
        .init("position_split.json", frame: 30, at: (150, 100), red, "x done, y halfway"),

        // auto_orient.json: auto-orient (ao 1): a 40x8 bar turned along the curved motion path of position_spatial_tangents
        .init("auto_orient.json", frame: 0, at: (40, 85), red, "frame 0: the bar points up the path's first tangent",
          rlottieIsWrong: "rlottie leaves an auto-oriented layer unturned at its first keyframe (After Effects and lottie-web use the path's first tangent)"),
        .init("auto_orient.json", frame: 0, at: (55, 100), clear, "frame 0: not lying level",
          rlottieIsWrong: "rlottie leaves an auto-oriented layer unturned at its first keyframe (After Effects and lottie-web use the path's first tangent)"),
        .init("auto_orient.json", frame: 15, at: (115, 40), red, "frame 15: level at the top of the arc"),
        .init("auto_orient.json", frame: 15, at: (100, 25), clear, "frame 15: not upright"),
        .init("auto_orient.json", frame: 29, at: (161, 106), red, "frame 29: at (159.7, 93.7) pointing down the path (85 degrees)"),
        .init("auto_orient.json", frame: 29, at: (148, 95), clear, "frame 29: not lying level"),

        // image_embedded.json: image layer, embedded base64 PNG 4x4 (red, green / blue, white quadrants) scaled 2500 %
        .init("image_embedded.json", frame: 0, at: (75, 75), red, "top left red", tolerance: 10),
        .init("image_embedded.json", frame: 0, at: (125, 75), green, "top right green", tolerance: 10),
        .init("image_embedded.json", frame: 0, at: (75, 125), blue, "bottom left blue", tolerance: 10),
        .init("image_embedded.json", frame: 0, at: (125, 125), white, "bottom right white", tolerance: 10),
        .init("image_embedded.json", frame: 0, at: (20, 20), clear, "outside the image"),

        // image_jpeg_embedded.json: a 16x16 JPEG of (200, 40, 40) embedded under a PNG data URI (as exporters
        // write them), scaled 500 % about its centre: decoded by its content
        .init("image_jpeg_embedded.json", frame: 0, at: (100, 100), (200, 40, 40, 255), "the JPEG's colour", tolerance: 4),
        .init("image_jpeg_embedded.json", frame: 0, at: (65, 135), (200, 40, 40, 255), "to its corner", tolerance: 4),
        .init("image_jpeg_embedded.json", frame: 0, at: (30, 30), clear, "outside the image"),

        // image_webp_embedded.json: a 16x16 lossless WebP, left half (255, 128, 0), right half (0, 0, 255) at
        // alpha 128, scaled 500 % about its centre
        .init("image_webp_embedded.json", frame: 0, at: (80, 100), (255, 128, 0, 255), "the left half orange", tolerance: 4,
              rlottieIsWrong: "rlottie does not decode WebP images (the layer is empty)"),
        .init("image_webp_embedded.json", frame: 0, at: (120, 100), (0, 0, 255, 128), "the right half half-transparent blue", tolerance: 4,
              rlottieIsWrong: "rlottie does not decode WebP images (the layer is empty)"),
        .init("image_webp_embedded.json", frame: 0, at: (30, 30), clear, "outside the image"),

        // image_file/image_file.json: image layer whose PNG is a file beside the JSON (images/img_0.png), same picture as image_embedded
        .init("image_file/image_file.json", frame: 0, at: (75, 75), red, "top left red", tolerance: 10),
        .init("image_file/image_file.json", frame: 0, at: (125, 125), white, "bottom right white", tolerance: 10),

        // text_glyphs.json: text layer "II" at size 100, left aligned at (40, 140), in a font with glyph outlines in chars
        // (two bars x 45-75 and 85-115). iOS ignores the outlines and draws the font by name; it is on neither iOS nor
        // this machine, so Helvetica's stand-in draws it: Nimbus Sans's I is a stem x 10-19.4, up to 72.9, advance 27.8.
        .init("text_glyphs.json", frame: 0, at: (54, 100), red, "first I: the stem x 50-59.4",
              rlottieIsWrong: "rlottie does not draw text layers"),
        .init("text_glyphs.json", frame: 0, at: (54, 72), red, "first I near its top (y 67.1: baseline 140 less 72.9)",
              rlottieIsWrong: "rlottie does not draw text layers"),
        .init("text_glyphs.json", frame: 0, at: (54, 63), clear, "above the I"),
        .init("text_glyphs.json", frame: 0, at: (68, 100), clear, "between the I's, where the embedded first glyph would be"),
        .init("text_glyphs.json", frame: 0, at: (82, 100), red, "second I: the stem x 77.8-87.2",
              rlottieIsWrong: "rlottie does not draw text layers"),
        .init("text_glyphs.json", frame: 0, at: (100, 100), clear, "after the text, where the embedded second glyph would be"),

        // blend_modes.json: three squares of (0.5, 0.5, 1) over a solid backdrop #cc6633 (0.8, 0.4, 0.2), blended as the
        // layers' bm says, as iOS draws them (compositingFilter): multiply (0.4, 0.2, 0.2), screen (0.9, 0.7, 1),
        // difference (0.3, 0.1, 0.8), each channel rounded down
        .init("blend_modes.json", frame: 0, at: (40, 100), (102, 51, 51, 255), "multiply", rlottieIsWrong: "rlottie ignores blend modes"),
        .init("blend_modes.json", frame: 0, at: (100, 100), (229, 178, 255, 255), "screen", rlottieIsWrong: "rlottie ignores blend modes"),
        .init("blend_modes.json", frame: 0, at: (160, 100), (76, 25, 204, 255), "difference", rlottieIsWrong: "rlottie ignores blend modes"),
        .init("blend_modes.json", frame: 0, at: (10, 10), (204, 102, 51, 255), "the backdrop alone"),

        // polystar.json: polystar: a five-pointed star, outer radius 80, inner 40, first point up
        .init("polystar.json", frame: 0, at: (100, 100), red, "centre"),
        .init("polystar.json", frame: 0, at: (100, 30), red, "inside the top point (tip at y 20)"),
        .init("polystar.json", frame: 0, at: (100, 150), clear, "the bottom notch (inner vertex at y 140)"),
        .init("polystar.json", frame: 0, at: (30, 30), clear, "outside"),

        // repeater.json: repeater: 4 copies of a 20 pt square at x 30, each 40 pt further right
        .init("repeater.json", frame: 0, at: (30, 100), red, "copy 0"),
        .init("repeater.json", frame: 0, at: (70, 100), red, "copy 1"),
        .init("repeater.json", frame: 0, at: (150, 100), red, "copy 3"),
        .init("repeater.json", frame: 0, at: (50, 100), clear, "between copies"),
        .init("repeater.json", frame: 0, at: (190, 100), clear, "no fifth copy"),

        // round_corners.json: round corners radius 30 on a 120x120 rectangle
        .init("round_corners.json", frame: 0, at: (44, 44), clear, "outside the radius-30 corner arc",
          rlottieIsWrong: "rlottie ignores round corners"),
        .init("round_corners.json", frame: 0, at: (100, 43), red, "top edge between the corners"),
        .init("round_corners.json", frame: 0, at: (55, 55), red, "inside the rounded corner"),

        // expression.json: expressions are not evaluated: position has x "wiggle(5, 80)", its static value (100, 100) is used
        .init("expression.json", frame: 0, at: (100, 100), red, "static position"),
        .init("expression.json", frame: 15, at: (115, 115), red, "still static at frame 15"),
        .init("expression.json", frame: 15, at: (130, 100), clear, "outside"),

        // time_remap.json: time remap on a precomp: its time runs from 1 s back to 0 s over frames 0-30 (the square moves x 150 -> 50)
        .init("time_remap.json", frame: 0, at: (150, 100), red, "time 1 s: precomp frame 30"),
        .init("time_remap.json", frame: 0, at: (50, 100), clear, "not precomp frame 0"),
        .init("time_remap.json", frame: 15, at: (100, 100), red, "time 0.5 s: precomp frame 15"),
        .init("time_remap.json", frame: 30, at: (50, 100), red, "time 0 s: precomp frame 0"),
        .init("time_remap.json", frame: 30, at: (150, 100), clear, "not precomp frame 30"),

        // scene_loading_spinner.json: scene: a loading spinner, 8 dots of fading opacity on a turning null, over a grey track ring and a white background (11 layers)
        .init("scene_loading_spinner.json", frame: 0, at: (100, 40), (51, 102, 255, 255), "dot 1 at the top, opaque"),
        .init("scene_loading_spinner.json", frame: 0, at: (100, 100), white, "the white centre"),
        .init("scene_loading_spinner.json", frame: 15, at: (160, 100), (51, 102, 255, 255), "dot 1 turned 90 degrees"),
        .init("scene_loading_spinner.json", frame: 30, at: (100, 160), (51, 102, 255, 255), "dot 1 at the bottom"),
        .init("scene_loading_spinner.json", frame: 0, at: (157, 100), (92, 133, 255, 255), "dot 3 (opacity 80 %) over white at the right", tolerance: 4),

        // scene_checkmark.json: scene: an animated checkmark: a green disc scales in (0-15, ease out), the white check draws on (trim 15-35), a ring bursts and fades (5 layers)
        .init("scene_checkmark.json", frame: 0, at: (100, 60), clear, "the disc starts at scale 0"),
        .init("scene_checkmark.json", frame: 20, at: (75, 105), white, "the check's first leg is drawn"),
        .init("scene_checkmark.json", frame: 20, at: (120, 93), (51, 191, 77, 255), "the second leg is not drawn yet: disc"),
        .init("scene_checkmark.json", frame: 59, at: (120, 93), white, "the whole check at the end"),
        .init("scene_checkmark.json", frame: 59, at: (100, 60), (51, 191, 77, 255), "the disc at full size"),

        // scene_heart_burst.json: scene: a like burst: a heart pops in (scale 0 -> 120 -> 100 %, frames 0-20), six sparks fly out and fade (10-40), a ring expands (10 layers)
        .init("scene_heart_burst.json", frame: 0, at: (100, 110), clear, "the heart starts at scale 0"),
        .init("scene_heart_burst.json", frame: 30, at: (100, 110), (230, 26, 64, 255), "the heart at rest"),
        .init("scene_heart_burst.json", frame: 30, at: (70, 90), (230, 26, 64, 255), "the heart's left lobe"),
        .init("scene_heart_burst.json", frame: 20, at: (100, 35), (255, 153, 0, 255), "spark 1 at radius 65 above the centre, opaque"),
        .init("scene_heart_burst.json", frame: 30, at: (100, 35), clear, "spark 1 has moved on to radius 90"),
    ]
}
