import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

final class LayerTreeDumpTests: XCTestCase {
    func scene() -> CALayer {
        let root = CALayer()
        root.name = "root"
        let big = CAShapeLayer()
        big.name = "bigLayer"
        let p = CGMutablePath()
        p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0.5)); p.closeSubpath()
        big.path = p
        let anon = CALayer()
        let g = CAGradientLayer()
        g.colors = [CGColor.red, CGColor.blue]
        big.mask = g
        root.addSublayer(big)
        root.addSublayer(anon)
        let a = CABasicAnimation(keyPath: "strokeEnd")
        a.fromValue = 0; a.toValue = 0.9; a.duration = 2; a.fillMode = .forwards; a.isRemovedOnCompletion = false
        big.add(a, forKey: nil)
        return root
    }

    func layers(_ json: String) throws -> [[String: Any]] {
        let o = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
        return o["layers"] as! [[String: Any]]
    }

    func testPathsTypesAndOrder() throws {
        let json = LayerTreeDump.json(scene: "gauge", time: 1, state: .presentation, root: scene())
        let ls = try layers(json)
        XCTAssertEqual(ls.map { $0["path"] as! String }, ["root", "root/bigLayer", "root/bigLayer/mask", "root/layer1"])
        XCTAssertEqual(ls.map { $0["type"] as! String }, ["layer", "shape", "gradient", "layer"])
        XCTAssertEqual(ls[1]["strokeEnd"] as! Double, 0.45)
        XCTAssertEqual(ls[1]["shapePath"] as! String, "M 0.0 0.0 L 10.0 0.5 Z")
        XCTAssertEqual(ls[2]["colors"] as! [[Double]], [[1, 0, 0, 1], [0, 0, 1, 1]])
        XCTAssertEqual((ls[0]["transform"] as! [Double]).count, 16)
        XCTAssertTrue(ls[0]["backgroundColor"] is NSNull)
        XCTAssertEqual(ls[0]["anchorPoint"] as! [Double], [0.5, 0.5])
        XCTAssertTrue(json.hasPrefix("{\"layers\": [\n{\"anchorPoint\": [0.5, 0.5], \"anchorPointZ\": 0.0, \"backgroundColor\": null"))
        XCTAssertTrue(json.hasSuffix("\"scene\": \"gauge\", \"state\": \"presentation\", \"time\": 1.0}\n"))
    }

    func testModelStateAndDeterminism() throws {
        let root = scene()
        let m = try layers(LayerTreeDump.json(scene: "s", time: 5, state: .model, root: root))
        XCTAssertEqual(m[1]["strokeEnd"] as! Double, 1)
        let p = try layers(LayerTreeDump.json(scene: "s", time: 5, state: .presentation, root: root))
        XCTAssertEqual(p[1]["strokeEnd"] as! Double, 0.9)
        XCTAssertEqual(LayerTreeDump.json(scene: "s", time: 5, state: .presentation, root: root),
                       LayerTreeDump.json(scene: "s", time: 5, state: .presentation, root: root))
    }

    func testNumbersRoundTrip() {
        for v in [0.1, 1.0 / 3, 1e-7, 123456.789, -2.5] {
            XCTAssertEqual(Double(JSONValue.format(v)), v)
        }
        XCTAssertEqual(JSONValue.format(.nan), "null")
        XCTAssertEqual(JSONValue.string("a\"b\n").text, "\"a\\\"b\\n\"")
    }

    /// The dump is made and handed out a piece at a time (whole layer lines), never held
    /// whole, nor as an object per layer: 20,000 siblings come in pieces of at most the piece size plus
    /// one line, and the pieces put together are `json` exactly.
    func testTheDumpIsHandedOutInPiecesOfWholeLines() throws {
        let root = CALayer()
        for i in 0..<20_000 {
            let l = CALayer()
            l.position = CGPoint(x: i % 100, y: 5)
            root.addSublayer(l)
        }
        let tree = root.modelTree()
        var pieces: [String] = []
        LayerTreeDump.write(scene: "many", time: 0, state: .model, evaluated: tree, pieceSize: 65_536) { pieces.append($0) }
        let whole = LayerTreeDump.json(scene: "many", time: 0, state: .model, evaluated: tree)
        XCTAssertEqual(pieces.joined(), whole)
        let lines = whole.split(separator: "\n")
        XCTAssertEqual(lines.count, 20_003, "the opening line, a line per layer, the closing line")
        XCTAssertTrue(lines[20_001].hasPrefix("{\"anchorPoint\": [0.5, 0.5]"))
        XCTAssertTrue(lines[20_001].contains("\"path\": \"root/layer19999\""))
        let longestLine = lines.map(\.utf8.count).max() ?? 0
        XCTAssertGreaterThan(pieces.count, whole.utf8.count / (65_536 + longestLine + 2))
        for piece in pieces.dropLast() {
            XCTAssertGreaterThanOrEqual(piece.utf8.count, 65_536)
            XCTAssertLessThanOrEqual(piece.utf8.count, 65_536 + longestLine + 2)
            XCTAssertTrue(piece.hasSuffix("}"), "a piece ends with a whole layer")
        }
    }
}
