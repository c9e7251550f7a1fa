import Foundation

/// Hue, saturation and brightness (HSV) to and from RGB, all in 0...1, as UIColor converts them.
enum HSB {
    static func rgb(hue: CGFloat, saturation s: CGFloat, brightness v: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6   // a hue of 1 is a full turn
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    static func hsb(red r: CGFloat, green g: CGFloat, blue b: CGFloat) -> (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
        let maxC = max(r, g, b), minC = min(r, g, b), delta = maxC - minC
        guard delta > 0 else { return (0, 0, maxC) }   // a grey: no hue
        var hue: CGFloat
        if maxC == r { hue = (g - b) / delta } else if maxC == g { hue = 2 + (b - r) / delta } else { hue = 4 + (r - g) / delta }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, delta / maxC, maxC)
    }
}
