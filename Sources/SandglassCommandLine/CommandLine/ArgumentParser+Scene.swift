import Sandglass

/// Options whose values mean something about the scene: its time, its colours.
extension ArgumentParser {
    /// The latest scene time a command plays to, in seconds (`--time`, `--frame`, `--from`, `--to`).
    package static let maximumSceneTime = SceneRunner.latestTime

    private static func shortNumber(_ v: Double) -> String { String(format: "%g", v) }

    /// The scene time a command shows: `--time T` seconds, or `--frame F` (fractional allowed) of a
    /// scene that counts in frames (`SceneInfo.frames`), F from its first frame on (past its last, the
    /// last instant shows, as for a `--time` past the end).
    package static func sceneTime(in parsed: ParsedArguments, of info: SceneInfo, command: String) throws(UsageError) -> Double {
        if parsed.value("--frame") != nil, parsed.value("--time") != nil {
            throw .invalidValue(option: "--frame", value: parsed.value("--frame") ?? "", expected: "--time or --frame, not both")
        }
        if let text = parsed.value("--frame") {
            guard let frames = info.frames else {
                throw .invalidValue(option: "--frame", value: text,
                                    expected: "a scene that counts in frames (a Lottie file); \(info.name) is timed in seconds: use --time")
            }
            // From the in point on; a frame past the out point shows the last instant, as a later --time does.
            guard let frame = Double(text), frame.isFinite, frame >= frames.firstFrame else {
                throw .invalidValue(option: "--frame", value: text, expected: "a frame from the first, \(shortNumber(frames.firstFrame)), on "
                                        + "(frames past the last, \(shortNumber(frames.lastFrame)), show the last)")
            }
            let time = frames.time(ofFrame: frame)
            guard time.isFinite, (0...maximumSceneTime).contains(time) else {
                throw .invalidValue(option: "--frame", value: text, expected: "a frame within \(shortNumber(maximumSceneTime)) s "
                                        + "of the first (at \(shortNumber(frames.frameRate)) fps this one is \(shortNumber(time)) s)")
            }
            return time
        }
        guard let time = try number("--time", in: parsed, range: 0...maximumSceneTime) else {
            throw .missingArgument(command: command, name: info.frames == nil ? "--time T" : "--time T or --frame F")
        }
        return time
    }

    /// A colour option: `transparent`, a name, `#RRGGBB` or `#RRGGBBAA` (`ColorText`).
    package static func color(_ option: String, in parsed: ParsedArguments) throws(UsageError) -> CGColor? {
        guard let text = parsed.value(option) else { return nil }
        guard let color = ColorText.color(text) else {
            throw .invalidValue(option: option, value: text, expected: "transparent, a colour name, #RRGGBB or #RRGGBBAA")
        }
        return color
    }
}

/// Scripted touches, in points of the scene's root view and scene seconds.
extension ArgumentParser {
    /// `--tap X,Y@T` (down at T, up 0.1 s later) and `--drag X1,Y1->X2,Y2@T1-T2` (down at T1, a move
    /// every frame at constant speed, up at T2, as a `TouchStroke` whose moves are made as they are
    /// played), each repeatable. Each option is its own finger, so two drags at once are a pinch.
    package static func touches(in parsed: ParsedArguments) throws(UsageError) -> (taps: [TouchSample], drags: [TouchStroke]) {
        var samples: [TouchSample] = []
        var strokes: [TouchStroke] = []
        var finger = 0
        for text in parsed.values(of: "--tap") {
            guard let tap = TouchOptionSyntax.tap(text, finger: finger) else {
                throw .invalidValue(option: "--tap", value: text, expected: "X,Y@T in points and seconds, T in 0...1e6, e.g. 120,80@1.5")
            }
            samples += tap
            finger += 1
        }
        for text in parsed.values(of: "--drag") {
            guard let stroke = TouchOptionSyntax.drag(text, finger: finger) else {
                throw .invalidValue(option: "--drag", value: text,
                                    expected: "X1,Y1->X2,Y2@T1-T2 in points and seconds, T2 after T1, both in 0...1e6, e.g. 20,100->180,100@0.5-1.2")
            }
            strokes.append(stroke)
            finger += 1
        }
        return (samples, strokes)
    }

    /// The keys of every `--type TEXT@T`, in the order given (each run of keys from its own time).
    package static func keys(in parsed: ParsedArguments) throws(UsageError) -> [KeySample] {
        var keys: [KeySample] = []
        for text in parsed.values(of: "--type") {
            guard let typed = TypingOptionSyntax.keys(text) else {
                throw .invalidValue(option: "--type", value: text,
                                    expected: "TEXT@T, T in seconds in 0...1e6; in TEXT \\n is Return, \\b delete, \\\\ a backslash, e.g. 'hello\\n@1.5'")
            }
            keys += typed
        }
        return keys
    }
}
