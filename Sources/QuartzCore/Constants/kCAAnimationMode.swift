import CoreGraphics

// Older posts' keyframe modes: `CAKeyframeAnimation.calculationMode` and `.rotationMode`.
public let kCAAnimationLinear: CAAnimationCalculationMode = .linear
public let kCAAnimationDiscrete: CAAnimationCalculationMode = .discrete
public let kCAAnimationPaced: CAAnimationCalculationMode = .paced
public let kCAAnimationCubic: CAAnimationCalculationMode = .cubic
public let kCAAnimationCubicPaced: CAAnimationCalculationMode = .cubicPaced

public let kCAAnimationRotateAuto: CAAnimationRotationMode = .rotateAuto
public let kCAAnimationRotateAutoReverse: CAAnimationRotationMode = .rotateAutoReverse
