import CoreGraphics
import Foundation

/// An emitter's particles at one time, worked out from its values alone (`CAEmitterLayer`): for each
/// cell, the births whose particles can still be alive (`BirthSchedule`), each particle's random values
/// (`ParticleRandom`), and its motion in closed form (position = start + velocity × age + ½ ×
/// acceleration × age²). Sub-cells are emitted by each particle of their parent cell, from where that
/// particle is and in its direction of travel, taking its scale and colour.
struct ParticleSimulation {
    let values: EmitterValues
    let limit: Int
    private(set) var sprites: [ParticleSprite] = []
    /// Each sprite's birth time, for the render modes that order by age.
    private var births: [Double] = []
    /// Each sprite's particle, the same from frame to frame while it lives (its cell's path and birth
    /// number): what a Lottie export follows one particle by.
    private(set) var identities: [UInt64] = []
    private(set) var images: [ImageContent] = []
    private var imageIndex: [ObjectIdentifier: Int] = [:]
    private var readCells: [ObjectIdentifier: CellValues] = [:]
    /// More particles were alive than `limit`: the youngest were left out.
    private(set) var capped = false
    /// Births visited so far, dead ones included.
    private var visited = 0

    /// How deep sub-cells go: a sub-cell of a sub-cell of a sub-cell emits nothing.
    static let deepest = 3

    init(_ values: EmitterValues, limit: Int) {
        self.values = values
        self.limit = limit
        for (i, cell) in values.cells.enumerated() {
            emit(cell, path: ParticleRandom.path(0, cell: i, parentBirth: 0), source: nil, depth: 0)
        }
        order()
    }

    /// The frame's particles, as the layer's content.
    var content: ParticleContent {
        ParticleContent(sprites: sprites, images: images, additive: values.renderMode == .additive)
    }

    /// Where a sub-cell's particles come from: their parent particle.
    private struct Source {
        let motion: ParticleMotion
        let birth: Double
        let life: Double
    }

    private mutating func emit(_ cell: CAEmitterCell, path: UInt64, source: Source?, depth: Int) {
        guard cell.isEnabled, depth < Self.deepest, !capped else { return }
        let cv = cellValues(cell)
        let t = values.time
        let life = cv.longestLife(values.lifetime)
        let subcells = depth + 1 < Self.deepest ? (cell.emitterCells ?? []) : []
        let subLife = subcells.map { cellValues($0).longestLife(values.lifetime) }.max() ?? 0
        let schedule: BirthSchedule
        if let source {
            let cellRate = values.rateSamples?.cellRate(cell, at: source.birth) ?? cv.birthRate
            let rate = cellRate * values.layerRate(at: source.birth)
            let start = max(source.birth, source.birth + cv.window.lowerBound)
            schedule = BirthSchedule(segments: [(start, rate)], end: min(source.birth + source.life, source.birth + cv.window.upperBound))
        } else if let samples = values.rateSamples {
            schedule = samples.schedule(of: cell, window: cv.window, from: t - life - subLife - 1 / BirthRateSamples.rate, to: t)
        } else {
            schedule = BirthSchedule(segments: clipped(values.birthRates, to: cv.window, times: cv.birthRate), end: cv.window.upperBound)
        }
        // Births that can still be alive, or still have sub-particles alive.
        let from = schedule.count(at: t - life - subLife), to = schedule.count(at: t)
        guard from.isFinite, to.isFinite, to >= 0 else { return }
        let first = max(0, Int(from.rounded(.down)) - 1)
        let last = Int(min(to, Double(Int.max / 2)).rounded(.down))
        guard first <= last else { return }
        let image = cell.image.map { picture(of: $0, cell: cell) }
        // The picture's size in points at scale 1 (its contentsRect part, at its contentsScale).
        let pictureSize = image.map { i -> SIMD2<Double> in
            let p = images[i]
            return SIMD2(abs(Double(p.image.width) * Double(p.contentsRect.width)),
                         abs(Double(p.image.height) * Double(p.contentsRect.height))) / Double(p.contentsScale)
        } ?? .zero
        guard image != nil || !subcells.isEmpty else { return }
        var k = first
        while k <= last, !capped {
            defer { k += 1 }
            // A cell without a picture still visits its births for its sub-cells: bounded all the same.
            visited += 1
            if visited > limit * 4 { capped = true }
            guard let born = schedule.time(ofBirth: k), born <= t else { continue }
            var random = ParticleRandom(seed: values.seed, path: path, birth: k)
            let motion = ParticleMotion(cell: cv, random: &random, layer: values, born: born,
                                        from: source.map { ($0.motion, born - $0.birth) })
            let age = t - born
            if age < motion.life, let image, sprites.count < limit {
                sprites.append(motion.sprite(atAge: age, image: image, pictureSize: pictureSize))
                births.append(born)
                identities.append(path ^ (UInt64(bitPattern: Int64(k)) &* 0x9E37_79B9_7F4A_7C15))
            } else if age < motion.life, image != nil {
                capped = true
            }
            for (i, sub) in subcells.enumerated() {
                emit(sub, path: ParticleRandom.path(path, cell: i, parentBirth: k),
                     source: Source(motion: motion, birth: born, life: motion.life), depth: depth + 1)
            }
        }
    }

    /// A cell's values with its animated ones over them, read once a frame: a sub-cell is emitted by
    /// every particle of its parent, and each would read it again.
    private mutating func cellValues(_ cell: CAEmitterCell) -> CellValues {
        let key = ObjectIdentifier(cell)
        if let known = readCells[key] { return known }
        let read = CellValues(cell, overrides: values.cellOverrides[key] ?? [:])
        readCells[key] = read
        return read
    }

    /// The index of a cell's picture in `images`, added once.
    private mutating func picture(of image: CGImage, cell: CAEmitterCell) -> Int {
        let key = ObjectIdentifier(cell)
        if let i = imageIndex[key] { return i }
        images.append(ImageContent(image: image, contentsRect: cell.contentsRect,
                                   contentsScale: cell.contentsScale > 0 && cell.contentsScale.isFinite ? cell.contentsScale : 1))
        imageIndex[key] = images.count - 1
        return images.count - 1
    }

    /// The layer's rate segments times a cell's rate, from the start of the cell's window to its end.
    private func clipped(_ rates: [(time: Double, rate: Double)], to window: ClosedRange<Double>, times cellRate: Double)
        -> [(start: Double, rate: Double)] {
        var out: [(start: Double, rate: Double)] = []
        for (i, r) in rates.enumerated() {
            let next = i + 1 < rates.count ? rates[i + 1].time : .infinity
            guard next > window.lowerBound else { continue }
            out.append((max(r.time, window.lowerBound), max(0, r.rate.isFinite ? r.rate : 0) * cellRate))
        }
        return out
    }

    /// Puts the sprites in the render mode's order: by age across cells, or cell by cell as emitted.
    private mutating func order() {
        switch values.renderMode {
        case .oldestFirst, .oldestLast:
            let oldestFirst = values.renderMode == .oldestFirst
            let order = births.indices.sorted { oldestFirst ? births[$0] < births[$1] : births[$0] > births[$1] }
            sprites = order.map { sprites[$0] }
            identities = order.map { identities[$0] }
        default:
            break
        }
    }
}

/// One particle's motion and looks over its life, from its cell's values and its random values.
struct ParticleMotion {
    let life: Double
    let start: SIMD2<Double>
    let velocity: SIMD2<Double>
    let acceleration: SIMD2<Double>
    let scale: Double
    let scaleSpeed: Double
    let spin: Double
    let color: SIMD4<Double>
    let colorSpeed: SIMD4<Double>
    /// Scale and colour taken from the particle that emitted this one (1 for the layer's cells).
    let inheritedScale: Double
    let inheritedColor: SIMD4<Double>

    /// Born at `born` (the emitter's time); `parent`: the particle emitting this one and its age at this
    /// birth (nil: the layer emits it, from where it stood then).
    init(cell c: CellValues, random: inout ParticleRandom, layer e: EmitterValues, born: Double, from parent: (ParticleMotion, Double)?) {
        life = max(0, c.lifetime + c.lifetimeRange * random.signed()) * e.lifetime
        let (u, v) = (random.unit(), random.unit())
        let direction: Double
        if let (p, age) = parent {
            start = p.position(atAge: age)
            direction = p.heading(atAge: age)
            inheritedScale = p.scale(atAge: age)
            inheritedColor = p.color(atAge: age)
        } else {
            let offset = ParticleMotion.offset(shape: e.shape, mode: e.mode, size: e.size, u, v)
            let at = e.position(at: born)
            start = SIMD2(Double(at.x) + offset.x, Double(at.y) + offset.y)
            direction = 0
            inheritedScale = 1
            inheritedColor = SIMD4(repeating: 1)
        }
        let angle = direction + c.longitude + c.range * (random.unit() - 0.5)
        let speed = (c.velocity + c.velocityRange * random.signed()) * e.velocity
        velocity = SIMD2(cos(angle), sin(angle)) * speed
        acceleration = c.acceleration
        scale = (c.scale + c.scaleRange * random.signed()) * e.scale
        scaleSpeed = c.scaleSpeed * e.scale
        spin = (c.spin + c.spinRange * random.signed()) * e.spin
        let spread = SIMD4(random.signed(), random.signed(), random.signed(), random.signed())
        color = c.color + c.colorRange * spread
        colorSpeed = c.colorSpeed
    }

    func position(atAge a: Double) -> SIMD2<Double> { start + velocity * a + acceleration * (0.5 * a * a) }

    /// The direction of travel at age `a` (radians; the start direction while still).
    func heading(atAge a: Double) -> Double {
        let v = velocity + acceleration * a
        return v.x == 0 && v.y == 0 ? atan2(velocity.y, velocity.x) : atan2(v.y, v.x)
    }

    func scale(atAge a: Double) -> Double { max(0, scale + scaleSpeed * a) * inheritedScale }

    func color(atAge a: Double) -> SIMD4<Double> {
        (color + colorSpeed * a).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)) * inheritedColor
    }

    /// The particle at age `a`: its picture `pictureSize` points at scale 1.
    func sprite(atAge a: Double, image: Int, pictureSize: SIMD2<Double>) -> ParticleSprite {
        let p = position(atAge: a), s = scale(atAge: a), c = color(atAge: a)
        return ParticleSprite(center: CGPoint(x: p.x, y: p.y), size: CGSize(width: pictureSize.x * s, height: pictureSize.y * s),
                              rotation: spin * a, color: SIMD4(Float(c.x), Float(c.y), Float(c.z), Float(c.w)), image: image)
    }

    /// Where on the emitter's shape a particle starts, from two even random numbers, about its centre.
    static func offset(shape: CAEmitterLayerEmitterShape, mode: CAEmitterLayerEmitterMode, size: CGSize,
                       _ u: Double, _ v: Double) -> SIMD2<Double> {
        let (w, h) = (Double(size.width), Double(size.height))
        switch shape {
        case .line:
            return mode == .points ? SIMD2(u < 0.5 ? -w / 2 : w / 2, 0) : SIMD2((u - 0.5) * w, 0)
        case .rectangle, .cuboid:
            switch mode {
            case .points:
                let corner = Int(u * 4) % 4
                return SIMD2(corner == 1 || corner == 2 ? w / 2 : -w / 2, corner >= 2 ? h / 2 : -h / 2)
            case .outline:
                // Evenly along the perimeter: top, right, bottom, left.
                let d = u * 2 * (w + h)
                if d < w { return SIMD2(d - w / 2, -h / 2) }
                if d < w + h { return SIMD2(w / 2, d - w - h / 2) }
                if d < 2 * w + h { return SIMD2(w / 2 - (d - w - h), h / 2) }
                return SIMD2(-w / 2, h / 2 - (d - 2 * w - h))
            default:
                return SIMD2((u - 0.5) * w, (v - 0.5) * h)
            }
        case .circle, .sphere:
            let r = w / 2, angle = 2 * Double.pi * v
            switch mode {
            case .points: return .zero
            case .outline: return SIMD2(cos(angle), sin(angle)) * r
            default: return SIMD2(cos(angle), sin(angle)) * (r * u.squareRoot())
            }
        default:
            return .zero
        }
    }
}
