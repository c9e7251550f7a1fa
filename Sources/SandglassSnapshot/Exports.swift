// SandglassSnapshot: headless snapshots of scenes, views and controllers for a user's own tests
// (SceneRenderer, Snapshot). The pixel types come along, so a test imports this and UIKit only.
// Never a window (GLFW), panels or audio.
@_exported import struct SandglassSystem.PixelBuffer
@_exported import struct SandglassSystem.RGBA8
