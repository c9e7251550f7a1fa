import Foundation
import QuartzCore

/// UIKit's stack of current drawing contexts: `draw(_:)`, `UIGraphicsImageRenderer` and the
/// `UIGraphicsBeginImageContext` family push onto it, and drawing calls without a context argument
/// (`UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)`) draw into its top. Process-wide,
/// as UIKit's is.
final class UIGraphicsContextStack: @unchecked Sendable {
    /// One pushed context; image contexts remember their scale for the image they give back.
    struct Entry {
        let context: CGContext
        let imageScale: CGFloat?
    }

    static let shared = UIGraphicsContextStack()
    private let lock = NSLock()
    private var entries: [Entry] = []

    func push(_ entry: Entry) { lock.lock(); entries.append(entry); lock.unlock() }
    @discardableResult func pop() -> Entry? { lock.lock(); defer { lock.unlock() }; return entries.popLast() }
    var top: Entry? { lock.lock(); defer { lock.unlock() }; return entries.last }
}

/// The context drawing goes to now, nil when none is pushed.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsContextStack.shared.top?.context }
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextStack.shared.push(.init(context: context, imageScale: nil))
}
public func UIGraphicsPopContext() { UIGraphicsContextStack.shared.pop() }

/// Pushes a new image context of `size` points; `scale` 0 means the screen's. `opaque` is accepted
/// and ignored: the bitmap keeps an alpha channel either way.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : UIScreen.main.scale
    // As on iOS, an invalid size leaves no context (later drawing calls find none).
    guard let ctx = CGContext.drawing(CGRect(origin: .zero, size: size), scale: s) else { return }
    UIGraphicsContextStack.shared.push(.init(context: ctx, imageScale: s))
}
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The current image context's picture so far; nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = UIGraphicsContextStack.shared.top, let scale = top.imageScale,
          let image = top.context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Pops the current image context.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsContextStack.shared.top?.imageScale != nil else { return }
    UIGraphicsContextStack.shared.pop()
}
