// Structure-aware half of the scene-file fuzzer: the same input bytes, read as choices, build a scene
// whose `params` hold one to four declarations of every shape, so that degenerate declarations are
// reached in a few runs instead of waiting for byte mutations to spell them.

/// Turns fuzzer bytes into scene-file text with generated param declarations and a root that uses
/// them. Each byte picks one thing (a kind, which keys to write, a value from a pool of edge values);
/// past the end of the input every pick is the first of its pool.
struct DeclarationGenerator {
    private let bytes: [UInt8]
    private var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The scene: `{"size": [10, 10], "params": {...}, "root": {...}}`.
    mutating func sceneText() -> String {
        let count = 1 + next(4)
        let declarations = (0..<count).map { declaration($0) }.joined(separator: ", ")
        return "{\"size\": [10, 10], \"params\": {\(declarations)}, \"root\": \(pick(Self.roots))}"
    }

    private mutating func next(_ n: Int) -> Int {
        defer { index += 1 }
        return index < bytes.count ? Int(bytes[index]) % n : 0
    }

    private mutating func pick(_ pool: [String]) -> String { pool[next(pool.count)] }

    private mutating func declaration(_ i: Int) -> String {
        let name = next(16) == 0 ? pick(["", "a-b", "pi", "p\(i)", "$p0"]) : "p\(i)"
        var fields: [String] = []
        if next(4) != 0 { fields.append("\"type\": " + pick(Self.kinds)) }
        if next(16) != 0 {
            let pools = [Self.scalars, Self.arrays, Self.strings]
            fields.append("\"default\": " + pick(pools[next(pools.count)]))
        }
        let low = next(256), high = next(2)
        let keys = low | high << 8
        for (bit, key) in ["min", "max", "x", "y", "count", "choices", "unit", "help", "min"].enumerated() where keys & (1 << bit) != 0 {
            let pool: [String]
            switch key {
            case "min", "max": pool = Self.scalars
            case "x", "y", "count": pool = Self.pairs
            case "choices": pool = Self.choices
            default: pool = Self.texts
            }
            fields.append("\"\(key)\": " + pick(pool))   // the second "min" makes a duplicate key
        }
        return "\"\(name)\": {\(fields.joined(separator: ", "))}"
    }

    static let kinds = ["\"number\"", "\"integer\"", "\"bool\"", "\"string\"", "\"curve\"", "\"point\"", "\"numbers\"",
                        "\"color\"", "\"float\"", "3"]
    static let scalars = ["0", "1", "-1", "0.5", "2.5", "10", "-5", "1e-321", "5e-324", "1e-300", "1e308", "-1e308",
                          "1e300", "9007199254740993", "9e18", "NaN", "Infinity", "-Infinity", "1e999", "\"$p0\"",
                          "\"$p1 + 1\"", "\"-$p2\"", "\"$p3 / 0\"", "\"pi\"", "\"1e308 * 10\"", "\"fast\"", "\"\"", "null",
                          "true", "false", "[]", "{}"]
    static let arrays = ["[0, 0, 1, 1]", "[0.42, 0, 0.58, 1]", "[2, 0, 1, 1]", "[1, 0, 0]", "[1, 0, 0, 1]", "[0, 0]", "[1]",
                         "[]", "[1, 2, 3]", "[NaN, 0]", "[\"$p0\", 1]", "[1e308, -1e308]", "[0, 1e-321]", "\"#ff0000\"",
                         "\"$p1\""]
    static let strings = ["\"a\"", "\"c\"", "\"\"", "\"$p1\"", "\"a\\nb\"", "\"$p0 + 1\""]
    static let pairs = ["[0, 1]", "[1, 0]", "[0, 0]", "[0, 1e-321]", "[-1e308, 1e308]", "[0.5, 3]", "[0, 5000]", "[0, 4096]",
                        "[NaN, 1]", "[\"$p0\", 1]", "[1]", "\"x\"", "[2, 2]", "[-1, 3]", "[\"$p1\", \"$p2\"]"]
    static let choices = ["[]", "[\"a\"]", "[\"a\", \"a\"]", "[\"a\", \"b\"]", "[1]", "\"a\"", "[\"$p1\"]", "[\"\"]",
                          "[\"a\", \"c\"]"]
    static let texts = ["\"s\"", "\"\"", "1", "\"$p1\"", "\"a\\u0007b\""]
    /// Roots that use the params where a number, a colour, a curve, a list and a point go.
    static let roots = [
        "{}", "{\"opacity\": \"$p0\"}", "{\"position\": \"$p3\"}",
        "{\"sublayers\": [{\"type\": \"shape\", \"path\": \"M0 0 L5 5\", \"strokeColor\": \"$p1\", \"lineWidth\": \"$p0 * 2\", \"lineDashPattern\": \"$p2\"}]}",
        "{\"animations\": {\"a\": {\"type\": \"basic\", \"keyPath\": \"opacity\", \"fromValue\": \"$p0\", \"toValue\": 1, \"duration\": \"$p1\", \"timingFunction\": \"$p2\"}}}",
        "{\"sublayers\": [{\"type\": \"text\", \"string\": \"$p1\", \"fontSize\": \"$p0\"}]}",
    ]
}
