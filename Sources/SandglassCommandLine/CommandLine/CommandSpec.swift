import Sandglass

/// What one subcommand accepts: its options (with or without a value) and how many positionals.
package struct CommandSpec {
    package let name: String
    package let synopsis: String
    package let summary: String
    /// Options that take a value, e.g. `--time`. Given as `--time 1.5` or `--time=1.5`.
    package let valueOptions: [String]
    /// Options that take none, e.g. `--model`.
    package let flags: [String]
    /// Names of the positional arguments in order; the last ones may be optional (see `required`).
    package let positionals: [String]
    package let requiredPositionals: Int
    /// More lines for `sandglass COMMAND --help` (modes, defaults); the command list shows `summary` only.
    package var details = ""

    /// This spec with one more value option, and a line for it in the details.
    package func adding(valueOption: String, detail: String) -> CommandSpec {
        CommandSpec(name: name, synopsis: synopsis, summary: summary, valueOptions: valueOptions + [valueOption],
                    flags: flags, positionals: positionals, requiredPositionals: requiredPositionals,
                    details: detail.isEmpty ? details : details.isEmpty ? detail : details + "\n" + detail)
    }
}

/// The arguments of one invocation after parsing against a `CommandSpec`.
package struct ParsedArguments: Equatable {
    package var command: String
    package var positionals: [String] = []
    /// Each value option's last value.
    package var values: [String: String] = [:]
    /// Every value each value option was given, in order (`--tap A --tap B`).
    package var allValues: [String: [String]] = [:]
    package var flags: Set<String> = []
    /// The arguments as given after the command, for handing the command on to another executable.
    package var given: [String] = []

    package func value(_ option: String) -> String? { values[option] }
    package func values(of option: String) -> [String] { allValues[option] ?? [] }
    package func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A command-line mistake: names the bad argument; the tool prints it on one line and exits 2.
package enum UsageError: Error, Equatable, CustomStringConvertible {
    case noCommand
    case unknownCommand(String)
    case unknownOption(command: String, option: String)
    case missingValue(option: String)
    /// A file name beginning with `-` where an option was read: says how to name such a file.
    case optionLikeFile(command: String, argument: String)
    case unexpectedArgument(command: String, argument: String)
    case missingArgument(command: String, name: String)
    case invalidValue(option: String, value: String, expected: String)
    /// A value the command took from the scene, for an option not given, that the option's range refuses
    /// (a Lottie file's own frame rate, its duration): names the value, the range and the option to give.
    case sceneDefaultOutOfRange(command: String, what: String, value: String, expected: String, option: String)
    /// An option given for an input it does not apply to (`--scene` with a built-in scene).
    case notApplicable(command: String, option: String, input: String, appliesTo: String)
    /// Two arguments that each choose what the command does; `other` is written out, e.g. "'--windowed'".
    case conflictingArguments(command: String, option: String, other: String)

    /// One line; every argument in it shortened (`shortenedForMessage`): a path option's value only
    /// beyond PATH_MAX, so that a real path is always shown whole.
    package var description: String {
        switch self {
        case .noCommand: return "no command given (try `sandglass --help`)"
        case .unknownCommand(let c): return "unknown command '\(c.shortenedForMessage())' (try `sandglass --help`)"
        case .unknownOption(let c, let o):
            return "\(c): unknown option '\(o.shortenedForMessage())' (try `sandglass \(c) --help`)"
        case .missingValue(let o): return "option '\(o)' needs a value"
        case .optionLikeFile(let c, let a):
            let shown = a.shortenedForMessage(limit: String.messagePathLimit)
            return "\(c): unknown option '\(shown)'; a file whose name begins with '-' is given as ./\(shown) or after --"
        case .unexpectedArgument(let c, let a):
            return "\(c): unexpected argument '\(a.shortenedForMessage(limit: String.messagePathLimit))'"
        case .missingArgument(let c, let n): return "\(c): missing \(n)"
        case .invalidValue(let o, let v, let e):
            let limit = Self.pathOptions.contains(o) ? String.messagePathLimit : String.messageValueLimit
            return "option '\(o)': invalid value '\(v.shortenedForMessage(limit: limit))' (expected \(e))"
        case .sceneDefaultOutOfRange(let c, let what, let v, let e, let o):
            return "\(c): the scene's \(what) is \(v), outside \(e); give \(o)"
        case .notApplicable(let c, let o, let input, let appliesTo):
            return "\(c): '\(o)' applies only to \(appliesTo); '\(input.shortenedForMessage(limit: String.messagePathLimit))' is not one"
        case .conflictingArguments(let c, let o, let other): return "\(c): '\(o)' cannot be used with \(other)"
        }
    }

    /// The options whose value is a file or folder path.
    private static let pathOptions: Set = ["--out", "--params"]
}
