import QuartzCore
import SandglassTessellation

/// Why a shader could not be built; each case names the file and, where known, the line, so that the
/// preview can say where to look and keep the last good program.
public enum ShaderError: Error, Equatable, CustomStringConvertible {
    case missingFile(path: String)
    /// The file is there but cannot be read (a folder, no permission, not UTF-8): said so, never
    /// "not found".
    case unreadableFile(path: String, reason: String)
    /// The driver refused the source; `file` and `line` are where the error is in the real files (an
    /// error inside an included file names that file), not in the expanded text the driver saw.
    case compile(file: String, line: Int?, message: String)
    case link(program: String, message: String)
    /// `#include "name"` on `line` of `file` names a file that cannot be read.
    case missingInclude(file: String, line: Int, name: String)
    /// `#include "name"` names a file that is there but cannot be read.
    case unreadableInclude(file: String, line: Int, name: String, reason: String)
    /// An `#include` line that is not `#include "name"` with a name inside the shaders folder.
    case invalidInclude(file: String, line: Int, reason: String)
    /// A file includes itself through `chain` (the including files in order, the repeated one last).
    case includeCycle(chain: [String])
    /// Includes nested deeper than `ShaderSource.maximumDepth` along `chain`.
    case includeTooDeep(chain: [String])

    public var description: String {
        switch self {
        case .missingFile(let p): return "\(p): shader file not found"
        case .unreadableFile(let p, let r): return "\(p): cannot read shader file: \(r)"
        case .compile(let f, let line, let m): return "\(f)\(line.map { ":\($0)" } ?? ""): \(m)"
        case .link(let p, let m): return "program \(p): link failed: \(m)"
        case .missingInclude(let f, let line, let name): return "\(f):\(line): #include \"\(name)\": file not found"
        case .unreadableInclude(let f, let line, let name, let r): return "\(f):\(line): #include \"\(name)\": cannot read: \(r)"
        case .invalidInclude(let f, let line, let reason): return "\(f):\(line): \(reason)"
        case .includeCycle(let chain): return "include cycle: " + chain.joined(separator: " -> ")
        case .includeTooDeep(let chain):
            return "includes nested deeper than \(ShaderSource.maximumDepth): " + chain.joined(separator: " -> ")
        }
    }
}
