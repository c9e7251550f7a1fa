import Foundation

/// The one pass over a Swift file's bytes behind `SwiftLiteralScanner`: it knows where code is (not in
/// comments, string literals with their interpolations, regex literals or raw identifiers) and which
/// numbers in code Swift requires to stay literals.
///
/// Every step moves forward and every look-ahead is bounded or done once per line, so the pass is
/// linear in the file's size: a file of 20,000 literals on one line scans as fast as one per line.
struct SwiftLiteralLexer {
    private let s: [UInt8]
    private var i = 0
    private var line = 1, lineStart = 0
    private var found: [DesignLiteral] = []
    /// Strings being read and the code of their interpolations, innermost last; empty in the file's
    /// own code. Only the file's own code has tweakable literals: a number in an interpolation is left
    /// as it is, since rewriting code inside a string is where a mistake would change the string.
    private var modes: [Mode] = []
    private enum Mode { case string(hashes: Int, multiline: Bool), interpolation(parens: Int) }
    /// The file's own code's open parentheses, and the count at which an attribute's or a `#directive`'s
    /// arguments close (`@available(iOS 13.0, *)`, `#sourceLocation(…)`): nothing in them is rewritten.
    private var parens = 0
    private var quietUntilParens: Int?
    /// A `#if` / `#elseif` condition, to the end of its line.
    private var quietLine = false
    /// The end of an integer generic argument list (`InlineArray<3, Int>`).
    private var quietUntil = 0
    /// The last token ended an expression (a name, a literal, `)`): a `/` after it divides, and
    /// `(last word)` decides whether a keyword such as `return` came last.
    private var afterExpression = false
    private var caseState = CaseState.off
    /// The last token was a comma (comments are no tokens).
    private var commaLast = false
    /// Where in a `case` clause the lexer is: after `case a =` (or `, b =`) comes an enum raw value.
    private enum CaseState { case off, start, name, equals, other }
    /// A regex search that found no closing delimiter before `until`: a later `/` before it fails too.
    private var regexFailure: (hashes: Int, until: Int)?
    private var lineEnd: (start: Int, end: Int) = (-1, 0)

    /// Names after which an expression begins, so a `/` there starts a regex.
    private static let expressionKeywords: Set<String> = [
        "return", "case", "in", "try", "await", "throw", "else", "where", "if", "guard", "while", "switch", "is", "as",
    ]

    init(_ bytes: [UInt8]) { s = bytes }

    /// The literals, in file order.
    mutating func literals() -> [DesignLiteral] {
        while i < s.count {
            if case .string(let hashes, let multiline)? = modes.last {
                lexString(hashes: hashes, multiline: multiline)
            } else {
                lexCodeToken()
            }
        }
        return found
    }

    private func at(_ k: Int) -> UInt8 { k < s.count ? s[k] : 0 }
    private mutating func newline(at k: Int) { line += 1; lineStart = k + 1 }

    // MARK: Strings

    /// Reads string text to its end or to an interpolation's `\(`.
    private mutating func lexString(hashes: Int, multiline: Bool) {
        while i < s.count {
            let c = s[i]
            if c == UInt8(ascii: "\\"), hashesFollow(i + 1, hashes) {
                let k = i + 1 + hashes
                if at(k) == UInt8(ascii: "(") { modes.append(.interpolation(parens: 0)); i = k + 1; return }
                i = k   // an escape: the escaped character is text (a newline: a continued line)
                if i < s.count { if s[i] == UInt8(ascii: "\n") { newline(at: i) }; i += 1 }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiline ? 3 : 1
                if (!multiline || (at(i + 1) == c && at(i + 2) == c)), hashesFollow(i + quotes, hashes) {
                    i += quotes + hashes
                    modes.removeLast()
                    return
                }
            }
            if c == UInt8(ascii: "\n") {
                newline(at: i)
                if !multiline { i += 1; modes.removeLast(); return }   // unterminated: ends with its line
            }
            i += 1
        }
    }

    private func hashesFollow(_ k: Int, _ hashes: Int) -> Bool {
        guard k + hashes <= s.count else { return false }
        for j in k..<(k + hashes) where s[j] != UInt8(ascii: "#") { return false }
        return true
    }

    private mutating func startString(hashes: Int) {
        let q = i + hashes
        let multiline = at(q + 1) == UInt8(ascii: "\"") && at(q + 2) == UInt8(ascii: "\"")
        modes.append(.string(hashes: hashes, multiline: multiline))
        i = q + (multiline ? 3 : 1)
        endToken(expression: true)
    }

    // MARK: Code

    private var inFileCode: Bool { modes.isEmpty }

    private mutating func lexCodeToken() {
        let c = s[i]
        switch c {
        case UInt8(ascii: "\n"):
            newline(at: i)
            i += 1
            if inFileCode {
                quietLine = false
                if caseState != .off, !commaLast { caseState = .off }   // a clause ending in a comma goes on
            }
        case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
            i += 1
        case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
            while i < s.count, s[i] != UInt8(ascii: "\n") { i += 1 }
        case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            startString(hashes: 0)
        case UInt8(ascii: "#"):
            lexHash()
        case UInt8(ascii: "/") where !afterExpression:
            if !skipRegex(hashes: 0) { lexOperator() }
        case UInt8(ascii: "@"):
            i += 1
            let word = readWord()
            if !word.isEmpty, at(i) == UInt8(ascii: "(") { quietArguments() }
            endToken(expression: false)
        case UInt8(ascii: "`"):
            var k = i + 1
            while k < s.count, s[k] != UInt8(ascii: "`"), s[k] != UInt8(ascii: "\n") { k += 1 }
            i = at(k) == UInt8(ascii: "`") ? k + 1 : i + 1
            nameToken()
        case UInt8(ascii: "("):
            i += 1
            if case .interpolation(let open)? = modes.last { modes[modes.count - 1] = .interpolation(parens: open + 1) } else { parens += 1 }
            endToken(expression: false)
        case UInt8(ascii: ")"):
            i += 1
            if case .interpolation(let open)? = modes.last {
                if open == 0 { modes.removeLast(); return }   // back in the string
                modes[modes.count - 1] = .interpolation(parens: open - 1)
            } else {
                parens -= 1
                if parens == quietUntilParens { quietUntilParens = nil }
            }
            endToken(expression: true)
        case UInt8(ascii: "]"):
            i += 1
            endToken(expression: true)
        case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ":"):
            i += 1
            if inFileCode { caseState = .off }
            endToken(expression: c == UInt8(ascii: "}"))
        case UInt8(ascii: ","):
            i += 1
            if inFileCode, caseState != .off { caseState = .start }
            endToken(expression: false)
            commaLast = true
        default:
            if SwiftNumberSyntax.isDigit(c) {
                lexNumber()
            } else if SwiftNumberSyntax.isNameByte(c) {
                lexName()
            } else if SwiftNumberSyntax.isOperatorByte(c) {
                lexOperator()
            } else {
                i += 1
                endToken(expression: false)
            }
        }
    }

    private mutating func endToken(expression: Bool) {
        afterExpression = expression
        commaLast = false
    }

    private mutating func readWord() -> ArraySlice<UInt8> {
        let start = i
        while i < s.count, SwiftNumberSyntax.isNameByte(s[i]) || SwiftNumberSyntax.isDigit(s[i]) { i += 1 }
        return s[start..<i]
    }

    private mutating func lexName() {
        let word = readWord()
        if inFileCode {
            if word.elementsEqual("case".utf8) {
                caseState = .start
            } else {
                nameToken()
            }
            if at(i) == UInt8(ascii: "<"), let end = genericArgumentsEnd(from: i) { quietUntil = max(quietUntil, end) }
        }
        endToken(expression: !SwiftLiteralLexer.expressionKeywords.contains(String(decoding: word, as: UTF8.self)))
    }

    private mutating func nameToken() {
        if inFileCode { caseState = caseState == .start ? .name : caseState == .off ? .off : .other }
        endToken(expression: true)
    }

    private mutating func lexOperator() {
        let start = i
        i += 1
        while i < s.count, SwiftNumberSyntax.isOperatorByte(s[i]), s[i] != UInt8(ascii: "."),
              !(s[i] == UInt8(ascii: "/") && (at(i + 1) == UInt8(ascii: "/") || at(i + 1) == UInt8(ascii: "*"))) { i += 1 }
        if inFileCode, caseState != .off {
            let op = s[start..<i]
            if caseState == .name, op.elementsEqual("=".utf8) {
                caseState = .equals
            } else if !(caseState == .equals && op.elementsEqual("-".utf8)) {
                caseState = .other
            }
        }
        // A postfix `!` or `?` (no space before it) leaves an expression ended.
        let postfix = i - start == 1 && (s[start] == UInt8(ascii: "!") || s[start] == UInt8(ascii: "?")) && afterExpression
            && start > 0 && !SwiftNumberSyntax.allowsPrefixOperator(after: s[start - 1])
        endToken(expression: postfix)
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while i < s.count {
            if s[i] == UInt8(ascii: "/"), at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
            if s[i] == UInt8(ascii: "*"), at(i + 1) == UInt8(ascii: "/") { depth -= 1; i += 2; if depth == 0 { return }; continue }
            if s[i] == UInt8(ascii: "\n") { newline(at: i) }
            i += 1
        }
    }

    /// `#` starts a raw string (`#"…"#`), an extended regex (`#/…/#`), or a directive or macro: nothing
    /// in a `#if` condition or a `#name(…)` argument list is rewritten.
    private mutating func lexHash() {
        var hashes = 0
        while at(i + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let next = at(i + hashes)
        if next == UInt8(ascii: "\"") { startString(hashes: hashes); return }
        if next == UInt8(ascii: "/"), skipRegex(hashes: hashes) { return }
        i += hashes
        let word = readWord()
        if inFileCode {
            if word.elementsEqual("if".utf8) || word.elementsEqual("elseif".utf8) { quietLine = true }
            if at(i) == UInt8(ascii: "(") { quietArguments() }
        }
        endToken(expression: !word.isEmpty)
    }

    private mutating func quietArguments() {
        if inFileCode, quietUntilParens == nil { quietUntilParens = parens }
    }

    /// Skips a regex literal starting at `i` (`/…/`, or `#/…/#` with `hashes`), true when there is
    /// one; a bare `/…/` is taken for one only where an expression starts and when it closes on its
    /// line with no space before either slash (Swift's rule). Taking a division for a regex only leaves
    /// its numbers unrewritten.
    private mutating func skipRegex(hashes: Int) -> Bool {
        let open = i + hashes
        let multiline = hashes > 0 && (at(open + 1) == UInt8(ascii: "\n") || at(open + 1) == UInt8(ascii: "\r"))
        if hashes == 0 {
            let first = at(open + 1)
            if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n") || first == 0 { return false }
        }
        if let failure = regexFailure, failure.hashes == hashes, open < failure.until { return false }
        var k = open + 1
        while k < s.count {
            let c = s[k]
            if c == UInt8(ascii: "\n"), !multiline { break }
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == UInt8(ascii: "/"), hashesFollow(k + 1, hashes), hashes > 0 || (s[k - 1] != UInt8(ascii: " ") && s[k - 1] != UInt8(ascii: "\t")) {
                for j in i..<k where s[j] == UInt8(ascii: "\n") { newline(at: j) }
                i = k + 1 + hashes
                endToken(expression: true)
                return true
            }
            k += 1
        }
        regexFailure = (hashes, k)
        return false
    }

    /// The end of the generic argument list whose `<` is at `open`, right after a name, when it holds
    /// only what a list of types and integers can (within 256 bytes, on one line) and is followed by
    /// what may follow one (Swift's own test); nil for a comparison such as `a<3 && b>2`.
    private func genericArgumentsEnd(from open: Int) -> Int? {
        var depth = 0, k = open
        while k < s.count, k - open < 256 {
            let c = s[k]
            if c == UInt8(ascii: "<") { depth += 1 } else if c == UInt8(ascii: ">"), s[k - 1] != UInt8(ascii: "-") {
                depth -= 1
                if depth == 0 { break }
            } else if !(SwiftNumberSyntax.isNameByte(c) || SwiftNumberSyntax.isDigit(c) || " ,.?![]():->&".utf8.contains(c)) {
                return nil
            }
            k += 1
        }
        guard at(k) == UInt8(ascii: ">"), depth == 0 else { return nil }
        var after = k + 1
        while at(after) == UInt8(ascii: " ") { after += 1 }
        return after >= s.count || "()]},;.:=!?>-{&\n\r".utf8.contains(at(after)) ? k + 1 : nil
    }

    // MARK: Numbers

    private mutating func lexNumber() {
        let before = i > 0 ? s[i - 1] : 0
        let rangeEnd = before == UInt8(ascii: ".") && i >= 2 && s[i - 2] == UInt8(ascii: ".")
        // A digit after these belongs to a name, a tuple index (`.0`) or a closure argument (`$0`).
        let inName = SwiftNumberSyntax.isNameByte(before) || before == UInt8(ascii: "$")
            || before == UInt8(ascii: "#") || (before == UInt8(ascii: ".") && !rangeEnd)
        guard !inName, let end = SwiftNumberSyntax.end(of: s, from: i) else {
            _ = readWord()
            nameToken()
            return
        }
        var start = i
        // A unary minus belongs to the literal (`-5` dragged below zero is `-7`, not `--7`) unless a
        // member of the number follows, which Swift applies before the minus (`-5.magnitude`).
        if before == UInt8(ascii: "-"), i == 1 || SwiftNumberSyntax.allowsPrefixOperator(after: s[i - 2]),
           !(at(end) == UInt8(ascii: ".") && at(end + 1) != UInt8(ascii: ".")) {
            start = i - 1
        }
        let rawValue = caseState == .equals
        if inFileCode, caseState != .off { caseState = .other }
        i = end
        endToken(expression: true)
        guard inFileCode, quietUntilParens == nil, !quietLine, start >= quietUntil, !rawValue, !isCountOfInlineArray(end),
              let (value, isInteger) = SwiftNumberSyntax.value(of: Substring(decoding: s[start..<end], as: UTF8.self)) else { return }
        found.append(DesignLiteral(index: found.count, bytes: start..<end, in: s, line: line, lineStart: lineStart,
                                   lineEnd: currentLineEnd(), value: value, isInteger: isInteger))
    }

    /// `3` in `[3 of Int]`, an inline array type's count.
    private func isCountOfInlineArray(_ end: Int) -> Bool {
        var k = end
        guard at(k) == UInt8(ascii: " ") else { return false }
        while at(k) == UInt8(ascii: " ") { k += 1 }
        return at(k) == UInt8(ascii: "o") && at(k + 1) == UInt8(ascii: "f")
            && !SwiftNumberSyntax.isNameByte(at(k + 2)) && !SwiftNumberSyntax.isDigit(at(k + 2))
    }

    /// The end of the line being read, found once per line.
    private mutating func currentLineEnd() -> Int {
        if lineEnd.start != lineStart {
            var k = i
            while k < s.count, s[k] != UInt8(ascii: "\n") { k += 1 }
            lineEnd = (lineStart, k)
        }
        return lineEnd.end
    }
}
