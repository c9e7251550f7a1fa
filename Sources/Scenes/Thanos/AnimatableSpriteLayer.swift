import Sandglass

/// The post's `AnimatableSpriteLayer`: plays a one-row sprite sheet (frames side by side) by
/// stepping `contentsRect.origin.x` through the frames with a discrete keyframe animation.
///
/// 1. `masksToBounds` and `contentsGravity = .left` show the whole sheet at its natural size from the
///    layer's left edge, clipped to one frame: only the frame at the left edge is visible.
/// 2. The number of frames and each frame's `contentsRect.origin.x` offset (unit coordinates of the
///    sheet) come from the sheet's and a frame's size.
/// 3. The keyframe animation uses `calculationMode = .discrete`, so each offset is held for 1/n of
///    the duration instead of sliding between frames (a linear mode would scroll the sheet).
final class AnimatableSpriteLayer: CALayer {
    /// The sheet's size in points (image pixels / contentsScale).
    private(set) var sheetSize: CGSize = .zero
    /// One frame's size in points; the layer's bounds.
    private(set) var frameSize: CGSize = .zero
    /// `contentsRect.origin.x` of frame k: k * frameWidth / sheetWidth.
    private(set) var frameOffsets: [CGFloat] = []

    var frameCount: Int { frameOffsets.count }

    /// Its own properties are the model's business (the frames to step through); a presentation copy
    /// needs only CALayer's, so it is updated in place.
    override class var updatesPresentationInPlace: Bool { true }

    /// A sprite of `frameSize` frames from a sheet of `sheetSize` points; `sheet` (nil when it could
    /// not be drawn: the layer then shows nothing but still animates) is drawn at `sheetScale`
    /// pixels per point.
    convenience init(sheet: CGImage?, sheetScale: CGFloat, sheetSize: CGSize, frameSize: CGSize) {
        self.init()
        self.sheetSize = sheetSize
        self.frameSize = frameSize
        bounds = CGRect(origin: .zero, size: frameSize)
        contents = sheet
        contentsScale = sheetScale
        // 1: show the first frame only.
        masksToBounds = true
        contentsGravity = .left
        // 2: the frames and their offsets.
        let count = frameSize.width > 0 ? Int((sheetSize.width / frameSize.width).rounded(.down)) : 0
        frameOffsets = (0..<count).map { CGFloat($0) * frameSize.width / sheetSize.width }
    }

    /// 3: the frame-stepping animation: discrete keyframes over `duration` seconds, linear, starting at
    /// `beginTime` (layer time), holding the last frame after it ends.
    func spriteAnimation(duration: CFTimeInterval, beginTime: CFTimeInterval) -> CAKeyframeAnimation {
        let animation = CAKeyframeAnimation(keyPath: "contentsRect.origin.x")
        animation.values = frameOffsets
        animation.calculationMode = .discrete
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        animation.beginTime = beginTime
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// Plays the sheet once from `beginTime` (layer time) over `duration` seconds.
    func play(duration: CFTimeInterval, beginTime: CFTimeInterval) {
        guard frameCount > 0 else { return }
        add(spriteAnimation(duration: duration, beginTime: beginTime), forKey: "sprite")
    }
}
