import Foundation
import Sandglass
@testable import SandglassLottie
import XCTest

/// The exporter's parts without a renderer: paths as Lottie contours, sampled tracks simplified,
/// the document's text, and a scene's layers and transforms as written.
final class LottieExportUnitTests: XCTestCase {
    /// A scene of the layers `makeRoot` builds, on a clear background.
    private static func scene(_ name: String, size: CGSize, _ makeRoot: @escaping @Sendable () -> CALayer) -> SceneDescriptor {
        final class Layers: SceneContent {
            let rootLayer: CALayer
            init(_ root: CALayer) { rootLayer = root }
        }
        return SceneDescriptor(info: SceneInfo(name: name, summary: "", naturalSize: size, backgroundColor: CGColor(gray: 0, alpha: 0)),
                               parameters: SceneParameters(scene: name, [])) { _, _ in Layers(makeRoot()) }
    }

    func testARectangleAndAnOvalBecomeClosedContoursWithTheirTangents() {
        let rect = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        XCTAssertEqual(LottieBezier.contours(of: rect), [
            LottieBezier(closed: true, vertices: [[10, 20], [40, 20], [40, 60], [10, 60]],
                         inTangents: [[0, 0], [0, 0], [0, 0], [0, 0]], outTangents: [[0, 0], [0, 0], [0, 0], [0, 0]]),
        ])
        let oval = LottieBezier.contours(of: CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil))
        XCTAssertEqual(oval.count, 1)
        XCTAssertEqual(oval[0].vertices.count, 4, "four quarter arcs; the start is not repeated at the end")
        XCTAssertTrue(oval[0].closed)
        // Each quarter's handles are 0.5523 of the radius long, along the tangent.
        for (vertex, out) in zip(oval[0].vertices, oval[0].outTangents) {
            XCTAssertEqual((out[0] * out[0] + out[1] * out[1]).squareRoot(), 27.6, accuracy: 0.05, "\(vertex)")
        }
        let quad = CGMutablePath()
        quad.move(to: CGPoint(x: 0, y: 0))
        quad.addQuadCurve(to: CGPoint(x: 30, y: 0), control: CGPoint(x: 15, y: 30))
        XCTAssertEqual(LottieBezier.contours(of: quad), [
            LottieBezier(closed: false, vertices: [[0, 0], [30, 0]], inTangents: [[0, 0], [-10, 20]], outTangents: [[10, 20], [0, 0]]),
        ], "a quadratic raised to a cubic: handles two thirds of the way to its control point")
    }

    func testASampledTrackKeepsOnlyTheFramesWhereTheMotionBends() {
        // Linear from 0 to 10 over frames 0-10, then still until frame 20: three keyframes.
        let samples = (0...20).map { [Double(min($0, 10))] }
        let track = SampledTrack(firstFrame: 5, samples: samples)
        XCTAssertEqual(track.keptFrames(tolerance: 0.01), [0, 10, 20])
        let json = track.json(tolerance: 0.01) { $0[0] }
        XCTAssertEqual(json["a"] as? Int, 1)
        let keyframes = json["k"] as! [[String: Any]]
        XCTAssertEqual(keyframes.map { $0["t"] as! Int }, [5, 15, 25], "frame numbers from the track's first frame")
        XCTAssertEqual(keyframes.map { ($0["s"] as! [Any])[0] as! Double }, [0, 10, 10])
        XCTAssertNil(keyframes[2]["o"], "the last keyframe has no easing")
        XCTAssertEqual(SampledTrack(firstFrame: 0, samples: [[3], [3], [3]]).json(tolerance: 0.01) { $0[0] }["a"] as? Int, 0)
        // A value that changes its count (a path gaining a vertex) holds instead of interpolating.
        let grown = SampledTrack(firstFrame: 0, samples: [[1, 2], [1, 2], [1, 2, 3], [1, 2, 3]])
        let kept = grown.json(tolerance: 0.01) { $0 }["k"] as! [[String: Any]]
        XCTAssertEqual(kept.map { $0["t"] as! Int }, [0, 1, 2, 3])
        XCTAssertEqual(kept[1]["h"] as? Int, 1)
    }

    func testTheDocumentTextWritesTyFirstAndNumbersShortest() {
        let text = LottieJSONText.text(["nm": "dot", "it": [1.5, 2.0, -0.0], "ty": "gr", "a": true])
        XCTAssertEqual(text, #"{"ty":"gr","a":true,"it":[1.5,2,0],"nm":"dot"}"#)
        XCTAssertEqual(LottieJSONText.text(["s": "a\"b\n"]), #"{"s":"a\"b\n"}"#)
    }

    func testAShapeLayersTransformPathAndTrimAreWritten() throws {
        let descriptor = Self.scene("arc", size: CGSize(width: 100, height: 80)) {
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 100, height: 80)
            let ring = CAShapeLayer()
            ring.name = "ring"
            ring.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            ring.position = CGPoint(x: 50, y: 40)
            ring.path = CGPath(ellipseIn: ring.bounds, transform: nil)
            ring.fillColor = nil
            ring.strokeColor = CGColor(red: 1, green: 0, blue: 0)
            ring.lineWidth = 4
            ring.transform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            root.addSublayer(ring)
            let draw = CABasicAnimation(keyPath: "strokeEnd")
            (draw.fromValue, draw.toValue, draw.duration) = (0.0, 1.0, 1)
            ring.add(draw, forKey: "draw")
            return root
        }
        let runner = SceneRunner(descriptor, context: NonRenderingSceneContext())
        let result = try LottieExporter(frameRate: 10).export(runner)
        XCTAssertEqual(result.frames, 10, "the animation's one second at 10 fps")
        XCTAssertEqual(result.notes, [])
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: result.json) as? [String: Any])
        XCTAssertEqual(document["w"] as? Double, 100)
        XCTAssertEqual(document["op"] as? Int, 10)
        let layers = try XCTUnwrap(document["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.map { $0["nm"] as? String }, ["ring", "rootLayer"], "top first; the root, named by the property that holds it, a null layer under it")
        XCTAssertEqual(layers.map { $0["ty"] as? Int }, [4, 3])
        XCTAssertEqual(layers[0]["parent"] as? Int, 2)
        let ks = try XCTUnwrap(layers[0]["ks"] as? [String: Any])
        XCTAssertEqual((ks["r"] as? [String: Any])?["k"] as? Double, 90, "a quarter turn clockwise")
        XCTAssertEqual((ks["p"] as? [String: Any])?["k"] as? [Double], [50, 40])
        XCTAssertEqual((ks["a"] as? [String: Any])?["k"] as? [Double], [20, 20])
        let stroke = try XCTUnwrap((layers[0]["shapes"] as? [[String: Any]])?.first)
        XCTAssertEqual(stroke["nm"] as? String, "stroke")
        let items = try XCTUnwrap(stroke["it"] as? [[String: Any]])
        XCTAssertEqual(items.map { $0["ty"] as? String }, ["sh", "tm", "st", "tr"])
        let end = try XCTUnwrap((items[1]["e"] as? [String: Any])?["k"] as? [[String: Any]])
        XCTAssertEqual(end.map { $0["t"] as? Int }, [0, 10], "strokeEnd linear 0 to 100 %: two keyframes")
        XCTAssertEqual(end.map { ($0["s"] as? [Double])?.first }, [0, 100])
    }

    /// A conic gradient, which Lottie cannot draw, is said to be left out, never drawn as a linear one.
    func testAConicGradientIsLeftOutAndSaid() throws {
        let descriptor = Self.scene("dial", size: CGSize(width: 40, height: 40)) {
            let dial = CAGradientLayer()
            dial.name = "dial"
            dial.type = .conic
            dial.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
            dial.colors = [CGColor(red: 1, green: 0, blue: 0), CGColor(red: 0, green: 0, blue: 1)]
            return dial
        }
        let result = try LottieExporter(frameRate: 10, duration: 0.2).export(SceneRunner(descriptor, context: NonRenderingSceneContext()))
        XCTAssertEqual(result.notes, ["left out: conic gradients (Lottie has only linear and radial ones) (first on 'dial')"])
        XCTAssertFalse(String(decoding: result.json, as: UTF8.self).contains("\"gf\""), "no gradient written")
    }

    /// A replicator's copies are layers of their own, each followed from frame to frame (before, every
    /// copy presented the same layer and all but one were lost).
    func testAReplicatorsCopiesAreEachALayer() throws {
        let descriptor = Self.scene("row", size: CGSize(width: 100, height: 20)) {
            let row = CAReplicatorLayer()
            row.name = "row"
            row.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
            row.instanceCount = 3
            row.instanceTransform = CATransform3DMakeTranslation(30, 0, 0)
            let dot = CALayer()
            dot.name = "dot"
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            dot.backgroundColor = CGColor(red: 1, green: 0, blue: 0)
            row.addSublayer(dot)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.duration) = (1.0, 0.5, 1)
            dot.add(fade, forKey: "fade")
            return row
        }
        let result = try LottieExporter(frameRate: 10).export(SceneRunner(descriptor, context: NonRenderingSceneContext()))
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: result.json) as? [String: Any])
        let layers = try XCTUnwrap(document["layers"] as? [[String: Any]])
        let dots = layers.filter { ($0["nm"] as? String)?.hasPrefix("dot") == true }
        XCTAssertEqual(dots.compactMap { $0["nm"] as? String }.sorted(), ["dot #0", "dot #1", "dot #2"])
        XCTAssertEqual(Set(dots.compactMap { $0["parent"] as? Int }).count, 3, "each in its own copy's container")
        let containers = layers.filter { ($0["nm"] as? String)?.hasPrefix("row#") == true }
        let offsets = containers.compactMap { (($0["ks"] as? [String: Any])?["p"] as? [String: Any])?["k"] as? [Double] }.map { $0[0] }
        XCTAssertEqual(offsets.sorted(), [50, 80, 110], "each copy 30 points on: the container's centre plus its placement")
        XCTAssertEqual(layers.count, 3 + 3 + 1, "the dots, their containers, the replicator")
    }

    /// Layers are ordered totally, so that a file is the same on every run: two particles first drawn
    /// at one place of their emitter's list in different frames by the frame they came, then by their
    /// identities (before, by whatever order a dictionary, seeded per process, handed them out).
    func testParticlesAtOnePlaceAreOrderedByTheirFrameThenTheirIdentity() {
        let emitter = CALayer()
        func history(_ particle: UInt64, frame: Int) -> LayerHistory {
            let sample = LayerSampler.Sample(id: ExportLayerID(layer: ObjectIdentifier(emitter), particle: particle), parent: nil,
                                             name: "p", order: [0, 3 - LayerSampler.particleOrderBase], frame: LayerSampler.frame(of: emitter, opacity: 1))
            return LayerHistory(first: sample, frame: frame)
        }
        let a = history(9, frame: 2), b = history(1, frame: 5), c = history(4, frame: 5)
        XCTAssertEqual([c, b, a].sorted { $0.paintsBefore($1) }.map(\.id.particle), [9, 1, 4])
        XCTAssertFalse(b.paintsBefore(b))
    }

    func testASpanOverTheLimitIsRefusedInOneLine() {
        let descriptor = Self.scene("still", size: CGSize(width: 10, height: 10)) { CALayer() }
        XCTAssertThrowsError(try LottieExporter(duration: 61).export(SceneRunner(descriptor, context: NonRenderingSceneContext()))) { error in
            XCTAssertEqual((error as? LottieExportError)?.description, "cannot export 61 s: a Lottie file holds at most 60 s; give --duration S")
        }
    }
}

/// Stretches that follow the scene's easings become two keyframes with the easing as their tangents.
final class EasedSegmentsTests: XCTestCase {
    private let inOut = CubicEasing(CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
    private let out = CubicEasing(CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))

    /// Still for 5 frames, eased in and out from 0 to 100 over 30, still for 5, eased out back to 40
    /// over 20, still to the end.
    private var samples: [[Double]] {
        var values: [Double] = Array(repeating: 0, count: 5)
        for i in 1...30 { values.append(100 * inOut.progress(at: Double(i) / 30)) }
        values += Array(repeating: 100, count: 5)
        for i in 1...20 { values.append(100 - 60 * out.progress(at: Double(i) / 20)) }
        values += Array(repeating: 40, count: 5)
        return values.map { [$0] }
    }

    func testTheMotionIsCutWhereItStartsStopsOrTurns() {
        let cuts = EasedSegments.stretches(of: samples).filter { samples[$0.0] != samples[$0.1] }
        XCTAssertEqual(cuts.map { [$0.0, $0.1] }, [[4, 34], [39, 59]])
    }

    func testEachStretchIsWrittenWithTheEasingItFollows() {
        let track = SampledTrack(firstFrame: 0, samples: samples)
        let keys = track.keyframes(tolerance: 0.01, easings: EasedSegments.named)
        XCTAssertEqual(keys.map(\.index), [0, 4, 34, 39, 59, 64], "ten keyframes a second less: the ends of each stretch")
        XCTAssertEqual(keys[1].easing.map { [$0.c1.x, $0.c1.y, $0.c2.x, $0.c2.y] }, [0.42, 0, 0.58, 1])
        XCTAssertEqual(keys[3].easing.map { [$0.c1.x, $0.c1.y, $0.c2.x, $0.c2.y] }, [0, 0, 0.58, 1])
        XCTAssertNil(keys[2].easing, "a still stretch is linear")
        let json = track.json(easings: EasedSegments.named, tolerance: 0.01) { $0[0] }
        let written = json["k"] as! [[String: Any]]
        XCTAssertEqual((written[1]["o"] as! [String: [Double]])["x"], [0.42])
        XCTAssertEqual((written[1]["i"] as! [String: [Double]])["x"], [0.58])
        // Without the easing among the candidates, the stretch falls back to a keyframe where it bends.
        XCTAssertGreaterThan(track.keyframes(tolerance: 0.01, easings: []).count, 20)
    }
}
