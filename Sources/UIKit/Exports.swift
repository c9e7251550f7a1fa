// UIKit: views, view controllers, UIBezierPath, images, labels and UIView animations over QuartzCore,
// so `import UIKit` gives Core Animation code what it has on iOS. Imports QuartzCore (and so
// CoreGraphics) only: never GL, a window, or the tool's own scene files and parameters.
@_exported import QuartzCore
