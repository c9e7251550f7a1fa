import Foundation

/// Where an animation was defined: the call site of the `add(_:forKey:)` that added it (Swift), or
/// the animation's object in a scene file (with its JSON path). A tool goes from an animation on
/// screen to the line that made it with it.
package struct AnimationSourceLocation: Hashable, Sendable {
    /// `#fileID`: the module and file name ("MyApp/SpinnerView.swift"); for a scene file, its path.
    public let fileID: String
    /// `#filePath`: the file's path as it was compiled (or the scene file's as opened), what an
    /// editor opens.
    public let filePath: String
    /// 1-based.
    public let line: Int
    /// The animation's JSON path in a scene file ("root.sublayers[0].animations.spin"); nil for Swift.
    public let jsonPath: String?

    public init(fileID: String, filePath: String, line: Int, jsonPath: String? = nil) {
        (self.fileID, self.filePath, self.line, self.jsonPath) = (fileID, filePath, line, jsonPath)
    }

    /// The module part of `fileID` ("MyApp"); empty for a scene file.
    public var module: String { jsonPath == nil ? String(fileID.prefix { $0 != "/" }) : "" }

    /// "SpinnerView.swift:44", or for a scene file "pulse.json5:12 root.animations.fade".
    public var shortText: String {
        let name = (filePath as NSString).lastPathComponent
        return "\(name):\(line)" + (jsonPath.map { " \($0)" } ?? "")
    }
}
