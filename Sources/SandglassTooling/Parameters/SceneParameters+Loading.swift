import Foundation

/// Loading a params file: a flat JSON object of name → value; names not in it keep their defaults.
extension SceneParameters {
    /// Reads and checks the params file at `path` (as it should be shown in messages, e.g.
    /// `assets/params/sandclock.json`).
    ///
    /// Returns the defaults overridden by the file's values, or the first problem in file order. A
    /// failure changes nothing: the caller keeps its last good values in force and shows the error line.
    public func load(file path: String) -> Result<ParameterValues, ParameterFileError> {
        ParameterFileIO.read(path).flatMap { parse($0, file: path) }
    }

    /// Checks params text as `load(file:)` does; `file` is only used in messages.
    public func parse(_ text: String, file: String) -> Result<ParameterValues, ParameterFileError> {
        parse(Array(text.utf8), file: file)
    }

    /// Checks params bytes (UTF-8) as `load(file:)` does; `file` is only used in messages.
    public func parse(_ bytes: [UInt8], file: String) -> Result<ParameterValues, ParameterFileError> {
        func at(_ offset: Int) -> SourceLocation { SourceLocation(file: file, offset: offset, in: bytes) }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if body.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            return .failure(.empty(file: file))
        }
        let root: JSONNode
        do {
            root = try JSONSourceParser.parse(bytes)
        } catch {
            return .failure(.syntax(at(error.offset), error.problem))
        }
        guard case let .object(members) = root.value else {
            return .failure(.notAnObject(at(root.start), found: root.typeDescription))
        }
        var values = defaults
        var firstSeen: [String: Int] = [:]
        for member in members {
            if let first = firstSeen[member.key] {
                return .failure(.duplicateKey(at(member.keyStart), key: member.key, firstLine: at(first).line))
            }
            firstSeen[member.key] = member.keyStart
            guard let declaration = declaration(named: member.key) else {
                return .failure(.unknownKey(at(member.keyStart), key: member.key, suggestion: suggestion(for: member.key)))
            }
            switch Self.decode(member.value, for: declaration, bytes: bytes) {
            case let .success(value):
                values.set(member.key, to: value)
            case let .failure(failure):
                return .failure(.invalidValue(at(failure.offset), failure.problem))
            }
        }
        return .success(values)
    }

    /// A value problem and the byte offset of the node (or array element) it is about.
    struct DecodeFailure: Error {
        let problem: ParameterValueProblem
        let offset: Int
    }

    /// Converts a JSON node to a value of `declaration`'s kind and validates it.
    static func decode(_ node: JSONNode, for declaration: ParameterDeclaration,
                       bytes: [UInt8]) -> Result<ParameterValue, DecodeFailure> {
        let key = declaration.name
        func fail(_ problem: ParameterValueProblem, _ offset: Int = node.start) -> Result<ParameterValue, DecodeFailure> {
            .failure(DecodeFailure(problem: problem, offset: offset))
        }
        let wrongType = ParameterValueProblem.wrongType(key: key, component: nil, value: sourceText(of: node, in: bytes),
                                                        expected: declaration.expectedText)
        let value: ParameterValue
        var texts: [String]?
        var elements: [JSONNode] = []
        switch (declaration.kind, node.value) {
        case (_, .nonFinite(let text)) where !declaration.kind.isArray:
            if case .number = declaration.kind { return fail(.notFinite(key: key, component: nil, value: text)) }
            if case .integer = declaration.kind { return fail(.notFinite(key: key, component: nil, value: text)) }
            return fail(wrongType)
        case (.number, .number(let text)):
            let number = Double(text) ?? .nan
            guard number.isFinite else { return fail(.tooLarge(key: key, component: nil, value: text)) }
            (value, texts) = (.number(number), [text])
        case (.integer, .number(let text)):
            let number = Double(text) ?? .nan
            guard number.isFinite, abs(number) <= 9_007_199_254_740_992 else {
                return fail(.tooLarge(key: key, component: nil, value: text))
            }
            guard number == number.rounded() else { return fail(wrongType) }
            (value, texts) = (.integer(Int(number)), [text])
        case (.bool, .bool(let flag)):
            value = .bool(flag)
        case (.string, .string(let text)):
            value = .string(text)
        case (_, .array(let items)) where declaration.kind.isArray:
            elements = items
            var numbers: [Double] = []
            var sources: [String] = []
            for (index, element) in items.enumerated() {
                let component = declaration.kind.component(index)
                switch element.value {
                case let .number(text):
                    let number = Double(text) ?? .nan
                    guard number.isFinite else {
                        return fail(.tooLarge(key: key, component: component, value: text), element.start)
                    }
                    numbers.append(number)
                    sources.append(text)
                case let .nonFinite(text):
                    return fail(.notFinite(key: key, component: component, value: text), element.start)
                default:
                    return fail(.wrongType(key: key, component: component, value: sourceText(of: element, in: bytes),
                                           expected: "a number"), element.start)
                }
            }
            (value, texts) = (.numbers(numbers), sources)
        default:
            return fail(wrongType)
        }
        if let problem = declaration.validate(value, texts: texts) {
            let offset = problem.component.map { elements[$0.index].start } ?? node.start
            return fail(problem, offset)
        }
        return .success(value)
    }

    /// The node's text as written, on one line (runs of whitespace become one space), shortened
    /// (`shortenedForMessage`), for quoting in a message.
    static func sourceText(of node: JSONNode, in bytes: [UInt8]) -> String {
        let raw = String(decoding: bytes[node.start..<node.end], as: UTF8.self)
        let words = raw.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        var text = words.joined(separator: " ")
        text = text.replacingOccurrences(of: "[ ", with: "[").replacingOccurrences(of: " ]", with: "]")
        return text.shortenedForMessage()
    }
}
