/// A range of frame rates with the one preferred (iOS 15): what `CADisplayLink.preferredFrameRateRange`
/// takes. The scene's frame clock runs at 60 frames per second; see CADisplayLink for the rate used.
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
    }

    /// No preference: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
