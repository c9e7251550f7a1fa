import Foundation

/// A colour object that can give its CGColor: UIKit's `UIColor`. Core Animation takes colours as
/// CGColors; this protocol lets `CAValue(UIColor.red)` read a UIColor without QuartzCore importing UIKit
/// (as `FontNaming` does for UIFont).
package protocol CGColorConvertible {
    var cgColor: CGColor { get }
}
