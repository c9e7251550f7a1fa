import Sandglass

/// Seed 003: Google's "Thanos snap" easter egg. A card of four search results sits above the Infinity
/// Gauntlet; the gauntlet snaps (a 48-frame sprite stepped by a discrete keyframe animation of
/// `contentsRect.origin.x`), half of the results, chosen at random, turn to dust one after another (each
/// rendered to an image whose pixels are dealt into 32 layers that fly off along quadratic Bezier
/// paths, turning and fading, staggered left to right), and after a pause the time stone reverses it:
/// as in the author's repository, the vanished results reappear at once with green text that fades
/// back to its colour over 2 s.
///
/// Everything random comes from `seed`, so `--time T` always shows the same frame. The timeline is
/// `ThanosTimeline` (snap 0-2 s, dust 2-6.6 s, reverse sprite 7.6-9.6 s, text fade 9.6-11.6 s at the
/// defaults). Enter restarts the sequence from the current time. Sounds (made by
/// `scripts/thanos-sounds.py`) are cues the preview plays: the snap, one of six dust whooshes per
/// vanishing result (picked by the seed, where the repository picks at random), the reverse.
///
/// No overflow margin: the scene stands for the phone's whole screen, so dust that flies past its
/// edges is off screen on iOS too.
public final class ThanosScene: Scene {
    public static let info = SceneInfo(
        name: "thanos", summary: "Thanos snap: sprite gauntlet, results dealt into 32 dust layers, time-stone restore (seed 003)",
        naturalSize: CGSize(width: 420, height: 560), backgroundColor: .white)

    public static let parameters = SceneParameters(scene: "thanos", [
        .number("spriteFPS", 24, in: 1...120, unit: "fps", help: "sprite frames per second (48 frames at 24 fps: the post's 2 s)"),
        .integer("dustLayerCount", 32, in: 2...64, help: "dust layers (images) each vanishing result is dealt into"),
        .integer("dealPasses", 2, in: 1...4, help: "times each pixel is dealt (Google: 2; the author: 1 is enough on a phone)"),
        .number("dustDuration", 1, in: 0.05...10, unit: "s", help: "duration of one dust layer's flight (its animation group)"),
        .number("dustStagger", 1.35, in: 0...10, unit: "s", help: "layer i starts dustStagger * i / count after the first"),
        .curve("dustCurve", BezierControlPoints(0, 0, 1, 1), help: "timing of each dust group (the post sets none: linear)"),
        .number("travelX", 60, in: 0...400, unit: "pt", help: "horizontal radius of the intended offset (article 60, repository 30)"),
        .number("travelY", 30, in: 0...400, unit: "pt", help: "vertical radius of the intended offset (article 30, repository 15)"),
        .number("rotationRange", 15, in: 0...360, unit: "deg", help: "radian1 and radian2 are uniform in ±range/2 (the post: pi/12)"),
        .number("directionRange", 360, in: 0...360, unit: "deg", help: "the offset's direction is uniform in ±range/2 (the post: 2 pi)"),
        .integer("vanishCount", 2, in: 0...4, help: "results that turn to dust (half of the four)"),
        .integer("seed", 3, in: 0...1_000_000, help: "seed of every random choice: results, pixel deal, dust angles, dust sounds"),
        .number("dustDelay", 0, in: 0...10, unit: "s", help: "pause between the snap sprite's end and the first dust"),
        .number("itemGap", 0, in: 0...10, unit: "s", help: "pause between one result's last dust layer ending and the next result"),
        .number("restorePause", 1, in: 0...20, unit: "s", help: "pause after the last dust before the reverse sprite"),
        .number("textFadeDuration", 2, in: 0...10, unit: "s", help: "restored results' text fades from restoreColor to its colour"),
        .color("restoreColor", CGColor(red: 0, green: 0.4, blue: 0.13), help: "text colour of a result just restored"),
        .number("dustScale", 2, in: 0.5...4, unit: "px/pt", help: "pixels per point of the result images dealt into dust"),
        .number("spriteScale", 2, in: 0.5...2, unit: "px/pt",
                help: "pixels per point of the sprite sheets (2 makes a 7680 px wide texture; more passes common GL limits)"),
    ])

    public let rootLayer = CALayer()
    let resultsView = CALayer()
    let resultViews: [SearchResultView]
    /// The results that turn to dust, top to bottom, with their dust.
    let vanishing: [(index: Int, dust: DustEffectView)]
    /// The dust sound of each vanishing result, 1 ... `dustSoundCount` (`assets/thanos/dust<n>.wav`).
    let dustSounds: [Int]
    let snapSpriteLayer: AnimatableSpriteLayer
    let reverseSpriteLayer: AnimatableSpriteLayer
    let timeline: ThanosTimeline
    /// The sequence now playing (Enter restarts it later).
    private var current: ThanosTimeline
    private let values: ParameterValues

    public init(parameters v: ParameterValues, context: SceneContext) {
        values = v
        let size = Self.info.naturalSize
        rootLayer.name = "root"
        rootLayer.frame = CGRect(origin: .zero, size: size)

        // The panel of results.
        let panelHeight: CGFloat = 420
        resultsView.name = "resultsView"
        resultsView.frame = CGRect(x: 0, y: 0, width: size.width, height: panelHeight)
        resultsView.backgroundColor = .white
        rootLayer.addSublayer(resultsView)
        let rowHeight = panelHeight / CGFloat(SearchResultView.thanosResults.count)
        let results = SearchResultView.thanosResults.enumerated().map { i, content in
            SearchResultView(content, index: i, frame: CGRect(x: 0, y: CGFloat(i) * rowHeight, width: size.width, height: rowHeight))
        }
        resultViews = results
        for r in results { resultsView.addSublayer(r.layer) }

        // Half of the results, chosen by the seed, each drawn to an image and dealt into dust (above
        // every result, so the dust flies over its neighbours).
        let seed = UInt64(v.integer("seed"))
        let chosen = Self.chooseResults(count: v.integer("vanishCount"), of: resultViews.count, seed: seed)
        let settings = Self.dustSettings(v)
        let dustScale = v.cgFloat("dustScale")
        vanishing = chosen.map { index in
            let result = results[index]
            let image = context.renderImage(of: result.contentLayer, scale: dustScale)
            let dust = DustEffectView(image: image, scale: dustScale, bounds: result.layer.frame, settings: settings,
                                      seed: seed ^ (UInt64(index + 1) << 32))
            dust.layer.opacity = 0
            return (index, dust)
        }
        for item in vanishing { resultsView.addSublayer(item.dust.layer) }
        dustSounds = Self.chooseDustSounds(count: vanishing.count, seed: seed)

        // The gauntlet: the snap sprite, and the time-stone sprite in its place for the reverse.
        let spriteScale = v.cgFloat("spriteScale")
        let gauntletCentre = CGPoint(x: size.width / 2, y: panelHeight + (size.height - panelHeight) / 2)
        let root = rootLayer
        func sprite(_ kind: GauntletSpriteSheet.Kind, name: String) -> AnimatableSpriteLayer {
            let layer = AnimatableSpriteLayer(sheet: GauntletSpriteSheet.image(kind, scale: spriteScale, context: context),
                                              sheetScale: spriteScale, sheetSize: GauntletSpriteSheet.sheetSize,
                                              frameSize: GauntletSpriteSheet.frameSize)
            layer.name = name
            layer.position = gauntletCentre
            root.addSublayer(layer)
            return layer
        }
        snapSpriteLayer = sprite(.snap, name: "snapSpriteLayer")
        reverseSpriteLayer = sprite(.reverse, name: "reverseSpriteLayer")
        reverseSpriteLayer.opacity = 0

        timeline = ThanosTimeline(v, frameCount: snapSpriteLayer.frameCount, vanishing: vanishing.count)
        current = timeline
        startSequence(timeline)
    }

    public var soundCues: [SoundCue] {
        [SoundCue(time: current.snapStart, file: "assets/thanos/snap.wav")]
            + zip(current.dustStarts, dustSounds).map { SoundCue(time: $0, file: "assets/thanos/dust\($1).wav") }
            + [SoundCue(time: current.reverseStart, file: "assets/thanos/reverse.wav")]
    }

    /// Enter restarts the snap from now.
    public func handle(_ event: SceneEvent) {
        guard case .enter = event else { return }
        let layers: [CALayer] = [snapSpriteLayer, reverseSpriteLayer] + resultViews.map(\.contentLayer)
            + resultViews.flatMap { $0.textLayers.map(\.layer) }
        for l in layers { l.removeAllAnimations() }
        for item in vanishing { item.dust.removeAllAnimations() }
        current = timeline.shifted(by: CACurrentMediaTime())
        startSequence(current)
    }

    /// Adds every animation of the sequence, at the times of `t` (layer time = clock time here).
    private func startSequence(_ t: ThanosTimeline) {
        let spriteDuration = t.snapEnd - t.snapStart
        snapSpriteLayer.play(duration: spriteDuration, beginTime: t.snapStart)
        snapSpriteLayer.add(Self.step("opacity", to: 0.0, at: t.reverseStart), forKey: "hide")
        reverseSpriteLayer.add(Self.step("opacity", to: 1.0, at: t.reverseStart), forKey: "show")
        reverseSpriteLayer.play(duration: spriteDuration, beginTime: t.reverseStart)

        for (j, item) in vanishing.enumerated() {
            let result = resultViews[item.index], dust = item.dust
            let start = t.dustStarts[j]
            if dust.dustLayers.isEmpty {
                // No image (no GL): the result simply fades out.
                result.contentLayer.add(Self.fade(to: 0, at: start, duration: t.itemDuration), forKey: "hide")
            } else {
                // The dust replaces the result and flies off.
                result.contentLayer.add(Self.step("opacity", to: 0.0, at: start), forKey: "hide")
                dust.layer.add(Self.step("opacity", to: 1.0, at: start), forKey: "show")
                dust.addDustAnimations(start: start)
                dust.layer.add(Self.step("opacity", to: 0.0, at: t.reappear), forKey: "hide")
            }
            // Back at once after the reverse sprite, green from its first frame.
            result.contentLayer.add(Self.step("opacity", to: 1.0, at: t.reappear), forKey: "show")
            // No fade at 0 s (a duration of 0 would mean Core Animation's default, 0.25 s).
            for text in result.textLayers where t.end > t.reappear {
                let colorAnimation = CABasicAnimation(keyPath: "foregroundColor")
                colorAnimation.fromValue = values.color("restoreColor")
                colorAnimation.toValue = text.color
                colorAnimation.beginTime = t.reappear
                colorAnimation.duration = t.end - t.reappear
                text.layer.add(colorAnimation, forKey: "restoreColor")
            }
        }
    }

    /// `keyPath` jumps to `value` at `time` and stays (a one-value discrete keyframe animation that
    /// fills forwards; before `time` the model value shows).
    static func step(_ keyPath: String, to value: Any, at time: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: keyPath)
        animation.values = [value]
        animation.calculationMode = .discrete
        animation.beginTime = time
        animation.duration = 1
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    private static func fade(to opacity: CGFloat, at time: CFTimeInterval, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 1 - opacity
        animation.toValue = opacity
        animation.beginTime = time
        animation.duration = duration
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// How many dust sounds there are to pick from (the repository's six).
    static let dustSoundCount = 6

    /// One dust sound per vanishing result, 1 ... `dustSoundCount`, picked by the seed (the repository
    /// picks at random each time; here a given seed always sounds the same).
    static func chooseDustSounds(count: Int, seed: UInt64) -> [Int] {
        var rng = SplitMix64(seed: seed, stream: 4)
        return (0..<count).map { _ in Int(rng.next() % UInt64(dustSoundCount)) + 1 }
    }

    /// `count` of the result indices 0..<total picked by a seeded shuffle, in top-to-bottom order.
    static func chooseResults(count: Int, of total: Int, seed: UInt64) -> [Int] {
        var rng = SplitMix64(seed: seed, stream: 3)
        var indices = Array(0..<total)
        indices.shuffle(using: &rng)
        return Array(indices.prefix(min(count, total))).sorted()
    }

    static func dustSettings(_ v: ParameterValues) -> DustSettings {
        let curve = v.curve("dustCurve")
        return DustSettings(
            count: v.integer("dustLayerCount"), passes: v.integer("dealPasses"),
            duration: v.number("dustDuration"), stagger: v.number("dustStagger"),
            timingFunction: CAMediaTimingFunction(controlPoints: Float(curve.x1), Float(curve.y1), Float(curve.x2), Float(curve.y2)),
            travel: CGSize(width: v.cgFloat("travelX"), height: v.cgFloat("travelY")),
            rotationRange: v.cgFloat("rotationRange") * .pi / 180, directionRange: v.cgFloat("directionRange") * .pi / 180,
            // No dust flies back here (the restore is the repository's green fade); the loop of
            // stress-dust is what uses it.
            restoreDuration: v.number("dustDuration"))
    }
}
