// Like QuartzCore re-exporting Core Graphics: `import Sandglass` brings CGFloat, CGPoint, CGSize and
// CGRect (Foundation's on Linux) along, so scene code needs one import.
@_exported import Foundation
