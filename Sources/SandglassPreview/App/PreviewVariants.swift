import Foundation
import SandglassHeadless

/// Variants of the scene shown side by side and played by one clock: the same scene at two or three
/// sizes (`--variants 390x844,768x1024`), or with two or three params files
/// (`--variants-params a.json,b.json`). A size is the scene's rectangle in points, and the scene is
/// built at it (`SceneContext.requestedSize`): a view scene lays its view out at that size; a scene
/// that scales to fit (a scene file, a Lottie file) is fitted into it; a scene that builds its layers
/// at its own size shows more or less of its plane, as `--size` does.
public enum PreviewVariants: Equatable, Sendable {
    case sizes([CGSize])
    case paramsFiles([String])

    /// What D shows when the command line gave no variants: the scene at its own size beside a phone's
    /// and a tablet's screen (portrait, in points).
    public static func standard(natural: CGSize) -> PreviewVariants {
        .sizes([natural, CGSize(width: 390, height: 844), CGSize(width: 768, height: 1024)])
    }

    /// How many variants may be shown side by side.
    public static let counts = 2...3

    /// The variants of `--variants` (`sizes`) or `--variants-params` (`paramsFiles`), nil when neither
    /// is given. A params file must exist (its contents are checked against the scene by the caller).
    public static func parse(sizes: String?, paramsFiles: String?) throws(PreviewVariantsError) -> PreviewVariants? {
        switch (sizes, paramsFiles) {
        case (nil, nil):
            return nil
        case (_?, _?):
            throw .conflicting(option: sizesOption, other: filesOption)
        case (let text?, nil):
            let items = try split(text, option: sizesOption, expected: "sizes WxH, e.g. 390x844,768x1024")
            return .sizes(try items.map { item throws(PreviewVariantsError) in
                try size(item, in: text)
            })
        case (nil, let text?):
            let items = try split(text, option: filesOption, expected: "params files, e.g. a.json,b.json")
            for item in items where !FileManager.default.fileExists(atPath: item) {
                throw .missingFile(option: filesOption, path: item)
            }
            return .paramsFiles(items)
        }
    }

    public static let sizesOption = "--variants"
    public static let filesOption = "--variants-params"

    /// The labels above the cells: "390x844", or the params file's name.
    public var labels: [String] {
        switch self {
        case .sizes(let sizes): return sizes.map { "\(Self.number($0.width))x\(Self.number($0.height))" }
        case .paramsFiles(let files): return files.map { ($0 as NSString).lastPathComponent }
        }
    }

    public var count: Int {
        switch self {
        case .sizes(let sizes): return sizes.count
        case .paramsFiles(let files): return files.count
        }
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }

    private static func split(_ text: String, option: String, expected: String) throws(PreviewVariantsError) -> [String] {
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        if items.contains(where: \.isEmpty) || !counts.contains(items.count) {
            throw .wrongCount(option: option, value: text, expected: expected)
        }
        return items
    }

    /// The largest side of a variant, in points. A variant's layers are drawn at up to 4 pixels a
    /// point (a view's contents scale, a scene drawn crisply), and 16384 pixels is the largest bitmap
    /// or texture: a 16384-point variant asked for 32768-pixel bitmaps and ran at 3 fps. The largest
    /// iPad is 1366 points.
    public static let maximumSide = 4096.0

    /// `WxH` in points, both positive and at most `maximumSide`.
    private static func size(_ item: String, in text: String) throws(PreviewVariantsError) -> CGSize {
        let parts = item.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
              w > 0, h > 0, w <= maximumSide, h <= maximumSide else {
            throw .badSize(option: sizesOption, size: item, value: text)
        }
        return CGSize(width: w, height: h)
    }
}

/// Why `--variants` or `--variants-params` was refused: one line naming the option and the value.
public enum PreviewVariantsError: Error, Equatable, CustomStringConvertible {
    /// Fewer than two or more than three items, or an empty one.
    case wrongCount(option: String, value: String, expected: String)
    /// An item of `--variants` that is not `WxH` with positive sizes up to `maximumSide`.
    case badSize(option: String, size: String, value: String)
    /// A params file that does not exist.
    case missingFile(option: String, path: String)
    /// Both kinds of variants given.
    case conflicting(option: String, other: String)

    public var description: String {
        switch self {
        case let .wrongCount(option, value, expected):
            return "option '\(option)': invalid value '\(value)' (expected 2 or 3 \(expected), separated by commas)"
        case let .badSize(option, size, value):
            return "option '\(option)': invalid size '\(size)' in '\(value)' (expected WxH in points with positive sizes up to \(Int(PreviewVariants.maximumSide)), e.g. 390x844)"
        case let .missingFile(option, path):
            return "option '\(option)': no such params file '\(path)'"
        case let .conflicting(option, other):
            return "preview: '\(option)' cannot be used with '\(other)'"
        }
    }
}
