import Foundation

/// A `.lottie` file (dotLottie): a ZIP archive of a manifest, animations and the images they show.
/// Version 1 keeps animations in `animations/ID.json` and images in `images/`; version 2 in `a/` and
/// `i/`. The manifest's first animation is the one played (the file's default, as players do).
struct DotLottieArchive: Sendable {
    /// The played animation's entry name, e.g. `animations/spinner.json`.
    let animationEntry: String
    let animation: [UInt8]
    private let archive: ZipArchive

    /// A ZIP's first bytes: a local file header.
    static func isArchive(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    init(_ bytes: [UInt8], file: String) throws(LottieError) {
        func failure(_ reason: String) -> LottieError { LottieError(file: file, line: 1, column: 1, path: "", reason: reason) }
        do {
            archive = try ZipArchive(bytes)
            let entry = try Self.animationEntry(in: archive)
            (animationEntry, animation) = (entry, try archive.contents(of: entry))
        } catch {
            throw failure("a .lottie archive: \(error)")
        }
    }

    /// An image asset's bytes: `u` + `p` as the animation names it (`/images/` + `img_0.png`), else
    /// `p` in either version's image folder.
    func image(folder: String, name: String) -> [UInt8]? {
        let trimmed = folder.drop { $0 == "/" }
        for candidate in [trimmed + name, "images/" + name, "i/" + name] {
            if let bytes = try? archive.contents(of: String(candidate)) { return bytes }
        }
        return nil
    }

    /// The manifest's first animation's entry, else the archive's first JSON in an animations folder.
    private static func animationEntry(in archive: ZipArchive) throws -> String {
        let animations = archive.names.filter { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }
        if let manifest = try? archive.contents(of: "manifest.json"), let id = firstAnimationID(manifest) {
            if let entry = animations.first(where: { $0 == "animations/\(id).json" || $0 == "a/\(id).json" }) { return entry }
        }
        guard let first = animations.first else {
            throw DotLottieProblem("it holds no animation (no animations/*.json or a/*.json)")
        }
        return first
    }

    /// `animations[0].id` of the manifest.
    private static func firstAnimationID(_ manifest: [UInt8]) -> String? {
        guard let root = try? JSONSourceParser.parse(manifest), case .object(let members) = root.value,
              let list = members.first(where: { $0.key == "animations" })?.value,
              case .array(let items) = list.value, let first = items.first, case .object(let fields) = first.value,
              let id = fields.first(where: { $0.key == "id" })?.value, case .string(let text) = id.value else { return nil }
        return text
    }
}

/// Why an archive has nothing to play.
struct DotLottieProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
