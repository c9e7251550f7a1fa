import Foundation

/// A font object that can name its face (UIKit's `UIFont`), so that `textLayer.font = someUIFont`
/// works as on iOS.
package protocol FontNaming {
    var fontName: String { get }
}

extension CATextLayer {
    /// The font, as iOS takes it: a font's name (`String`) or a font object (`UIFont`). As on iOS, the
    /// size comes from `fontSize`, not from the font. Reads back the font's name.
    public var font: Any? {
        get { fontName }
        set {
            if let name = newValue as? String { fontName = name }
            else if let font = newValue as? any FontNaming { fontName = font.fontName }
        }
    }
}
