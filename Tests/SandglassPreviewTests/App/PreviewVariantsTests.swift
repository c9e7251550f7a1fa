import Foundation
import XCTest
@testable import SandglassPreview

final class PreviewVariantsTests: XCTestCase {
    func testSizesAreParsedInOrderWithTheirLabels() throws {
        let variants = try PreviewVariants.parse(sizes: "390x844, 768X1024,100.5x50", paramsFiles: nil)
        XCTAssertEqual(variants, .sizes([CGSize(width: 390, height: 844), CGSize(width: 768, height: 1024), CGSize(width: 100.5, height: 50)]))
        XCTAssertEqual(variants?.labels, ["390x844", "768x1024", "100.5x50"])
        XCTAssertNil(try PreviewVariants.parse(sizes: nil, paramsFiles: nil))
    }

    func testABadSizeOrCountIsOneLineNamingTheOptionAndTheValue() {
        func line(_ sizes: String?, _ files: String? = nil) -> String {
            do throws(PreviewVariantsError) {
                _ = try PreviewVariants.parse(sizes: sizes, paramsFiles: files)
                return "accepted"
            } catch {
                return error.description
            }
        }
        XCTAssertEqual(line("390x844,12"),
                       "option '--variants': invalid size '12' in '390x844,12' (expected WxH in points with positive sizes up to 4096, e.g. 390x844)")
        XCTAssertEqual(line("390x844,0x10"),
                       "option '--variants': invalid size '0x10' in '390x844,0x10' (expected WxH in points with positive sizes up to 4096, e.g. 390x844)")
        // 16384 points asked for 32768-pixel bitmaps and ran at 3 fps.
        XCTAssertEqual(line("16384x16384,390x844"),
                       "option '--variants': invalid size '16384x16384' in '16384x16384,390x844' (expected WxH in points with positive sizes up to 4096, e.g. 390x844)")
        XCTAssertEqual(line("4096x4096,390x844"), "accepted")
        XCTAssertEqual(line("390x844"),
                       "option '--variants': invalid value '390x844' (expected 2 or 3 sizes WxH, e.g. 390x844,768x1024, separated by commas)")
        XCTAssertEqual(line("1x1,2x2,3x3,4x4"),
                       "option '--variants': invalid value '1x1,2x2,3x3,4x4' (expected 2 or 3 sizes WxH, e.g. 390x844,768x1024, separated by commas)")
        XCTAssertEqual(line("390x844,,768x1024"),
                       "option '--variants': invalid value '390x844,,768x1024' (expected 2 or 3 sizes WxH, e.g. 390x844,768x1024, separated by commas)")
        XCTAssertEqual(line("1x1,2x2", "a.json,b.json"), "preview: '--variants' cannot be used with '--variants-params'")
        XCTAssertEqual(line(nil, "a.json"),
                       "option '--variants-params': invalid value 'a.json' (expected 2 or 3 params files, e.g. a.json,b.json, separated by commas)")
    }

    func testParamsFilesMustExistAndAreLabelledByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sg-variants-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("slow.json").path, b = folder.appendingPathComponent("fast.json").path
        try "{}".write(toFile: a, atomically: true, encoding: .utf8)
        let missing = folder.appendingPathComponent("missing.json").path
        XCTAssertThrowsError(try PreviewVariants.parse(sizes: nil, paramsFiles: "\(a),\(missing)")) { error in
            XCTAssertEqual("\(error)", "option '--variants-params': no such params file '\(missing)'")
        }
        try "{}".write(toFile: b, atomically: true, encoding: .utf8)
        let variants = try PreviewVariants.parse(sizes: nil, paramsFiles: "\(a),\(b)")
        XCTAssertEqual(variants, .paramsFiles([a, b]))
        XCTAssertEqual(variants?.labels, ["slow.json", "fast.json"])
    }

    func testDShowsTheSceneAtItsSizeBesideAPhoneAndATablet() {
        var controller = PreviewController(sceneIndex: 0, sceneCount: 1)
        XCTAssertEqual(controller.handle(.character("d")), [.toggleVariants])
        XCTAssertEqual(PreviewVariants.standard(natural: CGSize(width: 200, height: 200)).labels, ["200x200", "390x844", "768x1024"])
        XCTAssertTrue(KeyHelp.rows.contains { $0.keys == "D" })
    }
}
