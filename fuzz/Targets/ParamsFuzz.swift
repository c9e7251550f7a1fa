// libFuzzer target: SceneParameters.parse(bytes, file:) with one declaration of each kind.
// Built into the same module as Sandglass's sources by scripts/fuzz.sh (see fuzz/README.md).
import Foundation
import Sandglass

private let declarations = SceneParameters(scene: "fuzz", [
    .number("animationTime", 6.5, in: 0.5...60, unit: "s", help: "a duration"),
    .integer("grainCount", 40, in: 1...500, help: "a count"),
    .bool("rotates", true, help: "a flag"),
    .string("easing", "linear", choices: ["linear", "easeIn"], help: "a choice"),
    .string("label", "x", help: "free text"),
    .curve("pileCurve", BezierControlPoints(0.8, 0, 1, 1), help: "a curve"),
    .point("pivot", CGPoint(x: 100, y: 100), x: 0...200, y: 0...200, help: "a point"),
    .numbers("dashPattern", [3, 2], each: 0...100, count: 0...6, unit: "pt", help: "a list"),
    .color("sandColor", CGColor(red: 0.9, green: 0.7, blue: 0.3, alpha: 1), help: "a colour"),
])

@_cdecl("LLVMFuzzerTestOneInput")
public func paramsFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    switch declarations.parse(bytes, file: "fuzz.json") {
    case .success(let values):
        // What the preview does with a good file: write it back and read it again, same values.
        let text = values.fileText()
        guard case .success(let again) = declarations.parse(text, file: "again.json"), again == values else {
            fatalError("params round trip changed the values:\n\(text)")
        }
    case .failure(let error):
        let line = error.description
        precondition(!line.isEmpty && !line.contains("\n"), "a params error is one non-empty line: \(line)")
    }
    return 0
}
