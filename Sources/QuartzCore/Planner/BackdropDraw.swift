/// A layer's backdrop filter, resolved for one frame (`DrawCommand.backdrop`): inside `bounds`
/// (layer points, rounded by `cornerRadius`, placed by `world`), the target's pixels are replaced by
/// themselves blurred and saturated, mixed in at `opacity`. The blur reads only `region`'s pixels.
package struct BackdropDraw: Equatable, Sendable {
    public var bounds: CGRect
    public var cornerRadius: CGFloat
    public var world: CATransform3D
    /// The Gaussian's standard deviation in device pixels.
    public var sigma: CGFloat
    public var saturation: CGFloat
    public var opacity: CGFloat
    /// The device pixels the bounds cover (GL's bottom-left origin), clamped to the target: the blur
    /// samples inside them only, repeating their edge.
    public var region: DeviceRect

    /// The greatest sigma (device pixels) one pass of the blur takes; a larger one is drawn as several
    /// passes of a smaller sigma, since Gaussians compose by adding variances.
    public static let sigmaPerPass: CGFloat = 40

    /// How many passes each direction a blur of `sigma` takes, and each one's sigma.
    public static func passes(for sigma: CGFloat) -> (count: Int, sigma: CGFloat) {
        guard sigma > sigmaPerPass else { return (1, sigma) }
        let count = Int(((sigma / sigmaPerPass) * (sigma / sigmaPerPass)).rounded(.up))
        return (count, sigma / CGFloat(count).squareRoot())
    }
}
