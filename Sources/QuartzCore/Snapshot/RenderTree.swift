import SandglassTessellation

/// An immutable per-frame snapshot of what to draw: plain values, never layer objects.
///
/// Built from the presentation (or model) tree by `RenderTreeBuilder`; the GL code sees only this.
/// Nodes are stored flat; `nodes[0]` is the root. Hidden layers and layers with zero opacity are left
/// out when the tree is built, and each node's children are already in drawing order (zPosition, then
/// sibling order).
///
/// The tree is two arrays (and, while it is rebuilt, a count), so that a frame's tree can be rebuilt
/// in the storage of an older one without a heap allocation (`RenderTreeBuilder.rebuild`,
/// `FrameSource`): `nodes`, and `childIndices`, where each node's children are one contiguous run
/// (`RenderNode.childRange`).
/// It is a value: a tree kept (the damage diff keeps the previous frame's) never changes when
/// another is rebuilt; sharing storage with a kept tree only costs the copy on write.
package struct RenderTree: Sendable {
    /// The size of the root layer in points (the image covers exactly this).
    public var size: CGSize
    /// Colour behind everything (the scene's background).
    public var backgroundColor: CGColor
    public var nodes: [RenderNode]
    /// The children of every node, each node's in one run that its `childRange` names.
    public private(set) var childIndices: [Int]
    /// During a rebuild, the nodes placed so far (`beginRebuild`); nil otherwise.
    private var rebuiltCount: Int?

    /// A tree of `nodes` whose children are listed by parent: `children[i]` are node i's children
    /// in drawing order (nodes not listed have none), e.g. `[0: [1, 2]]`.
    public init(size: CGSize, backgroundColor: CGColor, nodes: [RenderNode] = [], children: [Int: [Int]] = [:]) {
        (self.size, self.backgroundColor, self.nodes, self.childIndices) = (size, backgroundColor, nodes, [])
        for (parent, list) in children.sorted(by: { $0.key < $1.key }) { setChildren(of: parent, to: list) }
    }

    /// The target a frame of this tree needs at `scale` pixels a point (`pixelSize(of:scale:)`).
    public func pixelSize(scale: CGFloat) -> (width: Int, height: Int) { Self.pixelSize(of: size, scale: scale) }

    /// The pixels that cover `size` points at `scale` pixels a point: ceil(size × scale), so a fractional
    /// size is never cut, and at least one pixel a side. A product a hair over a whole number from
    /// floating-point error (200 × 0.3 = 60.000000000000007) counts as that number.
    public static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        func pixels(_ points: CGFloat) -> Int {
            let p = points * scale
            return max(1, Int((p - 1e-9 * max(1, p)).rounded(.up)))
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// The indices of node `index`'s children, in drawing order.
    @inline(__always)
    public func children(of index: Int) -> ArraySlice<Int> { childIndices[nodes[index].childRange] }

    /// Appends a node (its `childRange` empty until its children are set); returns its index. The
    /// node is moved in, not copied (no retain and release of its paths, colours and name). In a
    /// rebuild it takes the place of the old node at its index, if any (`beginRebuild`).
    @discardableResult
    public mutating func append(_ node: consuming RenderNode) -> Int {
        guard let index = rebuiltCount else {
            nodes.append(node)
            nodes[nodes.count - 1].childRange = 0..<0
            return nodes.count - 1
        }
        rebuiltCount = index + 1
        if index < nodes.count { nodes[index] = node } else { nodes.append(node) }
        nodes[index].childRange = 0..<0
        return index
    }

    /// During a rebuild, the index of the next node when an old node sits there: the caller refills
    /// that node in place (`RenderNode.refill`) instead of appending a new one, and its `childRange`
    /// is already empty. Nil otherwise (not rebuilding, or past the old nodes): append instead.
    /// Refilling writes each value over the old one; building a node and moving it in copied and
    /// destroyed 528 bytes a node through the value witnesses, a sixth of a steady frame's build.
    mutating func takeRefillableSlot() -> Int? {
        guard let index = rebuiltCount, index < nodes.count else { return nil }
        rebuiltCount = index + 1
        nodes[index].childRange = 0..<0
        return index
    }

    /// Lists `children` as node `index`'s children: a new run at the end of `childIndices` (a run set
    /// before is left unused).
    public mutating func setChildren(of index: Int, to children: some Collection<Int>) {
        let start = childIndices.count
        childIndices.append(contentsOf: children)
        nodes[index].childRange = start..<childIndices.count
    }

    /// Reserves `count` slots at the end of `childIndices` as node `index`'s run, for the caller to
    /// fill through `subscript(childSlot:)` (the builder writes each child's index once it is added).
    mutating func reserveChildren(of index: Int, count: Int) -> Range<Int> {
        let start = childIndices.count
        childIndices.append(contentsOf: repeatElement(0, count: count))
        nodes[index].childRange = start..<childIndices.count
        return nodes[index].childRange
    }

    /// Keeps the first `count` slots of node `index`'s run, the last one `reserveChildren` reserved,
    /// and gives the rest back (the builder reserves one per sublayer and fills the drawn ones).
    mutating func keepChildren(of index: Int, count: Int) {
        let start = nodes[index].childRange.lowerBound
        childIndices.removeLast(childIndices.count - (start + count))
        nodes[index].childRange = count == 0 ? 0..<0 : start..<start + count
    }

    /// Reads and writes one slot of `childIndices` (the builder orders and fills reserved runs in place).
    subscript(childSlot slot: Int) -> Int {
        get { childIndices[slot] }
        set { childIndices[slot] = newValue }
    }

    /// Sorts reserved slots in place by `areInIncreasingOrder` (the builder's zPosition order).
    mutating func sortChildSlots(_ slots: Range<Int>, by areInIncreasingOrder: (Int, Int) -> Bool) {
        // Through the buffer: sorting `childIndices[slots]` would copy the slice.
        childIndices.withUnsafeMutableBufferPointer { all in
            var run = UnsafeMutableBufferPointer(rebasing: all[slots])
            run.sort(by: areInIncreasingOrder)
        }
    }

    /// Starts rebuilding the tree in place, keeping both arrays' capacity: until `endRebuild`, each
    /// node appended overwrites the old node at its index instead of the old nodes being dropped
    /// first. A steady frame's node then releases the paths and colours of the node it replaces
    /// while they are in the cache, having just retained the same ones: dropping 10,000 old nodes
    /// first touched every path and every node once more, all of them cold.
    mutating func beginRebuild(size: CGSize, backgroundColor: CGColor) {
        (self.size, self.backgroundColor) = (size, backgroundColor)
        childIndices.removeAll(keepingCapacity: true)
        rebuiltCount = 0
    }

    /// Ends the rebuild `beginRebuild` started: the old nodes not overwritten are dropped.
    mutating func endRebuild() {
        if let count = rebuiltCount, count < nodes.count { nodes.removeSubrange(count...) }
        rebuiltCount = nil
    }
}
