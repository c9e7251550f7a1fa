import Foundation

/// `CACurrentMediaTime()`: the media time of the frame whose scene code is running, in seconds.
///
/// On iOS this reads the host's clock, but scene code (building layers, completion blocks, event
/// handlers) only ever runs within a frame, so what it reads is, to the frame, that frame's time. A
/// deterministic player has to give it exactly that, so Sandglass has no process clock: the frame
/// function (`SceneRunner`) runs scene code inside `CATransaction.performFrame(at:)`, and media time
/// is scene time. Outside any frame it is 0, the moment the scene starts. Renderers and tools never
/// read it: they pass the time they draw explicitly (`presentationTree(at:)`). See
/// docs/architecture.md, "Time".
public func CACurrentMediaTime() -> CFTimeInterval { CATransaction.frameTime ?? 0 }
