import Foundation

/// SVG path data (the `d` attribute, SVG 1.1 §8.3) → `CGPath`: M L H V C S Q T A Z in absolute and
/// relative (lower-case) forms, implicit repeated commands, numbers like `-1.5e3`, `.5.5`, `10-5`,
/// and arc flags written without separators (`a1 1 0 00 1 1`). Elliptical arcs become cubic Béziers
/// of at most 90 degrees each (W3C implementation notes F.6.5 / F.6.6: out-of-range radii are
/// scaled up, a zero radius is a line, an arc to its own start point is dropped). Coordinates are
/// points, y down (as SVG's).
///
/// What Sketch, Figma and Inkscape export is this grammar. Errors carry the UTF-8 byte offset.
public enum SVGPathData {
    public struct Failure: Error, Equatable, Sendable {
        public let offset: Int
        public let reason: String
    }

    public static func parse(_ text: String) -> Result<CGPath, Failure> {
        var p = Parser(bytes: Array(text.utf8))
        do {
            try p.run()
            return .success(p.path)
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        let path = CGMutablePath()
        var current = CGPoint.zero
        var subpathStart = CGPoint.zero
        /// The second control point of the last C/S (for S) or the control of the last Q/T (for T).
        var lastCubicControl: CGPoint?
        var lastQuadControl: CGPoint?

        mutating func skipSeparators() {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
        }

        func fail(_ reason: String, at offset: Int? = nil) -> Failure { Failure(offset: offset ?? index, reason: reason) }

        mutating func run() throws(Failure) {
            skipSeparators()
            var command: UInt8 = 0
            var first = true
            while true {
                skipSeparators()
                guard index < bytes.count else { return }
                let b = bytes[index]
                if Self.isCommand(b) {
                    command = b
                    index += 1
                } else if command == 0 || first {
                    throw fail("expected a command letter (M, L, H, V, C, S, Q, T, A, Z) but found '\(Self.show(b))'")
                } else if command | 0x20 == UInt8(ascii: "z") {
                    throw fail("'Z' takes no numbers, found '\(Self.show(b))'")
                } else if command == UInt8(ascii: "M") {
                    command = UInt8(ascii: "L")   // implicit lineto after a moveto's first pair
                } else if command == UInt8(ascii: "m") {
                    command = UInt8(ascii: "l")
                }
                if first, command | 0x20 != UInt8(ascii: "m") {
                    throw fail("path data must start with M or m", at: index - 1)
                }
                first = false
                try segment(command)
            }
        }

        static func isCommand(_ b: UInt8) -> Bool { "MmLlHhVvCcSsQqTtAaZz".utf8.contains(b) }
        static func show(_ b: UInt8) -> String { b < 0x80 && b >= 0x20 ? String(UnicodeScalar(b)) : "byte \(b)" }

        mutating func number() throws(Failure) -> CGFloat {
            skipSeparators()
            let start = index
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let (end, digits) = DecimalNumberScan.scan(bytes, from: index)
            guard digits > 0 else {
                index = start
                let found = start < bytes.count ? "'\(Self.show(bytes[start]))'" : "the end"
                throw fail("expected a number but found \(found)")
            }
            index = end
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard let v = Double(text), v.isFinite else { throw fail("number '\(text.shortenedForMessage())' is out of range", at: start) }
            return CGFloat(v)
        }

        mutating func flag() throws(Failure) -> Bool {
            skipSeparators()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
                throw fail("an arc flag must be 0 or 1")
            }
            index += 1
            return bytes[index - 1] == UInt8(ascii: "1")
        }

        mutating func point(relative: Bool) throws(Failure) -> CGPoint {
            let x = try number(), y = try number()
            return relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
        }

        mutating func segment(_ c: UInt8) throws(Failure) {
            let rel = c >= UInt8(ascii: "a")
            var cubic: CGPoint?, quad: CGPoint?
            switch c | 0x20 {
            case UInt8(ascii: "m"):
                let p = try point(relative: rel)
                path.move(to: p)
                current = p; subpathStart = p
            case UInt8(ascii: "l"):
                let p = try point(relative: rel)
                path.addLine(to: p); current = p
            case UInt8(ascii: "h"):
                let x = try number()
                let p = CGPoint(x: rel ? current.x + x : x, y: current.y)
                path.addLine(to: p); current = p
            case UInt8(ascii: "v"):
                let y = try number()
                let p = CGPoint(x: current.x, y: rel ? current.y + y : y)
                path.addLine(to: p); current = p
            case UInt8(ascii: "c"):
                let c1 = try point(relative: rel), c2 = try point(relative: rel), p = try point(relative: rel)
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; cubic = c2
            case UInt8(ascii: "s"):
                let c1 = reflect(lastCubicControl)
                let c2 = try point(relative: rel), p = try point(relative: rel)
                path.addCurve(to: p, control1: c1, control2: c2)
                current = p; cubic = c2
            case UInt8(ascii: "q"):
                let q = try point(relative: rel), p = try point(relative: rel)
                path.addQuadCurve(to: p, control: q)
                current = p; quad = q
            case UInt8(ascii: "t"):
                let q = reflect(lastQuadControl)
                let p = try point(relative: rel)
                path.addQuadCurve(to: p, control: q)
                current = p; quad = q
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rotation = try number()
                let large = try flag(), sweep = try flag()
                let p = try point(relative: rel)
                SVGPathData.appendArc(to: path, from: current, rx: rx, ry: ry, rotationDegrees: rotation,
                                      largeArc: large, sweep: sweep, end: p)
                current = p
            default:  // z
                path.closeSubpath()
                current = subpathStart
            }
            lastCubicControl = cubic
            lastQuadControl = quad
        }

        func reflect(_ control: CGPoint?) -> CGPoint {
            guard let control else { return current }
            return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
        }
    }

    /// Appends SVG's elliptical arc from `p0` to `p1` as cubics (F.6.5 endpoint → centre conversion).
    static func appendArc(to path: CGMutablePath, from p0: CGPoint, rx: CGFloat, ry: CGFloat, rotationDegrees: CGFloat,
                          largeArc: Bool, sweep: Bool, end p1: CGPoint) {
        if p0 == p1 { return }
        var rx = abs(rx), ry = abs(ry)
        guard rx > 0, ry > 0 else { path.addLine(to: p1); return }
        let phi = rotationDegrees * .pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let num = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let den = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var coef = den > 0 ? (max(0, num / den)).squareRoot() : 0
        if largeArc == sweep { coef = -coef }
        let cxp = coef * rx * y1 / ry, cyp = -coef * ry * x1 / rx
        let cx = cosPhi * cxp - sinPhi * cyp + (p0.x + p1.x) / 2
        let cy = sinPhi * cxp + cosPhi * cyp + (p0.y + p1.y) / 2
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let ux = (x1 - cxp) / rx, uy = (y1 - cyp) / ry
        let vx = (-x1 - cxp) / rx, vy = (-y1 - cyp) / ry
        let theta1 = angle(1, 0, ux, uy)
        var delta = angle(ux, uy, vx, vy)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard delta.isFinite, theta1.isFinite else { path.addLine(to: p1); return }
        let count = max(1, Int((abs(delta) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / CGFloat(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        func map(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: cx + rx * x * cosPhi - ry * y * sinPhi, y: cy + rx * x * sinPhi + ry * y * cosPhi)
        }
        var a0 = theta1
        for i in 0..<count {
            let a1 = a0 + step
            let (c0, s0, c1, s1) = (cos(a0), sin(a0), cos(a1), sin(a1))
            let q1 = map(c0 - k * s0, s0 + k * c0)
            let q2 = map(c1 + k * s1, s1 - k * c1)
            let end = i == count - 1 ? p1 : map(c1, s1)
            path.addCurve(to: end, control1: q1, control2: q2)
            a0 = a1
        }
    }
}
