import Foundation
import Sandglass

/// What the tool needs to know of a Swift scene file before compiling it: which type is the scene.
///
/// The first type, in file order, that is a `Scene` (its inheritance list names `Scene`), else a view
/// controller (`UIViewController`, `UITabBarController`, or a class whose name ends in `Controller`),
/// else a view (`UIView`, or a class whose name ends in `View`). A
/// view or controller is shown at `previewSize` when the type declares a static one, else 400 x 400.
struct SwiftSceneSource: Equatable {
    enum Kind: Equatable { case scene, view, viewController }

    let typeName: String
    let kind: Kind
    let declaresPreviewSize: Bool

    /// Reads `source` (comments and strings skipped); nil when no type qualifies.
    init?(_ source: String) {
        let found = Self.candidates(in: source)
        guard let pick = Self.preferred(found) else { return nil }
        self.init(pick.name, kind: pick.kind, in: source)
    }

    private init(_ typeName: String, kind: Kind, in source: String) {
        (self.typeName, self.kind) = (typeName, kind)
        let code = SwiftSceneSource.strippingCommentsAndStrings(source)
        declaresPreviewSize = code.range(of: #"static\s+(?:let|var)\s+previewSize\b"#, options: .regularExpression) != nil
    }

    /// The types in `source` that could be the scene, in file order: declared at the top level of
    /// code that is compiled (not in a comment, a string of any kind, or a `#if false` block), visible
    /// from another file (not `private` or `fileprivate`) and not generic, since the tool makes the
    /// scene from a file of its own.
    static func candidates(in source: String) -> [(name: String, kind: Kind)] {
        let code = SwiftSceneSource.strippingCommentsAndStrings(source)
        let declaration = try! NSRegularExpression(
            pattern: #"\b(?:class|struct|enum)\s+([A-Za-z_][A-Za-z0-9_]*)\s*(<[^>]*>)?\s*:\s*([^{]+)\{"#)
        var found: [(name: String, kind: Kind)] = []
        let ns = code as NSString
        let depths = braceDepths(ns)
        for match in declaration.matches(in: code, range: NSRange(location: 0, length: ns.length)) {
            guard depths[match.range.location] == 0, match.range(at: 2).location == NSNotFound else { continue }
            let lineStart = ns.lineRange(for: NSRange(location: match.range.location, length: 0)).location
            let modifiers = ns.substring(with: NSRange(location: lineStart, length: match.range.location - lineStart))
            if modifiers.range(of: #"\b(?:private|fileprivate)\b"#, options: .regularExpression) != nil { continue }
            let name = ns.substring(with: match.range(at: 1))
            let inherits = ns.substring(with: match.range(at: 3)).split(separator: ",")
                .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            if inherits.contains("Scene") { found.append((name, .scene)) }
            else if inherits.first?.hasSuffix("Controller") ?? false { found.append((name, .viewController)) }
            else if inherits.first == "UIView" || (inherits.first?.hasSuffix("View") ?? false) { found.append((name, .view)) }
        }
        return found
    }

    /// The brace depth before each UTF-16 unit of `code` (comments and strings already blanked).
    private static func braceDepths(_ code: NSString) -> [Int] {
        var depths = [Int](repeating: 0, count: code.length + 1)
        var depth = 0
        for k in 0..<code.length {
            depths[k] = depth
            switch code.character(at: k) {
            case 0x7B: depth += 1
            case 0x7D: depth = max(0, depth - 1)
            default: break
            }
        }
        depths[code.length] = depth
        return depths
    }

    /// A Scene first, else a controller, else the first view.
    private static func preferred(_ found: [(name: String, kind: Kind)]) -> (name: String, kind: Kind)? {
        found.first(where: { $0.kind == .scene }) ?? found.first(where: { $0.kind == .viewController }) ?? found.first
    }

    /// The scene of several files (`sources`: path and text, in command-line order): the type named
    /// `sceneType`, else the one `init?(_:)` picks in the last file that has any (the harness a user
    /// names last), else in the first. With the index of its file, and every candidate's name.
    static func choose(_ sources: [(path: String, text: String)], sceneType: String?)
        throws(SwiftSceneError) -> (scene: SwiftSceneSource, file: Int, candidates: [String]) {
        let found = sources.map { candidates(in: $0.text) }
        let names = found.flatMap { $0.map(\.name) }
        if let sceneType {
            for (i, types) in found.enumerated() {
                if let pick = types.first(where: { $0.name == sceneType }) {
                    return (SwiftSceneSource(pick.name, kind: pick.kind, in: sources[i].text), i, names)
                }
            }
            throw .noSuchScene(type: sceneType, candidates: names)
        }
        for i in sources.indices.reversed() {
            if let pick = preferred(found[i]) { return (SwiftSceneSource(pick.name, kind: pick.kind, in: sources[i].text), i, names) }
        }
        throw .noSceneType(file: sources.last?.path ?? "")
    }

    /// How the generated entry makes the scene, as a message shows it (`RingView(frame: .zero)`).
    var madeAs: String {
        switch kind {
        case .scene: return "SceneDescriptor(\(typeName).self)"
        case .view: return "\(typeName)(frame: .zero)"
        case .viewController: return "\(typeName)()"
        }
    }

    /// The Swift of the entry function the library exports (`CompiledScene.entrySymbol`).
    func entrySource(sceneName: String) -> String {
        let size = declaresPreviewSize ? "\(typeName).previewSize" : "CGSize(width: 400, height: 400)"
        let descriptor: String
        switch kind {
        case .scene: descriptor = "SceneDescriptor(\(typeName).self)"
        case .view: descriptor = "SceneDescriptor(name: \(literal(sceneName)), size: \(size)) { \(typeName)(frame: .zero) }"
        case .viewController: descriptor = "SceneDescriptor(name: \(literal(sceneName)), size: \(size)) { \(typeName)() }"
        }
        return """
            // Generated by sandglass: the entry the tool calls after loading this library.
            import SandglassTooling
            import UIKit

            @_cdecl("\(CompiledScene.entrySymbol)")
            public func sandglassCompiledSceneEntry() -> UnsafeMutableRawPointer {
                Unmanaged.passRetained(CompiledScene(\(descriptor))).toOpaque()
            }

            """
    }

    private func literal(_ s: String) -> String { Self.stringLiteral(s) }

    /// `text` as a Swift string literal: quotes, backslashes and control characters escaped, so that a
    /// file name can never end the literal or the line it is spliced into.
    static func stringLiteral(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7f { out += "\\u{\(String(scalar.value, radix: 16))}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// The name the compiled copy gives the compiler for `file` (`#sourceLocation`): the file's own
    /// name, or, where it holds a quote, a backslash or a control character (which the compiler would
    /// print escaped, or refuse in a `#sourceLocation`), the name with each of those as `_`. The
    /// compiler's lines and a crash's frames name it; the tool turns it back into `file`.
    static func reportedName(for file: String) -> String {
        String(String.UnicodeScalarView(file.unicodeScalars.map { scalar in
            scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x7f ? "_" : scalar
        }))
    }

    /// `source` as the compiler should read it from a copy: its lines named as `file`'s
    /// (`reportedName`, which needs no escape).
    static func locating(_ source: String, as file: String) -> String {
        "#sourceLocation(file: \"\(reportedName(for: file))\", line: 1)\n" + source
    }

    /// The frameworks whose submodules iOS code imports (`import UIKit.UIGestureRecognizerSubclass`,
    /// `import UIKit.UIColor`). Swift modules have no submodules (only Clang modules do), so such an
    /// import is compiled as an import of the whole framework.
    static let frameworksWithSubmodules: Set<Substring> = ["UIKit", "QuartzCore", "CoreGraphics", "Foundation"]

    /// `source` with each `import FRAMEWORK.Submodule` of those frameworks made `import FRAMEWORK`, the
    /// submodule blanked out with spaces so that every line and column stays where it was (compiler
    /// lines and literal offsets still point into the user's file).
    static func flatteningSubmoduleImports(_ source: String) -> String {
        guard source.contains("import") else { return source }
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var changed = false
        for (i, line) in lines.enumerated() {
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard let importIndex = words.firstIndex(of: "import"), importIndex + 1 < words.count,
                  words[..<importIndex].allSatisfy({ $0.hasPrefix("@") }) else { continue }
            // `import class UIKit.UIColor` imports one declaration, which Swift modules do have: kept.
            let target = words[importIndex + 1]
            guard let dot = target.firstIndex(of: "."), frameworksWithSubmodules.contains(target[..<dot]) else { continue }
            let start = line.distance(from: line.startIndex, to: dot)
            let end = line.distance(from: line.startIndex, to: target.endIndex)
            var chars = Array(line)
            for k in start..<end { chars[k] = " " }
            lines[i] = String(chars)
            changed = true
        }
        return changed ? lines.joined(separator: "\n") : source
    }

    /// A compiler line that names `file` as `locating` reported it, naming it as it is.
    static func naming(_ line: String, as file: String) -> String {
        let reported = reportedName(for: file)
        return line.hasPrefix(reported + ":") ? file + line.dropFirst(reported.count) : line
    }

    /// `source` with comments, string literals (single-line, multi-line `"""`, raw `#"…"#`) and `#if
    /// false` blocks blanked out (lengths and line breaks kept), so that a type named in any of them is
    /// not taken for a declaration.
    static func strippingCommentsAndStrings(_ source: String) -> String {
        var out = [Character]()
        let chars = Array(source)
        out.reserveCapacity(chars.count)
        var i = 0
        func blank(_ k: Int) { out.append(chars[k] == "\n" ? "\n" : " ") }
        func at(_ k: Int) -> Character { k < chars.count ? chars[k] : "\0" }
        var atLineStart = true
        while i < chars.count {
            let c = chars[i], next = at(i + 1)
            if atLineStart, let end = falseBlockEnd(chars, from: i) {
                while i < end { blank(i); i += 1 }
                continue
            }
            if c == "\n" { atLineStart = true; out.append(c); i += 1; continue }
            if c != " " && c != "\t" { atLineStart = false }
            if c == "/" && next == "/" {
                while i < chars.count && chars[i] != "\n" { out.append(" "); i += 1 }
            } else if c == "/" && next == "*" {
                var depth = 0
                while i < chars.count {
                    let opens = chars[i] == "/" && at(i + 1) == "*"
                    let closes = chars[i] == "*" && at(i + 1) == "/"
                    if opens || closes {
                        depth += opens ? 1 : -1
                        out += [" ", " "]
                        i += 2
                        if depth == 0 { break }
                    } else {
                        blank(i)
                        i += 1
                    }
                }
            } else if c == "\"" || (c == "#" && stringHashes(chars, from: i) != nil) {
                let hashes = c == "#" ? stringHashes(chars, from: i)! : 0
                for _ in 0..<hashes { out.append(" "); i += 1 }
                let multiline = at(i) == "\"" && at(i + 1) == "\"" && at(i + 2) == "\""
                let quotes = multiline ? 3 : 1
                for _ in 0..<quotes { out.append(" "); i += 1 }
                // Up to and including the closing quote(s) followed by as many `#` as opened it.
                while i < chars.count {
                    if chars[i] == "\\" && hashes == 0 {
                        blank(i); i += 1
                        if i < chars.count { blank(i); i += 1 }
                        continue
                    }
                    if !multiline && chars[i] == "\n" { break }
                    if chars[i] == "\"" && (0..<quotes).allSatisfy({ at(i + $0) == "\"" })
                        && (0..<hashes).allSatisfy({ at(i + quotes + $0) == "#" }) {
                        for _ in 0..<(quotes + hashes) { out.append(" "); i += 1 }
                        break
                    }
                    blank(i)
                    i += 1
                }
            } else {
                out.append(c); i += 1
            }
        }
        return String(out)
    }

    /// How many `#` open a raw string at `i` (`#"`, `##"""`), nil when none does.
    private static func stringHashes(_ chars: [Character], from i: Int) -> Int? {
        var k = i
        while k < chars.count && chars[k] == "#" { k += 1 }
        return k > i && k < chars.count && chars[k] == "\"" ? k - i : nil
    }

    /// Where a `#if false` block starting on the line at `i` ends: the start of the line of its own
    /// `#else`, `#elseif` or `#endif` (nested `#if`s counted); nil when the line is not `#if false`.
    private static func falseBlockEnd(_ chars: [Character], from i: Int) -> Int? {
        func line(at k: Int) -> (text: String, end: Int) {
            var e = k
            while e < chars.count && chars[e] != "\n" { e += 1 }
            return (String(chars[k..<e]).trimmingCharacters(in: .whitespaces), e)
        }
        let first = line(at: i)
        guard first.text.range(of: #"^#if\s+false\b"#, options: .regularExpression) != nil else { return nil }
        var depth = 0
        var k = first.end + 1
        while k < chars.count {
            let (text, end) = line(at: k)
            if text.hasPrefix("#if") { depth += 1 }
            else if text.hasPrefix("#endif") { if depth == 0 { return k }; depth -= 1 }
            else if depth == 0 && (text.hasPrefix("#else") || text.hasPrefix("#elseif")) { return k }
            k = end + 1
        }
        return chars.count
    }
}
