import Foundation

/// The order in which a scene file's params are evaluated: each after the params its fields refer to,
/// otherwise in file order.
///
/// Iterative rather than recursive: a chain of a few thousand params, each referring to the next, is a
/// valid file and must not overflow the stack.
enum ParamDependencyOrder {
    /// A circle of references, from the first name met twice back to itself (`[a, b, a]`).
    struct Cycle: Error {
        let names: [String]
    }

    /// `names` with every name after its `dependencies` (names not in `names` are ignored).
    static func sort(_ names: [String], dependencies: [String: [String]]) throws(Cycle) -> [String] {
        let declared = Set(names)
        var order: [String] = []
        var done = Set<String>()
        for root in names where !done.contains(root) {
            var path: [(name: String, next: Int)] = [(root, 0)]
            var onPath: Set<String> = [root]
            while let top = path.last {
                let edges = dependencies[top.name] ?? []
                guard top.next < edges.count else {
                    path.removeLast()
                    onPath.remove(top.name)
                    done.insert(top.name)
                    order.append(top.name)
                    continue
                }
                path[path.count - 1].next += 1
                let dependency = edges[top.next]
                guard declared.contains(dependency), !done.contains(dependency) else { continue }
                if onPath.contains(dependency) {
                    let names = path.map(\.name)
                    throw Cycle(names: Array(names[names.firstIndex(of: dependency)!...]) + [dependency])
                }
                path.append((dependency, 0))
                onPath.insert(dependency)
            }
        }
        return order
    }
}
