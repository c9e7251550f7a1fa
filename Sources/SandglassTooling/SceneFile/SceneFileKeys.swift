import Foundation

/// The kind of value a scene-file key takes; `reference` is its line in `docs/scene-files.md`.
public enum SceneFileValueKind: Sendable, Equatable {
    case number, bool, point, size, rect, transform, color, colors, numbers, path, string, image
    case timingFunction, timingFunctions, repeatCount
    case choice([String])
    /// A value of the animation's key path's kind (`fromValue`, ...); `values` is a list of them.
    case animatedValue, animatedValues
    case layer, layers, animation, animationList, animationsByKey
    /// Anything else, described in words (params declarations).
    case described(String)

    public var reference: String {
        switch self {
        case .number: return "number or expression"
        case .bool: return "true / false"
        case .point: return "[x, y]"
        case .size: return "[width, height]"
        case .rect: return "[x, y, width, height]"
        case .transform: return "16 numbers (m11…m44) / 6 affine numbers / {scale, rotation, translation}"
        case .color: return "[r, g, b, a] / \"#RRGGBB(AA)\" / colour name / null"
        case .colors: return "list of colours / null"
        case .numbers: return "list of numbers / null"
        case .path: return "SVG path data / list of path calls / null"
        case .string: return "string"
        case .image: return "PNG path relative to the scene file"
        case .timingFunction: return "name / [c1x, c1y, c2x, c2y] / null (linear)"
        case .timingFunctions: return "list of timing functions"
        case .repeatCount: return "number / \"infinity\""
        case let .choice(options): return options.map { "\"\($0)\"" }.joined(separator: " / ")
        case .animatedValue: return "value of the key path's kind"
        case .animatedValues: return "list of values of the key path's kind"
        case .layer: return "layer object"
        case .layers: return "list of layer objects"
        case .animation: return "animation object"
        case .animationList: return "list of animation objects"
        case .animationsByKey: return "object: key → animation object"
        case let .described(text): return text
        }
    }
}

/// One key of a layer or animation object: its Core Animation name, kind, where it applies and what
/// it does. These tables drive the loader, the exporter and the format reference, so they cannot
/// drift apart.
public struct SceneFileKey: Sendable, Equatable {
    public let name: String
    public let kind: SceneFileValueKind
    /// The layer `type`s (or animation `type`s) that have the key.
    public let types: [String]
    public let help: String
}

public enum SceneFileKeys {
    /// Layer `type` → class. `image` is a plain layer whose `contents` is loaded from a PNG.
    public static let layerTypes: [(name: String, type: CALayer.Type)] = [
        ("layer", CALayer.self), ("shape", CAShapeLayer.self), ("gradient", CAGradientLayer.self),
        ("text", CATextLayer.self), ("image", CALayer.self),
    ]
    public static let animationTypes = ["basic", "keyframe", "group", "spring"]

    static let allLayers = layerTypes.map(\.name)

    static func kind(of p: LayerProperty) -> SceneFileValueKind {
        SceneFileBuilder.kind(named: CALayer.kind(of: p))
    }

    static let propertyHelp: [LayerProperty: String] = [
        .bounds: "the layer's own rectangle (points)", .position: "where the anchor point sits in the superlayer",
        .zPosition: "drawing order among siblings", .anchorPoint: "unit coordinates of the bounds (default [0.5, 0.5])",
        .transform: "applied about the anchor point", .sublayerTransform: "applied to the sublayers",
        .opacity: "0…1, the layer and its sublayers as a group", .contentsRect: "part of contents shown (unit coordinates)",
        .shadowOffset: "default [0, -3]", .path: "the shape (SVG path data or path calls)",
        .fillColor: "default black", .lineWidth: "default 1", .strokeStart: "0…1 fraction of the path length",
        .strokeEnd: "0…1 fraction of the path length", .locations: "stop positions 0…1, one per colour",
        .startPoint: "unit coordinates, default [0.5, 0]", .endPoint: "unit coordinates, default [0.5, 1]",
        .fontSize: "points, default 36", .foregroundColor: "default white",
    ]

    /// Every key a layer object may hold, structural keys first.
    public static let layerKeys: [SceneFileKey] = {
        var keys: [SceneFileKey] = [
            SceneFileKey(name: "type", kind: .choice(allLayers), types: allLayers, help: "the layer class; default \"layer\""),
            SceneFileKey(name: "name", kind: .string, types: allLayers, help: "the layer's name (dump paths use it)"),
            SceneFileKey(name: "frame", kind: .rect, types: allLayers,
                         help: "sets bounds.size and position from the current anchorPoint, in file order (as CALayer.frame)"),
        ]
        for p in LayerProperty.allCases {
            let types = layerTypes.filter { $0.type.init(copyOf: nil).value(of: p) != nil }.map(\.name)
            keys.append(SceneFileKey(name: p.rawValue, kind: kind(of: p), types: types,
                                     help: "animatable" + (propertyHelp[p].map { "; " + $0 } ?? "")))
        }
        let shape = ["shape"], text = ["text"]
        keys += [
            SceneFileKey(name: "contents", kind: .image, types: allLayers, help: "an image (needs a host with a PNG loader)"),
            SceneFileKey(name: "contentsGravity", kind: .choice(gravities), types: allLayers, help: "default \"resize\""),
            SceneFileKey(name: "contentsScale", kind: .number, types: allLayers, help: "image pixels per point"),
            SceneFileKey(name: "shouldRasterize", kind: .bool, types: allLayers,
                         help: "draw the layer and its sublayers as one bitmap, composited in their place"),
            SceneFileKey(name: "rasterizationScale", kind: .number, types: allLayers,
                         help: "pixels per point of that bitmap (default 1)"),
            SceneFileKey(name: "fillRule", kind: .choice(["non-zero", "even-odd"]), types: shape, help: "default \"non-zero\""),
            SceneFileKey(name: "lineCap", kind: .choice(["butt", "round", "square"]), types: shape, help: "default \"butt\""),
            SceneFileKey(name: "lineJoin", kind: .choice(["miter", "round", "bevel"]), types: shape, help: "default \"miter\""),
            SceneFileKey(name: "lineDashPattern", kind: .numbers, types: shape, help: "dash and gap lengths (points)"),
            SceneFileKey(name: "gradientType", kind: .choice(["axial", "radial", "conic"]), types: ["gradient"],
                         help: "CAGradientLayer.type (renamed: `type` is the layer class)"),
            SceneFileKey(name: "string", kind: .string, types: text, help: "the text"),
            SceneFileKey(name: "fontName", kind: .string, types: text, help: "default \"Helvetica\""),
            SceneFileKey(name: "alignmentMode", kind: .choice(["natural", "left", "right", "center", "justified"]),
                         types: text, help: "default \"natural\""),
            SceneFileKey(name: "wrapped", kind: .bool, types: text, help: "CATextLayer.isWrapped"),
        ]
        for t in timingKeys where t.name != "removedOnCompletion" && t.name != "timingFunction" {
            keys.append(SceneFileKey(name: t.name, kind: t.kind, types: allLayers, help: "the layer's own timing: " + t.help))
        }
        keys += [
            SceneFileKey(name: "mask", kind: .layer, types: allLayers, help: "a layer whose alpha masks this one"),
            SceneFileKey(name: "sublayers", kind: .layers, types: allLayers, help: "back to front"),
            SceneFileKey(name: "animations", kind: .animationsByKey, types: allLayers,
                         help: "added in file order with add(_:forKey:) after the layer's properties"),
        ]
        return keys
    }()

    static let gravities = ["center", "top", "bottom", "left", "right", "topLeft", "topRight", "bottomLeft",
                            "bottomRight", "resize", "resizeAspect", "resizeAspectFill"]

    static let timingKeys: [SceneFileKey] = [
        SceneFileKey(name: "beginTime", kind: .number, types: animationTypes, help: "seconds; 0 = when added"),
        SceneFileKey(name: "duration", kind: .number, types: animationTypes, help: "seconds; 0 means 0.25"),
        SceneFileKey(name: "speed", kind: .number, types: animationTypes, help: "default 1"),
        SceneFileKey(name: "timeOffset", kind: .number, types: animationTypes, help: "seconds"),
        SceneFileKey(name: "repeatCount", kind: .repeatCount, types: animationTypes, help: "0 = once"),
        SceneFileKey(name: "repeatDuration", kind: .number, types: animationTypes, help: "seconds"),
        SceneFileKey(name: "autoreverses", kind: .bool, types: animationTypes, help: "default false"),
        SceneFileKey(name: "fillMode", kind: .choice(["removed", "forwards", "backwards", "both"]), types: animationTypes,
                     help: "default \"removed\""),
        SceneFileKey(name: "removedOnCompletion", kind: .bool, types: animationTypes, help: "default true"),
        SceneFileKey(name: "timingFunction", kind: .timingFunction, types: animationTypes, help: "default linear"),
    ]

    /// Every key an animation object may hold.
    public static let animationKeys: [SceneFileKey] = {
        let property = ["basic", "keyframe", "spring"], basic = ["basic", "spring"], spring = ["spring"], kf = ["keyframe"]
        var keys = [SceneFileKey(name: "type", kind: .choice(animationTypes), types: animationTypes,
                                 help: "CABasicAnimation / CAKeyframeAnimation / CAAnimationGroup / CASpringAnimation")]
        keys += timingKeys
        keys += [
            SceneFileKey(name: "keyPath", kind: .string, types: property, help: "e.g. \"position.x\", \"transform.rotation.z\""),
            SceneFileKey(name: "additive", kind: .bool, types: property, help: "isAdditive"),
            SceneFileKey(name: "cumulative", kind: .bool, types: property, help: "isCumulative"),
            SceneFileKey(name: "fromValue", kind: .animatedValue, types: basic, help: ""),
            SceneFileKey(name: "toValue", kind: .animatedValue, types: basic, help: ""),
            SceneFileKey(name: "byValue", kind: .animatedValue, types: basic, help: ""),
            SceneFileKey(name: "mass", kind: .number, types: spring, help: "default 1"),
            SceneFileKey(name: "stiffness", kind: .number, types: spring, help: "default 100"),
            SceneFileKey(name: "damping", kind: .number, types: spring, help: "default 10"),
            SceneFileKey(name: "initialVelocity", kind: .number, types: spring, help: "default 0"),
            SceneFileKey(name: "values", kind: .animatedValues, types: kf, help: ""),
            SceneFileKey(name: "keyTimes", kind: .numbers, types: kf, help: "0…1 ascending; discrete takes one more than values"),
            SceneFileKey(name: "timingFunctions", kind: .timingFunctions, types: kf, help: "one per segment"),
            SceneFileKey(name: "calculationMode", kind: .choice(["linear", "discrete", "paced", "cubic", "cubicPaced"]),
                         types: kf, help: "default \"linear\""),
            SceneFileKey(name: "rotationMode", kind: .choice(["auto", "autoReverse"]), types: kf, help: "with path; or null"),
            SceneFileKey(name: "tensionValues", kind: .numbers, types: kf, help: "cubic modes"),
            SceneFileKey(name: "continuityValues", kind: .numbers, types: kf, help: "cubic modes"),
            SceneFileKey(name: "biasValues", kind: .numbers, types: kf, help: "cubic modes"),
            SceneFileKey(name: "path", kind: .path, types: kf, help: "a path for a point key path (wins over values)"),
            SceneFileKey(name: "animations", kind: .animationList, types: ["group"], help: "children, on the group's timeline"),
        ]
        return keys
    }()

    /// The top-level keys.
    public static let documentKeys: [SceneFileKey] = [
        SceneFileKey(name: "name", kind: .string, types: [], help: "the scene's name (default: the file name)"),
        SceneFileKey(name: "summary", kind: .string, types: [], help: "one line for `sandglass scenes`"),
        SceneFileKey(name: "size", kind: .size, types: [], help: "the natural size in points (required)"),
        SceneFileKey(name: "background", kind: .color, types: [], help: "behind the layers; default black"),
        SceneFileKey(name: "margin", kind: .number, types: [], help: "points drawn around the view on every side, for drawing that overflows it (0...1024; default 0)"),
        SceneFileKey(name: "params", kind: .described("object: name → declaration"), types: [], help: "the scene's constants (see Params)"),
        SceneFileKey(name: "root", kind: .layer, types: [], help: "the root layer (required); fills the view unless it sets frame, bounds or position"),
    ]

    /// Keys of one parameter declaration.
    /// The values of a param's `type`.
    static let paramKinds = ["number", "integer", "bool", "string", "curve", "point", "numbers", "color"]

    public static let paramKeys: [SceneFileKey] = [
        SceneFileKey(name: "type", kind: .choice(paramKinds),
                     types: [], help: "default: from the default value (number, bool, string; arrays: numbers)"),
        SceneFileKey(name: "default", kind: .described("value of the param's type"), types: [], help: "required; numbers may be expressions over other params' defaults"),
        SceneFileKey(name: "min", kind: .number, types: [], help: "number/integer/numbers: the range (default ±1e6; integer: whole, within ±2^53); curve: y range (default -1)"),
        SceneFileKey(name: "max", kind: .number, types: [], help: "as min (curve default 2)"),
        SceneFileKey(name: "x", kind: .described("[min, max]"), types: [], help: "point: [min, max] of x"),
        SceneFileKey(name: "y", kind: .described("[min, max]"), types: [], help: "point: [min, max] of y"),
        SceneFileKey(name: "count", kind: .described("[min, max]"), types: [], help: "numbers: [min, max] count, whole, within 0...4096 (default [0, 64])"),
        SceneFileKey(name: "choices", kind: .described("list of strings"), types: [], help: "string: the allowed values, at least one, none twice"),
        SceneFileKey(name: "unit", kind: .string, types: [], help: "number/integer/point/numbers: e.g. \"s\", \"pt\""),
        SceneFileKey(name: "help", kind: .string, types: [], help: "one line for --describe and the tweak panel"),
    ]

    /// The keys a layer (animation) of `type` takes. Worked out once per type: a scene file asks for
    /// every layer it builds, and filtering the ~70 keys each time was a fifth of `dump`'s time.
    static func layerKeyNames(for type: String) -> [String] { layerKeyNamesByType[type] ?? [] }
    static func animationKeyNames(for type: String) -> [String] { animationKeyNamesByType[type] ?? [] }

    private static let layerKeyNamesByType = Dictionary(uniqueKeysWithValues: allLayers.map { type in
        (type, layerKeys.filter { $0.types.contains(type) }.map(\.name))
    })
    private static let animationKeyNamesByType = Dictionary(uniqueKeysWithValues: animationTypes.map { type in
        (type, animationKeys.filter { $0.types.contains(type) }.map(\.name))
    })
}
