import Sandglass

/// Nothing drawn but the background: the floor that `bench` measures every scene against.
public final class EmptyScene: Scene {
    public static let info = SceneInfo(name: "empty", summary: "nothing but a black background: the frame-time floor",
                                       naturalSize: CGSize(width: 800, height: 800), backgroundColor: .black)
    public static let parameters = SceneParameters(scene: "empty", [])
    public let rootLayer = CALayer()

    public init(parameters: ParameterValues, context: SceneContext) {
        rootLayer.name = "root"
        rootLayer.frame = CGRect(origin: .zero, size: Self.info.naturalSize)
    }
}
