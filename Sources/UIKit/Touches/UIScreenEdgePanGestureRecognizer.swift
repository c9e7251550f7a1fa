import Foundation
import QuartzCore

/// A pan that starts at an edge of the screen: it fails unless its first touch goes down within
/// `edgeMargin` points of one of `edges` of the root view (the window), then pans as
/// `UIPanGestureRecognizer` does. With no edges (the default, as on iOS) it never begins.
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    /// How far from the edge a touch may start: iOS's system gesture margin, about 20 points.
    static let edgeMargin: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, self.touches.count == touches.count,
           let touch = touches.first, let root = touch.root, !startsAtEdge(touch.location(in: nil), of: root.bounds) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
    }

    private func startsAtEdge(_ p: CGPoint, of bounds: CGRect) -> Bool {
        let m = Self.edgeMargin
        return (edges.contains(.left) && p.x - bounds.minX <= m) || (edges.contains(.right) && bounds.maxX - p.x <= m)
            || (edges.contains(.top) && p.y - bounds.minY <= m) || (edges.contains(.bottom) && bounds.maxY - p.y <= m)
    }
}
