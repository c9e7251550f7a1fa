import Foundation

/// Where a file's image assets that are not embedded (`u` folder + `p` name) are read from: files
/// beside the JSON, or a `.lottie` archive's entries. A name that climbs out of its folder (`..`) or
/// is absolute is refused: an animation file only shows images it ships with.
///
/// Finding an image and reading it are two steps, so that the importer can count its size against
/// the file's budget before anything is read or inflated, and read each file once however many
/// assets name it (`key`).
struct ImageFiles: Sendable {
    /// One image file an asset names.
    struct Found: Sendable {
        /// The same for every asset naming this file: the path beside the JSON, or the entry's name.
        let key: String
        /// Its bytes once read (inflated, for an archive's entry), known before reading.
        let size: Int
        /// The file's path, for one beside the JSON (nil for an archive's entry).
        let path: String?
        fileprivate let read: @Sendable () -> [UInt8]?
    }

    private let find: @Sendable (_ folder: String, _ name: String) -> Found?

    /// Files under `folder` (the JSON's own folder). Only a regular file is read: a FIFO would block.
    static func beside(_ folder: String) -> ImageFiles {
        ImageFiles { u, p in
            let relative = u + p
            guard !relative.hasPrefix("/"), !relative.split(separator: "/").contains("..") else { return nil }
            let path = (folder as NSString).appendingPathComponent(relative)
            var info = stat()
            guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
            return Found(key: path, size: Int(info.st_size), path: path) {
                FileManager.default.contents(atPath: path).map { [UInt8]($0) }
            }
        }
    }

    /// Entries of a `.lottie` archive.
    static func archive(_ archive: DotLottieArchive) -> ImageFiles {
        ImageFiles { u, p in
            guard !p.split(separator: "/").contains(".."), let entry = archive.imageEntry(folder: u, name: p) else { return nil }
            return Found(key: entry.name, size: entry.size, path: nil) { archive.contents(of: entry) }
        }
    }

    /// The image `name` in asset folder `folder`, nil when there is none (or it is refused).
    func find(folder: String, name: String) -> Found? { find(folder, name) }

    /// The bytes of `found`, nil when they cannot be read (or an entry is damaged).
    func read(_ found: Found) -> [UInt8]? { found.read() }
}
