import XCTest
@testable import Sandglass

final class LayerTreeDumpTests: XCTestCase {
    func scene() -> CALayer {
        let root = CALayer()
        root.name = "root"
        let big = CAShapeLayer()
        big.name = "bigLayer"
        var p = CGMutablePath()
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
}
