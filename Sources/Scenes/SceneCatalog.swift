import Sandglass

/// Every scene `sandglass` knows, in the order Tab and the number keys cycle through them.
public enum SceneCatalog {
    public static let all: [any Scene.Type] = [
        MatchingScene.self,
        ThanosScene.self,
        EmptyScene.self,
    ]

    /// The scene the preview opens when none is named.
    public static var defaultScene: any Scene.Type { all[0] }

    public static func scene(named name: String) -> (any Scene.Type)? { all.first { $0.info.name == name } }
}
