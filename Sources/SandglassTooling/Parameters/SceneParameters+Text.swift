import Foundation

/// The two texts of `sandglass params SCENE [--describe]`.
extension SceneParameters {
    /// The defaults as a params file: a pretty JSON object in declaration order, two-space indent,
    /// one `"name": value` a line, ending in a newline. Parsing it gives back `defaults` exactly.
    ///
    ///     {
    ///       "animationTime": 6.5,
    ///       "pileCurve": [0.8, 0, 1, 1]
    ///     }
    public func defaultsText() -> String { defaults.fileText() }

    /// One line per parameter, columns aligned: name, kind, default with unit, accepted values,
    /// tweak step (coarse / fine), help. Headed by the scene and its file.
    ///
    ///     sandclock: 2 parameters (assets/params/sandclock.json)
    ///       animationTime  number  6.5 s         0.5...60 s             step 1 / 0.1      one full cycle
    public func describeText() -> String {
        let rows = declarations.map { declaration -> [String] in
            let value = declaration.defaultValue.jsonText
            let step = declaration.step.map { "step \(ParameterValue.format($0.coarse)) / \(ParameterValue.format($0.fine))" }
            return [declaration.name, declaration.kind.name,
                    declaration.unit.isEmpty ? value : value + " " + declaration.unit,
                    acceptedText(declaration), step ?? "", declaration.help]
        }
        var widths = [Int](repeating: 0, count: 5)
        for row in rows { for i in 0..<5 { widths[i] = max(widths[i], row[i].count) } }
        let count = declarations.count
        var text = "\(scene): \(count) parameter\(count == 1 ? "" : "s") (\(defaultFilePath))\n"
        for row in rows {
            let padded = (0..<5).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
            text += "  " + (padded + [row[5]]).joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        return text
    }

    /// What a parameter accepts, for `--describe`: `0.05...5 s`, `true/false`, `"a" | "b"`,
    /// `x 0...1, y -1...2`, `1...6 of 0...100 pt`.
    func acceptedText(_ declaration: ParameterDeclaration) -> String {
        switch declaration.kind {
        case let .number(range):
            return declaration.rangeText(range)
        case let .integer(range):
            return declaration.rangeText(Double(range.lowerBound)...Double(range.upperBound))
        case .bool:
            return "true/false"
        case let .string(choices):
            return choices?.map { JSONValue.string($0).text }.joined(separator: " | ") ?? "any string"
        case let .curve(y):
            return "x 0...1, y \(declaration.rangeText(y))"
        case let .point(x, y):
            return "x \(declaration.rangeText(x)), y \(declaration.rangeText(y))"
        case let .numbers(element, count):
            let counts = count.lowerBound == count.upperBound ? "\(count.lowerBound)" : "\(count.lowerBound)...\(count.upperBound)"
            return "\(counts) of \(declaration.rangeText(element))"
        case .color:
            return "r, g, b, a in 0...1"
        }
    }
}

extension ParameterValues {
    /// These values as a params file, in the form of `SceneParameters.defaultsText()`.
    public func fileText() -> String {
        let lines = parameters.declarations.map { "  \(JSONValue.string($0.name).text): \(self[$0.name].jsonText)" }
        return lines.isEmpty ? "{}\n" : "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}
