import Foundation

// Animations: one object per `add(_:forKey:)`, typed by `type`, values typed by the key path.
extension SceneFileBuilder {
    func animation(_ node: JSONNode, _ path: String, layer: CALayer) throws(SceneFileError) -> CAAnimation {
        guard case let .object(raw) = node.value else { throw reader.wrongType(node, path, "an animation object") }
        guard let t = raw.first(where: { $0.key == "type" }) else { throw reader.error(node.start, path, .missingKey("type")) }
        let typeName = try reader.choice(t.value, reader.join(path, "type"), SceneFileKeys.animationTypes)
        let members = try reader.members(node, path, allowed: SceneFileKeys.animationKeyNames(for: typeName))
        let a: CAAnimation
        switch typeName {
        case "basic": a = CABasicAnimation()
        case "spring": a = CASpringAnimation()
        case "keyframe": a = CAKeyframeAnimation()
        default: a = CAAnimationGroup()
        }
        var valueKind = SceneFileValueKind.number
        if let property = a as? CAPropertyAnimation {
            guard let m = members.first(where: { $0.key == "keyPath" }) else {
                throw reader.error(node.start, path, .missingKey("keyPath"))
            }
            let p = reader.join(path, "keyPath")
            let keyPath = try reader.string(m.value, p)
            guard let k = try? LayerKeyPath(parsing: keyPath), layer.value(of: k.property) != nil else {
                throw reader.error(m.value.start, p, .unknownKeyPath(
                    keyPath, layerType: type(of: layer).typeName,
                    suggestion: closestName(to: keyPath, in: Self.keyPaths(of: layer))))
            }
            property.keyPath = keyPath
            valueKind = Self.kind(named: k.expectedKind(wholeKind: CALayer.kind(of: k.property)))
        }
        for m in members {
            let p = reader.join(path, m.key)
            try set(m.key, m.value, p, on: a, valueKind: valueKind, layer: layer)
        }
        if let k = a as? CAKeyframeAnimation, k.path == nil, let values = k.values, let times = k.keyTimes,
           !k.calculationMode.isPaced {
            let expected = k.calculationMode == .discrete ? values.count + 1 : values.count
            if times.count != expected, let m = members.first(where: { $0.key == "keyTimes" }) {
                throw reader.error(m.value.start, reader.join(path, "keyTimes"),
                                   .keyTimesMismatch(keyTimes: times.count, values: values.count, mode: k.calculationMode.rawValue))
            }
        }
        return a
    }

    /// A list of numbers as the NSNumbers keyframe animations take.
    private func nsNumbers(_ node: JSONNode, _ path: String) throws(SceneFileError) -> [NSNumber] {
        try reader.numbers(node, path, expected: "a list of numbers").map { NSNumber(value: $0) }
    }

    private func set(_ key: String, _ node: JSONNode, _ path: String, on a: CAAnimation,
                     valueKind: SceneFileValueKind, layer: CALayer) throws(SceneFileError) {
        let basic = a as? CABasicAnimation, spring = a as? CASpringAnimation, kf = a as? CAKeyframeAnimation
        switch key {
        case "type", "keyPath": return
        case "removedOnCompletion": a.isRemovedOnCompletion = try reader.bool(node, path)
        case "timingFunction": a.timingFunction = try reader.timingFunction(node, path)
        case "additive": (a as? CAPropertyAnimation)?.isAdditive = try reader.bool(node, path)
        case "cumulative": (a as? CAPropertyAnimation)?.isCumulative = try reader.bool(node, path)
        case "fromValue": basic?.fromValue = try value(node, valueKind, path)
        case "toValue": basic?.toValue = try value(node, valueKind, path)
        case "byValue": basic?.byValue = try value(node, valueKind, path)
        case "mass": spring?.mass = try reader.number(node, path)
        case "stiffness": spring?.stiffness = try reader.number(node, path)
        case "damping": spring?.damping = try reader.number(node, path)
        case "initialVelocity": spring?.initialVelocity = try reader.number(node, path)
        case "values":
            var vs: [CAValue] = []
            for (i, v) in try reader.array(node, path, "a list of values").enumerated() {
                vs.append(try value(v, valueKind, path + "[\(i)]"))
            }
            kf?.values = vs
        case "keyTimes": kf?.keyTimes = try nsNumbers(node, path)
        case "tensionValues": kf?.tensionValues = try nsNumbers(node, path)
        case "continuityValues": kf?.continuityValues = try nsNumbers(node, path)
        case "biasValues": kf?.biasValues = try nsNumbers(node, path)
        case "timingFunctions":
            var fs: [CAMediaTimingFunction] = []
            for (i, f) in try reader.array(node, path, "a list of timing functions").enumerated() {
                fs.append(try reader.timingFunction(f, path + "[\(i)]") ?? .linear)
            }
            kf?.timingFunctions = fs
        case "calculationMode": kf?.calculationMode = .init(rawValue: try choice(of: key, node, path))
        case "rotationMode":
            if case .null = node.value { kf?.rotationMode = nil } else {
                kf?.rotationMode = .init(rawValue: try choice(of: key, node, path))
            }
        case "path": kf?.path = try reader.path(node, path)
        case "animations":
            var children: [CAAnimation] = []
            for (i, c) in try reader.array(node, path, "a list of animation objects").enumerated() {
                children.append(try animation(c, path + "[\(i)]", layer: layer))
            }
            (a as? CAAnimationGroup)?.animations = children
        default:
            try timing(key, node, path, of: a)
        }
    }

    private func choice(of key: String, _ node: JSONNode, _ path: String) throws(SceneFileError) -> String {
        guard case let .choice(options)? = SceneFileKeys.animationKeys.first(where: { $0.name == key })?.kind else { return "" }
        return try reader.choice(node, path, options)
    }

    /// Every key path the layer can animate (for "did you mean").
    static func keyPaths(of layer: CALayer) -> [String] {
        var out: [String] = []
        for p in LayerProperty.allCases where layer.value(of: p) != nil {
            let name = p.rawValue
            out.append(name)
            let subs: [String]
            switch p {
            case .position, .anchorPoint, .startPoint, .endPoint: subs = ["x", "y"]
            case .shadowOffset: subs = ["width", "height"]
            case .bounds, .contentsRect: subs = ["origin", "size", "origin.x", "origin.y", "size.width", "size.height"]
            case .transform, .sublayerTransform:
                subs = ["rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
                        "translation", "translation.x", "translation.y", "translation.z"]
            default: subs = []
            }
            out += subs.map { name + "." + $0 }
        }
        return out
    }
}
