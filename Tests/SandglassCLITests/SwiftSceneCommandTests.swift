import Foundation
import Sandglass
import SandglassSystem
import XCTest

/// Every SCENE argument takes a Swift file: the tool compiles it against its own build and loads it.
/// Runs the built `sandglass` (its symbols are exported for the scene's library).
final class SwiftSceneCommandTests: XCTestCase {
    private func write(_ name: String, _ source: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-scenes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(source.utf8).write(to: url)
        return url
    }

    /// A file of the repository's examples/ folder.
    private func example(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("examples/\(name)")
    }

    /// Every text layer's string in `sandglass dump ARGS`, in dump order.
    private func dumpedStrings(_ args: [String]) throws -> [String] {
        let r = try tool(["dump"] + args)
        XCTAssertEqual(r.status, 0, r.err)
        return r.out.components(separatedBy: "\"string\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    private func tool(_ args: [String]) throws -> (status: Int32, out: String, err: String) {
        let path = StandardOutputFailureTests.toolPath
        guard FileManager.default.isExecutableFile(atPath: path) else { throw XCTSkip("\(path) not built") }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: o, as: UTF8.self), String(decoding: e, as: UTF8.self))
    }

    func testAViewWrittenForIOSIsAScene() throws {
        let file = try write("RingView.swift", """
            import UIKit

            final class RingView: UIView {
                static let previewSize = CGSize(width: 100, height: 80)
                let ring = CAShapeLayer()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 60, height: 60)).cgPath
                    ring.strokeColor = UIColor.red.cgColor
                    layer.addSublayer(ring)
                    let grow = CABasicAnimation(keyPath: "lineWidth")
                    grow.fromValue = 2
                    grow.toValue = 10
                    grow.duration = 2
                    ring.add(grow, forKey: "grow")
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        let r = try tool(["dump", file.path, "--time", "1"])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertTrue(r.out.contains("\"scene\": \"RingView\""), r.out)
        XCTAssertTrue(r.out.contains("\"bounds\": [0.0, 0.0, 100.0, 80.0]"), "the preview size")
        XCTAssertTrue(r.out.contains("\"lineWidth\": 6.0"), "the animation, halfway, on the tool's own CAShapeLayer")
    }

    /// The README's example renders: the spinner's blue arc at the top of its ring at 0.7 s.
    func testTheExampleRenders() throws {
        let example = example("SpinnerView.swift")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spinner-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try tool(["render", example.path, "--time", "0.7", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        let pixels = try PNGCodec.read(path: out.path)
        XCTAssertEqual([pixels.width, pixels.height], [200, 200])
        let blue = stride(from: 0, to: pixels.bytes.count, by: 4).filter {
            pixels.bytes[$0] < 110 && pixels.bytes[$0 + 1] > 140 && pixels.bytes[$0 + 2] > 240
        }.count
        XCTAssertGreaterThan(blue, 400, "the arc: 8 pt wide, a good part of a 60 pt ring")
        // The dot pulses 1 -> 0.3 -> 1 every 1.2 s: at 0.7 s it is at 0.3 + 0.7 * 0.1 / 0.6 ≈ 0.417 over
        // the background's 28, about 123 (it stayed at 0.3, 96, when UIView.animate did nothing with it).
        XCTAssertEqual(Double(pixels[100, 100].r), 0.4167 * 255 + 0.5833 * 28, accuracy: 4, "the white dot at the centre, fading")
        let dump = try tool(["dump", example.path, "--time", "0.7"])
        XCTAssertTrue(dump.out.contains("\"scene\": \"SpinnerView\""))
        XCTAssertTrue(dump.out.contains("\"bounds\": [0.0, 0.0, 200.0, 200.0]"))
    }

    /// The README's example exported to Lottie: its layers named as its code names them, the arc's
    /// eased turns written as keyframes with their easing, nothing left out.
    func testTheExampleExportsToLottieWithItsPropertyNames() throws {
        let example = example("SpinnerView.swift")
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("spinner-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try tool(["export", example.path, "--format", "lottie", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        XCTAssertEqual(r.err, "", "nothing left out")
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])
        let layers = try XCTUnwrap(document["layers"] as? [[String: Any]])
        XCTAssertEqual(layers.compactMap { $0["nm"] as? String }.prefix(3), ["dot", "arc", "track"])
        XCTAssertLessThan(try Data(contentsOf: out).count, 8_000, "a few keyframes, not one a frame")
    }

    /// The scrolling example, flung headless: a 280 pt drag over 0.3 s (18 moves; the pan begins at the
    /// first, 15.6 pt) leaves the content 264.4 pt down and moving at 933.3 pt/s, which decelerates at
    /// 0.998 a millisecond for 466.2 pt more: at rest, the scroll view's bounds start 730.6 pt down.
    func testTheScrollingExampleDeceleratesToWhereIOSWould() throws {
        let example = example("ScrollingList.swift")
        let r = try tool(["dump", example.path, "--drag", "160,400->160,120@0.5-0.8", "--time", "6"])
        XCTAssertEqual(r.status, 0, r.err)
        let pattern = try NSRegularExpression(pattern: #""bounds": \[0\.0, ([0-9.]+), 320\.0, 480\.0\]"#)
        let offsets = pattern.matches(in: r.out, range: NSRange(r.out.startIndex..., in: r.out)).compactMap {
            Range($0.range(at: 1), in: r.out).flatMap { Double(r.out[$0]) }
        }
        let expected = (280 - 280.0 / 18) + (280 / 0.3) / (1000 * -log(0.998))
        XCTAssertEqual(offsets.max() ?? 0, expected, accuracy: 0.01, "\(offsets)")
    }

    /// The frosted card: inside the card the pink disc's edge is blurred (10 points across it differ by
    /// little), outside it the same edge is sharp.
    func testTheBlurExampleBlursWhatLiesBehindTheCardOnly() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("card-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try tool(["render", example("BlurCard.swift").path, "--time", "0", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        let pixels = try PNGCodec.read(path: out.path)
        let scale = pixels.width / 320
        func red(_ x: Int, _ y: Int) -> Int { Int(pixels[x * scale, y * scale].r) }
        func green(_ x: Int, _ y: Int) -> Int { Int(pixels[x * scale, y * scale].g) }
        // The pink disc (centre 95, 115, radius 75): its top edge at y 40 is outside the card (y 90-230),
        // its bottom edge at y 190 inside.
        XCTAssertGreaterThan(green(95, 35) - green(95, 45), 120, "sharp outside the card")
        XCTAssertLessThan(abs(green(95, 185) - green(95, 195)), 60, "blurred inside it (a 30-point blur: about a fifth of the step)")
        XCTAssertGreaterThan(red(95, 195), 200, "pink and cream, both red")
    }

    /// `--type` types into the field a `--tap` focused, a key every tenth of a second; a delete key
    /// takes one back, and Return reaches the delegate, which here ends the editing.
    func testTypedKeysReachTheFieldATapFocused() throws {
        let source = try write("Entry.swift", """
            import UIKit

            final class Entry: UIView, UITextFieldDelegate {
                static let previewSize = CGSize(width: 240, height: 60)
                let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    field.delegate = self
                    addSubview(field)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                    textField.text = (textField.text ?? "") + "!"
                    return textField.resignFirstResponder()
                }
            }

            """)
        XCTAssertEqual(try dumpedStrings([source.path, "--tap", "100,30@0.2", "--type", "hix\\b\\n@0.5", "--time", "1.2"]), ["hi!"])
        XCTAssertEqual(try dumpedStrings([source.path, "--tap", "100,30@0.2", "--type", "hix\\b\\n@0.5", "--time", "0.75"]), ["hix"])
        let bad = try tool(["dump", source.path, "--type", "hi", "--time", "1"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.err.contains("--type"), bad.err)
    }

    /// The tab bar example, headless: a tap on the middle tab shows the Search page (its label joins the
    /// tab's title; Home's page leaves).
    func testTheTabsExampleSwitchesTabsOnATap() throws {
        let example = example("TabsDemo.swift").path
        func strings(_ extra: [String]) throws -> [String] { try dumpedStrings([example] + extra).sorted() }
        XCTAssertEqual(try strings(["--time", "0.3"]), ["3", "Home", "Home", "Profile", "Search"], "the badge, the titles, the page")
        XCTAssertEqual(try strings(["--tap", "160,560@0.5", "--time", "1"]), ["3", "Home", "Profile", "Search", "Search"])
    }

    /// The table example, headless: eleven rows' titles and two section titles in view; two seconds in,
    /// Blueberry is inserted as the third fruit.
    func testTheListExampleShowsItsRowsAndInsertsOne() throws {
        let example = example("ListDemo.swift").path
        func names(at time: String) throws -> Set<String> {
            Set(try dumpedStrings([example, "--time", time]).filter { !$0.hasSuffix("letters") })
        }
        XCTAssertEqual(try names(at: "0.3"), ["Fruit", "Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape",
                                              "Vegetables", "Asparagus", "Broccoli", "Carrot"])
        XCTAssertTrue(try names(at: "2.5").contains("Blueberry"))
    }

    /// The README's first scene, as printed there: at 0.6 s the dot breathes at scale 0.8 (eased
    /// halfway from 0.6 to 1), a disc of radius 40 about (200, 200) in the 400 x 400 preview size.
    func testTheReadmesFirstSceneRenders() throws {
        let readme = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "```swift\nimport UIKit")).lowerBound
        let body = readme[readme.index(start, offsetBy: 9)...]
        let code = String(body[..<(try XCTUnwrap(body.range(of: "```")).lowerBound)])
        let file = try write("Pulse.swift", code)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("pulse-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try tool(["render", file.path, "--time", "0.6", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        let pixels = try PNGCodec.read(path: out.path)
        XCTAssertEqual([pixels.width, pixels.height], [400, 400])
        XCTAssertEqual(pixels[200, 162], RGBA8(0, 122, 255, 255), "inside the disc, 38 pt above the centre: system blue")
        XCTAssertEqual(pixels[200, 157], RGBA8(255, 255, 255, 255), "outside it, 43 pt above: the white background")
    }

    /// `--tap` reaches a UIKit control in a Swift file's view, headless: the button turns its view red.
    func testATapReplaysOnAViewsButton() throws {
        let file = try write("TapView.swift", """
            import UIKit

            final class TapView: UIView {
                static let previewSize = CGSize(width: 60, height: 40)
                let button = UIButton(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backgroundColor = .white
                    addSubview(button)
                    button.addAction(UIAction { [unowned self] _ in self.backgroundColor = .red }, for: .touchUpInside)
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("tap-\(UUID().uuidString).png")
        defer { try? FileManager.default.removeItem(at: out) }
        let r = try tool(["render", file.path, "--time", "1", "--tap", "10,20@0.5", "--tap", "50,20@0.7", "--out", out.path])
        XCTAssertEqual(r.status, 0, r.err)
        let pixels = try PNGCodec.read(path: out.path)
        XCTAssertEqual(pixels[45, 20], RGBA8(255, 0, 0, 255), "the first tap hit the button")
    }

    /// The compiler's line, naming the file's own line and column; submodule imports as iOS code
    /// writes them compile (they would be the first error otherwise) and move nothing.
    func testACompileErrorIsTheCompilersLineAndExit2() throws {
        let file = try write("Broken.swift", """
            import UIKit.UIGestureRecognizerSubclass
            final class Broken: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    layer.opacity = "half"
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        let r = try tool(["dump", file.path, "--time", "0"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.out, "")
        XCTAssertTrue(r.err.hasPrefix("sandglass: \(file.path):5:25: error: cannot assign value of type 'String' to type 'Float'"), r.err)
    }

    func testAFileWithNoSceneSaysWhatToDeclare() throws {
        let file = try write("Nothing.swift", "let answer = 42\n")
        let r = try tool(["render", file.path, "--time", "0"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.err, "sandglass: \(file.path): no scene in it: declare a type that conforms to Scene, or a UIView or UIViewController subclass\n")
    }
}
