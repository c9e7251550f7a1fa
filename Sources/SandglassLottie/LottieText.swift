/// How a text layer is drawn.
///
/// iOS (lottie-ios's Core Animation engine, what an app shows) lays text out with Core Text in the font
/// the document names, as the device has it (Helvetica where it has no such font). It ignores the glyph
/// outlines a file may embed (`chars`), and a stroke's width is a percentage of the font size, as Core
/// Text reads it. After Effects (and lottie-web, rlottie) draws the embedded outlines where the file has
/// them, with the stroke's width in points. Both ignore nothing else that Sandglass draws; text
/// animators are drawn by neither here (iOS ignores them).
public enum LottieText: String, CaseIterable, Sendable {
    case ios
    case afterEffects = "after-effects"

    /// The name of the parameter every Lottie scene with text has for it (`--params`, the preview's panel).
    public static let parameterName = "lottie.text"
}
