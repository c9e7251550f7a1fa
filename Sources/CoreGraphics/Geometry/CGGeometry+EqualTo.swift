import Foundation

// Core Graphics' older comparison methods (`CGRectEqualToRect` and kin, as Swift imports them on
// Apple platforms); Foundation on Linux has only `==`.
extension CGRect {
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}
