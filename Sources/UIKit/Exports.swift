// `import UIKit` as on iOS gives Core Animation code everything it needs: Foundation, CoreGraphics and
// QuartzCore. UIColor and UIBezierPath live in Sandglass (layers and paths use them) and come along.
@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import Sandglass
