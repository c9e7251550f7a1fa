import Foundation
import Sandglass

/// The inspector's layer tree as the flat list of rows it draws: depth first, a layer's mask before its
/// sublayers (as `LayerPath` numbers them), the children of a folded layer left out. Flat, so that only
/// the rows in view are drawn and the row of a picked layer is known before drawing: the tree scrolls to
/// it (`index(of:)`) and unfolds its ancestors.
struct LayerTreeRows: Equatable {
    struct Row: Equatable {
        var path: LayerPath
        var name: String
        /// The class shown beside the name (`CAShapeLayer`).
        var typeName: String
        var depth: Int
        var hasChildren: Bool
        var isFolded: Bool
    }

    private(set) var rows: [Row] = []

    /// The rows of `root`'s tree; the children of `folded` layers are left out, except on the way to
    /// `reveal` (a picked layer is always shown).
    init(root: CALayer, names: LayerNames, folded: Set<LayerPath>, reveal: LayerPath? = nil) {
        var stack: [(CALayer, LayerPath, String, Int)] = [(root, LayerPath(), root.name ?? "root", 0)]
        while let (layer, path, name, depth) = stack.popLast() {
            let children = (layer.mask.map { [($0, -1, "mask")] } ?? [])
                + (layer.sublayers ?? []).enumerated().map { ($0.element, $0.offset, names.name(of: $0.element, index: $0.offset)) }
            let onTheWay = reveal.map(path.isAncestor(of:)) ?? false
            let isFolded = folded.contains(path) && !onTheWay
            rows.append(Row(path: path, name: name, typeName: String(describing: type(of: layer)), depth: depth,
                            hasChildren: !children.isEmpty, isFolded: isFolded))
            guard !isFolded else { continue }
            for (child, step, childName) in children.reversed() {
                stack.append((child, LayerPath(path.steps + [step]), childName, depth + 1))
            }
        }
    }

    /// The row of the layer at `path`, nil when it is not shown.
    func index(of path: LayerPath) -> Int? { rows.firstIndex { $0.path == path } }
}
