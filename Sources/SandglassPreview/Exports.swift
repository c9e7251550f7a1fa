// SandglassPreview: the live window (GLFW), its panels (Dear ImGui through CImGuiBridge), hot reload,
// audio cues (OpenAL), screenshots. Linked only by `sandglass-preview`, never by the headless `sandglass`.
//
// Folders: App/ the window loop, which wires the parts and runs the frames; Session/ the scene and
// what the user did to it (SceneSession: runner, params, edits, A/B, actions, reloads; the messages);
// HotReload/ the params and scene-file adapters over SandglassHeadless's HotReload; Inspection/ what
// the panels read from the scene (selection, picking, layer names, tree rows, tracks, timeline, plot);
// Viewport/ what is drawn where (ScenePresenter: the viewport's picture, compare, the outline,
// screenshots, shaders; layout, placement);
// Controller/ keys, playback and the panels' edits; UI/ only what draws with Dear ImGui; Window/ the
// GLFW window; Audio/ sound cues.
//
// Calls OpenGL only through SandglassGL (and ImGui's own backend). Never imports
// SandglassCommandLine or Scenes: the commands and the seed scenes come from the executable.
