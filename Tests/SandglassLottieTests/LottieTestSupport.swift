import XCTest
@testable import SandglassLottie

/// A Lottie document around `layers` (and `assets`), as exporters write it.
func lottieDocument(layers: String, assets: String = "[]", ip: Double = 0, op: Double = 60, fr: Double = 30,
                    w: Double = 200, h: Double = 100, extra: String = "") -> String {
    """
    {"v": "5.7.4", "nm": "Test", "ip": \(ip), "op": \(op), "fr": \(fr), "w": \(w), "h": \(h), \(extra)
     "assets": \(assets),
     "layers": \(layers)}
    """
}

/// A shape layer with `shapes` and a transform `ks` (static identity unless given).
func shapeLayer(_ name: String = "Shape Layer 1", ind: Int = 1, ks: String = #"{"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [0, 0]}}"#,
                shapes: String, extra: String = "") -> String {
    #"{"ty": 4, "nm": "\#(name)", "ind": \#(ind), "ip": 0, "op": 60, "st": 0, "ks": \#(ks), "shapes": \#(shapes) \#(extra)}"#
}

let rectShape = #"{"ty": "rc", "nm": "Rect", "p": {"a": 0, "k": [50, 25]}, "s": {"a": 0, "k": [20, 10]}, "r": {"a": 0, "k": 0}}"#
let redFill = #"{"ty": "fl", "nm": "Fill 1", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}"#

func compose(_ json: String, file: String = "test.json", line: UInt = #line) throws -> LottieComposition {
    switch LottieFile.parse(Array(json.utf8), file: file) {
    case .success(let c): return c
    case .failure(let e):
        XCTFail("unexpected error: \(e)", line: line)
        throw e
    }
}

func parseError(_ json: String, file: String = "test.json", line: UInt = #line) -> LottieError? {
    switch LottieFile.parse(Array(json.utf8), file: file) {
    case .success: XCTFail("expected an error", line: line); return nil
    case .failure(let e): return e
    }
}

extension CALayer {
    /// The descendant at a `/`-separated path of names.
    /// The first descendant at a `/`-separated path of names (siblings of the same name are tried
    /// in order).
    func find(_ path: String) -> CALayer? {
        find(path.split(separator: "/").map(String.init)[...])
    }

    private func find(_ names: ArraySlice<String>) -> CALayer? {
        guard let name = names.first else { return self }
        for l in sublayers ?? [] where l.name == name {
            if let found = l.find(names.dropFirst()) { return found }
        }
        return nil
    }

    /// `layer.name` of each sublayer, in order (bottom first).
    var sublayerNames: [String] { (sublayers ?? []).map { $0.name ?? "?" } }
}

/// The root's presentation at scene time `t`, and the layer at `path` in it.
func presented(_ root: CALayer, _ path: String, at t: Double, file: StaticString = #filePath, line: UInt = #line) -> CALayer? {
    let tree = root.presentationTree(at: t)
    treeKeeper.append(tree)
    let found = tree.find(path)
    if found == nil { XCTFail("no layer at \(path) in \(tree.sublayerNames)", file: file, line: line) }
    return found
}

/// Presentation copies hold their superlayer weakly: keep the roots alive for the test.
nonisolated(unsafe) var treeKeeper: [CALayer] = []

/// Where the point `p` of the layer at `path` lands in the root at scene time `t`.
func world(_ root: CALayer, _ path: String, _ p: CGPoint, at t: Double, file: StaticString = #filePath, line: UInt = #line) -> CGPoint? {
    presented(root, path, at: t, file: file, line: line)?.convert(p, to: nil)
}

func assertPoint(_ a: CGPoint?, _ b: CGPoint, _ tol: CGFloat = 1e-6, file: StaticString = #filePath, line: UInt = #line) {
    guard let a else { return XCTFail("nil point", file: file, line: line) }
    XCTAssertEqual(a.x, b.x, accuracy: tol, "x of \(a) vs \(b)", file: file, line: line)
    XCTAssertEqual(a.y, b.y, accuracy: tol, "y of \(a) vs \(b)", file: file, line: line)
}

/// The progress of the cubic Bézier easing (x1, y1, x2, y2) at time fraction x, by Newton's method on
/// the curve's time polynomial (independent of the importer's bisection).
func easedProgress(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
    func bez(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s }
    func dbez(_ a: Double, _ b: Double, _ s: Double) -> Double { 3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b) }
    var s = x
    for _ in 0..<50 { s -= (bez(x1, x2, s) - x) / dbez(x1, x2, s) }
    return bez(y1, y2, s)
}
