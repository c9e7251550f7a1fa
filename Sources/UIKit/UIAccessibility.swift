import Foundation

/// `UIAccessibility`: the system's accessibility settings, as animation code reads them to tone motion
/// down. Sandglass runs no assistive technology and has no such settings: each reads as off (its
/// default on iOS), and posted notifications reach no one.
public enum UIAccessibility {
    public static var isReduceMotionEnabled: Bool { false }
    public static var isVoiceOverRunning: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }

    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Tells assistive technology of a change: there is none to tell.
    public static func post(notification: Notification, argument: Any?) {}
}
