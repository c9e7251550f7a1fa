import CoreGraphics

// Older posts' value function names (`CAValueFunction(name:)` is still to come).
public let kCAValueFunctionRotateX: CAValueFunctionName = .rotateX
public let kCAValueFunctionRotateY: CAValueFunctionName = .rotateY
public let kCAValueFunctionRotateZ: CAValueFunctionName = .rotateZ
public let kCAValueFunctionScale: CAValueFunctionName = .scale
public let kCAValueFunctionScaleX: CAValueFunctionName = .scaleX
public let kCAValueFunctionScaleY: CAValueFunctionName = .scaleY
public let kCAValueFunctionScaleZ: CAValueFunctionName = .scaleZ
public let kCAValueFunctionTranslate: CAValueFunctionName = .translate
public let kCAValueFunctionTranslateX: CAValueFunctionName = .translateX
public let kCAValueFunctionTranslateY: CAValueFunctionName = .translateY
public let kCAValueFunctionTranslateZ: CAValueFunctionName = .translateZ
