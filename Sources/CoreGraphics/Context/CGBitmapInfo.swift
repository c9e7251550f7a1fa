import Foundation

/// Where a bitmap's alpha lies and whether its colour is premultiplied by it, as Core Graphics numbers
/// them; passed as `bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue` in iOS code.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The byte order of a bitmap's 32-bit pixels; the default is big-endian (bytes in the order named).
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000
    case orderDefault = 0
    case order16Little = 0x1000
    case order32Little = 0x2000
    case order16Big = 0x3000
    case order32Big = 0x4000
}

/// A bitmap's layout: an alpha info in the low bits, a byte order, and float components.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 0x1000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 0x2000)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 0x3000)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 0x4000)

    /// `CGBitmapInfo(alphaInfo)`, as Swift code for iOS often builds it.
    public init(alphaInfo: CGImageAlphaInfo) { rawValue = alphaInfo.rawValue }

    public var alphaInfo: CGImageAlphaInfo? { CGImageAlphaInfo(rawValue: rawValue & Self.alphaInfoMask.rawValue) }
}

/// A colour space: Sandglass draws in sRGB; device RGB and sRGB are the same space here, and gray
/// spaces are known so that a context asking for one is refused with a reason.
public final class CGColorSpace: Sendable {
    /// The colour model of a space.
    public enum Model: Sendable { case rgb, monochrome }
    public let model: Model
    public let name: String?

    public init(model: Model, name: String?) { (self.model, self.name) = (model, name) }

    /// `CGColorSpace(name: CGColorSpace.sRGB)`; nil for a name Sandglass does not know.
    public convenience init?(name: String) {
        switch name {
        case CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB, CGColorSpace.displayP3:
            self.init(model: .rgb, name: name)
        case CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray:
            self.init(model: .monochrome, name: name)
        default: return nil
        }
    }

    public var numberOfComponents: Int { model == .rgb ? 3 : 1 }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(model: .rgb, name: nil) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(model: .monochrome, name: nil) }
