// CoreGraphics: geometry, paths (CGPath), colours (CGColor), images (CGImage) and drawing into bitmaps
// (CGContext, on Cairo), as `import CoreGraphics` gives them on iOS. CGFloat, CGPoint, CGSize and CGRect
// are Foundation's on Linux, re-exported here. Imports Foundation and Cairo only: never a layer, an
// animation, GL or a window.
@_exported import Foundation
