import CoreGraphics

// Older posts' `CAGradientLayer.type` values.
public let kCAGradientLayerAxial: CAGradientLayerType = .axial
public let kCAGradientLayerRadial: CAGradientLayerType = .radial
public let kCAGradientLayerConic: CAGradientLayerType = .conic
