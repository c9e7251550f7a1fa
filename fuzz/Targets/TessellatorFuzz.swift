// libFuzzer target: paths and stroke styles decoded from the bytes → Tessellator.stroke / fill, and
// for arcs CircularArc.detect → ArcStroke.append under a decoded placement, twice through one memo.
// Checks what the renderer relies on: no trap, every vertex finite, every index inside the buffer.
import Foundation
import Sandglass
import SandglassTessellation

/// Reads the fuzz bytes as a little program; running out of bytes reads zeros.
private struct ByteReader {
    let bytes: [UInt8]
    var index = 0
    var atEnd: Bool { index >= bytes.count }
    mutating func byte() -> UInt8 {
        defer { index += 1 }
        return index < bytes.count ? bytes[index] : 0
    }
    /// A coordinate or style number: mostly small values, sometimes one of the troublesome ones.
    mutating func number() -> CGFloat {
        let tag = byte()
        let raw = CGFloat(Int16(bitPattern: UInt16(byte()) << 8 | UInt16(byte())))
        switch tag % 16 {
        case 0: return 0
        case 1: return -0.0
        case 2: return .nan
        case 3: return .infinity
        case 4: return -.infinity
        case 5: return raw * 1e6
        case 6: return raw * 1e-6
        case 7: return .greatestFiniteMagnitude
        case 8: return .leastNonzeroMagnitude
        default: return raw / 16
        }
    }
    mutating func point() -> CGPoint { CGPoint(x: number(), y: number()) }
}

private func decodePath(_ r: inout ByteReader) -> CGPath {
    let path = CGMutablePath()
    var count = 0
    while !r.atEnd, count < 64 {
        count += 1
        let op = r.byte()
        switch op % 10 {
        case 0: path.move(to: r.point())
        case 1: path.addLine(to: r.point())
        case 2: path.addQuadCurve(to: r.point(), control: r.point())
        case 3: path.addCurve(to: r.point(), control1: r.point(), control2: r.point())
        case 4: path.closeSubpath()
        case 5: path.addRect(CGRect(origin: r.point(), size: CGSize(width: r.number(), height: r.number())))
        case 6: path.addEllipse(in: CGRect(origin: r.point(), size: CGSize(width: r.number(), height: r.number())))
        case 7: path.addArc(center: r.point(), radius: r.number(), startAngle: r.number(), endAngle: r.number(),
                            clockwise: r.byte() & 1 == 1)
        case 8: path.addRoundedRect(in: CGRect(origin: r.point(), size: CGSize(width: r.number(), height: r.number())),
                                    cornerWidth: r.number(), cornerHeight: r.number())
        default: return path
        }
    }
    return path
}

private func decodeStyle(_ r: inout ByteReader) -> StrokeStyle {
    let flags = r.byte()
    var style = StrokeStyle()
    style.lineWidth = r.number()
    style.lineCap = [LineCap.butt, .round, .square][Int(flags % 3)]
    style.lineJoin = [LineJoin.miter, .round, .bevel][Int(flags / 3 % 3)]
    style.miterLimit = r.number()
    style.dashPattern = (0..<Int(r.byte() % 6)).map { _ in r.number() }
    style.dashPhase = r.number()
    style.strokeStart = r.number()
    style.strokeEnd = r.number()
    return style
}

private func check(_ buffer: TessellationBuffer) {
    for v in buffer.vertices { precondition(v.isFinite, "non-finite vertex") }
    let n = UInt32(buffer.vertexCount)
    for i in buffer.indices { precondition(i < n, "index \(i) out of \(n) vertices") }
    for range in buffer.ranges {
        precondition(range.firstIndex >= 0 && range.indexCount >= 0
                     && range.firstIndex + range.indexCount <= buffer.indices.count, "range outside the indices")
    }
}

private func check(_ arcs: ArcBuffer) {
    let most = (4096 + ArcStroke.segmentsPerInstance - 1) / ArcStroke.segmentsPerInstance
    precondition(arcs.instances.count <= most, "\(arcs.instances.count) arc instances")
    for v in arcs.instances {
        let fields = [v.centerX, v.centerY, v.axisX, v.axisY, v.direction, v.bandStart, v.bandStep, v.segments, v.inner,
                      v.outerVertex, v.radius, v.halfWidth, v.length, v.cap, v.dashOn, v.dashOff, v.dashPhase]
        // The farthest vertex the shader builds from this instance, in root points.
        let reach = v.outerVertex * (v.axisX.magnitude + v.axisY.magnitude)
        let extent = [v.centerX.magnitude + reach, v.centerY.magnitude + reach]
        if !(fields + extent).allSatisfy(\.isFinite) {
            // Optimised builds drop precondition messages: say which instance before trapping.
            FileHandle.standardError.write(Data("non-finite arc instance \(v)\n".utf8))
        }
        precondition((fields + extent).allSatisfy(\.isFinite), "non-finite arc instance")
        precondition(v.segments >= 1 && Int(v.segments) <= ArcStroke.segmentsPerInstance, "\(v.segments) segments")
    }
}

/// A similarity (or not) placement: rotation, scale, mirror, translation from the bytes.
private func decodePlacement(_ r: inout ByteReader) -> ArcStroke.Placement {
    let angle = Double(r.number()), scale = Double(r.number()), shear = r.byte() % 4 == 0 ? Double(r.number()) : 0
    let mirror = r.byte() & 1 == 1 ? -1.0 : 1.0
    let (c, s) = (cos(angle) * scale, sin(angle) * scale)
    return ArcStroke.Placement(a: c * mirror, b: s * mirror, c: -s + shear, d: c, tx: Double(r.number()), ty: Double(r.number()))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func tessellatorFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    var r = ByteReader(bytes: data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    let scales: [Double] = [1, 2, 0.25, 3.7, 0, .nan, 1e-9, 1e9]
    let ppp = scales[Int(r.byte() % UInt8(scales.count))]
    let style = decodeStyle(&r)
    let path = decodePath(&r)
    var buffer = TessellationBuffer()
    _ = try? Tessellator.stroke(path, style: style, pixelsPerPoint: ppp, into: &buffer)
    _ = try? Tessellator.fill(path, rule: .nonZero, pixelsPerPoint: ppp, into: &buffer)
    _ = try? Tessellator.fill(path, rule: .evenOdd, pixelsPerPoint: ppp, into: &buffer)
    check(buffer)
    if let arc = CircularArc.detect(path) {
        let placement = decodePlacement(&r)
        var arcs = ArcBuffer(), again = ArcBuffer()
        var memo = ArcStrokeMemo()
        let took = ArcStroke.append(arc, style: style, placement: placement, pixelsPerPoint: ppp, color: 0xFFFF_FFFF,
                                    memo: &memo, into: &arcs)
        check(arcs)
        // Again through the memo that has seen this arc (a steady frame): the same instances, bit for bit.
        let tookAgain = ArcStroke.append(arc, style: style, placement: placement, pixelsPerPoint: ppp, color: 0xFFFF_FFFF,
                                         memo: &memo, into: &again)
        let same = arcs.instances.withUnsafeBytes { a in again.instances.withUnsafeBytes { b in a.elementsEqual(b) } }
        precondition(took == tookAgain && same, "a memo that has seen the arc changed its instances")
    }
    return 0
}
