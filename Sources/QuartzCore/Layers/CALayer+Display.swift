import Foundation

/// Layer drawing and layout, run as Core Animation runs them: marked with `setNeedsDisplay()` /
/// `setNeedsLayout()`, done at the next commit (each frame, before it is drawn), layout first.
/// A layer's drawing becomes its `contents`, a bitmap of `bounds × contentsScale` pixels.
extension CALayer {
    /// The commit's work on this subtree: layout, then drawing of every layer marked for it. A subtree
    /// where nothing was marked since the last commit (`PendingWork.commit`) is not visited.
    public func layoutAndDisplayIfNeeded() {
        guard pendingWork.contains(.commit) else { return }
        layoutIfNeeded()
        displayTree()
    }

    private func displayTree() {
        displayIfNeeded()
        for s in _sublayers where s.pendingWork.contains(.commit) { s.displayTree() }
        if let m = mask, m.pendingWork.contains(.commit) { m.displayTree() }
        if !pendingAfterWalk(.commit, own: needsLayoutFlag || needsDisplayFlag) { pendingWork.remove(.commit) }
    }

    /// Draws `contents` through `draw(in:)` into a fresh bitmap context: y down, user space in the
    /// layer's bounds coordinates (points), `contentsScale` pixels per point. An empty bounds clears
    /// `contents`. What `display()` does when the layer has no delegate, or one that does not display.
    public func drawContents() { drawContents(keepingIf: { true }) }

    /// `drawContents()`, keeping the drawing as `contents` only when `keep()` says so after
    /// `draw(in:)` ran (a view that turns out not to draw leaves its contents alone, and no image is made).
    public func drawContents(keepingIf keep: () -> Bool) {
        delegate?.layerWillDraw(self)
        guard let ctx = CGContext.drawing(bounds, scale: contentsScale > 0 ? contentsScale : 1) else {
            contents = nil
            return
        }
        draw(in: ctx)
        guard keep() else { return }
        contents = ctx.makeImage()
    }
}
