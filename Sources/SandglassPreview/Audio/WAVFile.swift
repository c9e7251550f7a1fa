import Foundation
import SandglassHeadless

/// A RIFF/WAVE file of 8- or 16-bit integer PCM, mono or stereo: what `scripts/thanos-sounds.py` writes.
struct WAVFile: Equatable {
    let channels: Int
    let sampleRate: Int
    let bitsPerSample: Int
    /// The sample bytes of the `data` chunk, little-endian as in the file.
    let samples: Data

    /// Why a WAV file could not be read; names the file.
    enum Failure: Error, Equatable, CustomStringConvertible {
        case unreadable(String)
        case notWAV(String, reason: String)
        var description: String {
            switch self {
            case .unreadable(let p): return "\(p): cannot read"
            case .notWAV(let p, let r): return "\(p): not a playable WAV file: \(r)"
            }
        }
    }

    static func read(path: String) throws(Failure) -> WAVFile {
        guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
        return try parse(data, path: path)
    }

    static func parse(_ data: Data, path: String) throws(Failure) -> WAVFile {
        let bytes = [UInt8](data)
        func u32(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2]) << 16 | Int(bytes[i + 3]) << 24 }
        func u16(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        func tag(_ i: Int) -> String { String(decoding: bytes[i..<i + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw .notWAV(path, reason: "no RIFF/WAVE header") }
        var format: (channels: Int, rate: Int, bits: Int)?
        var offset = 12
        while offset + 8 <= bytes.count {
            let id = tag(offset), size = u32(offset + 4), body = offset + 8
            guard size >= 0, body + size <= bytes.count else { throw .notWAV(path, reason: "chunk '\(id)' runs past the end") }
            if id == "fmt " {
                guard size >= 16, u16(body) == 1 else { throw .notWAV(path, reason: "only integer PCM is supported") }
                format = (u16(body + 2), u32(body + 4), u16(body + 14))
            } else if id == "data" {
                guard let f = format else { throw .notWAV(path, reason: "data before fmt") }
                guard [1, 2].contains(f.channels), [8, 16].contains(f.bits), f.rate > 0 else {
                    throw .notWAV(path, reason: "\(f.channels) channels of \(f.bits) bits at \(f.rate) Hz")
                }
                return WAVFile(channels: f.channels, sampleRate: f.rate, bitsPerSample: f.bits,
                               samples: Data(bytes[body..<body + size]))
            }
            offset = body + size + (size & 1)
        }
        throw .notWAV(path, reason: "no data chunk")
    }
}
