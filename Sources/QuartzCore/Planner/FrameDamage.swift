
/// The part of a target a frame must redraw when the target still holds the previous frame: the
/// boxes of what changed between the two snapshots, in both frames, grown by every shadow that casts
/// them and by every blurred shadow or backdrop the redraw would otherwise cut (a blur reads around the
/// pixels it writes, so a shadowed group or a backdrop that meets the damage is redrawn whole).
///
/// A node counts as changed when any of its own values differ (its world transform is absolute, so a
/// moved parent changes its whole subtree); its damage is its subtree's box (`GroupBounds`), because a
/// group composites its opacity, mask and shadow over all of it. A change of structure (layers added,
/// removed or reordered), of size or background, or any box that cannot be bounded (perspective), is
/// the whole target.
package enum FrameDamage {
    /// Device pixels to redraw (GL's bottom-left origin), empty when nothing changed; nil for all of it.
    public static func region(from old: RenderTree, to new: RenderTree, width: Int, height: Int) -> DeviceRect? {
        region(from: Snapshot(old), to: Snapshot(new), width: width, height: height)
    }

    /// A frame's tree with its subtree boxes, kept by a renderer for the next frame's comparison.
    public struct Snapshot {
        public let tree: RenderTree
        let boxes: [CGRect?]

        public init(_ tree: RenderTree) {
            self.tree = tree
            boxes = GroupBounds.boxes(tree)
        }
    }

    /// `region(from:to:width:height:)` with the boxes of both frames computed once.
    public static func region(from before: Snapshot, to after: Snapshot, width: Int, height: Int) -> DeviceRect? {
        let (old, new) = (before.tree, after.tree)
        guard old.size == new.size, old.backgroundColor == new.backgroundColor,
              old.nodes.count == new.nodes.count else { return nil }
        for i in new.nodes.indices where !old.children(of: i).elementsEqual(new.children(of: i)) || old.nodes[i].mask != new.nodes[i].mask {
            return nil
        }
        let parents = parentIndices(new)
        let (oldBoxes, newBoxes) = (before.boxes, after.boxes)
        var damage = CGRect.null
        for i in new.nodes.indices where old.nodes[i] != new.nodes[i] {
            guard let before = oldBoxes[i], let after = newBoxes[i] else { return nil }
            damage = damage.union(castByShadows(before, of: i, old, parents))
            damage = damage.union(castByShadows(after, of: i, new, parents))
        }
        guard !damage.isNull else { return DeviceRect(x: 0, y: 0, width: 0, height: 0) }
        // Blurred shadows and backdrops meeting the damage are redrawn whole, until no more meet it: a
        // backdrop's pixels outside the damage hold last frame's blur, not what lies behind it.
        var grown = true
        while grown {
            grown = false
            for i in new.nodes.indices {
                let reach: CGRect
                if let shadow = new.nodes[i].shadow, shadow.opacity > 0 {
                    guard let box = newBoxes[i] else { return nil }
                    reach = GroupBounds.withShadow(box, shadow, world: new.nodes[i].world)
                } else if new.nodes[i].paintsBackdrop {
                    guard let box = GroupBounds.rootBox(of: new.nodes[i].bounds, world: new.nodes[i].world) else { return nil }
                    reach = box
                } else {
                    continue
                }
                if reach.intersects(damage) && !damage.contains(reach) {
                    damage = damage.union(reach)
                    grown = true
                }
            }
        }
        return DeviceRect(covering: damage.insetBy(dx: -2, dy: -2), scale: CGFloat(width) / max(new.size.width, 1e-9),
                          width: width, height: height)
    }

    /// `box` of node `index` and the copies of it that its own and its ancestors' shadows cast.
    private static func castByShadows(_ box: CGRect, of index: Int, _ tree: RenderTree, _ parents: [Int]) -> CGRect {
        var area = box
        var i = index
        while i >= 0 {
            if let shadow = tree.nodes[i].shadow, shadow.opacity > 0 {
                area = GroupBounds.withShadow(area, shadow, world: tree.nodes[i].world)
            }
            i = parents[i]
        }
        return area
    }

    /// Each node's parent (its superlayer or its mask's owner); -1 for the root.
    private static func parentIndices(_ tree: RenderTree) -> [Int] {
        var parents = [Int](repeating: -1, count: tree.nodes.count)
        for (i, node) in tree.nodes.enumerated() {
            for child in tree.childIndices[node.childRange] { parents[child] = i }
            if let mask = node.mask { parents[mask] = i }
        }
        return parents
    }
}
