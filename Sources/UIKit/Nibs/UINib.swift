import Foundation

/// `UINib`: an Interface Builder archive. Sandglass reads none (nibs are compiled by Xcode into a
/// binary form it does not have): instantiating gives no objects and one line on stderr naming the
/// nib, so that code which builds its views in code when the nib is missing still runs.
open class UINib: NSObject {
    /// Options of `instantiate(withOwner:options:)`.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    let name: String

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(\(data.count) bytes)"
        super.init()
    }

    /// No objects: nibs are not read here.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UINib.reportUnread(name)
        return []
    }

    static func reportUnread(_ name: String) {
        ProblemLog.report("sandglass: nib '\(name.prefix(60))' is not loaded: Sandglass reads no nibs or storyboards; "
                          + "build the view in code")
    }
}

extension Bundle {
    /// Nil, and one line on stderr naming the nib: Sandglass reads no nibs (see `UINib`).
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.reportUnread(name)
        return nil
    }
}
