import Sandglass
import XCTest

/// A controller that writes its appearance calls to a shared log, as "name.call(animated)".
class LoggingController: UIViewController {
    let name: String
    let log: TransitionLog

    init(_ name: String, log: TransitionLog) {
        (self.name, self.log) = (name, log)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() { log.lines.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name).viewWillAppear(\(animated))") }
    override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name).viewDidAppear(\(animated))") }
    override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name).viewWillDisappear(\(animated))") }
    override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name).viewDidDisappear(\(animated))") }
}

final class TransitionLog {
    var lines: [String] = []

    /// The lines written since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

/// A 300 × 600 window with a root controller that has appeared, played frame by frame on the scene
/// clock as the runner plays a scene (frame n at n / 60 s; every layer of the window advanced).
final class TransitionHarness {
    static let size = CGSize(width: 300, height: 600)
    let log = TransitionLog()
    let window = UIWindow(frame: CGRect(origin: .zero, size: TransitionHarness.size))
    let root: UIViewController
    private(set) var frame = 0

    init(root makeRoot: (TransitionLog) -> UIViewController) {
        root = makeRoot(log)
        CATransaction.performFrame(at: 0) {
            window.rootViewController = root
            root.beginAppearanceTransition(true, animated: false)
            root.endAppearanceTransition()
            window.layer.layoutAndDisplayIfNeeded()
        }
        _ = log.take()
    }

    var time: CFTimeInterval { Double(frame) / 60 }

    /// Plays every frame up to `target`, then runs `body` in that frame; lays out after it, as a commit does.
    @discardableResult
    func at<R>(frame target: Int, _ body: () -> R = { () }) -> R {
        while frame < target {
            frame += 1
            CATransaction.performFrame(at: time) { window.layer.advance(to: time) }
        }
        return CATransaction.performFrame(at: time) {
            defer { window.layer.layoutAndDisplayIfNeeded() }
            return body()
        }
    }

    /// `layer` as the window shows it at time `t` (any time, between frames too).
    func shown(_ layer: CALayer, at t: CFTimeInterval) -> CALayer? {
        var path: [Int] = []
        var current = layer
        while let up = current.superlayer {
            guard let index = up.sublayers?.firstIndex(where: { $0 === current }) else { return nil }
            path.insert(index, at: 0)
            current = up
        }
        guard current === window.layer else { return nil }
        var found = window.layer.presentationTree(at: t)
        for index in path {
            guard let next = found.sublayers, next.indices.contains(index) else { return nil }
            found = next[index]
        }
        return found
    }
}
