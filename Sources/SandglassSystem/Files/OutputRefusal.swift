/// Why an output path is refused before anything is written. Replacing an input of the same run would
/// destroy it; replacing a FIFO, a device or a socket would destroy it too (and `/dev/null` is not the
/// user's to replace); a directory cannot be replaced by a file. Usage mistakes: the tool exits 2.
public enum OutputRefusal: Error, Equatable, CustomStringConvertible {
    /// The output is the same file as `input` (by device and inode).
    case input(output: String, input: InputFiles.Input)
    /// Something other than a regular file is there; `kind` is e.g. "a FIFO", "a directory".
    case notRegular(output: String, kind: String)
    /// An output folder (`record`'s frames) names something that is not a folder; `kind` is e.g.
    /// "a regular file".
    case notFolder(output: String, kind: String)

    public var description: String {
        switch self {
        case let .input(output, input):
            return "\(output): would overwrite \(input.role.rawValue) \(input.path), an input of this run"
        case let .notRegular(output, kind):
            return "\(output): is \(kind); an output replaces only a regular file"
        case let .notFolder(output, kind):
            return "\(output): is \(kind), not a folder for the frames"
        }
    }
}
