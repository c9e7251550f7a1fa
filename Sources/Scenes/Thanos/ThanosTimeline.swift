import Sandglass

/// When each part of the Thanos sequence happens, in seconds from the start of the sequence, derived
/// from the scene's parameters (all times are parameters or follow from them):
///
/// 1. `0 ..< snapEnd`: the snap sprite (frame count / `spriteFPS`; 48 frames at 24 fps = 2 s).
/// 2. From `snapEnd + dustDelay`: the chosen results turn to dust one after another. Item j's 32 dust
///    layers start at `dustStarts[j] + dustStagger * i / count` and run `dustDuration`, so an item
///    lasts `dustStagger * (count - 1) / count + dustDuration` (2.31 s at the defaults). The repository
///    starts the next item from the last layer's completion block; here the same moment is computed
///    in closed form (plus `itemGap`), so no frame-quantised callback shifts it.
/// 3. After the last item and `restorePause`: the reverse ("time stone") sprite, `reverseStart`.
/// 4. At `reappear` (the reverse sprite's end) the vanished results are back at once, their text in
///    green, fading to its own colour until `end` (the author's repository: no dust flies back, so
///    no frame ever shows a result in its own colours just before it turns green).
struct ThanosTimeline: Equatable {
    var snapStart: Double = 0
    var snapEnd: Double
    var dustStarts: [Double]
    /// From an item's first dust layer starting to its last one ending.
    var itemDuration: Double
    var reverseStart: Double
    var reverseEnd: Double
    var reappear: Double
    var end: Double

    /// `frameCount` frames per sprite; `vanishing` results turn to dust.
    init(_ v: ParameterValues, frameCount: Int, vanishing: Int) {
        let spriteDuration = Double(frameCount) / v.number("spriteFPS")
        let count = Double(v.integer("dustLayerCount"))
        let stagger = v.number("dustStagger") * (count - 1) / count
        snapEnd = snapStart + spriteDuration
        let item = stagger + v.number("dustDuration")
        itemDuration = item
        let firstDust = snapEnd + v.number("dustDelay")
        let step = item + v.number("itemGap")
        let starts = (0..<vanishing).map { firstDust + Double($0) * step }
        dustStarts = starts
        let dustEnd = starts.last.map { $0 + item } ?? snapEnd
        reverseStart = dustEnd + v.number("restorePause")
        reverseEnd = reverseStart + spriteDuration
        reappear = reverseEnd
        end = reappear + v.number("textFadeDuration")
    }

    /// Every time shifted by `t0` (a restart from the Enter key).
    func shifted(by t0: Double) -> ThanosTimeline {
        var s = self
        s.snapStart += t0; s.snapEnd += t0; s.dustStarts = dustStarts.map { $0 + t0 }
        s.reverseStart += t0; s.reverseEnd += t0; s.reappear += t0; s.end += t0
        return s
    }
}
