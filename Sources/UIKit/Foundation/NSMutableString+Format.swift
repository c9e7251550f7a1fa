import Foundation

// Foundation on Linux lacks a few members iOS code calls; UIKit supplies them, as Apple's Foundation has them.

extension NSMutableString {
    /// Appends `format` filled with `args`, as `String(format:)` fills it.
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: format as String, arguments: args))
    }
}
