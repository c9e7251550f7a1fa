import Foundation
import XCTest

/// The public top-level names of the modules named as Apple's are Apple's names, or Sandglass's own
/// ones said to be so: each module's names, read from its symbol graph (`swift-symbolgraph-extract` over
/// the build's modules), equal the list in docs/api-coverage.md's "Public names, module by module".
/// A render-server type made public by mistake, or a name dropped, fails here.
final class PublicNamesTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEachAppleNamedModuleExportsTheNamesItsDocumentationLists() throws {
        let documented = try Self.documentedNames()
        for module in ["CoreGraphics", "QuartzCore", "UIKit"] {
            let exported = try Self.exportedNames(of: module)
            let listed = documented[module, default: []]
            XCTAssertFalse(exported.isEmpty, module)
            XCTAssertEqual(exported.subtracting(listed).sorted(), [],
                           "\(module): public, but not in docs/api-coverage.md (make it package, or list it as Apple's or Sandglass's own)")
            XCTAssertEqual(listed.subtracting(exported).sorted(), [], "\(module): listed in docs/api-coverage.md, but not public")
        }
    }

    /// "- **Module**, Apple's: `A`, `B`." and "- **Module**, Sandglass's own: `C` (why)." lines, by module.
    static func documentedNames() throws -> [String: Set<String>] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/api-coverage.md"), encoding: .utf8)
        guard let start = text.range(of: "## Public names, module by module") else { return [:] }
        var names: [String: Set<String>] = [:]
        for line in text[start.upperBound...].split(separator: "\n") where line.hasPrefix("- **") {
            let module = String(line.dropFirst(4).prefix { $0 != "*" })
            let list = line.split(separator: ":", maxSplits: 1).last.map { $0.prefix { $0 != "(" } } ?? ""
            for name in list.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map(\.element) {
                names[module, default: []].insert(String(name))
            }
        }
        return names
    }

    /// The module's public top-level names (functions without their argument labels), from its symbol graph.
    static func exportedNames(of module: String) throws -> Set<String> {
        let modules = root.appendingPathComponent(".build/debug/Modules")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("symbols-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift-symbolgraph-extract", "-module-name", module, "-target", "x86_64-unknown-linux-gnu",
                             "-I", modules.path, "-I", root.appendingPathComponent("Sources/CCairo").path,
                             "-I", root.appendingPathComponent("Sources/CImageCodecs").path,
                             "-Xcc", "-I/usr/include/cairo", "-output-dir", output.path, "-minimum-access-level", "public"]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let errors = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw NSError(domain: "swift-symbolgraph-extract", code: Int(process.terminationStatus),
                          userInfo: [NSLocalizedDescriptionKey: String(decoding: errors, as: UTF8.self)])
        }
        let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: output.appendingPathComponent("\(module).symbols.json")))
        let symbols = (graph as? [String: Any])?["symbols"] as? [[String: Any]] ?? []
        return Set(symbols.compactMap { symbol -> String? in
            guard let path = symbol["pathComponents"] as? [String], path.count == 1 else { return nil }
            return String(path[0].prefix { $0 != "(" })
        })
    }
}
