// SandglassTooling: what is ours and not Apple's. Scenes (`Scene`, `SceneDescriptor`, `SceneRunner`),
// their tunable parameters and params files, scene files (JSON5), the layer-tree dump, design-time
// literals of Swift scenes. Headless: imports UIKit (and below) only, never GL, GLFW, ImGui or OpenAL.
@_exported import UIKit
