import Foundation
import Sandglass
import SandglassSystem

/// What a scene's code did to end the process running it, said in one line that names the user's
/// `file:line` when the crash's backtrace has it: the Swift runtime writes the backtrace as JSON into
/// the run's private folder (`SceneIsolation.environment`), symbolicated from the scene library's debug
/// information, and the first frame in the user's file is the line to fix.
public struct SceneFailure: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: Equatable, Sendable {
        /// A Swift runtime trap (`fatalError`, an index out of range, a force-unwrapped nil) or SIGILL.
        case trapped
        case aborted
        /// A bad memory access that is not a deep recursion.
        case crashed(signal: Int32)
        case stackOverflow
        /// An allocation beyond the memory limit, or the kernel's out-of-memory kill.
        case outOfMemory(limitBytes: UInt64)
        case killed(signal: Int32)
        /// No beat for longer than the watchdog's limit.
        case hung(seconds: Double)
        /// The scene's code called `exit()`.
        case exited(status: Int32)
    }

    public let kind: Kind
    /// The scene file's `file:line` where it happened, when known.
    public let location: String?
    /// The runtime's own message (`Fatal error: Index out of range`), when it gave one.
    public let message: String?

    public init(kind: Kind, location: String?, message: String?) {
        (self.kind, self.location, self.message) = (kind, location, message)
    }

    public var description: String {
        var what: String
        switch kind {
        case .trapped: what = "the scene's code trapped"
        case .aborted: what = "the scene's code aborted"
        case .crashed(let signal): what = "the scene's code crashed (\(Self.signalName(signal)))"
        case .stackOverflow: what = "the scene's code overflowed the stack (unbounded recursion?)"
        case .outOfMemory(let limit):
            what = "the scene's code ran out of memory (limit \(limit >> 30) GiB)"
        case .killed(let signal): what = "the scene's process was killed (\(Self.signalName(signal)))"
        case .hung(let seconds):
            what = "the scene's code did not finish a frame within \(Self.seconds(seconds)) s (a loop that never ends?); "
                + "stopped it (--scene-timeout S sets the limit)"
        case .exited(let status): what = "the scene's code called exit(\(status))"
        }
        if let message, !message.isEmpty { what += ": " + Self.shortened(message) }
        return (location.map { $0 + ": " } ?? "") + what
    }

    /// Reads what a child left: how it ended, its stderr, and the backtrace file, if the runtime wrote
    /// one. `sceneFiles` are the user's files as named to the tool (the compiled code's `#sourceLocation`).
    public static func diagnose(_ ending: ChildProcess.Ending, standardError: String, backtraceFile: String?,
                                sceneFiles: [String], memoryLimit: UInt64, hungAfter: Double? = nil) -> SceneFailure {
        let report = backtraceFile.flatMap(Backtrace.init(file:))
        let location = report?.firstLocation(in: sceneFiles)
        if let hungAfter { return SceneFailure(kind: .hung(seconds: hungAfter), location: location, message: nil) }
        let fatal = standardError.split(separator: "\n").last { $0.contains("Fatal error:") || $0.contains("fatal error:") }
            .map { line -> String in
                let text = String(line)
                guard let range = text.range(of: "atal error:") else { return text }
                return "Fatal error:" + text[range.upperBound...]
            }
        let outOfMemory = standardError.contains("Could not allocate memory") || standardError.contains("failed to allocate")
            || standardError.contains("std::bad_alloc")
        switch ending {
        case .exited(let status):
            return SceneFailure(kind: .exited(status: status), location: location, message: nil)
        case .signalled(let signal):
            if outOfMemory { return SceneFailure(kind: .outOfMemory(limitBytes: memoryLimit), location: location, message: nil) }
            switch signal {
            case SIGILL, SIGTRAP: return SceneFailure(kind: .trapped, location: location, message: fatal)
            case SIGABRT: return SceneFailure(kind: .aborted, location: location, message: fatal)
            case SIGSEGV, SIGBUS:
                if report?.isDeepRecursion == true { return SceneFailure(kind: .stackOverflow, location: location, message: nil) }
                return SceneFailure(kind: .crashed(signal: signal), location: location, message: fatal)
            default: return SceneFailure(kind: .killed(signal: signal), location: location, message: nil)
            }
        }
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGSEGV: return "segmentation fault, SIGSEGV"
        case SIGBUS: return "bus error, SIGBUS"
        case SIGKILL: return "SIGKILL"
        case SIGFPE: return "arithmetic error, SIGFPE"
        default: return "signal \(signal)"
        }
    }

    private static func seconds(_ value: Double) -> String { String(format: "%g", value) }

    /// A runtime message is the runtime's, but it may quote the user's values: kept to one short line.
    private static func shortened(_ text: String) -> String {
        let line = text.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }
}

/// The parts of the Swift runtime's JSON crash report that name the user's code.
struct Backtrace {
    struct Frame { let image: String; let file: String?; let line: Int?; let address: String; let function: String }
    let frames: [Frame]

    init?(file: String) {
        guard let data = FileManager.default.contents(atPath: file), !data.isEmpty,
              let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let threads = object["threads"] as? [[String: Any]],
              let crashed = threads.first(where: { ($0["crashed"] as? Bool) == true }) ?? threads.first,
              let frames = crashed["frames"] as? [[String: Any]] else { return nil }
        self.frames = frames.map { frame in
            let location = frame["sourceLocation"] as? [String: Any]
            return Frame(image: frame["image"] as? String ?? "", file: location?["file"] as? String,
                         line: location?["line"] as? Int, address: frame["address"] as? String ?? "",
                         function: frame["description"] as? String ?? "")
        }
    }

    /// `file:line` of the innermost frame in one of `sceneFiles` (by its name as compiled, or its
    /// last component when the report gives another spelling of the path). Where the compiler gave that
    /// frame no line (line 0: a loop's back edge), the function instead: `file, in Type.method()`.
    func firstLocation(in sceneFiles: [String]) -> String? {
        let reported = sceneFiles.map { SwiftSceneSource.reportedName(for: $0) }
        for frame in frames {
            guard let file = frame.file else { continue }
            // The name as compiled, else the same last component (the report may spell the path otherwise).
            guard let k = reported.firstIndex(of: file)
                    ?? reported.firstIndex(where: { ($0 as NSString).lastPathComponent == (file as NSString).lastPathComponent })
            else { continue }
            let sceneFile = sceneFiles[k]
            if let line = frame.line, line > 0 { return "\(sceneFile):\(line)" }
            let function = frame.function.components(separatedBy: " + ").first ?? ""
            return function.isEmpty ? sceneFile : "\(sceneFile), in \(function)"
        }
        return nil
    }

    /// Many frames, most of them one return address over and over: a recursion that ran out of stack.
    var isDeepRecursion: Bool {
        guard frames.count >= 32 else { return false }
        var counts: [String: Int] = [:]
        for frame in frames { counts[frame.address, default: 0] += 1 }
        return (counts.values.max() ?? 0) * 4 >= frames.count
    }
}
