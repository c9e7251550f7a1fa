/// A mask whose alpha counts inverted: the layer shows where the mask is transparent and is cut out
/// where the mask is opaque. Core Animation has no such property; lottie-ios draws a Lottie file's
/// inverted track matte ("a bubble with a car-shaped hole") by rendering the matte with an inverted
/// alpha, and the importer (`SandglassLottie`) uses this to draw one as iOS shows it. Not public:
/// an iOS app cannot ask for it either.
extension CALayer {
    /// Whether `mask` is inverted. A hidden or transparent mask then masks nothing out.
    package var invertsMask: Bool {
        get { storage.invertsMask }
        set { storage.invertsMask = newValue }
    }
}
