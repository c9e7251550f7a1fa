import Foundation

// On iOS CGFloat bridges to NSNumber like Double does, so `value(forKeyPath:) as? CGFloat` and
// `angle as NSNumber` work; swift-corelibs-foundation bridges Double, Float and the integers but not
// CGFloat. This is the conformance Darwin's CoreGraphics overlay declares.
extension CGFloat: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNumber { NSNumber(value: Double(self)) }

    public static func _forceBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) {
        result = CGFloat(x.doubleValue)
    }

    public static func _conditionallyBridgeFromObjectiveC(_ x: NSNumber, result: inout CGFloat?) -> Bool {
        result = CGFloat(x.doubleValue)
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNumber?) -> CGFloat {
        CGFloat(source?.doubleValue ?? 0)
    }
}
