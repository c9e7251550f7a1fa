import CoreGraphics

// Older posts' fill modes (Swift 4 and Objective-C), typed as `CAAnimation.fillMode` expects.
public let kCAFillModeRemoved: CAMediaTimingFillMode = .removed
public let kCAFillModeForwards: CAMediaTimingFillMode = .forwards
public let kCAFillModeBackwards: CAMediaTimingFillMode = .backwards
public let kCAFillModeBoth: CAMediaTimingFillMode = .both
