import Foundation
import CoreGraphics
import SandglassHeadless

/// A small command-line parser for `sandglass COMMAND [ARGS] [--option value] [--flag]`.
///
/// No outside package can be fetched here, so this is ours: options may come before or after
/// positionals, `--name=value` and `--name value` are both accepted, `--` ends options.
package enum ArgumentParser {
    package static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments(command: spec.name)
        parsed.given = arguments
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if !optionsEnded && argument == "--" { optionsEnded = true; continue }
            if !optionsEnded && argument.hasPrefix("-") && argument.count > 1 && !isNumber(argument) {
                var name = argument, inlineValue: String?
                if let eq = argument.firstIndex(of: "=") {
                    name = String(argument[..<eq])
                    inlineValue = String(argument[argument.index(after: eq)...])
                }
                if spec.flags.contains(name) {
                    if inlineValue != nil { throw .unexpectedArgument(command: spec.name, argument: argument) }
                    parsed.flags.insert(name)
                } else if spec.valueOptions.contains(name) {
                    let value: String
                    if let inlineValue {
                        value = inlineValue
                    } else {
                        guard index < arguments.count else { throw .missingValue(option: name) }
                        value = arguments[index]
                        index += 1
                    }
                    parsed.values[name] = value
                    parsed.allValues[name, default: []].append(value)
                } else if looksLikeFile(name) {
                    throw .optionLikeFile(command: spec.name, argument: argument)
                } else {
                    throw .unknownOption(command: spec.name, option: name)
                }
            } else {
                // A scene of several Swift files or folders: SCENE is all of them.
                let moreSwift = spec.positionals.first == "SCENE" && parsed.positionals.first.map(SwiftSceneFiles.isSwiftInput) == true
                    && SwiftSceneFiles.isSwiftInput(argument)
                guard parsed.positionals.count < spec.positionals.count || moreSwift else {
                    throw .unexpectedArgument(command: spec.name, argument: argument)
                }
                parsed.positionals.append(argument)
            }
        }
        if parsed.positionals.count < spec.requiredPositionals {
            throw .missingArgument(command: spec.name, name: spec.positionals[parsed.positionals.count])
        }
        return parsed
    }

    private static func isNumber(_ s: String) -> Bool { Double(s) != nil }

    /// An unknown "option" that is rather a file name beginning with `-`: it exists, or has a `.` or a
    /// `/`, which no option has.
    private static func looksLikeFile(_ name: String) -> Bool {
        name.contains(".") || name.contains("/") || FileManager.default.fileExists(atPath: name)
    }

    /// A finite number, e.g. for `--time`.
    package static func number(_ option: String, in parsed: ParsedArguments, range: ClosedRange<Double>? = nil)
        throws(UsageError) -> Double? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Double(text), value.isFinite else {
            throw .invalidValue(option: option, value: text, expected: "a number")
        }
        if let range, !range.contains(value) {
            throw .invalidValue(option: option, value: text, expected: "a number in \(range.lowerBound)...\(range.upperBound)")
        }
        return value
    }

    /// Scene times separated by commas, e.g. `--action 1.5,4`: the scene's actions (Enter in the
    /// preview) at those times; [] when not given.
    package static func times(_ option: String, in parsed: ParsedArguments) throws(UsageError) -> [Double] {
        guard let text = parsed.value(option) else { return [] }
        var times: [Double] = []
        for part in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)), value.isFinite, (0...1e6).contains(value) else {
                throw .invalidValue(option: option, value: text, expected: "scene times in 0...1e6 separated by commas, e.g. 1.5,4")
            }
            times.append(value)
        }
        return times
    }

    /// A positive integer, e.g. for `--frames`.
    package static func count(_ option: String, in parsed: ParsedArguments) throws(UsageError) -> Int? {
        guard let text = parsed.value(option) else { return nil }
        guard let value = Int(text), value > 0 else {
            throw .invalidValue(option: option, value: text, expected: "a positive integer")
        }
        return value
    }

    /// Fails on `--scale` when `size` points at `scale` exceed `CGImage.maximumDecodedSide` (16384)
    /// pixels a side (GL's largest target here); `what` names the output in the message ("an image", "frames"). No side is ever 0 pixels:
    /// sizes round up (`RenderTree.pixelSize(of:scale:)`).
    ///
    /// When neither `--scale` nor `--size` was given the size is the scene's own (a Lottie file's `w`
    /// and `h`): the message names that size and the scale that would fit it, not an option the user
    /// never typed.
    package static func checkPixelSize(_ size: CGSize, scale: Double, what: String, in parsed: ParsedArguments,
                                       command: String) throws(UsageError) {
        let most = CGFloat(CGImage.maximumDecodedSide)
        guard size.width * scale > most || size.height * scale > most else { return }
        if parsed.value("--scale") != nil || parsed.value("--size") != nil {
            throw .invalidValue(option: "--scale", value: "\(scale)", expected: "\(what) of at most \(CGImage.maximumDecodedSide) px a side")
        }
        let fitting = (most / max(size.width, size.height) * 1000).rounded(.down) / 1000
        let fix = fitting >= 0.1 ? "--scale \(String(format: "%g", fitting)) or less" : "--size WxH (and --scale)"
        throw .sceneDefaultOutOfRange(command: command, what: "size", value: "\(String(format: "%g", size.width))x\(String(format: "%g", size.height)) pt",
                                      expected: "the \(CGImage.maximumDecodedSide) px a side of \(what)", option: fix)
    }

    /// `WxH` in points, both positive, e.g. `--size 800x600`.
    package static func size(_ option: String, in parsed: ParsedArguments) throws(UsageError) -> (width: Double, height: Double)? {
        guard let text = parsed.value(option) else { return nil }
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
              w.isFinite, h.isFinite, w > 0, h > 0, w <= Double(CGImage.maximumDecodedSide), h <= Double(CGImage.maximumDecodedSide) else {
            throw .invalidValue(option: option, value: text,
                                expected: "WxH with positive sizes up to \(CGImage.maximumDecodedSide), e.g. 800x600")
        }
        return (w, h)
    }
}
