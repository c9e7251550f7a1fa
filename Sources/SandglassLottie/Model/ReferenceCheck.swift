import Foundation

extension LayerModel {
    /// Layers by their `ind` (the first of a duplicate index wins, as parents are looked up).
    static func byIndex(_ layers: [LayerModel]) -> [Int: LayerModel] {
        var byIndex: [Int: LayerModel] = [:]
        for l in layers { if let i = l.index, byIndex[i] == nil { byIndex[i] = l } }
        return byIndex
    }

    /// The matte of layer `i`: the layer its `tp` names, else the layer above when it is a matte.
    static func matte(of i: Int, in layers: [LayerModel], byIndex: [Int: LayerModel]) -> LayerModel? {
        if let tp = layers[i].matteParent { return byIndex[tp] }
        return i > 0 && layers[i - 1].isMatte ? layers[i - 1] : nil
    }
}

/// What the layer tree cannot follow, found when the file is read so that it is in the warnings.
enum ReferenceCheck {
    /// Warnings for references the tree cannot follow: missing or cyclic precomps, missing images,
    /// missing or cyclic parents, mattes without a matte layer.
    /// With the lines, the cuts: what the file asks for past Sandglass's limits (precomps expanding
    /// past `builtLayers`, nested past `precompDepth`).
    static func check(_ model: CompositionModel, file: String) -> (lines: [String], cuts: [String]) {
        var cuts: [String] = []
        // One line per kind of problem per file, naming its first layer and how many more have it: a
        // file of 5,000 orphaned layers is one note, not 5,000.
        var lines: [String] = []
        var counts: [Int] = []
        var lineOfKind: [String: Int] = [:]
        func add(_ kind: String, _ line: String) {
            if let i = lineOfKind[kind] { counts[i] += 1; return }
            lineOfKind[kind] = lines.count
            lines.append(line)
            counts.append(1)
        }
        var checked: Set<String> = []
        func check(_ layers: [LayerModel], path: [String]) {
            let byIndex = LayerModel.byIndex(layers)
            for (i, l) in layers.enumerated() {
                var seen: Set<Int> = []
                var parent = l.parent
                while let p = parent {
                    guard let ancestor = byIndex[p] else { add("missing parent", "\(file): layer '\(l.name)': parent \(p) does not exist; it is ignored"); break }
                    guard seen.insert(p).inserted, seen.count <= LottieLimits.parentChain else {
                        add("parent cycle", "\(file): layer '\(l.name)': its parents form a cycle; the cycle is cut"); break
                    }
                    parent = ancestor.parent
                }
                if let mode = l.matteMode {
                    if LayerModel.matte(of: i, in: layers, byIndex: byIndex) == nil {
                        add("matte missing", "\(file): layer '\(l.name)': track matte without a matte layer above it; drawn unmatted")
                    } else if mode >= 3 {
                        add("luma matte", "\(file): layer '\(l.name)': a luma track matte is not drawn, as iOS does not draw "
                            + "it: the layer shows unmatted")
                    }
                }
                switch l.content {
                case .precomp(let refId, _):
                    if path.contains(refId) {
                        add("precomp cycle", "\(file): layer '\(l.name)': precomp '\(refId)' contains itself; drawn empty")
                    } else if path.count >= LottieLimits.precompDepth {
                        let cut = "precomps nest more than \(LottieLimits.precompDepth) deep"
                        if !cuts.contains(cut) { cuts.append(cut) }
                        add("precomp depth", "\(file): layer '\(l.name)': precomp '\(refId)' is nested more than "
                                + "\(LottieLimits.precompDepth) precomps deep; drawn empty")
                    } else if let inner = model.precomps[refId] {
                        if checked.insert(refId).inserted { check(inner, path: path + [refId]) }
                    } else {
                        add("precomp missing", "\(file): layer '\(l.name)': precomp '\(refId)' is not in the assets; drawn empty")
                    }
                case .image(let refId) where model.images[refId] == nil:
                    add("image missing", "\(file): layer '\(l.name)': image '\(refId)' is not in the assets; drawn empty")
                default: break
                }
            }
        }
        check(model.layers, path: [])
        var expanded: [String: Double] = [:]
        func count(_ layers: [LayerModel], path: [String]) -> Double {
            var n = 0.0
            for l in layers {
                n += 1
                if case .precomp(let refId, _) = l.content, !path.contains(refId), path.count < LottieLimits.precompDepth,
                   let inner = model.precomps[refId] {
                    if expanded[refId] == nil { expanded[refId] = count(inner, path: path + [refId]) }
                    n += expanded[refId]!
                }
            }
            return n
        }
        let expandedLayers = count(model.layers, path: [])
        if expandedLayers > Double(LottieLimits.builtLayers) {
            cuts.append("its precomps expand to \(LottieLimits.countText(expandedLayers)) layers "
                            + "(Sandglass builds \(LottieLimits.builtLayers))")
            add("expansion", "\(file): precomps expand to more than \(LottieLimits.builtLayers) layers; the tree is cut there")
        }
        let said = zip(lines, counts).map { line, count in
            count == 1 ? line : line + " (and \(count - 1) more layer\(count == 2 ? "" : "s") alike)"
        }
        return (said, cuts)
    }
}
