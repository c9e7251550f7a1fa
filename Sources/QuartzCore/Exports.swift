// `import QuartzCore` as on iOS: Core Animation (Sandglass's CALayer, CABasicAnimation, CATransaction...)
// with CoreGraphics re-exported, plus the `kCA…` names of older posts (the files beside this one).
@_exported import CoreGraphics
@_exported import Sandglass
