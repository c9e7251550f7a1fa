import Foundation

// Typed access to animatable properties by key: what animations, actions and dumps use.
extension CALayer {
    /// The property's current model value, or nil when this kind of layer has no such property.
    package func value(of p: LayerProperty) -> CAValue? {
        switch p {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .zPosition: return .number(zPosition)
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointZ: return .number(anchorPointZ)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .hidden: return .bool(isHidden)
        case .opacity: return .number(CGFloat(opacity))
        case .masksToBounds: return .bool(masksToBounds)
        case .cornerRadius: return .number(cornerRadius)
        case .borderWidth: return .number(borderWidth)
        case .borderColor: return CAValue(borderColor)
        case .backgroundColor: return CAValue(backgroundColor)
        case .contentsRect: return .rect(contentsRect)
        case .shadowColor: return CAValue(shadowColor)
        case .shadowOpacity: return .number(CGFloat(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .number(shadowRadius)
        case .shadowPath: return CAValue(shadowPath)
        case .path, .fillColor, .strokeColor, .lineWidth, .miterLimit, .lineDashPhase, .strokeStart, .strokeEnd:
            guard let s = self as? CAShapeLayer else { return nil }
            switch p {
            case .path: return CAValue(s.path)
            case .fillColor: return CAValue(s.fillColor)
            case .strokeColor: return CAValue(s.strokeColor)
            case .lineWidth: return .number(s.lineWidth)
            case .miterLimit: return .number(s.miterLimit)
            case .lineDashPhase: return .number(s.lineDashPhase)
            case .strokeStart: return .number(s.strokeStart)
            default: return .number(s.strokeEnd)
            }
        case .colors, .locations, .startPoint, .endPoint:
            guard let g = self as? CAGradientLayer else { return nil }
            switch p {
            case .colors: return CAValue(g.cgColors)
            case .locations: return CAValue(g.locationValues)
            case .startPoint: return .point(g.startPoint)
            default: return .point(g.endPoint)
            }
        case .fontSize, .foregroundColor:
            guard let t = self as? CATextLayer else { return nil }
            return p == .fontSize ? .number(t.fontSize) : CAValue(t.foregroundColor)
        }
    }

    /// The kind of value `p` holds ("number", "color", ...), for validation messages.
    package static func kind(of p: LayerProperty) -> String {
        switch p {
        case .bounds, .contentsRect: return "rect"
        case .position, .anchorPoint, .startPoint, .endPoint: return "point"
        case .transform, .sublayerTransform: return "transform"
        case .hidden, .masksToBounds: return "bool"
        case .borderColor, .backgroundColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor: return "color"
        case .shadowOffset: return "size"
        case .shadowPath, .path: return "path"
        case .colors: return "colors"
        case .locations: return "numbers"
        default: return "number"
        }
    }

    /// Sets the property from `v`; false (and nothing changes) when `v` is of the wrong kind or the
    /// layer has no such property. Colours, paths and arrays accept `.null` for nil.
    @discardableResult
    package func set(_ v: CAValue, for p: LayerProperty) -> Bool {
        switch (p, v) {
        case (.bounds, .rect(let r)): bounds = r
        case (.position, .point(let q)): position = q
        case (.zPosition, _): guard let n = v.number else { return false }; zPosition = n
        case (.anchorPoint, .point(let q)): anchorPoint = q
        case (.anchorPointZ, _): guard let n = v.number else { return false }; anchorPointZ = n
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (.hidden, _): guard let b = v.bool else { return false }; isHidden = b
        case (.opacity, _): guard let n = v.number else { return false }; opacity = Float(n)
        case (.masksToBounds, _): guard let b = v.bool else { return false }; masksToBounds = b
        case (.cornerRadius, _): guard let n = v.number else { return false }; cornerRadius = n
        case (.borderWidth, _): guard let n = v.number else { return false }; borderWidth = n
        case (.borderColor, .color(let c)): borderColor = c
        case (.borderColor, .null): borderColor = nil
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.backgroundColor, .null): backgroundColor = nil
        case (.contentsRect, .rect(let r)): contentsRect = r
        case (.shadowColor, .color(let c)): shadowColor = c
        case (.shadowColor, .null): shadowColor = nil
        case (.shadowOpacity, _): guard let n = v.number else { return false }; shadowOpacity = Float(n)
        case (.shadowOffset, .size(let s)): shadowOffset = s
        case (.shadowRadius, _): guard let n = v.number else { return false }; shadowRadius = n
        case (.shadowPath, .path(let q)): shadowPath = q
        case (.shadowPath, .null): shadowPath = nil
        case (.path, _), (.fillColor, _), (.strokeColor, _), (.lineWidth, _), (.miterLimit, _),
             (.lineDashPhase, _), (.strokeStart, _), (.strokeEnd, _):
            guard let s = self as? CAShapeLayer else { return false }
            return s.setShapeValue(v, for: p)
        case (.colors, _), (.locations, _), (.startPoint, _), (.endPoint, _):
            guard let g = self as? CAGradientLayer else { return false }
            switch (p, v) {
            case (.colors, .colors(let cs)): g.cgColors = cs
            case (.colors, .null): g.cgColors = nil
            case (.locations, .numbers(let ns)): g.locationValues = ns
            case (.locations, .null): g.locationValues = nil
            case (.startPoint, .point(let q)): g.startPoint = q
            case (.endPoint, .point(let q)): g.endPoint = q
            default: return false
            }
        case (.fontSize, _), (.foregroundColor, _):
            guard let t = self as? CATextLayer else { return false }
            switch (p, v) {
            case (.fontSize, .number(let n)): t.fontSize = n
            case (.foregroundColor, .color(let c)): t.foregroundColor = c
            case (.foregroundColor, .null): t.foregroundColor = nil
            default: return false
            }
        default: return false
        }
        return true
    }

    func value(at k: LayerKeyPath) -> CAValue? {
        guard let whole = value(of: k.property) else { return nil }
        return k.extract(from: whole)
    }

    @discardableResult
    func set(_ v: CAValue, at k: LayerKeyPath) -> Bool {
        if k.component == .whole { return set(v, for: k.property) }
        guard let whole = value(of: k.property), let new = k.inject(v, into: whole) else { return false }
        return set(new, for: k.property)
    }
}

extension CAShapeLayer {
    func setShapeValue(_ v: CAValue, for p: LayerProperty) -> Bool {
        switch (p, v) {
        case (.path, .path(let q)): path = q
        case (.path, .null): path = nil
        case (.fillColor, .color(let c)): fillColor = c
        case (.fillColor, .null): fillColor = nil
        case (.strokeColor, .color(let c)): strokeColor = c
        case (.strokeColor, .null): strokeColor = nil
        case (.lineWidth, _): guard let n = v.number else { return false }; lineWidth = n
        case (.miterLimit, _): guard let n = v.number else { return false }; miterLimit = n
        case (.lineDashPhase, _): guard let n = v.number else { return false }; lineDashPhase = n
        case (.strokeStart, _): guard let n = v.number else { return false }; strokeStart = n
        case (.strokeEnd, _): guard let n = v.number else { return false }; strokeEnd = n
        default: return false
        }
        return true
    }
}
