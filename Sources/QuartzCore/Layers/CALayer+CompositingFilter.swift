/// `compositingFilter`: how the layer, drawn with its sublayers, combines with what is behind it. iOS
/// takes a Core Image filter or its name; Core Image is not here, so a name is what it takes: the
/// blend-mode filters (`"multiplyBlendMode"`, `"screenBlendMode"`, ... `"luminosityBlendMode"`) and
/// `"additionCompositing"`, drawn with the W3C compositing formulas Core Image's blend filters follow.
extension CALayer {
    /// The names the renderer draws, and the blend each is.
    static let compositingFilterNames: [String: CGBlendMode] = [
        "normalBlendMode": .normal, "multiplyBlendMode": .multiply, "screenBlendMode": .screen,
        "overlayBlendMode": .overlay, "darkenBlendMode": .darken, "lightenBlendMode": .lighten,
        "colorDodgeBlendMode": .colorDodge, "colorBurnBlendMode": .colorBurn, "softLightBlendMode": .softLight,
        "hardLightBlendMode": .hardLight, "differenceBlendMode": .difference, "exclusionBlendMode": .exclusion,
        "hueBlendMode": .hue, "saturationBlendMode": .saturation, "colorBlendMode": .color,
        "luminosityBlendMode": .luminosity, "additionCompositing": .plusLighter,
    ]

    /// The filter (a name), read back as set. A value that is not one of the names above draws normally,
    /// with one line on stderr naming it.
    public var compositingFilter: Any? {
        get { plainStorage.compositingFilter }
        set {
            plainStorage.compositingFilter = newValue
            guard let newValue else { plainStorage.blendMode = .normal; return }
            if let name = newValue as? String, let mode = Self.compositingFilterNames[name] {
                plainStorage.blendMode = mode
            } else {
                plainStorage.blendMode = .normal
                ProblemLog.report("sandglass: compositingFilter '\(String(describing: newValue).prefix(60))' is not a filter "
                                  + "Sandglass draws; the layer composites normally (names: multiplyBlendMode, screenBlendMode...)")
            }
        }
    }
}
