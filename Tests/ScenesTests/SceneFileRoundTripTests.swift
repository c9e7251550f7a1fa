import Foundation
import XCTest
import Sandglass
@testable import Scenes

/// Every registered Swift scene, exported as a scene file and loaded back, dumps the same tree as the
/// Swift scene at 20 times across two cycles (numbers within 1e-9).
final class SceneFileRoundTripTests: XCTestCase {
    func testEverySeedSceneRoundTripsThroughExportAndLoad() throws {
        // Seed scenes at 20 times; the stress scenes (thousands of layers, the same code at every size)
        // at 2 times, and the 10k variant left to its 1k sibling, to keep the test in seconds.
        for scene in SceneCatalog.all where scene.info.name != "stress-arcs-10k" {
            let name = scene.info.name
            let isStress = name.hasPrefix("stress-")
            guard let text = try exportUnlessEmitter(scene) else { continue }
            let loaded: SceneDescriptor
            switch SceneFile.parse(Array(text.utf8), file: "\(name).json") {
            case let .success(d): loaded = d
            case let .failure(e): return XCTFail("\(name): exported file does not load: \(e)")
            }
            XCTAssertEqual(loaded.info, scene.info, name)
            XCTAssertEqual(loaded.parameters.declarations.map(\.name), scene.parameters.declarations.map(\.name), name)
            let a = SceneRunner(scene, context: NonRenderingSceneContext())
            let b = SceneRunner(loaded, context: NonRenderingSceneContext())
            for i in isStress ? [3, 17] : Array(0..<20) {
                let t = Double(i) * 0.31 + 0.013   // 0 ... 5.9 s: two cycles of matching's 3 s
                a.seek(to: t)
                let left = LayerTreeDump.json(scene: name, time: t, state: .presentation, root: a.scene.rootLayer)
                b.seek(to: t)
                let right = LayerTreeDump.json(scene: name, time: t, state: .presentation, root: b.scene.rootLayer)
                let l = try JSONSerialization.jsonObject(with: Data(left.utf8))
                let r = try JSONSerialization.jsonObject(with: Data(right.utf8))
                if let difference = JSONTolerance.difference(l, r, path: "") {
                    return XCTFail("\(name) at t = \(t): \(difference)")
                }
            }
        }
    }

    func testExportIsStable() throws {
        for scene in SceneCatalog.all where !scene.info.name.hasPrefix("stress-") {
            guard let once = try exportUnlessEmitter(scene) else { continue }
            guard case let .success(loaded) = SceneFile.parse(Array(once.utf8), file: "x.json") else { return XCTFail() }
            XCTAssertEqual(try SceneFile.export(loaded, context: NonRenderingSceneContext()), once, scene.info.name)
        }
    }
}

extension SceneFileRoundTripTests {
    /// The scene as a scene file; nil for the emitter scenes, which scene files cannot hold: their export
    /// must refuse, naming the emitter, rather than write a file that does not load.
    static let emitterScenes: Set = ["confetti", "sparkles"]

    func exportUnlessEmitter(_ scene: SceneDescriptor) throws -> String? {
        do {
            let text = try SceneFile.export(scene, context: NonRenderingSceneContext())
            XCTAssertFalse(Self.emitterScenes.contains(scene.info.name), "exported a scene with an emitter")
            return text
        } catch {
            XCTAssertTrue(Self.emitterScenes.contains(scene.info.name), "\(scene.info.name): \(error)")
            XCTAssertEqual(error, .unsupportedLayer(path: "root.sublayers[0]", typeName: "emitter"))
            return nil
        }
    }
}

/// Parsed-JSON comparison with a numeric tolerance (numbers inside path strings too).
enum JSONTolerance {
    static func difference(_ a: Any, _ b: Any, path: String, tolerance: Double = 1e-9) -> String? {
        switch (a, b) {
        case let (x as [String: Any], y as [String: Any]):
            if Set(x.keys) != Set(y.keys) { return "\(path): keys \(x.keys.sorted()) vs \(y.keys.sorted())" }
            for k in x.keys.sorted() {
                if let d = difference(x[k]!, y[k]!, path: path + "." + k, tolerance: tolerance) { return d }
            }
            return nil
        case let (x as [Any], y as [Any]):
            if x.count != y.count { return "\(path): \(x.count) vs \(y.count) elements" }
            for (i, (p, q)) in zip(x, y).enumerated() {
                if let d = difference(p, q, path: path + "[\(i)]", tolerance: tolerance) { return d }
            }
            return nil
        case let (x as String, y as String):
            if x == y { return nil }
            let p = x.split(separator: " "), q = y.split(separator: " ")
            guard p.count == q.count else { return "\(path): '\(x)' vs '\(y)'" }
            for (u, v) in zip(p, q) where u != v {
                guard let m = Double(u), let n = Double(v), abs(m - n) <= tolerance else { return "\(path): '\(x)' vs '\(y)'" }
            }
            return nil
        case let (x as NSNumber, y as NSNumber):
            return abs(x.doubleValue - y.doubleValue) <= tolerance ? nil : "\(path): \(x) vs \(y)"
        case (is NSNull, is NSNull):
            return nil
        default:
            return "\(path): \(a) vs \(b)"
        }
    }
}
