import Sandglass

/// Seed 000: the QQ face-scan animation ("ARScanning"). Six ring layers, centred: `blueLayer` (two
/// arcs and two small triangles, each a blue gradient seen through its shape), `outLayer`, `inLayer`,
/// `whiteLayer`, `centerCircleLayer` and `centerPointLayer`. While scanning they pop in (scale 0 ->
/// 1.04 -> 1 -> 1.02 -> 1, fading in) and turn; when the scan ends they shrink a little, whirl once,
/// then turn slowly; the blue arcs turn white and glow briefly (a shadow on their masks).
///
/// The scan ends `scanDuration` seconds after the start, or at once on Enter in the preview. The
/// time-based end is scheduled at build time: the scan-phase groups are cut off at `scanDuration` and
/// the scan-end animations are added with `beginTime = scanDuration`, so `render --time T` needs no
/// completion block and no frame stepping to be exact. Enter removes every animation and adds the
/// scan-end ones stamped with the current media time, as the post's `removeAllAnimations` does.
public final class ARScanningScene: Scene {
    public static let info = SceneInfo(
        name: "arscanning", summary: "QQ face-scan rings: gradient arcs, pop-in, turns, scan-end whirl and glow (seed 000)",
        naturalSize: CGSize(width: 300, height: 300), backgroundColor: CGColor(hex: 0x1C2430))

    public static let parameters = SceneParameters(scene: "arscanning", [
        .number("scanDuration", 3, in: 0.1...60, unit: "s", help: "how long the scan runs before the scan-end phase (Enter ends it at once)"),
        // Scanning, blue ring (the post's numbers).
        .number("scanScaleUpTime", 0.2, in: 0.01...5, unit: "s", help: "scanning: scale 0 -> 1.04"),
        .number("scanBounceTime", 0.066, in: 0.01...5, unit: "s", help: "scanning: each of 1.04 -> 1, 1 -> 1.02, 1.02 -> 1"),
        .number("scanFadeInTime", 0.2, in: 0.01...5, unit: "s", help: "scanning: opacity 0 -> 1"),
        .number("scanTurnDelay", 0.8, in: 0...10, unit: "s", help: "scanning: when the turning starts"),
        .number("scanTurnTime", 0.866, in: 0.05...30, unit: "s", help: "scanning: one clockwise turn of the blue ring"),
        // Scan end, blue ring.
        .number("endShrinkTime", 0.334, in: 0.01...5, unit: "s", help: "scan end: scale 1 -> endScale"),
        .number("endScale", 0.9, in: 0.1...2, help: "scan end: the rings' final scale"),
        .number("endFadeDelay", 1.134, in: 0...10, unit: "s", help: "scan end: when opacity starts to drop"),
        .number("endFadeTime", 0.866, in: 0.01...10, unit: "s", help: "scan end: opacity 1 -> endOpacity"),
        .number("endOpacity", 0.9, in: 0...1, help: "scan end: the rings' final opacity"),
        .number("endFastTurnTime", 0.334, in: 0.05...10, unit: "s", help: "scan end: one quick turn at once"),
        .number("endSlowTurnDelay", 1.134, in: 0...10, unit: "s", help: "scan end: when the slow turn starts"),
        .number("endSlowTurnTime", 12, in: 0.5...120, unit: "s", help: "scan end: one slow turn, the other way, forever"),
        .number("endWhitenTime", 0.334, in: 0.01...5, unit: "s", help: "scan end: blue gradient -> white"),
        .bool("whitenTriangles", false, help: "also whiten the triangles (the post's loop stops after the two arcs)"),
        .number("endShadowDelay", 0.2, in: 0...5, unit: "s", help: "scan end: when the blue glow starts"),
        .number("endShadowUpTime", 0.134, in: 0.01...5, unit: "s", help: "scan end: shadowRadius 0 -> endShadowRadius"),
        .number("endShadowDownTime", 0.4, in: 0.01...5, unit: "s", help: "scan end: shadowRadius back to 0"),
        .number("endShadowRadius", 5, in: 0...40, unit: "pt", help: "scan end: the glow's largest blur radius"),
        .bool("smoothScanEnd", false,
              help: "scan end: turn on from each ring's angle when the scan ends (the post's removeAllAnimations jumps every ring to 0°)"),
        // The other rings (the post only says they move like the blue one).
        .number("ringStagger", 0.066, in: 0...1, unit: "s",
                help: "each ring pops in this much after the one drawn before it (the post's drawing order: blue, out, in, white, centre circle, centre dot)"),
        .number("outTurnTime", 1.732, in: 0.05...60, unit: "s", help: "scanning: one counter-clockwise turn of outLayer"),
        .number("inTurnTime", 1.299, in: 0.05...60, unit: "s", help: "scanning: one clockwise turn of inLayer"),
        .number("centerTurnTime", 2.598, in: 0.05...60, unit: "s", help: "scanning: one counter-clockwise turn of centerCircleLayer"),
        // Geometry (the post leaves these out).
        .number("blueLayerRadius", 110, in: 10...150, unit: "pt", help: "blue arcs' radius"),
        .number("blueLayerWidth", 4, in: 0.5...20, unit: "pt", help: "blue arcs' line width"),
        .number("triangleLayerRadius", 7, in: 1...30, unit: "pt", help: "blue triangles' circumscribed radius"),
        .number("outLayerRadius", 124, in: 10...150, unit: "pt", help: "outer white arcs' radius"),
        .number("outLayerWidth", 2, in: 0.5...20, unit: "pt", help: "outer white arcs' line width"),
        .number("inLayerRadius", 92, in: 10...150, unit: "pt", help: "inner ring's radius"),
        .number("inLayerWidth1", 1, in: 0.25...20, unit: "pt", help: "inner ring's thin arcs (at 0.3)"),
        .number("inLayerWidth2", 3, in: 0.25...20, unit: "pt", help: "inner ring's thick arcs"),
        .number("inCircleRadius", 3, in: 0.5...20, unit: "pt", help: "the inner ring's three small circles"),
        .number("whiteLayerRadius", 70, in: 5...150, unit: "pt", help: "the faint white ring's radius"),
        .number("whiteLayerWidth", 14, in: 0.5...60, unit: "pt", help: "the faint white ring's width"),
        .number("centerCircleLayerRadius", 22, in: 2...100, unit: "pt", help: "the centre circle's radius"),
        .number("centerPointLayerRadius", 3, in: 0.5...20, unit: "pt", help: "the centre dot's radius"),
        .color("blueColor", CGColor(hex: 0x19C8FF), help: "kBlueLayerColor: the blue gradient's first colour"),
        .color("blue2Color", CGColor(hex: 0x1F63FF), help: "kBlue2LayerColor: the blue gradient's second colour"),
    ])

    public let rootLayer = CALayer()
    let blueLayer = CALayer()
    let outLayer = CALayer()
    let inLayer = CALayer()
    let whiteLayer = CALayer()
    let centerCircleLayer = CALayer()
    let centerPointLayer = CALayer()
    /// The blue ring's gradient layers: the two arcs first, then the two triangles (each masked by its shape).
    var blueGradientLayers: [CAGradientLayer] = []

    let values: ParameterValues
    /// Media time at which the scan-end phase starts (scheduled, or when Enter was pressed).
    private(set) var scanEndTime: CFTimeInterval

    public init(parameters v: ParameterValues, context: SceneContext) {
        values = v
        scanEndTime = v.number("scanDuration")
        rootLayer.name = "root"
        rootLayer.frame = CGRect(origin: .zero, size: Self.info.naturalSize)

        drawBlueLayer()
        drawOutLayer()
        drawInlayer()
        drawWhiteLayer()
        drawCenterCircle()
        drawCenterPoint()

        startScanningAnimations(until: scanEndTime)
        startScanEndAnimations(at: scanEndTime)
    }

    /// Enter ends the scan now (if it has not ended yet).
    public func handle(_ event: SceneEvent) {
        guard case .enter = event else { return }
        let now = CACurrentMediaTime()
        guard now < scanEndTime else { return }
        scanEndTime = now
        for ring in rings { ring.layer.removeAllAnimationsInSubtree() }
        startScanEndAnimations(at: now)
    }
}

extension CALayer {
    /// Removes the animations of this layer, its sublayers and their masks.
    fileprivate func removeAllAnimationsInSubtree() {
        removeAllAnimations()
        mask?.removeAllAnimationsInSubtree()
        for sublayer in sublayers ?? [] { sublayer.removeAllAnimationsInSubtree() }
    }
}
