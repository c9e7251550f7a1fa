// QuartzCore: Core Animation. Layers, animations, timing, transactions, the presentation layer, and
// `render(in:)` through CoreGraphics; the `kCA…` names of older code (Constants/). Imports CoreGraphics
// only: never UIKit, GL, a window, or the tool's own scene files and parameters.
@_exported import CoreGraphics
