import CoreGraphics

// Older posts' `CATextLayer.alignmentMode` values.
public let kCAAlignmentNatural: CATextLayerAlignmentMode = .natural
public let kCAAlignmentLeft: CATextLayerAlignmentMode = .left
public let kCAAlignmentRight: CATextLayerAlignmentMode = .right
public let kCAAlignmentCenter: CATextLayerAlignmentMode = .center
public let kCAAlignmentJustified: CATextLayerAlignmentMode = .justified
