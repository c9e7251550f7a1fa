import QuartzCore
import SandglassTessellation

/// Offscreen targets the size of the frame, reused across groups and frames.
///
/// Masks, group opacity and shadows each borrow a target for the duration of one composite; nesting
/// borrows more. Targets are only created when the pool runs dry, so a steady-state frame allocates
/// nothing.
final class OffscreenPool {
    let context: GLContext
    private var free: [RenderTarget] = []
    private(set) var width = 1
    private(set) var height = 1
    /// The frame's format: a composite keeps the precision of the target it lands in.
    private(set) var format = RenderTarget.Format.rgba8
    /// Targets handed out since the last `resetCounter()`: each is a framebuffer switch and a composite.
    private(set) var acquired = 0

    func resetCounter() { acquired = 0 }

    init(context: GLContext) { self.context = context }

    /// Sets the size and format of targets handed out from now on.
    func setSize(width: Int, height: Int, format: RenderTarget.Format) {
        (self.width, self.height, self.format) = (width, height, format)
    }

    func acquire() -> RenderTarget {
        acquired += 1
        if let target = free.popLast() {
            target.resize(width: width, height: height, format: format)
            return target
        }
        return RenderTarget(context: context, width: width, height: height, format: format)
    }

    func release(_ target: RenderTarget) { free.append(target) }
}
