import Sandglass
import XCTest

/// `shortenedForMessage` and the suggestions for a long name.
final class ShortenedTextTests: XCTestCase {
    func testTextUpToTheLimitIsKeptAndLongerTextShowsItsStartAndLength() {
        let sixtyFour = String(repeating: "a", count: 64)
        XCTAssertEqual(sixtyFour.shortenedForMessage(), sixtyFour)
        XCTAssertEqual((sixtyFour + "b").shortenedForMessage(), "aaaaaaaaaaaaaaaaaaaa… (65 characters)")
        XCTAssertEqual(String(repeating: "é", count: 40).shortenedForMessage(), String(repeating: "é", count: 40),
                       "the limit counts characters, not bytes")
        XCTAssertEqual(String(repeating: "📦", count: 70).shortenedForMessage(),
                       String(repeating: "📦", count: 20) + "… (70 characters)")
        let path = "/" + String(repeating: "d/", count: 2047) + "p"
        XCTAssertEqual(path.shortenedForMessage(limit: String.messagePathLimit), path)
        XCTAssertEqual((path + "q").shortenedForMessage(limit: String.messagePathLimit), "/d/d/d/d/d/d/d/d/d/d… (4097 characters)")
    }

    /// Regression: a 500,000-character key was compared with every key the format knows, character by
    /// character (10 s for one message); its length alone rules every one out.
    func testALongNameGetsNoSuggestionAndShortOnesKeepTheirs() {
        let keys = ["opacity", "position", "bounds"]
        XCTAssertEqual(EditDistance.likelyTypo(of: "opacit", among: keys), "opacity")
        XCTAssertEqual(EditDistance.likelyTypo(of: "OPACITY", among: keys), "opacity")
        XCTAssertEqual(EditDistance.likelyTypo(of: "x", among: ["y"]), "y", "one character may always differ")
        XCTAssertNil(EditDistance.likelyTypo(of: "zzzzzz", among: keys))
        XCTAssertNil(EditDistance.likelyTypo(of: "opacity" + String(repeating: "1", count: 500_000), among: keys))
        XCTAssertNil(EditDistance.likelyTypo(of: "opacity", among: []))
    }
}
