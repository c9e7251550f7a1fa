import Foundation
import Sandglass
import SandglassSystem

/// How far two renders of the same picture by two backends are apart, byte for byte: the share of
/// pixels with a channel off by more than `threshold` (an edge anti-aliased another way, a glyph), and
/// the mean channel difference over the picture (premultiplied, same size).
public struct ChannelDifference: Equatable {
    public var share: Double
    public var mean: Double

    public init(_ a: PixelBuffer, _ b: PixelBuffer, threshold: Int = 24) {
        var off = 0, sum = 0
        for p in 0..<(a.width * a.height) {
            var worst = 0
            for c in 0..<4 {
                let d = abs(Int(a.bytes[p * 4 + c]) - Int(b.bytes[p * 4 + c]))
                sum += d
                worst = max(worst, d)
            }
            if worst > threshold { off += 1 }
        }
        let pixels = Double(max(1, a.width * a.height))
        (share, mean) = (Double(off) / pixels, Double(sum) / (pixels * 4))
    }
}
