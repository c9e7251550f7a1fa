import Sandglass
import XCTest

/// `FrameSource` rebuilds each frame's tree in the storage of the tree two frames back (the damage
/// diff holds the one before), and a tree a caller keeps is never changed by later frames.
final class FrameSourceStorageTests: XCTestCase {
    /// A square whose position.x runs from 10 to 70 in 1 s (its node's world x is position.x - 5).
    private func source() throws -> FrameSource {
        let text = """
            {"size": [100, 100], "background": "black",
             "root": {"sublayers": [{"bounds": [0, 0, 10, 10], "position": [10, 20], "backgroundColor": "red",
               "animations": {"move": {"type": "basic", "keyPath": "position.x", "fromValue": 10, "toValue": 70,
                                       "duration": 1}}}]}}
            """
        let descriptor = try SceneFile.parse(Array(text.utf8), file: "s.json").get()
        return FrameSource(SceneRunner(descriptor, context: NonRenderingSceneContext()))
    }

    private func bufferAddress(_ tree: RenderTree) -> UInt {
        tree.nodes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    func testFramesAlternateBetweenTwoStorages() throws {
        let s = try source()
        let first = bufferAddress(s.frame(at: 0).tree)
        let second = bufferAddress(s.frame(at: 0.25).tree)
        let third = bufferAddress(s.frame(at: 0.5).tree)
        let fourth = bufferAddress(s.frame(at: 0.75).tree)
        XCTAssertNotEqual(first, second, "the previous frame's tree is not overwritten")
        XCTAssertEqual(third, first)
        XCTAssertEqual(fourth, second)
    }

    func testAKeptFrameStaysAsItWas() throws {
        let s = try source()
        let kept = s.frame(at: 0).tree
        let later = [0.25, 0.5, 0.75].map { s.frame(at: $0).tree.nodes[1].world.m41 }
        XCTAssertEqual(later, [20, 35, 50])
        XCTAssertEqual(kept.nodes[1].world.m41, 5)
        XCTAssertEqual(Array(kept.children(of: 0)), [1])
    }
}
