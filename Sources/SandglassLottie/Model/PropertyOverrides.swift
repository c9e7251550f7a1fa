import Foundation

/// The file's properties a designer tweaks without After Effects, as the scene's parameters: each
/// solid fill and stroke colour (`Shape Layer 1.Group 1.Fill 1.Color`) and each layer's opacity
/// (`Shape Layer 1.Transform.Opacity`, percent), named by Lottie keypaths (names joined by dots). Their
/// defaults are the file's values (the first keyframe's when animated); a value other than the
/// default replaces the property, animation and all, in every tree built (as lottie-ios's value
/// providers do). The preview lists them in its params column and writes them to a params file beside
/// the Lottie file; `--params FILE` applies one headless.
///
/// Only the file's own layers (not precomps' insides) are listed, at most `limit`, the first found
/// first: a file of hundreds of layers keeps a column a person can read.
struct PropertyOverrides: Sendable {
    static let limit = 64

    let declarations: [ParameterDeclaration]

    init(_ model: CompositionModel) {
        var out: [ParameterDeclaration] = []
        var seen: Set<String> = []
        func add(_ d: ParameterDeclaration) {
            guard out.count < Self.limit, seen.insert(d.name).inserted else { return }
            out.append(d)
        }
        for layer in model.layers where !layer.isMatte {
            add(.number("\(layer.name).Transform.Opacity", min(max(layer.transform.opacity.initial[safe: 0], 0), 100),
                        in: 0...100, unit: "%", help: "the opacity of layer '\(layer.name)'"))
            if case .shapes(let items) = layer.content { Self.paints(items, path: layer.name) { add($0) } }
        }
        declarations = out
    }

    private static func paints(_ items: [ShapeItem], path: String, _ add: (ParameterDeclaration) -> Void) {
        for item in items {
            switch item {
            case let .group(name, inner, _): paints(inner, path: path + "." + name, add)
            case .paint(let paint):
                guard case .color(let color) = paint.source else { continue }
                let c = PropertyAnimator.color(color.initial).components ?? [0, 0, 0, 1]
                add(.color("\(path).\(paint.name).Color", CGColor(red: min(max(c[0], 0), 1), green: min(max(c[1], 0), 1),
                                                                  blue: min(max(c[2], 0), 1), alpha: 1),
                           help: "the colour of '\(paint.name)' in \(path)"))
            default: continue
            }
        }
    }

    /// `model` with the values that differ from their defaults put in place of the properties.
    func applied(_ values: ParameterValues, to model: CompositionModel) -> CompositionModel {
        let changed = Set(declarations.filter { values.parameters.declaration(named: $0.name) != nil && values[$0.name] != $0.defaultValue }
            .map(\.name))
        guard !changed.isEmpty else { return model }
        var model = model
        for i in model.layers.indices {
            let name = model.layers[i].name
            let opacity = "\(name).Transform.Opacity"
            if changed.contains(opacity) { model.layers[i].transform.opacity = .fixed([values.number(opacity)]) }
            if case .shapes(let items) = model.layers[i].content {
                model.layers[i].content = .shapes(Self.recolored(items, path: name, changed, values))
            }
        }
        return model
    }

    private static func recolored(_ items: [ShapeItem], path: String, _ changed: Set<String>, _ values: ParameterValues) -> [ShapeItem] {
        items.map { item in
            switch item {
            case let .group(name, inner, transform):
                return .group(name: name, items: recolored(inner, path: path + "." + name, changed, values), transform: transform)
            case .paint(var paint):
                let key = "\(path).\(paint.name).Color"
                guard changed.contains(key), case .color = paint.source, let c = values.color(key).components else { return item }
                paint.source = .color(.fixed([Double(c[0]), Double(c[1]), Double(c[2]), 1]))
                return .paint(paint)
            default: return item
            }
        }
    }
}
