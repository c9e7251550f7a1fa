
/// Which row of the renderer's gradient ramp texture holds which gradient, so that shapes painted with
/// different gradients still share one batched draw (`ArcStroke.Paint.ramp`). The planner takes rows
/// while it plans a frame; the GL backend uploads the rows this frame filled (`pendingRows`).
///
/// Each row holds `width` premultiplied samples of the gradient at t = i / (width - 1), computed
/// exactly as the layer shader's `gradientAt` (premultiplied mix between stops); the arc shader reads
/// it with linear filtering, which reproduces the stops' piecewise-linear ramp to within one sample.
/// Rows are kept across frames and found again by the stops' hash (checked for equality), so a
/// steady scene uploads nothing; a new gradient takes a free row, else one no draw of this frame
/// uses (animated colours recycle rows); when all are used this frame, `row(for:)` returns nil and
/// the planner draws that layer the general way.
package final class RampAtlas {
    public static let width = 256
    public static let rows = 1024

    @exclusivity(unchecked) private var stops = GradientStops()
    /// Hash of the stops -> (stops' colours + locations, row).
    @exclusivity(unchecked) private var known: [Int: [(key: [Float], row: Int)]] = [:]
    /// Per row: its hash (to forget it when recycled) and the frame that last drew it.
    @exclusivity(unchecked) private var rowHash: [Int] = []
    @exclusivity(unchecked) private var rowFrame: [Int] = []
    @exclusivity(unchecked) private var frame = 0
    @exclusivity(unchecked) private var recycleFrom = 0
    /// Rows filled this frame, and their bytes (`width` RGBA8 texels each, in the same order).
    @exclusivity(unchecked) public private(set) var pendingRows: [Int] = []
    @exclusivity(unchecked) public private(set) var pendingBytes: [UInt8] = []

    public init() {}

    /// Starts a frame: rows not used from now on may be recycled; nothing is pending.
    public func beginFrame() {
        frame += 1
        pendingRows.removeAll(keepingCapacity: true)
        pendingBytes.removeAll(keepingCapacity: true)
    }

    /// Whether `gradient` has a ramp at all (stops the ramp can hold): `row(for:)` gives a row for it
    /// while fewer than `rows` other gradients were drawn this frame.
    public func hasRamp(for gradient: GradientContent) -> Bool {
        stops.set(gradient)
        return !stops.locations.isEmpty
    }

    /// The row holding `gradient`'s ramp, filling it (pending upload) the first time it is seen.
    public func row(for gradient: GradientContent) -> Int? {
        stops.set(gradient)
        guard !stops.locations.isEmpty else { return nil }
        var hasher = Hasher()
        for v in stops.colors { hasher.combine(v) }
        for v in stops.locations { hasher.combine(v) }
        let hash = hasher.finalize()
        if let rows = known[hash] {
            let c = stops.colors.count
            for entry in rows where entry.key.count == c + stops.locations.count
                && entry.key[..<c].elementsEqual(stops.colors) && entry.key[c...].elementsEqual(stops.locations) {
                rowFrame[entry.row] = frame
                return entry.row
            }
        }
        guard let row = freeRow() else { return nil }
        known[hash, default: []].append((stops.colors + stops.locations, row))
        rowHash[row] = hash
        rowFrame[row] = frame
        fill(row)
        return row
    }

    /// A row never used, or the next one (round robin) that no draw of this frame uses.
    private func freeRow() -> Int? {
        if rowHash.count < RampAtlas.rows {
            rowHash.append(0)
            rowFrame.append(frame)
            return rowHash.count - 1
        }
        for step in 0..<RampAtlas.rows {
            let row = (recycleFrom + step) % RampAtlas.rows
            guard rowFrame[row] != frame else { continue }
            recycleFrom = row + 1
            known[rowHash[row]]?.removeAll { $0.row == row }
            if known[rowHash[row]]?.isEmpty == true { known[rowHash[row]] = nil }
            return row
        }
        return nil
    }

    private func fill(_ row: Int) {
        func byte(_ v: Float) -> UInt8 { UInt8(min(max(v, 0), 1) * 255 + 0.5) }
        pendingRows.append(row)
        for x in 0..<RampAtlas.width {
            let c = stops.color(at: Float(x) / Float(RampAtlas.width - 1))
            pendingBytes.append(byte(c.r)); pendingBytes.append(byte(c.g))
            pendingBytes.append(byte(c.b)); pendingBytes.append(byte(c.a))
        }
    }
}
