import Foundation

/// The Lottie layers of an export's sampled layers: ordered top first as Lottie lists them (a layer
/// above its sublayers' painting order reversed), parented as the layer tree is, each with its
/// transform (`ks`) and its drawing as shape groups in its own coordinates.
struct LottieLayerWriter {
    let histories: [LayerHistory]
    let frameCount: Int
    /// The easings a changing property's stretches are tried against (`EasedSegments`).
    let easings: [CubicEasing]

    /// How far a written value may stray from a sample between two keyframes.
    private enum Tolerance {
        static let points = 0.01, percent = 0.02, degrees = 0.01, color = 0.001
    }

    /// Whether a translucent layer has sublayers, whose opacity the export folds into each of them.
    var foldsGroupOpacity: Bool {
        let parents = Set(histories.compactMap(\.parent))
        return histories.contains { parents.contains($0.id) && $0.frames.contains { $0.opacity > 0 && $0.opacity < 99.999 } }
    }

    func layers() -> [[String: Any]] {
        // Painting order bottom to top is the order of the paths of sublayer indices; Lottie lists the top first.
        let drawn = histories.filter { $0.masks == nil }
        let ordered = drawn.sorted { $0.order.lexicographicallyPrecedes($1.order) }.reversed()
        var index: [ObjectIdentifier: Int] = [:]
        for (i, history) in ordered.enumerated() { index[history.id] = i + 1 }
        let byID = Dictionary(histories.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var maskOf: [ObjectIdentifier: LayerHistory] = [:]
        for mask in histories where mask.masks != nil { maskOf[mask.masks!] = mask }
        /// The mask of the nearest layer at or above `history` that has one.
        func nearestMask(_ history: LayerHistory) -> LayerHistory? {
            var current: LayerHistory? = history
            while let layer = current {
                if let mask = maskOf[layer.id] { return mask }
                current = layer.parent.flatMap { byID[$0] }
            }
            return nil
        }
        var next = ordered.count + 1
        var written: [[String: Any]] = []
        for history in ordered {
            var drawnLayer = layer(history, index: index[history.id]!, parent: history.parent.flatMap { index[$0] })
            if let mask = nearestMask(history), let owner = mask.masks, let ownerIndex = index[owner] {
                // A copy of the mask right above: Lottie's matte masks the one layer below it.
                var matte = layer(mask, index: next, parent: ownerIndex)
                matte["td"] = 1
                next += 1
                written.append(matte)
                drawnLayer["tt"] = 1
            }
            written.append(drawnLayer)
        }
        return written
    }

    private func layer(_ history: LayerHistory, index: Int, parent: Int?) -> [String: Any] {
        let frames = history.frames
        func track(_ values: (LayerFrame) -> [Double]) -> SampledTrack {
            SampledTrack(firstFrame: history.firstFrame, samples: frames.map(values))
        }
        let transform: [String: Any] = [
            "a": track(\.anchor).json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "p": track(\.position).json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
            "s": track { $0.scale + [100] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.numbers),
            "r": track { [$0.rotation] }.json(easings: easings, tolerance: Tolerance.degrees, value: Self.number),
            "o": track { [$0.opacity] }.json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
        ]
        let shapes = contents(history, track: track)
        var layer: [String: Any] = [
            "nm": history.name, "ind": index, "ty": shapes.isEmpty ? 3 : 4, "ks": transform,
            "ip": history.firstFrame, "op": min(frameCount, history.lastFrame) + 1, "st": 0, "sr": 1, "ddd": 0, "bm": 0,
        ]
        if let parent { layer["parent"] = parent }
        if !shapes.isEmpty { layer["shapes"] = shapes }
        return layer
    }

    /// The layer's drawing, top first: its border, a shape layer's stroke then fill, a gradient, its
    /// background. Each part appears when any frame has it (transparent in the frames without).
    private func contents(_ history: LayerHistory, track: @escaping ((LayerFrame) -> [Double]) -> SampledTrack) -> [[String: Any]] {
        let frames = history.frames
        var groups: [[String: Any]] = []
        let rectangle: (Double) -> [String: Any] = { inset in
            [
                "ty": "rc", "nm": "bounds", "d": 1,
                "p": track { [$0.bounds[0] + $0.bounds[2] / 2, $0.bounds[1] + $0.bounds[3] / 2] }.json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
                "s": track { [max(0, $0.bounds[2] - inset * $0.borderWidth), max(0, $0.bounds[3] - inset * $0.borderWidth)] }
                    .json(easings: easings, tolerance: Tolerance.points, value: Self.numbers),
                "r": track { [max(0, min($0.cornerRadius - inset * $0.borderWidth / 2, min($0.bounds[2], $0.bounds[3]) / 2))] }
                    .json(easings: easings, tolerance: Tolerance.points, value: Self.number),
            ]
        }
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

    private func group(_ name: String, _ items: [[String: Any]]) -> [String: Any] {
        let identity: [String: Any] = [
            "ty": "tr", "a": ["a": 0, "k": [0, 0]], "p": ["a": 0, "k": [0, 0]], "s": ["a": 0, "k": [100, 100]],
            "r": ["a": 0, "k": 0], "o": ["a": 0, "k": 100], "sk": ["a": 0, "k": 0], "sa": ["a": 0, "k": 0],
        ]
        return ["ty": "gr", "nm": name, "it": items + [identity]]
    }

    private func fill(_ color: SampledTrack, evenOdd: Bool) -> [String: Any] {
        [
            "ty": "fl", "nm": "fill", "r": evenOdd ? 2 : 1,
            "c": color.json(easings: easings, tolerance: Tolerance.color) { Self.numbers(Array($0.prefix(3)) + [1]) },
            "o": SampledTrack(firstFrame: color.firstFrame, samples: color.samples.map { [$0[3] * 100] })
                .json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
        ]
    }

    private func stroke(color: SampledTrack, width: SampledTrack, cap: Int, join: Int, miter: Double,
                        dashes: ([Double], SampledTrack)?) -> [String: Any] {
        var stroke: [String: Any] = [
            "ty": "st", "nm": "stroke", "lc": cap, "lj": join, "ml": miter,
            "c": color.json(easings: easings, tolerance: Tolerance.color) { Self.numbers(Array($0.prefix(3)) + [1]) },
            "o": SampledTrack(firstFrame: color.firstFrame, samples: color.samples.map { [$0[3] * 100] })
                .json(easings: easings, tolerance: Tolerance.percent, value: Self.number),
            "w": width.json(easings: easings, tolerance: Tolerance.points, value: Self.number),
        ]
        if let (pattern, phase) = dashes {
            var items: [[String: Any]] = pattern.enumerated().map { i, length in
                ["n": i % 2 == 0 ? "d" : "g", "nm": i % 2 == 0 ? "dash" : "gap", "v": ["a": 0, "k": length.rounded(places: 3)]]
            }
            // An odd count repeats, as Core Graphics reads it.
            if pattern.count % 2 == 1 {
                items += pattern.enumerated().map { i, length in
                    ["n": i % 2 == 1 ? "d" : "g", "nm": i % 2 == 1 ? "dash" : "gap", "v": ["a": 0, "k": length.rounded(places: 3)]]
                }
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
