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

    /// Whether `bytes` are an archive whose directory lists an animation (nothing is inflated).
    static func holdsAnimation(_ bytes: [UInt8]) -> Bool {
        guard isArchive(bytes), let archive = try? ZipArchive(bytes) else { return false }
        return (try? animationEntry(in: archive)) != nil
    }

    init(_ bytes: [UInt8], file: String) throws(LottieError) {
        func failure(_ reason: String) -> LottieError { LottieError(file: file, line: 1, column: 1, path: "", reason: reason) }
        let zip: ZipArchive, entry: String
        do {
            zip = try ZipArchive(bytes)
            entry = try Self.animationEntry(in: zip)
        } catch {
            throw failure("a .lottie archive: \(error)")
        }
        // The animation's size is known before it is inflated: a huge one is refused, not read.
        if let size = zip.entry(named: entry)?.size,
           let refusal = LottieFile.sizeRefusal(file: file + "/" + entry, size: size, isArchive: false) {
            throw refusal
        }
        do {
            animation = try zip.contents(of: entry)
        } catch {
            throw failure("a .lottie archive: \(error)")
        }
        (archive, animationEntry) = (zip, entry)
    }

    /// An image asset's entry: `u` + `p` as the animation names it (`/images/` + `img_0.png`), else
    /// `p` in either version's image folder.
    func imageEntry(folder: String, name: String) -> ZipArchive.Entry? {
        let trimmed = folder.drop { $0 == "/" }
        for candidate in [trimmed + name, "images/" + name, "i/" + name] {
            if let entry = archive.entry(named: String(candidate)) { return entry }
        }
        return nil
    }

    /// The bytes of `entry`, nil when they are damaged.
    func contents(of entry: ZipArchive.Entry) -> [UInt8]? { try? archive.contents(of: entry) }

    /// The manifest's first animation's entry, else the archive's first JSON in an animations folder.
    private static func animationEntry(in archive: ZipArchive) throws -> String {
        let animations = archive.names.filter { ($0.hasPrefix("animations/") || $0.hasPrefix("a/")) && $0.hasSuffix(".json") }
        // A manifest is a few hundred bytes: a large one is ignored rather than inflated.
        if let entry = archive.entry(named: "manifest.json"), entry.size <= 1 << 20,
           let manifest = try? archive.contents(of: entry), let id = firstAnimationID(manifest) {
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
