import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// How far apart two renders of the same picture look: each pixel is composited over an opaque
/// background and compared as CIE76 ΔE, the distance between the two colours in CIE L*a*b* (sRGB,
/// D65 white).
///
/// Unlike `GoldenImage`, which asks "are these the same bytes, give or take a bit", this asks "would a
/// viewer see a difference", for two different rasterisers (rlottie and Sandglass) that never agree on
/// the last bits of an anti-aliased edge or a gradient's dithering.
///
/// Tolerance: a ΔE of about 2.3 is the smallest difference an observer notices side by side; one
/// 8-bit step of a channel is at most about 1.5. The default `threshold` of 6 counts a pixel as
/// different when the difference is plainly visible, and `maxFraction` (1 %) lets that many pixels
/// differ, which is about one ring of edge pixels around the shapes of a 200 × 200 icon, where two
/// anti-aliasing methods disagree by up to half a pixel (Cairo and rlottie drawing the same ellipse and
/// rounded rectangle differ visibly on 0.13 % of the pixels, up to ΔE 17, all on edges). Comparing over a single background hides an
/// alpha difference where the colour matches that background, so `assertSimilar` compares over black
/// and over white.
public struct PerceptualDifference: Equatable {
    /// The fraction (0-1) of pixels whose ΔE exceeds the threshold.
    public var fractionOver: Double
    /// The largest ΔE of any pixel (0 for identical images; 100 between black and white).
    public var maxDeltaE: Double
    /// The mean ΔE over all pixels.
    public var meanDeltaE: Double

    /// Compares `a` and `b` (premultiplied, same size) over the opaque `background` (straight RGB, alpha
    /// ignored); nil when the sizes differ. `deltaE` receives each pixel's ΔE in row order if given.
    public static func compare(_ a: PixelBuffer, _ b: PixelBuffer, over background: RGBA8, threshold: Double = 6,
                               deltaE: ((Int, Double) -> Void)? = nil) -> PerceptualDifference? {
        guard a.width == b.width, a.height == b.height else { return nil }
        let count = a.width * a.height
        guard count > 0 else { return PerceptualDifference(fractionOver: 0, maxDeltaE: 0, meanDeltaE: 0) }
        var over = 0, worst = 0.0, sum = 0.0
        for i in 0..<count {
            let p = Lab(composite(a.bytes, at: i * 4, over: background))
            let q = Lab(composite(b.bytes, at: i * 4, over: background))
            let d = p.distance(to: q)
            if d > threshold { over += 1 }
            worst = max(worst, d)
            sum += d
            deltaE?(i, d)
        }
        return PerceptualDifference(fractionOver: Double(over) / Double(count), maxDeltaE: worst,
                                    meanDeltaE: sum / Double(count))
    }

    /// Fails the calling test when more than `maxFraction` of the pixels differ by more than `threshold`
    /// over black or over white. On failure writes `<name>.actual.png`, `<name>.expected.png` and
    /// `<name>.perceptual-diff.png` (red over the threshold, yellow below it but not equal, elsewhere the
    /// expected image at a quarter of its brightness) to `GoldenImage.failureDirectory`.
    public static func assertSimilar(_ actual: PixelBuffer, _ expected: PixelBuffer, _ name: String,
                                     threshold: Double = 6, maxFraction: Double = 0.01,
                                     file: StaticString = #filePath, line: UInt = #line) {
        for background in [RGBA8(0, 0, 0, 255), RGBA8(255, 255, 255, 255)] {
            guard let result = compare(actual, expected, over: background, threshold: threshold) else {
                XCTFail("\(name): \(actual.width)x\(actual.height) against \(expected.width)x\(expected.height)",
                        file: file, line: line)
                return
            }
            guard result.fractionOver > maxFraction else { continue }
            let written = writeFailure(actual, expected, over: background, threshold: threshold, name: name)
            XCTFail(String(format: "%@: %.2f %% of pixels over ΔE %.1f on %@ (max %.1f, mean %.2f); see %@", name,
                           result.fractionOver * 100, threshold, background.r == 0 ? "black" : "white",
                           result.maxDeltaE, result.meanDeltaE, written), file: file, line: line)
            return
        }
    }

    /// Red where a pixel's ΔE over `background` exceeds `threshold`, yellow where it is above 0 but not
    /// over, elsewhere `b` at a quarter of its brightness (opaque); nil when the sizes differ.
    public static func diffImage(_ a: PixelBuffer, _ b: PixelBuffer, over background: RGBA8,
                                 threshold: Double = 6) -> PixelBuffer? {
        var diff = PixelBuffer(width: b.width, height: b.height)
        let compared = compare(a, b, over: background, threshold: threshold) { i, d in
            let colour: [UInt8] = d > threshold ? [255, 0, 0, 255] : d > 0 ? [255, 255, 0, 255]
                : [b.bytes[i * 4] / 4, b.bytes[i * 4 + 1] / 4, b.bytes[i * 4 + 2] / 4, 255]
            diff.bytes.replaceSubrange(i * 4..<i * 4 + 4, with: colour)
        }
        return compared == nil ? nil : diff
    }

    /// Writes the two images and the diff; returns the diff's path (or why it could not).
    private static func writeFailure(_ actual: PixelBuffer, _ expected: PixelBuffer, over background: RGBA8,
                                     threshold: Double, name: String) -> String {
        let dir = GoldenImage.failureDirectory
        let safe = name.replacingOccurrences(of: "/", with: "_")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            try PNGCodec.write(actual, to: dir.appendingPathComponent("\(safe).actual.png").path)
            try PNGCodec.write(expected, to: dir.appendingPathComponent("\(safe).expected.png").path)
            let path = dir.appendingPathComponent("\(safe).perceptual-diff.png").path
            if let diff = diffImage(actual, expected, over: background, threshold: threshold) {
                try PNGCodec.write(diff, to: path)
            }
            return path
        } catch {
            return "(diff image not written: \(error))"
        }
    }

    /// The premultiplied pixel at byte `i` over an opaque background, as straight 0-255 RGB.
    private static func composite(_ bytes: [UInt8], at i: Int, over bg: RGBA8) -> (Double, Double, Double) {
        let rest = 1 - Double(bytes[i + 3]) / 255
        return (Double(bytes[i]) + Double(bg.r) * rest, Double(bytes[i + 1]) + Double(bg.g) * rest,
                Double(bytes[i + 2]) + Double(bg.b) * rest)
    }
}

/// A CIE L*a*b* colour (D65 white), from 0-255 sRGB.
struct Lab: Equatable {
    var l: Double, a: Double, b: Double

    init(l: Double, a: Double, b: Double) { (self.l, self.a, self.b) = (l, a, b) }

    init(_ rgb: (Double, Double, Double)) {
        func linear(_ c: Double) -> Double {
            let v = c / 255
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (r, g, b) = (linear(rgb.0), linear(rgb.1), linear(rgb.2))
        // sRGB to XYZ, each divided by the D65 white's X, Y, Z.
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        (l, a, self.b) = (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE76 ΔE: the Euclidean distance.
    func distance(to other: Lab) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }
}
