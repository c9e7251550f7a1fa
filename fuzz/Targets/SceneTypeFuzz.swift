// libFuzzer target: the scene-type picker (SwiftSceneSource) over any bytes read as UTF-8 text, split
// into two files at the first NUL byte. Built by scripts/fuzz.sh with the picker's files from
// Sources/SandglassHeadless/SwiftScenes. Invariants: no trap; the blanked code keeps the source's
// length and every line break; each candidate is an identifier declared in the blanked code (so in
// neither a comment, a string nor a `#if false` block), at the top level; `choose` picks a candidate or
// says there is none.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func sceneTypeFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let parts = text.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    var names: [String] = []
    for part in parts {
        let code = SwiftSceneSource.strippingCommentsAndStrings(part)
        let source = Array(part), blanked = Array(code)
        precondition(source.count == blanked.count, "blanking kept the length")
        for (a, b) in zip(source, blanked) where (a == "\n") != (b == "\n") && a != "\r\n" {
            preconditionFailure("blanking moved a line break")
        }
        for candidate in SwiftSceneSource.candidates(in: part) {
            precondition(!candidate.name.isEmpty && candidate.name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber },
                         "a candidate is an identifier: \(candidate.name)")
            precondition(code.contains(candidate.name), "\(candidate.name) is declared in code, not in a comment or a string")
            names.append(candidate.name)
        }
    }
    let sources = parts.enumerated().map { (path: "F\($0.offset).swift", text: $0.element) }
    do {
        let picked = try SwiftSceneSource.choose(sources, sceneType: nil)
        precondition(names.contains(picked.scene.typeName) && picked.candidates == names, "the pick is a candidate")
    } catch {
        precondition(names.isEmpty, "no pick only when there is no candidate: \(names)")
    }
    return 0
}
