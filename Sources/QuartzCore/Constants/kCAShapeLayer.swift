import CoreGraphics

// Older posts' `CAShapeLayer` styles: line caps, line joins and fill rules.
public let kCALineCapButt: CAShapeLayerLineCap = .butt
public let kCALineCapRound: CAShapeLayerLineCap = .round
public let kCALineCapSquare: CAShapeLayerLineCap = .square

public let kCALineJoinMiter: CAShapeLayerLineJoin = .miter
public let kCALineJoinRound: CAShapeLayerLineJoin = .round
public let kCALineJoinBevel: CAShapeLayerLineJoin = .bevel

public let kCAFillRuleNonZero: CAShapeLayerFillRule = .nonZero
public let kCAFillRuleEvenOdd: CAShapeLayerFillRule = .evenOdd
