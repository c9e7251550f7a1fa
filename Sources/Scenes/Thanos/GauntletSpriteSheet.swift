import Sandglass

/// The two 48-frame sprite sheets of the gauntlet (one row of 80 x 80 frames, 3840 x 80 points),
/// drawn by the project itself: each frame's pose (`GauntletPose`) as shape layers
/// (`GauntletDrawing`), all 48 side by side in one layer tree, rasterised once through the scene
/// context (iOS's `render(in:)`). Google's easter egg plays a bitmap sheet of the same shape.
///
/// To write the sheets as PNG files (assets/thanos/snap-sheet.png and reverse-sheet.png), run
/// `SANDGLASS_WRITE_THANOS_ASSETS=1 swift test --scratch-path /tmp/sg-thanos --disable-swift-testing
/// --filter ThanosSpriteSheetTests` from the repository root.
enum GauntletSpriteSheet {
    enum Kind: String, CaseIterable {
        /// The snap (played first).
        case snap
        /// The "time stone" reverse (played before the restore).
        case reverse
    }

    static let frameCount = 48
    static var frameSize: CGSize { GauntletDrawing.frameSize }
    /// 3840 x 80 points.
    static var sheetSize: CGSize { CGSize(width: frameSize.width * CGFloat(frameCount), height: frameSize.height) }

    static func pose(_ kind: Kind, frame: Int) -> GauntletPose {
        kind == .snap ? GauntletPose.snapPose(frame: frame) : GauntletPose.reversePose(frame: frame)
    }

    /// The sheet as a layer tree: frame k at x = 80 k.
    static func sheetLayer(_ kind: Kind) -> CALayer {
        let sheet = CALayer()
        sheet.name = "\(kind.rawValue)Sheet"
        sheet.frame = CGRect(origin: .zero, size: sheetSize)
        for k in 0..<frameCount {
            let frame = GauntletDrawing.frameLayer(pose(kind, frame: k), origin: CGPoint(x: frameSize.width * CGFloat(k), y: 0))
            frame.name = "frame\(k)"
            sheet.addSublayer(frame)
        }
        return sheet
    }

    /// The sheet rasterised at `scale` pixels per point; nil when the context cannot draw (no GL).
    static func image(_ kind: Kind, scale: CGFloat, context: SceneContext) -> CGImage? {
        context.renderImage(of: sheetLayer(kind), scale: scale)
    }
}
