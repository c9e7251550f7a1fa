import Foundation

// `sandglass export`: a built scene's model tree written as a scene file.
extension SceneFile {
    /// The scene built with `values` (default: the defaults) at time 0, written as a scene file.
    /// Every number is resolved (no expressions); the scene's parameter declarations are copied so
    /// that its params file and the tweak panel still list them, but nothing refers to them.
    /// Throws for a scene holding a layer class scene files do not describe (an emitter), rather than
    /// writing a file that would not load.
    public static func export(_ descriptor: SceneDescriptor, values: ParameterValues? = nil,
                              context: SceneContext) throws(SceneFileExportError) -> String {
        let runner = SceneRunner(descriptor, parameters: values, context: context)
        if let (path, type) = unsupportedLayer(in: runner.scene.rootLayer, path: "root") {
            throw .unsupportedLayer(path: path, typeName: type)
        }
        return export(info: descriptor.info, parameters: descriptor.parameters, root: runner.scene.rootLayer)
    }

    /// The first layer (its dump-style path and class name) whose class scene files have no type for.
    static func unsupportedLayer(in layer: CALayer, path: String) -> (String, String)? {
        let typeName = type(of: layer).typeName
        guard SceneFileKeys.layerTypes.contains(where: { $0.name == typeName }) else { return (path, typeName) }
        if let m = layer.mask, let found = unsupportedLayer(in: m, path: path + ".mask") { return found }
        for (i, s) in (layer.sublayers ?? []).enumerated() {
            if let found = unsupportedLayer(in: s, path: path + ".sublayers[\(i)]") { return found }
        }
        return nil
    }

    /// `root`'s model tree (properties that differ from the class defaults, and each layer's
    /// animations under their keys, in order) as scene-file text. Not exported: `contents` images,
    /// `actions`, delegates and completion blocks, and parameter steps.
    public static func export(info: SceneInfo, parameters: SceneParameters, root: CALayer) -> String {
        var doc: [(String, SceneFileJSON)] = [
            ("name", .string(info.name)), ("summary", .string(info.summary)),
            ("size", .numbers([info.naturalSize.width, info.naturalSize.height])),
            ("background", .numbers(info.backgroundColor.rgba)),
        ]
        if info.overflowMargin != 0 { doc.append(("margin", .number(info.overflowMargin))) }
        if !parameters.declarations.isEmpty {
            doc.append(("params", .object(parameters.declarations.map { ($0.name, declaration($0)) })))
        }
        doc.append(("root", layer(root, isRoot: true)))
        return SceneFileJSON.object(doc).text + "\n"
    }

    // MARK: Layers

    static func layer(_ l: CALayer, isRoot: Bool = false) -> SceneFileJSON {
        let fresh = type(of: l).init(copyOf: nil)
        var o: [(String, SceneFileJSON)] = [("type", .string(type(of: l).typeName))]
        if let name = l.name { o.append(("name", .string(name))) }
        for p in LayerProperty.allCases {
            guard let v = l.value(of: p) else { continue }
            if v != fresh.value(of: p) || (isRoot && (p == .bounds || p == .position)) { o.append((p.rawValue, value(v))) }
        }
        if l.contentsGravity != fresh.contentsGravity { o.append(("contentsGravity", .string(l.contentsGravity.rawValue))) }
        if l.contentsScale != fresh.contentsScale { o.append(("contentsScale", .number(l.contentsScale))) }
        if l.shouldRasterize { o.append(("shouldRasterize", .bool(true))) }
        if l.rasterizationScale != fresh.rasterizationScale { o.append(("rasterizationScale", .number(l.rasterizationScale))) }
        if let s = l as? CAShapeLayer, let f = fresh as? CAShapeLayer {
            if s.fillRule != f.fillRule { o.append(("fillRule", .string(s.fillRule.rawValue))) }
            if s.lineCap != f.lineCap { o.append(("lineCap", .string(s.lineCap.rawValue))) }
            if s.lineJoin != f.lineJoin { o.append(("lineJoin", .string(s.lineJoin.rawValue))) }
            if let d = s.lineDashValues { o.append(("lineDashPattern", .numbers(d))) }
        }
        if let g = l as? CAGradientLayer, g.type != .axial { o.append(("gradientType", .string(g.type.rawValue))) }
        if let t = l as? CATextLayer, let f = fresh as? CATextLayer {
            if let s = t.string { o.append(("string", .string(s))) }
            if t.fontName != f.fontName { o.append(("fontName", .string(t.fontName))) }
            if t.alignmentMode != f.alignmentMode { o.append(("alignmentMode", .string(t.alignmentMode.rawValue))) }
            if t.isWrapped { o.append(("wrapped", .bool(true))) }
        }
        o += timing(l, fresh)
        if let m = l.mask { o.append(("mask", layer(m))) }
        if let subs = l.sublayers { o.append(("sublayers", .array(subs.map { layer($0) }))) }
        if let keys = l.animationKeys() {
            o.append(("animations", .object(keys.compactMap { k in l.animation(forKey: k).map { (k, animation($0)) } })))
        }
        return .object(o)
    }

    static func timing(_ t: some CAMediaTiming, _ f: some CAMediaTiming) -> [(String, SceneFileJSON)] {
        var o: [(String, SceneFileJSON)] = []
        if t.beginTime != f.beginTime { o.append(("beginTime", .number(t.beginTime))) }
        if t.duration != f.duration { o.append(("duration", .number(t.duration))) }
        if t.speed != f.speed { o.append(("speed", .number(Double(t.speed)))) }
        if t.timeOffset != f.timeOffset { o.append(("timeOffset", .number(t.timeOffset))) }
        if t.repeatCount != f.repeatCount {
            o.append(("repeatCount", t.repeatCount == .infinity ? .string("infinity") : .number(Double(t.repeatCount))))
        }
        if t.repeatDuration != f.repeatDuration { o.append(("repeatDuration", .number(t.repeatDuration))) }
        if t.autoreverses != f.autoreverses { o.append(("autoreverses", .bool(t.autoreverses))) }
        if t.fillMode != f.fillMode { o.append(("fillMode", .string(t.fillMode.rawValue))) }
        return o
    }

    // MARK: Animations

    static func animation(_ a: CAAnimation) -> SceneFileJSON {
        let typeName: String
        switch a {
        case is CASpringAnimation: typeName = "spring"
        case is CABasicAnimation: typeName = "basic"
        case is CAKeyframeAnimation: typeName = "keyframe"
        default: typeName = "group"
        }
        let fresh = type(of: a).init()
        var o: [(String, SceneFileJSON)] = [("type", .string(typeName))]
        if let p = a as? CAPropertyAnimation {
            if let k = p.keyPath { o.append(("keyPath", .string(k))) }
            if p.isAdditive { o.append(("additive", .bool(true))) }
            if p.isCumulative { o.append(("cumulative", .bool(true))) }
        }
        o += timing(a, fresh)
        if !a.isRemovedOnCompletion { o.append(("removedOnCompletion", .bool(false))) }
        if let f = a.timingFunction { o.append(("timingFunction", timingFunction(f))) }
        if let b = a as? CABasicAnimation {
            // The layer's copy, whose values were read for its key path when it was added.
            if let v = b.converted.from { o.append(("fromValue", value(v))) }
            if let v = b.converted.to { o.append(("toValue", value(v))) }
            if let v = b.converted.by { o.append(("byValue", value(v))) }
        }
        if let s = a as? CASpringAnimation, let f = fresh as? CASpringAnimation {
            if s.mass != f.mass { o.append(("mass", .number(s.mass))) }
            if s.stiffness != f.stiffness { o.append(("stiffness", .number(s.stiffness))) }
            if s.damping != f.damping { o.append(("damping", .number(s.damping))) }
            if s.initialVelocity != f.initialVelocity { o.append(("initialVelocity", .number(s.initialVelocity))) }
        }
        if let k = a as? CAKeyframeAnimation {
            if let vs = k.convertedValues { o.append(("values", .array(vs.map(value)))) }
            if let t = k.keyTimes { o.append(("keyTimes", numbers(t))) }
            if let fs = k.timingFunctions { o.append(("timingFunctions", .array(fs.map(timingFunction)))) }
            if k.calculationMode != .linear { o.append(("calculationMode", .string(k.calculationMode.rawValue))) }
            if let r = k.rotationMode { o.append(("rotationMode", .string(r.rawValue))) }
            if let v = k.tensionValues { o.append(("tensionValues", numbers(v))) }
            if let v = k.continuityValues { o.append(("continuityValues", numbers(v))) }
            if let v = k.biasValues { o.append(("biasValues", numbers(v))) }
            if let p = k.path { o.append(("path", .string(svg(p)))) }
        }
        if let g = a as? CAAnimationGroup, let children = g.animations {
            o.append(("animations", .array(children.map(animation))))
        }
        return .object(o)
    }

    static func numbers(_ ns: [NSNumber]) -> SceneFileJSON { .numbers(ns.map { CGFloat($0.doubleValue) }) }

    static func timingFunction(_ f: CAMediaTimingFunction) -> SceneFileJSON {
        .array([.number(f.c1x), .number(f.c1y), .number(f.c2x), .number(f.c2y)])
    }

    // MARK: Values

    static func value(_ v: CAValue) -> SceneFileJSON {
        switch v {
        case let .number(n): return .number(n)
        case let .bool(b): return .bool(b)
        case let .point(p): return .numbers([p.x, p.y])
        case let .size(s): return .numbers([s.width, s.height])
        case let .rect(r): return .numbers([r.origin.x, r.origin.y, r.width, r.height])
        case let .transform(t): return .numbers(t.rowMajor)
        case let .color(c): return .numbers(c.rgba)
        case let .colors(cs): return .array(cs.map { .numbers($0.rgba) })
        case let .numbers(ns): return .numbers(ns)
        case let .path(p): return .string(svg(p))
        case .null: return .null
        }
    }

    /// Absolute SVG path data with every number in its shortest exact form (reads back bit for bit).
    public static func svg(_ p: CGPath) -> String { p.svgPathData(format: SceneFileJSON.format) }

    // MARK: Params

    static func declaration(_ d: ParameterDeclaration) -> SceneFileJSON {
        var o: [(String, SceneFileJSON)] = [("type", .string(d.kind.name))]
        switch d.defaultValue {
        case let .number(v): o.append(("default", .number(v)))
        case let .integer(v): o.append(("default", .number(Double(v))))
        case let .bool(v): o.append(("default", .bool(v)))
        case let .string(v): o.append(("default", .string(v)))
        case let .numbers(v): o.append(("default", .numbers(v.map { CGFloat($0) })))
        }
        func range(_ r: ClosedRange<Double>) -> SceneFileJSON { .numbers([r.lowerBound, r.upperBound]) }
        switch d.kind {
        case let .number(r), let .curve(r), let .numbers(r, _):
            o += [("min", .number(r.lowerBound)), ("max", .number(r.upperBound))]
            if case let .numbers(_, count) = d.kind {
                o.append(("count", .numbers([CGFloat(count.lowerBound), CGFloat(count.upperBound)])))
            }
        case let .integer(r): o += [("min", .number(Double(r.lowerBound))), ("max", .number(Double(r.upperBound)))]
        case let .point(x, y): o += [("x", range(x)), ("y", range(y))]
        case let .string(choices?): o.append(("choices", .array(choices.map { .string($0) })))
        default: break
        }
        if !d.unit.isEmpty { o.append(("unit", .string(d.unit))) }
        if !d.help.isEmpty { o.append(("help", .string(d.help))) }
        return .object(o)
    }
}

/// Ordered JSON for the exporter: keys stay in the order written, short number lists on one line.
indirect enum SceneFileJSON {
    case number(Double), string(String), bool(Bool), null
    case array([SceneFileJSON])
    case object([(String, SceneFileJSON)])

    static func number(_ v: CGFloat) -> SceneFileJSON { .number(Double(v)) }
    static func numbers(_ vs: [CGFloat]) -> SceneFileJSON { .array(vs.map { .number(Double($0)) }) }

    var text: String {
        var s = ""
        write(to: &s, indent: "")
        return s
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    func write(to s: inout String, indent: String) {
        switch self {
        case let .number(v): s += Self.format(v)
        case let .string(v): JSONValue.quote(v, into: &s)
        case let .bool(b): s += b ? "true" : "false"
        case .null: s += "null"
        case let .array(items):
            if items.allSatisfy(\.isScalar) {
                s += "["
                for (i, item) in items.enumerated() { if i > 0 { s += ", " }; item.write(to: &s, indent: indent) }
                s += "]"
                return
            }
            s += "[\n"
            for (i, item) in items.enumerated() {
                s += indent + "  "
                item.write(to: &s, indent: indent + "  ")
                s += i == items.count - 1 ? "\n" : ",\n"
            }
            s += indent + "]"
        case let .object(members):
            if members.isEmpty { s += "{}"; return }
            s += "{\n"
            for (i, (k, v)) in members.enumerated() {
                s += indent + "  "
                JSONValue.quote(k, into: &s)
                s += ": "
                v.write(to: &s, indent: indent + "  ")
                s += i == members.count - 1 ? "\n" : ",\n"
            }
            s += indent + "}"
        }
    }

    /// The shortest text that reads back as exactly `v` (`-0.0` kept: it decides atan2's sign);
    /// non-finite as null.
    static func format(_ v: Double) -> String {
        guard v.isFinite else { return "null" }
        if v == 0 { return v.sign == .minus ? "-0.0" : "0" }
        return ParameterValue.format(v)
    }
}

/// Why a scene cannot be written as a scene file.
public enum SceneFileExportError: Error, Equatable, CustomStringConvertible {
    case unsupportedLayer(path: String, typeName: String)

    public var description: String {
        switch self {
        case let .unsupportedLayer(path, typeName):
            "scene files have no '\(typeName)' layer type (\(path)): this scene can be rendered, dumped and "
                + "previewed, not exported as a scene file"
        }
    }
}
