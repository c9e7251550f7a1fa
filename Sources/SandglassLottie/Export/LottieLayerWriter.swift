import Foundation

/// The Lottie layers of an export's sampled layers: ordered top first as Lottie lists them (a layer
/// above its sublayers' painting order reversed), parented as the layer tree is, each with its
/// transform (`ks`) and its drawing as shape groups in its own coordinates.
struct LottieLayerWriter {
    let histories: [LayerHistory]
    let frameCount: Int
    /// The easings a changing property's stretches are tried against (`EasedSegments`).
    let easings: [CubicEasing]
    /// The embedded image of each `contents` image, by identity.
    let images: [LayerSampler.ImageKey: ImageAsset]

    /// An embedded image: its asset id and size in pixels.
    struct ImageAsset {
        let id: String
        let width: Int
        let height: Int
    }

    /// How far a written value may stray from a sample between two keyframes.
    private enum Tolerance {
        static let points = 0.01, percent = 0.02, degrees = 0.01, color = 0.001
    }

    /// Whether a translucent layer has sublayers, whose opacity the export folds into each of them.
    var foldsGroupOpacity: Bool {
        let parents = Set(histories.compactMap(\.parent))
        return histories.contains { parents.contains($0.id) && $0.frames.contains { $0.opacity > 0 && $0.opacity < 99.999 } }
    }

    /// Whether a layer lies under two mattes (a mask within a clip, a clip within a mask): Lottie gives
    /// a layer one, and the nearer is kept.
    var stacksMattes: Bool {
        let mattes = Mattes(histories)
        return histories.contains { $0.masks == nil && mattes.above($0).count > 1 }
    }

    /// What mattes each layer: the masks of the layers at or above it, and the bounds of the layers
    /// above it that clip (`masksToBounds`; a layer's own drawing is clipped by a layer mask,
    /// `masksProperties`, not a matte).
    private struct Mattes {
        enum Matte {
            case mask(LayerHistory)
            case clip(LayerHistory)
        }

        private let byID: [ExportLayerID: LayerHistory]
        private let maskOf: [ExportLayerID: LayerHistory]

        init(_ histories: [LayerHistory]) {
            byID = Dictionary(histories.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            maskOf = Dictionary(histories.compactMap { mask in mask.masks.map { ($0, mask) } }, uniquingKeysWith: { a, _ in a })
        }

        /// `history`'s mattes, nearest first.
        func above(_ history: LayerHistory) -> [Matte] {
            var found: [Matte] = []
            var current: LayerHistory? = history
            while let layer = current {
                if let mask = maskOf[layer.id] { found.append(.mask(mask)) }
                if layer.id != history.id, layer.frames.contains(where: \.clips) { found.append(.clip(layer)) }
                current = layer.parent.flatMap { byID[$0] }
            }
            return found
        }
    }

    func layers() -> [[String: Any]] {
        // Painting order bottom to top is the order of the paths of sublayer indices; Lottie lists the top first.
        let drawn = histories.filter { $0.masks == nil }
        let ordered = drawn.sorted { $0.paintsBefore($1) }.reversed()
        var index: [ExportLayerID: Int] = [:]
        for (i, history) in ordered.enumerated() { index[history.id] = i + 1 }
        let mattes = Mattes(histories)
        var next = ordered.count + 1
        // A sublayerTransform is a null layer between the layer and its sublayers.
        var sublayerParents: [ExportLayerID: Int] = [:]
        var nulls: [[String: Any]] = []
        for history in ordered where history.frames.contains(where: { $0.sublayer != nil }) {
            sublayerParents[history.id] = next
            nulls.append(sublayerNull(history, index: next, parent: index[history.id]!))
            next += 1
        }
        func parentIndex(_ history: LayerHistory) -> Int? {
            history.parent.flatMap { sublayerParents[$0] ?? index[$0] }
        }
        var written: [[String: Any]] = []
        for history in ordered {
            var drawnLayer = layer(history, index: index[history.id]!, parent: parentIndex(history))
            // A matte right above: Lottie's matte masks the one layer below it, so each layer under a
            // mask or a clip gets its own copy.
            let nearest = mattes.above(history).first
            func addMatte(for drawn: inout [String: Any], clippedBy own: LayerHistory? = nil) {
                if let own, let ownIndex = index[own.id] {
                    written.append(clipMatte(own, index: next, parent: ownIndex))
                } else if case let .mask(mask)? = nearest, let owner = mask.masks, let ownerIndex = index[owner] {
                    var copy = layer(mask, index: next, parent: ownerIndex)
                    copy["td"] = 1
                    written.append(copy)
                } else if case let .clip(clip)? = nearest, let clipIndex = index[clip.id] {
                    written.append(clipMatte(clip, index: next, parent: clipIndex))
                } else {
                    return
                }
                next += 1
                drawn["tt"] = 1
            }
            var keys: [LayerSampler.ImageKey] = []
            for key in history.frames.compactMap(\.image) where !keys.contains(key) { keys.append(key) }
            for key in keys {
                guard var image = imageLayer(history, showing: key, index: next, parent: index[history.id]!) else { continue }
                next += 1
                // Its own layer's clip, else what mattes its layer.
                addMatte(for: &image, clippedBy: history.frames.contains(where: \.clips) ? history : nil)
                written.append(image)
            }
            addMatte(for: &drawnLayer)
            written.append(drawnLayer)
        }
        return written + nulls
    }

    /// The image layer of `owner`'s `contents` image `key` (its asset), placed where its gravity puts
    /// it in `owner`'s coordinates, with `owner`'s opacity in the frames that show it and none in the
    /// others (a sprite sheet's cell); nil when it has no asset.
    private func imageLayer(_ owner: LayerHistory, showing key: LayerSampler.ImageKey, index: Int, parent: Int) -> [String: Any]? {
        guard let asset = images[key] else { return nil }
        let track = owner.track
        let transform: [String: Any] = [
            "a": ["a": 0, "k": [0, 0]],
            "p": track { Array(($0.imageRect ?? [0, 0, 0, 0]).prefix(2)) }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "s": track { frame in
                let rect = frame.imageRect ?? [0, 0, 0, 0]
                return [rect[2] / Double(asset.width) * 100, rect[3] / Double(asset.height) * 100, 100]
            }.json(easings: easings, tolerance: Tolerance.percent, value: Self.numbers),
            "r": ["a": 0, "k": 0],
            "o": track { [$0.image == key ? $0.opacity : 0] }.json(easings: easings, tolerance: Tolerance.percent, holds: true, value: Self.number),
        ]
        return header(owner, name: "\(owner.name) contents", index: index, type: 2, parent: parent, transform: transform)
            .merging(["refId": asset.id]) { a, _ in a }
    }

    /// The null layer that holds `owner`'s `sublayerTransform` for its sublayers: about its anchor,
    /// in its coordinates.
    private func sublayerNull(_ owner: LayerHistory, index: Int, parent: Int) -> [String: Any] {
        let identity = [0.0, 0, 100, 100, 0, 0, 0]
        func track(_ values: ([Double]) -> [Double]) -> SampledTrack {
            owner.track { values($0.sublayer ?? Array($0.anchor + identity.dropFirst(2))) }
        }
        let transform: [String: Any] = [
            "a": track { Array($0[0...1]) }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "p": track { [$0[0] + $0[5], $0[1] + $0[6]] }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "s": track { [$0[2], $0[3], 100] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.numbers),
            "r": track { [$0[4]] }.json(easings: easings, tolerance: Tolerance.degrees, value: Self.number),
            "o": ["a": 0, "k": 100],
        ]
        return header(owner, name: "\(owner.name) sublayerTransform", index: index, type: 3, parent: parent, transform: transform)
    }

    private func layer(_ history: LayerHistory, index: Int, parent: Int?) -> [String: Any] {
        let frames = history.frames
        let track = history.track
        let transform: [String: Any] = [
            "a": track(\.anchor).json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "p": track(\.position).json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "s": track { $0.scale + [100] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.numbers),
            "r": track { [$0.rotation] }.json(easings: easings, tolerance: Tolerance.degrees, value: Self.number),
            "o": track { [$0.opacity] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
        ]
        let shapes = contents(history)
        var layer = header(history, name: history.name, index: index, type: shapes.isEmpty ? 3 : 4, parent: parent, transform: transform)
        if !shapes.isEmpty { layer["shapes"] = shapes }
        if !shapes.isEmpty, frames.contains(where: \.clips) {
            // Its own drawing clipped to its rounded bounds (a path reaching past them, as a mask's may).
            let outline = track { frame in
                guard frame.clips else { return [] }
                let b = frame.bounds, r = min(frame.cornerRadius, min(b[2], b[3]) / 2)
                let rect = CGRect(x: b[0], y: b[1], width: b[2], height: b[3])
                let path = r > 0 ? CGPath(roundedRect: rect, cornerWidth: r, cornerHeight: r, transform: nil) : CGPath(rect: rect, transform: nil)
                return LottieBezier.contours(of: path).first.map { [1] + $0.flattened } ?? []
            }
            layer["masksProperties"] = [[
                "nm": "masksToBounds", "mode": "a", "inv": false, "o": ["a": 0, "k": 100], "x": ["a": 0, "k": 0],
                "pt": outline.json(easings: easings, tolerance: Tolerance.points, value: Self.bezier),
            ]]
            layer["hasMask"] = true
        }
        return layer
    }

    /// The layer's drawing, top first: its border, a shape layer's stroke then fill, a gradient, its
    /// background. Each part appears when any frame has it (transparent in the frames without).
    private func contents(_ history: LayerHistory) -> [[String: Any]] {
        let frames = history.frames, track = history.track
        var groups: [[String: Any]] = []
        let rectangle = { (inset: Double) in self.rectangle(history, inset: inset) }
        if frames.contains(where: { $0.border != nil }) {
            groups.append(group("border", [rectangle(1), stroke(color: track { $0.border ?? [0, 0, 0, 0] }, width: track { [$0.borderWidth] },
                                                               cap: 1, join: 1, miter: 4, dashes: nil)]))
        }
        if let first = frames.first(where: { $0.shape != nil })?.shape {
            let contourCount = frames.map { $0.shape?.paths.count ?? 0 }.max() ?? 0
            let paths: [[String: Any]] = (0..<contourCount).map { k in
                let samples = track { frame in
                    guard let paths = frame.shape?.paths, paths.indices.contains(k) else { return [] }
                    return [paths[k].closed ? 1 : 0] + paths[k].flattened
                }
                return ["ty": "sh", "nm": "path \(k + 1)", "d": 1, "ks": samples.json(easings: easings, tolerance: Tolerance.points, value: Self.bezier)]
            }
            if frames.contains(where: { $0.shape?.stroke != nil }) {
                var items = paths
                if frames.contains(where: { $0.shape.map { $0.trim != [0, 100] } ?? false }) {
                    items.append([
                        // One trim over the contours in sequence (`m` 2), as strokeEnd trims a path of several.
                        "ty": "tm", "nm": "strokeStart, strokeEnd", "m": 2, "o": ["a": 0, "k": 0],
                        "s": track { [$0.shape?.trim[0] ?? 0] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
                        "e": track { [$0.shape?.trim[1] ?? 100] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
                    ])
                }
                items.append(stroke(color: track { $0.shape?.stroke ?? [0, 0, 0, 0] }, width: track { [$0.shape?.lineWidth ?? 0] },
                                    cap: first.lineCap, join: first.lineJoin, miter: first.miterLimit,
                                    dashes: first.dashes.isEmpty ? nil : (first.dashes, track { [$0.shape?.dashPhase ?? 0] })))
                groups.append(group("stroke", items))
            }
            if frames.contains(where: { $0.shape?.fill != nil }) {
                groups.append(group("fill", paths + [fill(track { $0.shape?.fill ?? [0, 0, 0, 0] }, evenOdd: first.evenOdd)]))
            }
        }
        if let first = frames.first(where: { $0.gradient != nil })?.gradient {
            let stops = first.colors.count
            let colorStops = track { frame in Self.gradientStops(frame.gradient, count: stops) }
            var gradient: [String: Any] = [
                "ty": "gf", "nm": "gradient", "t": first.radial ? 2 : 1, "r": 1, "o": ["a": 0, "k": 100],
                "s": track { $0.gradient?.start ?? [0, 0] }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
                "e": track { $0.gradient?.end ?? [0, 0] }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
                "g": ["p": stops, "k": colorStops.json(easings: easings, tolerance: Tolerance.color, value: Self.numbers)],
            ]
            if first.radial { (gradient["h"], gradient["a"]) = (["a": 0, "k": 0], ["a": 0, "k": 0]) }
            groups.append(group("gradient", [rectangle(0), gradient]))
        }
        if frames.contains(where: { $0.background != nil }) {
            groups.append(group("background", [rectangle(0), fill(track { $0.background ?? [0, 0, 0, 0] }, evenOdd: false)]))
        }
        return groups
    }

    /// The layer's bounds as a rounded rectangle (`cornerRadius`), inset by `inset` border widths.
    private func rectangle(_ history: LayerHistory, inset: Double) -> [String: Any] {
        let track = history.track
        return [
            "ty": "rc", "nm": "bounds", "d": 1,
            "p": track { [$0.bounds[0] + $0.bounds[2] / 2, $0.bounds[1] + $0.bounds[3] / 2] }
                .json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "s": track { [max(0, $0.bounds[2] - inset * $0.borderWidth), max(0, $0.bounds[3] - inset * $0.borderWidth)] }
                .json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "r": track { [max(0, min($0.cornerRadius - inset * $0.borderWidth / 2, min($0.bounds[2], $0.bounds[3]) / 2))] }
                .json(easings: easings, tolerance: Tolerance.points, value: Self.number),
        ]
    }

    /// A matte of `clipping`'s rounded bounds (its `masksToBounds`), in its coordinates: parented to it
    /// with an identity transform.
    private func clipMatte(_ clipping: LayerHistory, index: Int, parent: Int) -> [String: Any] {
        let identity: [String: Any] = [
            "a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100, 100]],
            "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100],
        ]
        return header(clipping, name: "\(clipping.name) bounds", index: index, type: 4, parent: parent, transform: identity)
            .merging(["td": 1, "shapes": [group("masksToBounds", [rectangle(clipping, inset: 0),
                                                                 fill(clipping.track { _ in [0, 0, 0, 1] }, evenOdd: false)])]]) { a, _ in a }
    }

    /// What every layer written for `history` starts with: its name, index, type, parent, transform,
    /// and its frames (in point `ip` to out point `op`), at the composition's own time.
    private func header(_ history: LayerHistory, name: String, index: Int, type: Int, parent: Int?, transform: [String: Any]) -> [String: Any] {
        var header: [String: Any] = [
            "nm": name, "ind": index, "ty": type, "ks": transform,
            "ip": history.firstFrame, "op": min(frameCount, history.lastFrame) + 1, "st": 0, "sr": 1, "ddd": 0, "bm": 0,
        ]
        if let parent { header["parent"] = parent }
        return header
    }

    private func group(_ name: String, _ items: [[String: Any]]) -> [String: Any] {
        let identity: [String: Any] = [
            "ty": "tr", "a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
            "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0],
        ]
        return ["ty": "gr", "nm": name, "it": items + [identity]]
    }

    private func fill(_ color: SampledTrack, evenOdd: Bool) -> [String: Any] {
        paint(color).merging(["ty": "fl", "nm": "fill", "r": evenOdd ? 2 : 1]) { a, _ in a }
    }

    /// A fill's or stroke's colour (`c`, opaque) and its alpha as the paint's opacity (`o`, percent).
    private func paint(_ color: SampledTrack) -> [String: Any] {
        [
            "c": color.json(easings: easings, tolerance: Tolerance.color) { Self.numbers(Array($0.prefix(3)) + [1]) },
            "o": SampledTrack(firstFrame: color.firstFrame, samples: color.samples.map { [$0[3] * 100] })
                .json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
        ]
    }

    private func stroke(color: SampledTrack, width: SampledTrack, cap: Int, join: Int, miter: Double,
                        dashes: ([Double], SampledTrack)?) -> [String: Any] {
        var stroke = paint(color).merging([
            "ty": "st", "nm": "stroke", "lc": cap, "lj": join, "ml": miter,
            "w": width.json(easings: easings, tolerance: Tolerance.points, value: Self.number),
        ]) { a, _ in a }
        if let (pattern, phase) = dashes {
            // An odd count repeats, as Core Graphics reads it: dashes and gaps alternate through both copies.
            let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
            var items: [[String: Any]] = lengths.enumerated().map { i, length in
                ["n": i % 2 == 0 ? "d" : "g", "nm": i % 2 == 0 ? "dash" : "gap", "v": ["a": 0, "k": length.rounded(places: 3)]]
            }
            items.append(["n": "o", "nm": "offset", "v": phase.json(easings: easings, tolerance: Tolerance.points, value: Self.number)])
            stroke["d"] = items
        }
        return stroke
    }

    /// Lottie's gradient stops: location and RGB of each stop, then location and alpha of each; empty
    /// when the frame has another number of stops (a hold).
    private static func gradientStops(_ gradient: GradientFrame?, count: Int) -> [Double] {
        guard let g = gradient, g.colors.count == count else { return [] }
        var stops: [Double] = []
        for i in 0..<count { stops += [g.locations[i], g.colors[i][0], g.colors[i][1], g.colors[i][2]] }
        for i in 0..<count { stops += [g.locations[i], g.colors[i][3]] }
        return stops
    }

    private static func number(_ v: [Double]) -> Any { (v.first ?? 0).rounded(places: 3) }
    private static func numbers(_ v: [Double]) -> Any { v.map { $0.rounded(places: 3) } }

    /// A contour's sample (`[closed, vertices…, in tangents…, out tangents…]`) as a Lottie shape; an
    /// empty sample (the contour missing at that frame) as an empty shape.
    private static func bezier(_ v: [Double]) -> Any {
        guard v.count > 1 else { return ["c": false, "v": [Any](), "i": [Any](), "o": [Any]()] }
        let points = (v.count - 1) / 6
        func pairs(_ from: Int) -> [[Double]] {
            (0..<points).map { [v[1 + from + 2 * $0].rounded(places: 3), v[2 + from + 2 * $0].rounded(places: 3)] }
        }
        return ["c": v[0] == 1, "v": pairs(0), "i": pairs(2 * points), "o": pairs(4 * points)]
    }
}
