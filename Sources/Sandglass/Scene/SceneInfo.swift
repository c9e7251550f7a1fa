import Foundation

/// What a scene is, before it is built: its name on the command line, one line of description, the
/// size of its view in points (the seed post's view plus whatever the scene shows beside it) and the
/// colour behind its layers.
public struct SceneInfo: Sendable, Equatable {
    public let name: String
    public let summary: String
    public let naturalSize: CGSize
    public let backgroundColor: CGColor

    public init(name: String, summary: String, naturalSize: CGSize, backgroundColor: CGColor) {
        (self.name, self.summary, self.naturalSize, self.backgroundColor) = (name, summary, naturalSize, backgroundColor)
    }
}
