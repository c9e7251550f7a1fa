import Foundation
import Sandglass

/// One-call snapshots for tests, each with a renderer of its own (`SceneRenderer` keeps one for many):
///
///     let png = try Snapshot.png(at: 0.5, size: CGSize(width: 100, height: 100)) { RingView(frame: .zero) }
public enum Snapshot {
    /// `view` at `time` as PNG bytes.
    public static func png(at time: Double, size: CGSize, scale: CGFloat = 1, view: @escaping @Sendable () -> UIView) throws -> Data {
        try SceneRenderer().image(at: time, size: size, scale: scale, view: view).png()
    }

    /// `view` at `time` as pixels.
    public static func image(at time: Double, size: CGSize, scale: CGFloat = 1,
                             view: @escaping @Sendable () -> UIView) throws(SnapshotError) -> SnapshotImage {
        try SceneRenderer().image(at: time, size: size, scale: scale, view: view)
    }
}
