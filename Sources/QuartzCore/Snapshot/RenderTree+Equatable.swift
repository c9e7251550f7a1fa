
extension RenderTree: Equatable {
    /// The same picture and structure: sizes, backgrounds, every node's values, and every node's
    /// children, wherever in `childIndices` each tree lists them.
    public static func == (a: RenderTree, b: RenderTree) -> Bool {
        guard a.size == b.size, a.backgroundColor == b.backgroundColor, a.nodes.count == b.nodes.count else { return false }
        for i in a.nodes.indices {
            guard a.children(of: i).elementsEqual(b.children(of: i)) else { return false }
            var other = b.nodes[i]
            other.childRange = a.nodes[i].childRange
            guard a.nodes[i] == other else { return false }
        }
        return true
    }
}
