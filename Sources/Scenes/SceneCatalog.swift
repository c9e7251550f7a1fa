import Sandglass

/// Every scene `sandglass` knows, in the order Tab and the number keys cycle through them: the seed
/// scenes first, then the floor and the benchmark scenes.
public enum SceneCatalog {
    public static let all: [SceneDescriptor] = [
        MatchingScene.self,
        ScoreGaugeScene.self,
        ARScanningScene.self,
        SandClockScene.self,
        ThanosScene.self,
        SandClockLoadingScene.self,
        ConfettiScene.self,
        SparklesScene.self,
        EmptyScene.self,
    ].map(SceneDescriptor.init) + StressScenes.all

    /// The scene the preview opens when none is named.
    public static var defaultScene: SceneDescriptor { all[0] }

    public static func scene(named name: String) -> SceneDescriptor? { all.first { $0.info.name == name } }
}
