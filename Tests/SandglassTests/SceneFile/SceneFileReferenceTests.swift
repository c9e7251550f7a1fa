import XCTest
@testable import CoreGraphics
@testable import QuartzCore
@testable import Sandglass
@testable import SandglassTooling

/// docs/scene-files.md holds the reference generated from the key tables (regenerate it with
/// `sandglass export --reference`).
final class SceneFileReferenceTests: XCTestCase {
    func testTheDocumentHoldsTheGeneratedReference() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/scene-files.md"), encoding: .utf8)
        XCTAssertTrue(doc.contains(SceneFile.referenceMarkdown),
                      "docs/scene-files.md is out of date: replace its Reference section with `sandglass export --reference`")
    }

    func testEveryTableKeyIsReadByTheLoader() {
        // A layer of each type with each of its keys set to a wrong-type value must be refused by name,
        // never as an unknown key: the tables and the loader agree.
        for (type, _) in SceneFileKeys.layerTypes {
            for key in SceneFileKeys.layerKeyNames(for: type) where key != "type" {
                let text = "{\"size\": [1, 1], \"root\": {\"type\": \"\(type)\", \"\(key)\": {\"bogus\": 1}}}"
                guard case let .failure(e) = SceneFile.parse(Array(text.utf8), file: "t") else {
                    XCTFail("\(type).\(key) accepted an object"); continue
                }
                if case .unknownKey("\(key)", _) = e.problem { XCTFail("\(type).\(key) is in the table but unknown to the loader") }
            }
        }
    }
}
