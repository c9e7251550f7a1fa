import Foundation

/// Where a file's image assets that are not embedded (`u` folder + `p` name) are read from: files
/// beside the JSON, or a `.lottie` archive's entries. A name that climbs out of its folder (`..`) or
/// is absolute is refused: an animation file only shows images it ships with.
struct ImageFiles: Sendable {
    private let read: @Sendable (_ folder: String, _ name: String) -> [UInt8]?

    /// Files under `folder` (the JSON's own folder).
    static func beside(_ folder: String) -> ImageFiles {
        ImageFiles { u, p in
            let relative = u + p
            guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
            return FileManager.default.contents(atPath: (folder as NSString).appendingPathComponent(relative)).map { [UInt8]($0) }
        }
    }

    /// Entries of a `.lottie` archive.
    static func archive(_ archive: DotLottieArchive) -> ImageFiles {
        ImageFiles { u, p in p.split(separator: "/").contains("..") ? nil : archive.image(folder: u, name: p) }
    }

    /// The bytes of image `name` in asset folder `folder`, nil when there is none (or it is refused).
    func bytes(folder: String, name: String) -> [UInt8]? { read(folder, name) }
}
