import Foundation

// The C names of UIKit's geometry strings, as older posts call them. Swift on iOS renamed them to
// `NSCoder.string(for:)` and `NSCoder.cgPoint(for:)`...; here the old names still compile, with a
// warning giving the new name.

@available(*, deprecated, renamed: "NSCoder.string(for:)")
public func NSStringFromCGPoint(_ point: CGPoint) -> String { NSCoder.string(for: point) }
@available(*, deprecated, renamed: "NSCoder.string(for:)")
public func NSStringFromCGSize(_ size: CGSize) -> String { NSCoder.string(for: size) }
@available(*, deprecated, renamed: "NSCoder.string(for:)")
public func NSStringFromCGRect(_ rect: CGRect) -> String { NSCoder.string(for: rect) }
@available(*, deprecated, renamed: "NSCoder.string(for:)")
public func NSStringFromCGAffineTransform(_ transform: CGAffineTransform) -> String { NSCoder.string(for: transform) }
@available(*, deprecated, renamed: "NSCoder.string(for:)")
public func NSStringFromUIEdgeInsets(_ insets: UIEdgeInsets) -> String { NSCoder.string(for: insets) }

@available(*, deprecated, renamed: "NSCoder.cgPoint(for:)")
public func CGPointFromString(_ string: String) -> CGPoint { NSCoder.cgPoint(for: string) }
@available(*, deprecated, renamed: "NSCoder.cgSize(for:)")
public func CGSizeFromString(_ string: String) -> CGSize { NSCoder.cgSize(for: string) }
@available(*, deprecated, renamed: "NSCoder.cgRect(for:)")
public func CGRectFromString(_ string: String) -> CGRect { NSCoder.cgRect(for: string) }
@available(*, deprecated, renamed: "NSCoder.cgAffineTransform(for:)")
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform { NSCoder.cgAffineTransform(for: string) }
@available(*, deprecated, renamed: "NSCoder.uiEdgeInsets(for:)")
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets { NSCoder.uiEdgeInsets(for: string) }
