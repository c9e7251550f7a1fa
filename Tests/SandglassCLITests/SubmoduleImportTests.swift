import Foundation
@testable import SandglassHeadless
import XCTest

/// `import UIKit.UIGestureRecognizerSubclass` and `import UIKit.UIColor` appear in real iOS code;
/// Swift modules have no submodules, so a Swift scene's copy imports the whole framework instead,
/// every line and column kept.
final class SubmoduleImportTests: XCTestCase {
    func testSubmoduleImportsBecomeFrameworkImportsInPlace() {
        let source = """
            import UIKit.UIGestureRecognizerSubclass
              @testable import QuartzCore.CAAnimation // comment
            import class UIKit.UIColor
            import Foundation
            let s = "import UIKit.UIColor"
            """
        let flat = SwiftSceneSource.flatteningSubmoduleImports(source)
        XCTAssertEqual(flat, """
            import UIKit                            
              @testable import QuartzCore             // comment
            import class UIKit.UIColor
            import Foundation
            let s = "import UIKit.UIColor"
            """)
        XCTAssertEqual(flat.count, source.count, "every column kept")
    }

    func testOtherModulesAndPlainImportsAreLeftAlone() {
        let source = "import MyKit.Sub\nimport UIKit\n"
        XCTAssertEqual(SwiftSceneSource.flatteningSubmoduleImports(source), source)
    }
}
