import Foundation
import Sandglass
import SandglassHeadless

/// The one render tree the viewport draws when it compares the model with the presentation: both frames'
/// trees placed by a `CompareLayout`, so the renderer draws (and redraws only the damage of) a single
/// picture. Side by side, each copy is clipped to its rectangle on the scene's background, with the gap
/// in `gapColor`; onion-skinned, the model is a ghost (`ghostOpacity`, its root's background left out)
/// over the presentation. Variants (`VariantLayout`) go the same way, each scaled into its cell.
enum CompareTree {
    static let ghostOpacity: CGFloat = 0.35
    static let gapColor = CGColor(red: 0.16, green: 0.16, blue: 0.18, alpha: 1)

    static func combine(model: RenderTree, presentation: RenderTree, layout: CompareLayout, mode: CompareLayout.Mode) -> RenderTree {
        switch mode {
        case .off:
            return presentation
        case .onion:
            var tree = presentation
            var ghost = model
            guard !ghost.nodes.isEmpty else { return tree }
            ghost.nodes[0].backgroundColor = nil
            ghost.nodes[0].opacity *= ghostOpacity
            let root = append(ghost, at: .zero, to: &tree)
            tree.setChildren(of: 0, to: tree.children(of: 0) + [root])
            return tree
        case .sideBySide:
            var combined = RenderTree(size: layout.size, backgroundColor: gapColor)
            combined.append(RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: layout.size), name: "compare"))
            var frames: [Int] = []
            for (tree, origin, name) in [(model, layout.model, "model"), (presentation, layout.presentation, "presentation")] {
                let frame = RenderNode(world: CATransform3DMakeTranslation(origin.x, origin.y, 0),
                                       bounds: CGRect(origin: .zero, size: tree.size), backgroundColor: tree.backgroundColor,
                                       masksToBounds: true, name: name)
                let index = combined.append(frame)
                frames.append(index)
                if !tree.nodes.isEmpty { combined.setChildren(of: index, to: [append(tree, at: origin, to: &combined)]) }
            }
            combined.setChildren(of: 0, to: frames)
            return combined
        }
    }

    /// The variants side by side (`VariantLayout`): each frame's tree scaled into its place, clipped to
    /// its canvas on the scene's background, on `gapColor`.
    static func combine(variants trees: [RenderTree], layout: VariantLayout) -> RenderTree {
        var combined = RenderTree(size: layout.size, backgroundColor: gapColor)
        combined.append(RenderNode(world: .identity, bounds: CGRect(origin: .zero, size: layout.size), name: "variants"))
        var frames: [Int] = []
        for (i, tree) in trees.enumerated() where layout.scenes.indices.contains(i) {
            let place = layout.scenes[i], scale = layout.scales[i]
            let transform = CATransform3DMakeScale(scale, scale, 1).concat(CATransform3DMakeTranslation(place.minX, place.minY, 0))
            let frame = RenderNode(world: transform, bounds: CGRect(origin: .zero, size: tree.size), backgroundColor: tree.backgroundColor,
                                   masksToBounds: true, name: "variant \(i)")
            let index = combined.append(frame)
            frames.append(index)
            if !tree.nodes.isEmpty { combined.setChildren(of: index, to: [append(tree, transformedBy: transform, to: &combined)]) }
        }
        combined.setChildren(of: 0, to: frames)
        return combined
    }

    /// Appends `tree`'s nodes moved by `origin` (their indices shifted); returns its root's index.
    static func append(_ tree: RenderTree, at origin: CGPoint, to combined: inout RenderTree) -> Int {
        append(tree, transformedBy: origin == .zero ? nil : CATransform3DMakeTranslation(origin.x, origin.y, 0), to: &combined)
    }

    /// Appends `tree`'s nodes with `transform` after their own (nil: as they are); returns its root's index.
    static func append(_ tree: RenderTree, transformedBy transform: CATransform3D?, to combined: inout RenderTree) -> Int {
        let base = combined.nodes.count
        for var node in tree.nodes {
            if let transform { node.world = node.world.concat(transform) }
            node.mask = node.mask.map { $0 + base }
            combined.append(node)
        }
        for i in tree.nodes.indices {
            combined.setChildren(of: base + i, to: tree.children(of: i).lazy.map { $0 + base })
        }
        return base
    }
}
