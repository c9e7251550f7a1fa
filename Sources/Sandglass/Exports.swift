// The umbrella: `import Sandglass` brings CoreGraphics, QuartzCore, UIKit and SandglassTooling, so a
// scene needs one import. Owns no code of its own.
@_exported import CoreGraphics
@_exported import QuartzCore
@_exported import SandglassTooling
@_exported import UIKit
