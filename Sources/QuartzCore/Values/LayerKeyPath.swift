import Foundation

/// The animatable layer properties, named by their Core Animation key.
package enum LayerProperty: String, CaseIterable, Sendable {
    // CALayer
    case bounds, position, zPosition, anchorPoint, anchorPointZ, transform, sublayerTransform
    case hidden, opacity, masksToBounds, cornerRadius, borderWidth, borderColor, backgroundColor
    case contentsRect, shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
    // CAShapeLayer
    case path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, strokeStart, strokeEnd
    // CAGradientLayer
    case colors, locations, startPoint, endPoint
    // CATextLayer
    case fontSize, foregroundColor
}

/// The part of a property a key path names after the property (`position.x`, `bounds.size.width`,
/// `transform.rotation.z`). Transform parts act on the decomposed transform, as in Core Animation:
/// reading `transform.rotation.z` gives the z Euler angle of the current transform, and setting it
/// replaces that angle and recomposes (scale, skew and translation stay).
package enum KeyPathComponent: String, Sendable {
    case whole
    case x, y, width, height
    case origin, size, originX, originY, sizeWidth, sizeHeight
    case rotationX, rotationY, rotationZ
    case scaleX, scaleY, scaleZ, scale
    case translationX, translationY, translationZ, translation
}

/// Why a key path cannot be animated.
public enum KeyPathError: Error, Equatable, CustomStringConvertible {
    /// The animation has no key path.
    case missing
    /// No such property or sub-path.
    case unknown(keyPath: String)
    /// The property exists but not on this kind of layer (e.g. `strokeEnd` on a plain layer).
    case notOnLayer(keyPath: String, layerType: String)
    /// A value of the wrong kind for the key path (e.g. a colour for `position`).
    case typeMismatch(keyPath: String, field: String, expected: String, got: String)

    public var description: String {
        switch self {
        case .missing: return "keyPath: the animation has no key path"
        case .unknown(let k): return "keyPath: unknown key path '\(k)'"
        case .notOnLayer(let k, let t): return "keyPath: '\(k)' is not a property of a \(t) layer"
        case .typeMismatch(let k, let f, let e, let g): return "\(f): '\(k)' needs a \(e), got a \(g)"
        }
    }
}

/// A parsed key path: a property and the part of it.
package struct LayerKeyPath: Hashable, Sendable, CustomStringConvertible {
    public var property: LayerProperty
    public var component: KeyPathComponent

    public init(property: LayerProperty, component: KeyPathComponent = .whole) {
        self.property = property
        self.component = component
    }

    public var description: String { component == .whole ? property.rawValue : "\(property.rawValue).\(component.rawValue)" }

    /// Parses `"position.x"`, `"transform.rotation"` (= z), `"contentsRect.origin.x"`, ...
    public init(parsing s: String) throws(KeyPathError) {
        let parts = s.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = parts.first, let prop = LayerProperty(rawValue: first) else { throw .unknown(keyPath: s) }
        let rest = parts.dropFirst().joined(separator: ".")
        let comp: KeyPathComponent?
        switch prop {
        case .position, .anchorPoint, .startPoint, .endPoint:
            comp = ["": .whole, "x": .x, "y": .y][rest]
        case .shadowOffset:
            comp = ["": .whole, "width": .width, "height": .height][rest]
        case .bounds, .contentsRect:
            comp = ["": .whole, "origin": .origin, "size": .size, "origin.x": .originX, "origin.y": .originY,
                    "size.width": .sizeWidth, "size.height": .sizeHeight][rest]
        case .transform, .sublayerTransform:
            comp = ["": .whole, "rotation": .rotationZ, "rotation.x": .rotationX, "rotation.y": .rotationY,
                    "rotation.z": .rotationZ, "scale": .scale, "scale.x": .scaleX, "scale.y": .scaleY,
                    "scale.z": .scaleZ, "translation": .translation, "translation.x": .translationX,
                    "translation.y": .translationY, "translation.z": .translationZ][rest]
        default:
            comp = rest.isEmpty ? .whole : nil
        }
        guard let c = comp else { throw .unknown(keyPath: s) }
        self.init(property: prop, component: c)
    }

    /// The part of `v` this key path names; nil when `v` is not of the property's kind.
    public func extract(from v: CAValue) -> CAValue? {
        switch (component, v) {
        case (.whole, _): return v
        case (.x, .point(let p)): return .number(p.x)
        case (.y, .point(let p)): return .number(p.y)
        case (.width, .size(let s)): return .number(s.width)
        case (.height, .size(let s)): return .number(s.height)
        case (.origin, .rect(let r)): return .point(r.origin)
        case (.size, .rect(let r)): return .size(r.size)
        case (.originX, .rect(let r)): return .number(r.origin.x)
        case (.originY, .rect(let r)): return .number(r.origin.y)
        case (.sizeWidth, .rect(let r)): return .number(r.size.width)
        case (.sizeHeight, .rect(let r)): return .number(r.size.height)
        case (_, .transform(let t)): return Self.extract(component, from: t)
        default: return nil
        }
    }

    /// `base` with this key path's part replaced by `part`; nil on a kind mismatch.
    public func inject(_ part: CAValue, into base: CAValue) -> CAValue? {
        if component == .whole { return part }
        switch (component, base) {
        case (.x, .point(var p)): guard let n = part.number else { return nil }; p.x = n; return .point(p)
        case (.y, .point(var p)): guard let n = part.number else { return nil }; p.y = n; return .point(p)
        case (.width, .size(var s)): guard let n = part.number else { return nil }; s.width = n; return .size(s)
        case (.height, .size(var s)): guard let n = part.number else { return nil }; s.height = n; return .size(s)
        case (.origin, .rect(var r)): guard let p = part.point else { return nil }; r.origin = p; return .rect(r)
        case (.size, .rect(var r)): guard let s = part.size else { return nil }; r.size = s; return .rect(r)
        case (.originX, .rect(var r)): guard let n = part.number else { return nil }; r.origin.x = n; return .rect(r)
        case (.originY, .rect(var r)): guard let n = part.number else { return nil }; r.origin.y = n; return .rect(r)
        case (.sizeWidth, .rect(var r)): guard let n = part.number else { return nil }; r.size.width = n; return .rect(r)
        case (.sizeHeight, .rect(var r)): guard let n = part.number else { return nil }; r.size.height = n; return .rect(r)
        case (_, .transform(let t)): return Self.inject(part, component, into: t).map(CAValue.transform)
        default: return nil
        }
    }

    /// The kind of value the key path takes ("number", "point", ...), for validation.
    public func expectedKind(wholeKind: String) -> String {
        switch component {
        case .whole: return wholeKind
        case .origin: return "point"
        case .size: return "size"
        case .translation: return "size"
        default: return "number"
        }
    }

    static func extract(_ c: KeyPathComponent, from t: CATransform3D) -> CAValue? {
        if t.isIdentity {
            switch c {
            case .scaleX, .scaleY, .scaleZ, .scale: return .number(1)
            case .translation: return .size(.zero)
            default: return .number(0)
            }
        }
        let d = t.decomposed() ?? DecomposedTransform()
        switch c {
        case .rotationX: return .number(d.eulerAngles.x)
        case .rotationY: return .number(d.eulerAngles.y)
        case .rotationZ: return .number(d.eulerAngles.z)
        case .scaleX: return .number(d.scale.x)
        case .scaleY: return .number(d.scale.y)
        case .scaleZ: return .number(d.scale.z)
        case .scale: return .number((d.scale.x + d.scale.y + d.scale.z) / 3)
        case .translationX: return .number(t.m41)
        case .translationY: return .number(t.m42)
        case .translationZ: return .number(t.m43)
        case .translation: return .size(CGSize(width: t.m41, height: t.m42))
        default: return nil
        }
    }

    static func inject(_ part: CAValue, _ c: KeyPathComponent, into t: CATransform3D) -> CATransform3D? {
        if c == .translation {
            var r = t
            if let s = part.size { (r.m41, r.m42) = (s.width, s.height) } else if let p = part.point { (r.m41, r.m42) = (p.x, p.y) } else { return nil }
            return r
        }
        guard let n = part.number else { return nil }
        switch c {
        case .translationX: var r = t; r.m41 = n; return r
        case .translationY: var r = t; r.m42 = n; return r
        case .translationZ: var r = t; r.m43 = n; return r
        case .rotationZ where t.isIdentity:
            let (sn, cs) = (sin(n), cos(n))
            var r = CATransform3D.identity
            (r.m11, r.m12, r.m21, r.m22) = (cs, sn, -sn, cs)
            return r
        case .scale where t.isIdentity: var r = CATransform3D.identity; (r.m11, r.m22, r.m33) = (n, n, n); return r
        default: break
        }
        var d = t.decomposed() ?? DecomposedTransform()
        switch c {
        case .rotationX, .rotationY, .rotationZ:
            var e = d.eulerAngles
            if c == .rotationX { e.x = n } else if c == .rotationY { e.y = n } else { e.z = n }
            d.setEulerAngles(x: e.x, y: e.y, z: e.z)
        case .scaleX: d.scale.x = n
        case .scaleY: d.scale.y = n
        case .scaleZ: d.scale.z = n
        case .scale: d.scale = (n, n, n)
        default: return nil
        }
        return d.matrix
    }
}
