import Sandglass

/// Every scene `sandglass` knows, in the order Tab and the number keys cycle through them.
public enum SceneCatalog {
    public static let all: [SceneInfo] = [
        SceneInfo(name: "matching", summary: "room-matching ring: dashed hairline, strokeEnd fill, orbiting ball (seed 004)",
                  naturalSize: CGSize(width: 200, height: 200), backgroundColor: CGColor(hex: 0x1C1C24)),
    ]

    /// The scene the preview opens when none is named.
    public static var defaultScene: SceneInfo { all[0] }

    public static func scene(named name: String) -> SceneInfo? { all.first { $0.name == name } }
}
