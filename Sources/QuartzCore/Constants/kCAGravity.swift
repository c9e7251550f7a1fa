import CoreGraphics

// Older posts' `CALayer.contentsGravity` values.
public let kCAGravityCenter: CALayerContentsGravity = .center
public let kCAGravityTop: CALayerContentsGravity = .top
public let kCAGravityBottom: CALayerContentsGravity = .bottom
public let kCAGravityLeft: CALayerContentsGravity = .left
public let kCAGravityRight: CALayerContentsGravity = .right
public let kCAGravityTopLeft: CALayerContentsGravity = .topLeft
public let kCAGravityTopRight: CALayerContentsGravity = .topRight
public let kCAGravityBottomLeft: CALayerContentsGravity = .bottomLeft
public let kCAGravityBottomRight: CALayerContentsGravity = .bottomRight
public let kCAGravityResize: CALayerContentsGravity = .resize
public let kCAGravityResizeAspect: CALayerContentsGravity = .resizeAspect
public let kCAGravityResizeAspectFill: CALayerContentsGravity = .resizeAspectFill
