// SandglassPreview: the live window (GLFW) and its panels (Dear ImGui through CImGuiBridge), hot
// reload of params files, scene files and Swift files, audio cues (OpenAL), screenshots. Linked only
// by `sandglass-preview`, never by the headless `sandglass`.
