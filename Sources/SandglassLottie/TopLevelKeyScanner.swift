import Foundation

/// Finds the keys of a JSON text's top-level object without parsing the values: strings are
/// skipped by their quotes and escapes, nested arrays and objects by bracket depth. Stops at the
/// first byte that cannot be JSON at the top level, and as soon as every Lottie key is seen.
///
/// A file is taken for Lottie when it has `layers` or three of the other keys: a scene file has none
/// of them, and a Lottie file missing `ip` or `op` is then read as Lottie and refused for the key it
/// lacks, not as a scene file with unknown keys. Works on a prefix of a file too (a file too large
/// to read is still recognised by its first megabytes).
struct TopLevelKeyScanner {
    private static let lottieKeys: [[UInt8]] = ["v", "ip", "op", "fr", "w", "h", "layers"].map { Array($0.utf8) }
    /// Whether the keys seen make the text a Lottie file.
    let looksLikeLottie: Bool

    init(_ bytes: [UInt8]) {
        var found = 0 // one bit per key of lottieKeys
        let all = (1 << Self.lottieKeys.count) - 1
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skipSpace() { while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 } }
        /// Skips a string starting at its opening quote; returns its raw bytes' range.
        func skipString() -> Range<Int>? {
            let start = i + 1
            i += 1
            while i < bytes.count {
                switch bytes[i] {
                case 0x5C: i += 2
                case 0x22: i += 1; return start..<(i - 1)
                default: i += 1
                }
            }
            return nil
        }
        skipSpace()
        func decide() -> Bool { found & (1 << 6) != 0 || found.nonzeroBitCount >= 3 }
        guard i < bytes.count, bytes[i] == 0x7B else { looksLikeLottie = false; return }
        i += 1
        var depth = 0
        var expectKey = true
        while i < bytes.count, found != all {
            let b = bytes[i]
            switch b {
            case 0x22:
                guard let range = skipString() else { looksLikeLottie = decide(); return }
                if depth == 0 && expectKey {
                    for (k, key) in Self.lottieKeys.enumerated() where bytes[range].elementsEqual(key) { found |= 1 << k }
                    expectKey = false
                }
            case 0x7B, 0x5B: depth += 1; i += 1
            case 0x7D, 0x5D:
                if depth == 0 { looksLikeLottie = decide(); return }
                depth -= 1; i += 1
            case 0x2C:
                if depth == 0 { expectKey = true }
                i += 1
            default: i += 1
            }
        }
        looksLikeLottie = decide()
    }
}
