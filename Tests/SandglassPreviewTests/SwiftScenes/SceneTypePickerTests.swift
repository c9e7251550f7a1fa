@testable import SandglassHeadless
import XCTest

/// Only types that are declared, visible from another file and compiled can be the
/// scene. A view named in a multi-line or raw string, under `#if false`, private, nested in another
/// type or generic was picked, and the compile then failed in the tool's own entry file.
final class SceneTypePickerTests: XCTestCase {
    private func names(_ source: String) -> [String] { SwiftSceneSource.candidates(in: source).map(\.name) }

    func testAViewInAMultiLineStringIsNoCandidate() {
        let source = #"""
            import UIKit
            let help = """
                final class DocView: UIView { }
                """
            final class RealView: UIView { }
            """#
        XCTAssertEqual(names(source), ["RealView"])
    }

    func testAViewInARawStringIsNoCandidate() {
        XCTAssertEqual(names(###"let a = #"class A: UIView { "quoted" }"#; let b = ##"class B: UIView {"#"##; class C: UIView {}"###), ["C"])
        XCTAssertEqual(names(#"let s = "a \"class D: UIView {\" b"; class E: UIView {}"#), ["E"])
    }

    func testAViewUnderIfFalseIsNoCandidate() {
        let source = """
            #if false
            final class OldView: UIView { }
            #if DEBUG
            final class DebugView: UIView { }
            #endif
            #else
            final class NewView: UIView { }
            #endif
            final class LastView: UIView { }
            """
        XCTAssertEqual(names(source), ["NewView", "LastView"])
    }

    func testPrivateNestedAndGenericViewsAreNoCandidates() {
        let source = """
            private final class HelperView: UIView { }
            fileprivate class OtherView: UIView { }
            final class Box<T>: UIView { }
            final class Screen: UIView {
                final class Inner: UIView { }
            }
            """
        XCTAssertEqual(names(source), ["Screen"])
        XCTAssertEqual(SwiftSceneSource(source)?.typeName, "Screen")
    }

    /// The picker's pass is linear: a file of 20,000 lines of strings is read in well under a second
    /// when each line is looked at once.
    func testAFileOfManyStringsIsReadOnce() {
        let source = String(repeating: "let s = \"class X: UIView {\" // class Y: UIView {\n", count: 20_000) + "final class Z: UIView { }\n"
        XCTAssertEqual(names(source), ["Z"])
    }
}
