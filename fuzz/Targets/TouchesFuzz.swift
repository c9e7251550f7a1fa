// libFuzzer target: the text of `--tap X,Y@T` and `--drag X1,Y1->X2,Y2@T1-T2` (TouchOptionSyntax), then
// the stroke's samples and a runner that plays them on a small view. Invariants: no trap; every time
// parsed is in 0...SceneRunner.latestTime and every point finite; a drag ends after it starts, its
// samples run forward in time from down to up; playing the touches to any time within the first five
// seconds (and past the drag's end) delivers them without a trap.
import Foundation
import Sandglass

private final class Pad: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UIPanGestureRecognizer { _ in })
        addGestureRecognizer(UITapGestureRecognizer { _ in })
    }
    required init?(coder: NSCoder) { fatalError() }
}

private let scene = SceneDescriptor(name: "pad", size: CGSize(width: 100, height: 100)) { Pad(frame: .zero) }

@_cdecl("LLVMFuzzerTestOneInput")
public func touchesFuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let tap = TouchOptionSyntax.tap(text, finger: 0)
    let drag = TouchOptionSyntax.drag(text, finger: 1)
    for sample in tap ?? [] {
        precondition(sample.point.x.isFinite && sample.point.y.isFinite, "a tap's point is finite")
        precondition((0...SceneRunner.latestTime + 0.1).contains(sample.time), "a tap's time is in range: \(sample.time)")
    }
    if let drag {
        precondition(drag.end > drag.start && drag.start >= 0 && drag.end <= SceneRunner.latestTime, "a drag runs forward in range")
        precondition(drag.moveCount >= 1, "a drag moves")
        var previous = -Double.infinity
        for k in Set([0, 1, drag.moveCount / 2, drag.moveCount, drag.moveCount + 1]).sorted() {
            let s = drag.sample(k)
            precondition(s.time >= previous && s.point.x.isFinite && s.point.y.isFinite, "sample \(k) of \(drag) goes back or is not finite")
            precondition(s.time == drag.time(ofSample: k), "sample \(k)'s time is time(ofSample:)")
            previous = s.time
        }
        let k = drag.lastMove(atOrBefore: (drag.start + drag.end) / 2)
        precondition(k >= 0 && k <= drag.moveCount && drag.time(ofSample: k) <= (drag.start + drag.end) / 2 + 1e-9, "lastMove is before")
    }
    guard tap != nil || drag != nil else { return 0 }
    let runner = SceneRunner(scene, context: NonRenderingSceneContext())
    runner.setTouches(tap ?? [], strokes: drag.map { [$0] } ?? [])
    for t in [0.5, 5] { runner.seek(to: t) }
    if let drag, drag.end <= 5 { runner.seek(to: drag.end + 0.2) }
    return 0
}
