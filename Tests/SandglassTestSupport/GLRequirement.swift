import Foundation
import XCTest

/// What a test throws where the machine cannot draw (no EGL or driver, no X display, no shaders/): a
/// skip on a developer's machine, but a failure where `SANDGLASS_REQUIRE_GL=1` (CI sets it in
/// `.ci/run`), so that a suite whose drawing tests all skipped cannot pass there.
public enum GLRequirement {
    /// A skip saying `reason`, or with `SANDGLASS_REQUIRE_GL=1` an error that fails the test.
    public static func missing(_ reason: String) -> any Error {
        guard ProcessInfo.processInfo.environment["SANDGLASS_REQUIRE_GL"] == "1" else { return XCTSkip(reason) }
        return Missing(reason: reason)
    }

    struct Missing: Error, CustomStringConvertible {
        let reason: String
        var description: String { "SANDGLASS_REQUIRE_GL=1, but \(reason)" }
    }
}
