import Sandglass
@testable import Scenes
import XCTest

/// stress-dust is defined exactly (StressScenes.dust) so that the Cairo peer can draw the same frames.
/// The expected numbers below come from bench/cairo_peer.c's own implementation of that definition
/// (the same arithmetic written in C), so these tests fail if the Swift scene and the peer drift apart.
final class DustStressTests: XCTestCase {

    private func dustLayers(at t: Double) throws -> [CALayer] {
        let runner = SceneRunner(try XCTUnwrap(SceneCatalog.scene(named: "stress-dust")), context: NonRenderingSceneContext())
        runner.seek(to: t)
        let view = runner.presentationTree().sublayer(at: "dustEffectView")
        return (0..<32).map { view.sublayer(at: "dustLayer\($0)") }
    }

    func testRegisteredAsAStressSceneOf800x800() throws {
        let scene = try XCTUnwrap(SceneCatalog.scene(named: "stress-dust"))
        XCTAssertEqual(scene.info.naturalSize, CGSize(width: 800, height: 800))
        XCTAssertEqual(scene.info.backgroundColor, .black)
        XCTAssertTrue(StressScenes.all.contains { $0.info.name == "stress-dust" })
    }

    /// Two builds give the same presentation at every sampled time, and these values: layer 0 gone
    /// (end of its path, turned, transparent), layer 13 almost gone, layer 31 a fifth of the way out
    /// at 1.5 s; at 3.0 s layer 31 is flying back; at 5.0 s, in the second cycle, layer 0 is leaving
    /// again and 13 and 31 are home.
    func testTwoBuildsGiveTheSamePresentationAtTheDefinedValues() throws {
        let expected: [(t: Double, layer: Int, x: Double, y: Double, turn: Double, opacity: Float)] = [
            (1.5, 0, 348.1132313394105, 410.15449821669296, 0.24998766104185804, 0),
            (1.5, 13, 342.7420171563831, 396.76719989466881, 0.013906997343781952, 0.0484374985),
            (1.5, 31, 392.06144312577669, 395.80623530748056, -0.018348645577563202, 0.807812512),
            (3.0, 0, 348.1132313394105, 410.15449821669296, 0.24998766104185804, 0),
            (3.0, 13, 340.21133253734996, 395.57492905166924, 0.014614906896585303, 0),
            (3.0, 31, 387.28020823456905, 393.29865555695375, -0.029387668120162191, 0.692187488),
            (5.0, 0, 380.13147417322949, 406.14223210641245, 0.096089007212964275, 0.615625024),
            (5.0, 13, 400, 400, 0, 1),
            (5.0, 31, 400, 400, 0, 1),
        ]
        for t in [1.5, 3.0, 5.0] {
            let a = try dustLayers(at: t), b = try dustLayers(at: t)
            for i in 0..<32 {
                XCTAssertEqual(a[i].position, b[i].position, "t \(t) layer \(i)")
                XCTAssertEqual(a[i].transform, b[i].transform, "t \(t) layer \(i)")
                XCTAssertEqual(a[i].opacity, b[i].opacity, "t \(t) layer \(i)")
                XCTAssertEqual(a[i].bounds, b[i].bounds, "t \(t) layer \(i)")
            }
            for e in expected where e.t == t {
                let l = a[e.layer]
                XCTAssertEqual(l.position.x, e.x, accuracy: 1e-9, "t \(t) layer \(e.layer) x")
                XCTAssertEqual(l.position.y, e.y, accuracy: 1e-9, "t \(t) layer \(e.layer) y")
                XCTAssertEqual(atan2(l.transform.m12, l.transform.m11), e.turn, accuracy: 1e-12, "t \(t) layer \(e.layer) turn")
                XCTAssertEqual(l.opacity, e.opacity, accuracy: 1e-6, "t \(t) layer \(e.layer) opacity")
            }
        }
    }

    /// Each layer covers its image's columns (layer 0: 0..<39, layer 13: 87..<526, layer 31: 763..<800;
    /// 9,352 columns in all) and turns about the panel's centre: at rest the layers rebuild the panel.
    func testLayersCoverTheirColumnsAndRestOnThePanel() throws {
        let layers = try dustLayers(at: 0)
        let columns = [(0, 0.0, 39.0), (13, 87.0, 439.0), (31, 763.0, 37.0)]
        for (i, x, width) in columns {
            let frame = layers[i].frame
            XCTAssertEqual(frame.minX, x, accuracy: 1e-9, "layer \(i)")
            XCTAssertEqual(frame.width, width, accuracy: 1e-9, "layer \(i)")
            XCTAssertEqual(frame.minY, 0, accuracy: 1e-9, "layer \(i)")
            XCTAssertEqual(frame.height, 800, accuracy: 1e-9, "layer \(i)")
            XCTAssertEqual(layers[i].position, CGPoint(x: 400, y: 400), "layer \(i)")
            XCTAssertEqual(layers[i].opacity, 1)
            XCTAssertEqual((layers[i].contents as? CGImage)?.width, Int(width))
        }
        XCTAssertEqual(layers.map { Int($0.bounds.width) }.reduce(0, +), 9_352)
    }

    /// The cycle is 2 (1.35 * 31 / 32 + 1) = 4.615625 s: one period later every layer is where it was.
    func testTheDustRepeatsEveryCycle() throws {
        let view = DustEffectView(image: DustPanelImage.make(width: 80, height: 80), scale: 1,
                                  bounds: CGRect(x: 0, y: 0, width: 80, height: 80), settings: StressScenes.dustSettings, seed: 1)
        XCTAssertEqual(view.cycleDuration, 4.615625, accuracy: 1e-12)
        XCTAssertEqual(view.leaveDuration, 2.3078125, accuracy: 1e-12)
        let period = view.cycleDuration
        for t in [0.7, 1.5, 2.9, 4.0] {
            let a = try dustLayers(at: t), b = try dustLayers(at: t + period)
            for i in 0..<32 {
                XCTAssertEqual(a[i].position.x, b[i].position.x, accuracy: 1e-9, "t \(t) layer \(i)")
                XCTAssertEqual(a[i].position.y, b[i].position.y, accuracy: 1e-9, "t \(t) layer \(i)")
                XCTAssertEqual(a[i].opacity, b[i].opacity, accuracy: 1e-6, "t \(t) layer \(i)")
            }
        }
    }
}
