import Foundation
import Sandglass

/// Onion skin of neighbouring frames (O): the presentation `reach` frames (at 60 Hz) before and after
/// the shown one, each a ghost over it (its root's background left out) whose opacity fades with the
/// distance, so a motion's path and spacing show in one picture.
///
/// The neighbours are the layers' animations evaluated at those times (`presentationTree(at:)`), which
/// plays nothing: no callback runs and the scene is not sought, so the scene is not disturbed. A frame
/// ahead therefore shows the animations the layers hold now (not one a completion adds later).
enum NeighbourFrames {
    /// Frames on each side.
    static let reach = 3
    /// The frame step, seconds.
    static let frameDuration = 1.0 / 60

    /// The ghost's opacity `distance` frames away: 0.3, 0.2, 0.1 for 1, 2, 3.
    static func opacity(atDistance distance: Int) -> CGFloat {
        CGFloat(reach + 1 - abs(distance)) / 10
    }

    /// The offsets drawn, farthest first so that the nearest ghosts are drawn last (on top).
    static var offsets: [Int] {
        (1...reach).reversed().flatMap { [-$0, $0] }
    }

    /// `shown` with the ghosts of `root`'s presentation at the neighbouring times drawn over it;
    /// `build` makes a layer tree into a render tree as the shown one was made (size, margin, fit).
    static func combine(_ shown: RenderTree, root: CALayer, at time: Double, build: (CALayer) -> RenderTree) -> RenderTree {
        var tree = shown
        guard !tree.nodes.isEmpty else { return tree }
        var ghosts: [Int] = []
        for offset in offsets {
            let t = time + Double(offset) * frameDuration
            guard t >= 0 else { continue }
            var ghost = build(root.presentationTree(at: t))
            guard !ghost.nodes.isEmpty else { continue }
            ghost.nodes[0].backgroundColor = nil
            ghost.nodes[0].opacity *= opacity(atDistance: offset)
            ghosts.append(CompareTree.append(ghost, at: .zero, to: &tree))
        }
        tree.setChildren(of: 0, to: tree.children(of: 0) + ghosts)
        return tree
    }
}
