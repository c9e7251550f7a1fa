import Sandglass
import SandglassHeadless
import SandglassSystem
import SandglassTestSupport
@testable import Scenes
import XCTest

/// The Thanos tests that draw use the test process's one renderer (skipped where there is no GL).
private enum ThanosGL {
    static func require() throws -> LayerRenderer { try SharedGL.requireLayerRenderer() }
}

final class ThanosTests: XCTestCase {

    private func values(_ changes: [String: ParameterValue] = [:]) -> ParameterValues {
        var v = ThanosScene.parameters.defaults
        for (name, value) in changes { XCTAssertNil(v.set(name, to: value)) }
        return v
    }

    // MARK: - Sprite

    /// 48 frames of 80 pt in a 3840 pt sheet: frame k's offset is k/48, and the discrete keyframes
    /// hold it from exactly k/48 of the 2 s duration up to (not including) (k+1)/48.
    func testSpriteKeyframeSelectsFrameKExactlyInItsSlot() {
        let sprite = AnimatableSpriteLayer(sheet: nil, sheetScale: 2, sheetSize: CGSize(width: 3840, height: 80),
                                           frameSize: CGSize(width: 80, height: 80))
        XCTAssertEqual(sprite.frameCount, 48)
        XCTAssertTrue(sprite.masksToBounds)
        XCTAssertEqual(sprite.contentsGravity, .left)
        sprite.play(duration: 2, beginTime: 0)
        let animation = sprite.animation(forKey: "sprite") as? CAKeyframeAnimation
        XCTAssertEqual(animation?.keyPath, "contentsRect.origin.x")
        XCTAssertEqual(animation?.calculationMode, .discrete)
        XCTAssertEqual(animation?.duration, 2)
        func offset(at t: Double) -> CGFloat { sprite.presentationTree(at: t).contentsRect.origin.x }
        for k in 0..<48 {
            let expected = CGFloat(k) / 48
            XCTAssertEqual(offset(at: 2 * Double(k) / 48), expected, "frame \(k) at its first instant")
            XCTAssertEqual(offset(at: 2 * (Double(k) + 0.5) / 48), expected, "frame \(k) mid-slot")
            XCTAssertEqual(offset(at: 2 * Double(k + 1) / 48 - 1e-9), expected, "frame \(k) at its last instant")
        }
        XCTAssertEqual(offset(at: 2.5), 47.0 / 48, "the last frame holds after the end")
    }

    // MARK: - Dust motion

    /// Half-way through its group a dust layer is on its quadratic Bezier (centre, control = centre +
    /// (transX, transY), end = centre + that rotated by radian1) and, paced, half-way along its length;
    /// at the end it sits on the rotated end, turned by radian1 + radian2, transparent.
    func testDustLayerFollowsItsQuadraticBezierPaced() throws {
        let scene = ThanosScene(parameters: values(["dustScale": .number(1)]), context: SolidImageContext())
        let item = try XCTUnwrap(scene.vanishing.first)
        let dust = item.dust
        XCTAssertEqual(dust.dustLayers.count, 32)
        let start = scene.timeline.dustStarts[0]
        let centre = CGPoint(x: 210, y: 52.5)
        for i in [0, 13, 31] {
            let m = dust.motions[i]
            XCTAssertLessThanOrEqual(abs(m.radian1), .pi / 24)
            XCTAssertLessThanOrEqual(abs(m.radian2), .pi / 24)
            XCTAssertEqual(m.translation.x * m.translation.x / 3600 + m.translation.y * m.translation.y / 900, 1, accuracy: 1e-9)
            let control = CGPoint(x: centre.x + m.translation.x, y: centre.y + m.translation.y)
            let end = CGPoint(x: centre.x + m.translation.x * cos(m.radian1) - m.translation.y * sin(m.radian1),
                              y: centre.y + m.translation.y * cos(m.radian1) + m.translation.x * sin(m.radian1))
            func bezier(_ u: CGFloat) -> CGPoint {
                let s = 1 - u
                return CGPoint(x: s * s * centre.x + 2 * s * u * control.x + u * u * end.x,
                               y: s * s * centre.y + 2 * s * u * control.y + u * u * end.y)
            }
            let samples = (0...4000).map { bezier(CGFloat($0) / 4000) }
            let lengths = zip(samples, samples.dropFirst()).reduce(into: [CGFloat(0)]) { $0.append($0.last! + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y)) }
            let begin = start + 1.35 * Double(i) / 32
            let layer = dust.dustLayers[i]
            let before = layer.presentationTree(at: begin - 0.01)
            XCTAssertEqual(before.position, centre)
            XCTAssertEqual(before.opacity, 1)

            let mid = layer.presentationTree(at: begin + 0.5).position
            let nearest = samples.indices.min { hypot(samples[$0].x - mid.x, samples[$0].y - mid.y) < hypot(samples[$1].x - mid.x, samples[$1].y - mid.y) }!
            XCTAssertLessThan(hypot(samples[nearest].x - mid.x, samples[nearest].y - mid.y), 0.05, "layer \(i) on its curve")
            XCTAssertEqual(lengths[nearest] / lengths.last!, 0.5, accuracy: 0.01, "layer \(i) paced: half its length at half time")

            let after = layer.presentationTree(at: begin + 1.5)
            XCTAssertEqual(after.position.x, end.x, accuracy: 1e-6)
            XCTAssertEqual(after.position.y, end.y, accuracy: 1e-6)
            XCTAssertEqual(atan2(after.transform.m12, after.transform.m11), m.radian1 + m.radian2, accuracy: 1e-6)
            XCTAssertEqual(after.opacity, 0)
        }
    }

    /// The defaults' timeline: snap 0-2 s, two results of 1.35 * 31/32 + 1 = 2.3078125 s each, 1 s pause,
    /// reverse sprite 2 s, then (the repository's restore) the results back at once, text fade 2 s.
    func testTimelineAtTheDefaults() {
        let t = ThanosTimeline(values(), frameCount: 48, vanishing: 2)
        XCTAssertEqual(t.snapEnd, 2)
        XCTAssertEqual(t.itemDuration, 2.3078125, accuracy: 1e-12)
        XCTAssertEqual(t.dustStarts, [2, 4.3078125])
        XCTAssertEqual(t.reverseStart, 7.615625, accuracy: 1e-12)
        XCTAssertEqual(t.reverseEnd, 9.615625, accuracy: 1e-12)
        XCTAssertEqual(t.reappear, 9.615625, accuracy: 1e-12)
        XCTAssertEqual(t.end, 11.615625, accuracy: 1e-12)
    }

    /// The restore of the author's repository, frame by frame (1/60 s): from the last dust layer's end
    /// to the reverse sprite's end nothing of a vanished result shows (no dust flies back in the
    /// result's own colours); its first frame back (9.6167 s) is already green, and each later frame
    /// moves the title's colour by at most one frame's share of the 2 s fade: no one-frame flash.
    func testVanishedResultsReappearGreenWithNoFlash() throws {
        let runner = SceneRunner(ThanosScene.self, parameters: values(["dustScale": .number(0.5)]), context: SolidImageContext())
        let scene = try XCTUnwrap(runner.scene as? ThanosScene)
        let t = scene.timeline
        let green = CGColor(red: 0, green: 0.4, blue: 0.13), blue = SearchResultView.titleColor
        let perFrame = (0.4 - Double(blue.green)) / (2 * 60) + 1e-9
        for (j, item) in scene.vanishing.enumerated() {
            var previousGreen: Double?
            for frame in Int((t.dustStarts.last! + t.itemDuration) * 60) + 1...Int(t.end * 60) + 2 {
                runner.seek(to: Double(frame) / 60)
                let results = runner.presentationTree().sublayer(at: "resultsView")
                let content = results.sublayer(at: "resultView\(item.index)/contentLayer")
                let dust = results.sublayers!.filter { $0.name == "dustEffectView" }[j]
                let visibleDust = (dust.sublayers ?? []).filter { dust.opacity > 0 && $0.opacity > 0 }.count
                let title = content.sublayer(at: "titleLayer") as! CATextLayer
                if Double(frame) / 60 < t.reappear {
                    XCTAssertEqual(content.opacity, 0, "frame \(frame)")
                    XCTAssertEqual(visibleDust, 0, "frame \(frame): no dust flies back")
                    continue
                }
                XCTAssertEqual(content.opacity, 1, "frame \(frame)")
                XCTAssertEqual(visibleDust, 0, "frame \(frame)")
                let g = Double(title.foregroundColor!.green)
                if let previous = previousGreen {
                    XCTAssertLessThanOrEqual(abs(g - previous), perFrame, "frame \(frame): the colour moves one frame's share")
                } else {
                    XCTAssertEqual(frame, 577, "the first frame back is 9.6167 s")
                    XCTAssertEqual(g, Double(green.green), accuracy: 0.002, "green at once")
                }
                previousGreen = g
            }
            XCTAssertEqual(previousGreen ?? 0, Double(blue.green), accuracy: 1e-9, "its own colour after the fade")
        }
    }

    /// Seed 3 picks results 2 and 3 of the four; the picks are always two distinct results in order.
    func testSeedChoosesHalfOfTheResults() {
        XCTAssertEqual(ThanosScene.chooseResults(count: 2, of: 4, seed: 3), [2, 3])
        for seed in UInt64(0)..<50 {
            let chosen = ThanosScene.chooseResults(count: 2, of: 4, seed: seed)
            XCTAssertEqual(chosen.count, 2)
            XCTAssertLessThan(chosen[0], chosen[1])
        }
    }

    /// The sequence on the vanishing result: shown, replaced by its dust at its start, back with
    /// green text at `reappear`, its own colour 2 s later; Enter restarts the snap from now.
    func testSequenceAndRestartOnEnter() throws {
        let runner = SceneRunner(ThanosScene.self, parameters: values(["dustScale": .number(0.5)]), context: SolidImageContext())
        let scene = try XCTUnwrap(runner.scene as? ThanosScene)
        let t = scene.timeline, index = scene.vanishing[0].index
        func content(_ time: Double) -> CALayer {
            runner.seek(to: time)
            return runner.presentationTree().sublayers![0].sublayers![index].sublayers![0]
        }
        XCTAssertEqual(content(1).opacity, 1)
        XCTAssertEqual(content(t.dustStarts[0] + 0.01).opacity, 0)
        XCTAssertEqual(content(t.reappear - 0.01).opacity, 0)
        let back = content(t.reappear + 1e-6)
        XCTAssertEqual(back.opacity, 1)
        let title = back.sublayers!.first { $0.name == "titleLayer" } as! CATextLayer
        XCTAssertEqual(title.foregroundColor!.green, 0.4, accuracy: 1e-4)
        let halfway = content(t.reappear + 1).sublayers!.first { $0.name == "titleLayer" } as! CATextLayer
        XCTAssertEqual(halfway.foregroundColor!.blue, (0.13 + 0.671) / 2, accuracy: 1e-4)

        runner.seek(to: 5)
        runner.send(.enter)
        runner.seek(to: 6.05)
        let sprite = runner.presentationTree().sublayers!.first { $0.name == "snapSpriteLayer" }!
        XCTAssertEqual(sprite.contentsRect.origin.x, 25.0 / 48, "1.05 s after Enter: frame floor(1.05 * 24) = 25")
        XCTAssertEqual(content(6.05).opacity, 1, "the result is back for the new snap")
        XCTAssertEqual(content(5 + t.dustStarts[0] + 0.01).opacity, 0)
    }

    /// Without GL there is no sprite sheet and no dust image: the scene still builds and the
    /// vanishing results fade out and in instead.
    func testWithoutRenderingTheResultsFade() throws {
        let runner = SceneRunner(ThanosScene.self, context: NonRenderingSceneContext())
        let scene = try XCTUnwrap(runner.scene as? ThanosScene)
        XCTAssertNil(scene.snapSpriteLayer.contents)
        XCTAssertTrue(scene.vanishing.allSatisfy { $0.dust.dustLayers.isEmpty })
        runner.seek(to: scene.timeline.dustStarts[0] + scene.timeline.itemDuration / 2)
        let content = runner.presentationTree().sublayers![0].sublayers![scene.vanishing[0].index].sublayers![0]
        XCTAssertEqual(content.opacity, 0.5, accuracy: 1e-6)
    }

    // MARK: - Pixels (headless GL)

    /// `sandglass render thanos --time T`: two fresh runs give the same bytes.
    func testRenderIsIdenticalAcrossRuns() throws {
        let renderer = try ThanosGL.require()
        func render(_ time: Double) -> PixelBuffer {
            let runner = SceneRunner(ThanosScene.self, context: renderer)
            runner.seek(to: time)
            return renderer.render(runner.presentationTree(), size: ThanosScene.info.naturalSize,
                                   background: ThanosScene.info.backgroundColor, scale: 1)
        }
        let first = render(3.1)
        XCTAssertEqual(first.bytes, render(3.1).bytes)
        XCTAssertNotEqual(first.bytes, render(0).bytes)
    }
}

/// The sprite sheets drawn by the project. `SANDGLASS_WRITE_THANOS_ASSETS=1` also writes them to
/// assets/thanos/snap-sheet.png and reverse-sheet.png (the documented way to regenerate the assets).
final class ThanosSpriteSheetTests: XCTestCase {
    func testSheetsAre48FramesOf80PointsAndDrawTheGauntlet() throws {
        let renderer = try ThanosGL.require()
        for kind in GauntletSpriteSheet.Kind.allCases {
            let image = try XCTUnwrap(GauntletSpriteSheet.image(kind, scale: 1, context: renderer))
            XCTAssertEqual(image.width, 3840)
            XCTAssertEqual(image.height, 80)
            // The cuff's shade at (40, 75) of every frame; nothing drawn in the frame's top-left corner.
            for k in 0..<48 {
                let cuff = image.pixel(x: 80 * k + 40, y: 75)!
                XCTAssertEqual([Int(cuff.r), Int(cuff.g), Int(cuff.b), Int(cuff.a)], [199, 140, 33, 255], "frame \(k)")
                XCTAssertEqual(image.pixel(x: 80 * k + 1, y: 1)!.a, 0)
            }
            // Consecutive frames differ somewhere in the snap and the sweep.
            let frames = (0..<48).map { k in (0..<80).flatMap { y in (0..<80).map { x in image.pixel(x: 80 * k + x, y: y)!.a } } }
            XCTAssertNotEqual(frames[10], frames[14])
            if ProcessInfo.processInfo.environment["SANDGLASS_WRITE_THANOS_ASSETS"] == "1" {
                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../assets/thanos").standardizedFileURL
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try PNGCodec.write(PixelBuffer(image), to: folder.appendingPathComponent("\(kind.rawValue)-sheet.png").path)
            }
        }
    }
}

final class ThanosSoundCueTests: XCTestCase {
    /// The snap at 0, a whoosh as each result starts to dust (2 and 4.3078 s at the defaults), the
    /// reverse at 7.616 s; Enter moves them with the restarted sequence.
    func testCuesFollowTheTimeline() {
        let runner = SceneRunner(ThanosScene.self, context: NonRenderingSceneContext())
        let cues = runner.scene.soundCues
        XCTAssertEqual(cues.map(\.file), ["assets/thanos/snap.wav", "assets/thanos/dust1.wav", "assets/thanos/dust1.wav",
                                          "assets/thanos/reverse.wav"])
        XCTAssertEqual(cues[0].time, 0, accuracy: 1e-9)
        XCTAssertEqual(cues[1].time, 2, accuracy: 1e-9)
        XCTAssertEqual(cues[2].time, 4.3078, accuracy: 1e-3)
        XCTAssertEqual(cues[3].time, 7.616, accuracy: 1e-3)
        runner.seek(to: 5)
        runner.send(.enter)
        XCTAssertEqual(runner.scene.soundCues[0].time, 5, accuracy: 1e-9)
        XCTAssertEqual(runner.scene.soundCues[1].time, 7, accuracy: 1e-9)
    }

    /// One of the six dust sounds per result, picked by the seed (seed 3: dust1 twice; seed 4: dust6 then dust1);
    /// every pick is one of the six files, and the seeds pick each of the six.
    func testDustSoundsArePickedBySeed() {
        XCTAssertEqual(ThanosScene.chooseDustSounds(count: 2, seed: 3), [1, 1])
        XCTAssertEqual(ThanosScene.chooseDustSounds(count: 2, seed: 4), [6, 1])
        XCTAssertEqual(ThanosScene.chooseDustSounds(count: 2, seed: 3), ThanosScene.chooseDustSounds(count: 2, seed: 3))
        let picks = (UInt64(0)..<40).flatMap { ThanosScene.chooseDustSounds(count: 4, seed: $0) }
        XCTAssertEqual(Set(picks), Set(1...6))
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../assets/thanos")
        for k in 1...6 {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("dust\(k).wav").path), "dust\(k).wav")
        }
    }
}

/// The sprite layer is a subclass that says its presentation copies can be updated in place, so
/// frames reuse them (a copy made afresh each frame cost thanos 130 allocations a frame).
final class SpritePresentationReuseTests: XCTestCase {
    func testTheSpritesPresentationCopyIsReusedFromFrameToFrame() throws {
        XCTAssertTrue(AnimatableSpriteLayer.updatesPresentationInPlace)
        XCTAssertFalse(PlainSubclass.updatesPresentationInPlace, "a subclass from elsewhere copies through init(layer:)")
        let runner = SceneRunner(ThanosScene.self, context: NonRenderingSceneContext())
        func sprite() throws -> CALayer {
            runner.seek(to: runner.time + 1.0 / 60)
            let tree = runner.framePresentationTree()
            return try XCTUnwrap(Self.first(in: tree) { $0 is AnimatableSpriteLayer })
        }
        let a = try sprite(), b = try sprite()
        XCTAssertTrue(a === b)
    }

    private final class PlainSubclass: CALayer {}

    private static func first(in layer: CALayer, where match: (CALayer) -> Bool) -> CALayer? {
        if match(layer) { return layer }
        for s in layer.sublayers ?? [] { if let found = first(in: s, where: match) { return found } }
        return nil
    }
}
