import CoreGraphics

// Older posts' timing function names, for `CAMediaTimingFunction(name:)`.
public let kCAMediaTimingFunctionLinear: CAMediaTimingFunctionName = .linear
public let kCAMediaTimingFunctionEaseIn: CAMediaTimingFunctionName = .easeIn
public let kCAMediaTimingFunctionEaseOut: CAMediaTimingFunctionName = .easeOut
public let kCAMediaTimingFunctionEaseInEaseOut: CAMediaTimingFunctionName = .easeInEaseOut
public let kCAMediaTimingFunctionDefault: CAMediaTimingFunctionName = .default
