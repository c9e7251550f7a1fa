// `import CoreGraphics` as on iOS: the geometry, path, colour and image types. They are defined in
// Sandglass (CGPath, CGColor, CGAffineTransform...) and Foundation (CGFloat, CGPoint, CGSize, CGRect on
// Linux), so this module only re-exports them; Sandglass's layers come along with them.
@_exported import Foundation
@_exported import Sandglass
