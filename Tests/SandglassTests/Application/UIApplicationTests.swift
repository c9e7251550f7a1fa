import Foundation
import XCTest
@testable import Sandglass
@testable import SandglassTooling
@testable import UIKit

/// `UIApplication` as libraries ask it: its windows, the key window, its one window scene, its state,
/// and the launch notifications a scene hears when built.
final class UIApplicationTests: XCTestCase {
    func testAWindowIsListedAndMadeKey() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let windows = UIApplication.shared.windows
        XCTAssertTrue(windows.contains { $0 === first } && windows.contains { $0 === second })
        XCTAssertLessThan(windows.firstIndex { $0 === first }!, windows.firstIndex { $0 === second }!, "in the order made")
        first.makeKeyAndVisible()
        XCTAssertTrue(first.isKeyWindow)
        second.makeKey()
        XCTAssertFalse(first.isKeyWindow)
        XCTAssertTrue(second.isKeyWindow)
        XCTAssertTrue(second.windowScene?.keyWindow === second)
        XCTAssertTrue(UIApplication.shared.connectedScenes.contains { ($0 as? UIWindowScene)?.windows.contains { $0 === second } == true })
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
    }

    func testKeyChangesAreHeardByBothWindows() {
        final class Listening: UIWindow {
            var heard: [String] = []
            override func becomeKey() { heard.append("become") }
            override func resignKey() { heard.append("resign") }
        }
        let a = Listening(frame: .zero), b = Listening(frame: .zero)
        a.makeKey()
        b.makeKey()
        b.makeKey()
        XCTAssertEqual(a.heard, ["become", "resign"])
        XCTAssertEqual(b.heard, ["become"], "made key twice, told once")
    }

    /// A scene built from a view is an app launching: its window is key, and after the first layout
    /// the app says it launched and became active, which a view listening since its init hears.
    func testASceneHearsTheLaunchNotifications() {
        final class Listener: UIView, @unchecked Sendable {
            var heard: [Notification.Name] = []
            var tokens: [NSObjectProtocol] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                for name in [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification] {
                    tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] in
                        heard.append($0.name)
                    })
                }
            }
            required init?(coder: NSCoder) { nil }
            deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
        }
        let scene = SceneDescriptor(name: "app", size: CGSize(width: 100, height: 100)) { Listener(frame: .zero) }
        let runner = SceneRunner(scene, context: NonRenderingSceneContext())
        let view = runner.scene.rootLayer.delegate as! Listener
        XCTAssertEqual(view.heard, [UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification])
        XCTAssertTrue(view.window?.isKeyWindow == true)
    }
}
