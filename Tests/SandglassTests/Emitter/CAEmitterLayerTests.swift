import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// Particles are a function of the emitter's values, its seed and the time: exact counts and places.
final class CAEmitterLayerTests: XCTestCase {
    static let dot = CGImage(width: 4, height: 2, premultipliedRGBA: [UInt8](repeating: 255, count: 32))!

    /// A point emitter at (100, 50) with one cell: `rate` a second, living `life` s, moving right at
    /// `velocity` pt/s, the 4 x 2 px dot at scale 1.
    private static func emitter(rate: Float = 10, life: Float = 1, velocity: CGFloat = 100) -> (CAEmitterLayer, CAEmitterCell) {
        let e = CAEmitterLayer()
        e.bounds = CGRect(x: 0, y: 0, width: 200, height: 100)
        e.position = CGPoint(x: 100, y: 50)
        e.emitterPosition = CGPoint(x: 100, y: 50)
        let cell = CAEmitterCell()
        cell.name = "dot"
        cell.contents = Self.dot
        cell.birthRate = rate
        cell.lifetime = life
        cell.velocity = velocity
        e.emitterCells = [cell]
        return (e, cell)
    }

    private func sprites(_ e: CAEmitterLayer, at t: CFTimeInterval) -> [ParticleSprite] {
        (e.presentationTree(at: t).particles()?.content.sprites) ?? []
    }

    func testTheCountIsTheBirthsWithinOneLifetime() {
        let (e, _) = Self.emitter()
        // Births at 0, 0.1, 0.2 ... : six by 0.55 s, and at 2.05 s the ten born after 1.05 s.
        XCTAssertEqual(sprites(e, at: 0.55).count, 6)
        XCTAssertEqual(sprites(e, at: 2.05).count, 10)
        XCTAssertEqual(sprites(e, at: 0).count, 1, "the first particle leaves as emission starts")
    }

    func testAParticleMovesByItsVelocityFromTheEmitter() {
        let (e, _) = Self.emitter()
        let shown = sprites(e, at: 0.55)
        // The oldest, born at 0, is 55 pt to the right; the youngest, born at 0.5, 5 pt.
        XCTAssertEqual(shown.map { Double($0.center.x) }.sorted().first!, 105, accuracy: 1e-9)
        XCTAssertEqual(shown.map { Double($0.center.x) }.sorted().last!, 155, accuracy: 1e-9)
        XCTAssertTrue(shown.allSatisfy { $0.center.y == 50 })
        XCTAssertEqual(shown[0].size, CGSize(width: 4, height: 2))
    }

    func testGravityAndLifetimeRange() {
        let (e, cell) = Self.emitter(rate: 1, life: 10, velocity: 0)
        cell.yAcceleration = 20
        // Born at 0: y = 50 + ½ · 20 · 2² = 90 at 2 s (and the one born at 1 s: 50 + 10).
        XCTAssertEqual(sprites(e, at: 2).map { Double($0.center.y) }, [90, 60, 50])
    }

    func testTheSameSeedGivesTheSameParticlesAndAnotherSeedOthers() {
        func spread(seed: UInt32) -> [CGPoint] {
            let (e, cell) = Self.emitter()
            cell.emissionRange = 2 * .pi
            cell.velocityRange = 50
            e.seed = seed
            return sprites(e, at: 0.8).map(\.center)
        }
        XCTAssertEqual(spread(seed: 3), spread(seed: 3))
        XCTAssertNotEqual(spread(seed: 3), spread(seed: 4))
    }

    func testStoppingTheBirthRateLetsTheLiveParticlesFinish() {
        let scene = SceneDescriptor(name: "stop", size: CGSize(width: 200, height: 100)) { () -> UIView in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let stopper = Stopper(CAEmitterLayerTests.emitter().0)
            view.layer.addSublayer(stopper.emitter)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { stopper.emitter.birthRate = 0 }
            return view
        }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        func count(_ runner: SceneRunner) -> Int {
            let e = runner.framePresentationTree().sublayers![0] as! CAEmitterLayer
            return e.particles()?.content.sprites.count ?? 0
        }
        // Born at 0, 0.1, 0.2; none from 0.3 on; all gone once the last is a second old.
        runner.seek(to: 0.55)
        XCTAssertEqual(count(runner), 3)
        runner.seek(to: 1.15)
        XCTAssertEqual(count(runner), 1)
        runner.seek(to: 1.25)
        XCTAssertEqual(count(runner), 0)
        // Played frame by frame to 0.55 s, the same particles as the seek.
        let played = SceneRunner(scene, context: NonRenderingSceneContext())
        for frame in 1...33 { played.seek(to: Double(frame) / 60) }
        let seeked = SceneRunner(scene, context: NonRenderingSceneContext())
        seeked.seek(to: 33.0 / 60)
        let a = (played.framePresentationTree().sublayers![0] as! CAEmitterLayer).particles()?.content
        let b = (seeked.framePresentationTree().sublayers![0] as! CAEmitterLayer).particles()?.content
        XCTAssertEqual(a, b)
        XCTAssertEqual(a?.sprites.count, 3)
    }

    func testSubcellsLeaveFromTheirParticle() {
        let (e, cell) = Self.emitter(rate: 1, life: 10, velocity: 100)
        let spark = CAEmitterCell()
        spark.contents = Self.dot
        spark.birthRate = 10
        spark.lifetime = 0.25
        cell.emitterCells = [spark]
        let shown = sprites(e, at: 1.0)
        // Two parents (born 0 and 1); sparks of the first born at 0.8, 0.9, 1.0 (younger than 0.25 s),
        // of the second at 1.0: six in all. A spark born at 0.9 left the parent at x = 100 + 90.
        XCTAssertEqual(shown.count, 6)
        XCTAssertTrue(shown.contains { abs($0.center.x - 190) < 1e-9 })
    }

    func testKeyPathsReachTheCellsAndTheMultipliers() {
        let (e, cell) = Self.emitter()
        e.setValue(25, forKeyPath: "emitterCells.dot.birthRate")
        XCTAssertEqual(cell.birthRate, 25)
        XCTAssertEqual((e.value(forKeyPath: "emitterCells.dot.velocity") as? NSNumber)?.doubleValue, 100)
        e.setValue(0.5, forKeyPath: "lifetime")
        XCTAssertEqual(e.lifetime, 0.5)
    }

    /// A moving emitter leaves its particles where it stood at their births: a trail, not a clump.
    func testAnAnimatedPositionPlacesEachParticleWhereTheEmitterWasAtItsBirth() {
        let (e, _) = Self.emitter(rate: 10, life: 2, velocity: 0)
        let move = CABasicAnimation(keyPath: "emitterPosition")
        move.fromValue = CGPoint(x: 0, y: 50)
        move.toValue = CGPoint(x: 100, y: 50)
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        e.add(move, forKey: "move")
        XCTAssertEqual(e.animationKeys(), ["move"])
        let xs = sprites(e, at: 0.55).map { Double($0.center.x) }.sorted()
        XCTAssertEqual(xs.count, 6)
        for (x, expected) in zip(xs, [0.0, 10, 20, 30, 40, 50]) { XCTAssertEqual(x, expected, accuracy: 1e-6) }
    }

    func testACellsColourAnimatesThroughItsKeyPath() {
        let (e, _) = Self.emitter(rate: 10, life: 2, velocity: 0)
        let tint = CABasicAnimation(keyPath: "emitterCells.dot.color")
        tint.fromValue = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        tint.toValue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        tint.duration = 1
        tint.timingFunction = CAMediaTimingFunction(name: .linear)
        e.add(tint, forKey: "tint")
        let colors = Set(sprites(e, at: 0.5).map(\.color))
        XCTAssertEqual(colors, [SIMD4<Float>(0.5, 0, 0.5, 1)], "every live particle, at the animated colour")
    }

    /// A cell's rate animated linearly from 0 to 20 a second over 1 s, sampled every 1/120 s (each
    /// sample's rate holding until the next): by 0.5 s, 20/120² · 60 · 59 / 2 = 2.46 births (births 0, 1,
    /// 2); by 1 s, 20/120² · 120 · 119 / 2 = 9.92 (births 0 to 9); then the animation is gone, the
    /// model's rate of 0 stops births, and the ten live on.
    func testACellsBirthRateAnimates() {
        let (e, _) = Self.emitter(rate: 0, life: 10, velocity: 0)
        let ramp = CABasicAnimation(keyPath: "emitterCells.dot.birthRate")
        ramp.fromValue = 0
        ramp.toValue = 20
        ramp.duration = 1
        ramp.timingFunction = CAMediaTimingFunction(name: .linear)
        e.add(ramp, forKey: "ramp")
        XCTAssertNotNil(e.animation(forKey: "ramp"))
        XCTAssertEqual(sprites(e, at: 0.5).count, 3)
        XCTAssertEqual(sprites(e, at: 1).count, 10)
        XCTAssertEqual(sprites(e, at: 2).count, 10)
    }

    /// The layer's rate fading from 1 to 0 over 1 s, the cell at 10 a second: 10 · (120 − 119/2) / 120 =
    /// 5.04 births by 1 s (births 0 to 5), then the model's rate of 1 again: 5.04 + 5 = 10.04 by 1.5 s.
    func testTheLayersBirthRateAnimates() {
        let (e, _) = Self.emitter(rate: 10, life: 10, velocity: 0)
        let fade = CABasicAnimation(keyPath: "birthRate")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        e.add(fade, forKey: "fade")
        XCTAssertEqual(sprites(e, at: 1).count, 6)
        XCTAssertEqual(sprites(e, at: 1.5).count, 11)
    }

    /// Scrub equals play: the frame at 1.5 s is the same whether the frames before it were drawn or not,
    /// and the samples made for earlier frames are kept and extended, not made again.
    func testAnimatedRatesGiveTheSameFrameWhateverWasShownBefore() {
        func emitter() -> CAEmitterLayer {
            let (e, cell) = Self.emitter(rate: 0, life: 2, velocity: 80)
            cell.emissionRange = 2 * .pi
            let pulse = CAKeyframeAnimation(keyPath: "emitterCells.dot.birthRate")
            pulse.values = [0, 40, 0]
            pulse.duration = 0.8
            pulse.repeatCount = .infinity
            e.add(pulse, forKey: "pulse")
            return e
        }
        let played = emitter()
        for t in stride(from: 0.0, through: 1.4, by: 0.1) { _ = sprites(played, at: t) }
        let samples = played.birthRateSamples
        XCTAssertNotNil(samples)
        let end = sprites(played, at: 1.5)
        XCTAssertTrue(played.birthRateSamples === samples, "kept from frame to frame")
        XCTAssertEqual(sprites(emitter(), at: 1.5), end, "a seek straight to 1.5 s shows what playing shows")
        XCTAssertGreaterThan(end.count, 10)
        played.removeAnimation(forKey: "pulse")
        _ = sprites(played, at: 1.5)
        XCTAssertNil(played.birthRateSamples, "no rate animated: the rates set count births again")
    }

    func testBadValuesDrawAsZeroAndTooManyParticlesAreCapped() {
        let (e, cell) = Self.emitter()
        cell.velocity = .nan
        XCTAssertTrue(sprites(e, at: 0.55).allSatisfy { $0.center == CGPoint(x: 100, y: 50) }, "a NaN velocity is 0")
        cell.birthRate = -5
        XCTAssertEqual(sprites(e, at: 0.55).count, 0, "a negative rate emits nothing")
        cell.birthRate = 1e9
        let many = e.presentationTree(at: 1).particles()!
        XCTAssertTrue(many.capped)
        XCTAssertEqual(many.content.sprites.count, CAEmitterLayer.maximumParticles)
    }

    func testTheRenderTreeCarriesTheParticles() {
        let (e, _) = Self.emitter()
        let tree = RenderTreeBuilder.build(root: e.presentationTree(at: 0.55), size: CGSize(width: 200, height: 100),
                                           backgroundColor: .black)
        guard case .particles(let particles) = tree.nodes[0].content else { return XCTFail("\(tree.nodes[0].content)") }
        XCTAssertEqual(particles.sprites.count, 6)
        XCTAssertEqual(particles.images.count, 1)
    }
}

/// The emitter for main-queue work: this test target is Swift 6 code, where that work may not capture a
/// layer (a scene file or an app's code needs nothing).
private final class Stopper: @unchecked Sendable {
    let emitter: CAEmitterLayer
    init(_ emitter: CAEmitterLayer) { self.emitter = emitter }
}

/// The birth times behind every count: exact under a rate that changes.
final class BirthScheduleTests: XCTestCase {
    func testCountsAndBirthTimesAcrossARateChange() {
        let s = BirthSchedule(segments: [(0, 10), (1, 0), (2, 4)])
        XCTAssertEqual(s.count(at: 0.5), 5)
        XCTAssertEqual(s.count(at: 1.5), 10)
        XCTAssertEqual(s.count(at: 2.5), 12)
        XCTAssertEqual(s.time(ofBirth: 0), 0)
        XCTAssertEqual(s.time(ofBirth: 3)!, 0.3, accuracy: 1e-12)
        XCTAssertEqual(s.time(ofBirth: 10), 2, "the tenth waits for the rate to come back")
        XCTAssertEqual(s.time(ofBirth: 11)!, 2.25, accuracy: 1e-12)
        XCTAssertNil(BirthSchedule(segments: [(0, 10)], end: 1).time(ofBirth: 10))
    }

    /// A schedule that starts late counts on from the births before it.
    func testASchedulesBirthsBeforeItsFirstSegmentCountIn() {
        let s = BirthSchedule(segments: [(5, 2), (6, 4)], bornBefore: 7)
        XCTAssertEqual(s.count(at: 4), 7)
        XCTAssertEqual(s.count(at: 6.5), 11)
        XCTAssertNil(s.time(ofBirth: 6), "born before the schedule")
        XCTAssertEqual(s.time(ofBirth: 7), 5)
        XCTAssertEqual(s.time(ofBirth: 10)!, 6.25, accuracy: 1e-12)
    }
}

/// `sandglass dump` (and the inspector, which shows a layer's dump) counts an emitter's live particles.
final class EmitterDumpTests: XCTestCase {
    func testThePresentationDumpCountsTheLiveParticles() {
        let e = CAEmitterLayer()
        let cell = CAEmitterCell()
        cell.contents = CAEmitterLayerTests.dot
        (cell.birthRate, cell.lifetime) = (10, 1)
        e.emitterCells = [cell]
        guard case .object(let shown) = LayerTreeDump.object(for: e.presentationTree(at: 0.55), path: "e"),
              case .object(let model) = LayerTreeDump.object(for: e, path: "e") else { return XCTFail() }
        guard case .number(let count)? = shown["particles"] else { return XCTFail("\(shown)") }
        XCTAssertEqual(count, 6)
        XCTAssertNil(model["particles"], "the model layer has no particles")
    }
}
