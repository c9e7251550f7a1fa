import Foundation
import XCTest

/// Sandglass as another team's package sees it: a tagged repository, depended on by version.
///
/// SwiftPM refuses a versioned dependency whose library products hold `unsafeFlags`, and a dependency's
/// checkout lives in the user's `.build/checkouts/`, so this is the only way to know that the products the
/// docs invite users to add (`UIKit`, `SandglassSnapshot`) build there and find their shaders. The working
/// tree (what is committed and what is not yet) becomes a throwaway repository tagged 1.0.0; a throwaway
/// package depends on it `from: "1.0.0"` and runs the docs' snapshot example (`import UIKit`), on GL.
final class VersionedDependencyTests: XCTestCase {
    func testAPackageDependingOnATaggedSandglassBuildsAndRunsASnapshotTest() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("sandglass-dependency-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }

        let upstream = work.appendingPathComponent("sandglass")
        try copyWorkingTree(of: root, to: upstream)
        let git = ["git", "-c", "user.name=Sandglass tests", "-c", "user.email=tests@sandglass.invalid",
                   "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", "-c", "tag.gpgsign=false"]
        try run(git + ["init", "--quiet"], in: upstream)
        try run(git + ["add", "--all"], in: upstream)
        try run(git + ["commit", "--quiet", "--message", "Sandglass as released"], in: upstream)
        try run(git + ["tag", "1.0.0"], in: upstream)

        // The consumer's test is the docs' example, this target's SnapshotExampleTests.swift, as written.
        let consumer = work.appendingPathComponent("ring-motion")
        try write(Self.manifest(upstream: upstream), to: consumer.appendingPathComponent("Package.swift"))
        let example = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("SnapshotExampleTests.swift"), encoding: .utf8)
        try write(example, to: consumer.appendingPathComponent("Tests/RingMotionTests/SnapshotExampleTests.swift"))
        try write(Self.shaderTest, to: consumer.appendingPathComponent("Tests/RingMotionTests/ShaderLookupTests.swift"))

        let output = try run(["swift", "test", "--disable-swift-testing"], in: consumer)
        XCTAssertTrue(output.contains("Executed 4 tests, with 0 failures"), output)
        let resolved = try String(contentsOf: consumer.appendingPathComponent("Package.resolved"), encoding: .utf8)
        XCTAssertTrue(resolved.contains("\"version\" : \"1.0.0\""), "resolved by version: \(resolved)")
    }

    /// The consumer's manifest: a test target with the two products the docs name.
    static func manifest(upstream: URL) -> String {
        """
        // swift-tools-version:6.0
        import PackageDescription

        let package = Package(
            name: "RingMotion",
            dependencies: [.package(url: "file://\(upstream.path)", from: "1.0.0")],
            targets: [
                .testTarget(name: "RingMotionTests", dependencies: [
                    .product(name: "UIKit", package: "sandglass"), .product(name: "SandglassSnapshot", package: "sandglass")]),
            ]
        )
        """
    }

    /// The example draws the same pixels with `render(in:)` when GL is missing: this says it was GL,
    /// with the shaders of the dependency's checkout.
    static let shaderTest = """
        import SandglassSnapshot
        import XCTest

        final class ShaderLookupTests: XCTestCase {
            func testTheGLRendererFindsItsShadersInTheDependency() {
                XCTAssertNil(SceneRenderer().glUnavailable)
            }
        }
        """

    /// Every file git would commit from `root` (tracked, and untracked but not ignored), copied to `destination`.
    private func copyWorkingTree(of root: URL, to destination: URL) throws {
        let listing = try run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"], in: root)
        let fm = FileManager.default
        for path in listing.split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(path)
            guard fm.fileExists(atPath: source.path) else { continue }   // deleted, not yet committed
            let target = destination.appendingPathComponent(path)
            try fm.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fm.copyItem(at: source, to: target)
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Runs `arguments` (found on PATH) in `folder`; its stdout and stderr, or a failure that shows them.
    @discardableResult
    private func run(_ arguments: [String], in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = folder
        // The consumer finds the shaders as a user's package would, not through this suite's settings.
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("SANDGLASS_") }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw CommandFailed(command: arguments.joined(separator: " "), status: process.terminationStatus,
                                output: String(output.suffix(4000)))
        }
        return output
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let command: String
        let status: Int32
        let output: String
        var description: String { "\(command) exited \(status):\n\(output)" }
    }
}
