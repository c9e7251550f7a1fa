// The ImGui context of the preview window: backends, font atlas, frame begin and end.
#include "CImGuiBridge.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>

// Keys pressed since the last frame, and those held down for ImGui during the last frame though the
// key was already up. ImGui 1.86's GLFW backend keeps only whether a key is down at the frame, so a
// press and release between two frames (typing faster than the frame rate: "2.5" and Enter at 12 ms
// a key) was never seen: the Enter that ends a field's typing was lost. Each press is shown to ImGui
// for one frame (`latch_pressed_keys`), whenever it was released.
static GLFWwindow *bridge_window = nullptr;
static ImVector<int> pressed_keys, latched_keys;

static void bridge_key_callback(GLFWwindow *window, int key, int scancode, int action, int mods) {
    ImGui_ImplGlfw_KeyCallback(window, key, scancode, action, mods);  // chains to the window's own
    if (action == GLFW_PRESS && key >= 0 && key < IM_ARRAYSIZE(ImGui::GetIO().KeysDown)) pressed_keys.push_back(key);
}

// Before a frame: a key latched for the last frame is let go (unless still held); a key pressed since
// then is down for this one. A key pressed again while latched is let go now and pressed next frame,
// so that ImGui sees two presses.
static void latch_pressed_keys(void) {
    ImGuiIO &io = ImGui::GetIO();
    ImVector<int> deferred;
    for (int key : latched_keys) {
        if (glfwGetKey(bridge_window, key) != GLFW_PRESS) io.KeysDown[key] = false;
    }
    for (int key : pressed_keys) {
        if (latched_keys.contains(key) || deferred.contains(key)) {
            deferred.push_back(key);
        } else {
            io.KeysDown[key] = true;
        }
    }
    latched_keys.clear();
    for (int key : pressed_keys) {
        if (!deferred.contains(key) && !latched_keys.contains(key)) latched_keys.push_back(key);
    }
    pressed_keys = deferred;
}

// Esc closes the top pop-up (a colour picker, a combo's list, a track's menu) unless a field is being
// typed in, which Esc ends first. ImGui 1.86 closes pop-ups on Esc only with keyboard navigation on,
// and that would make arrows and Space the widgets' rather than the scene's.
static void close_popup_on_escape(void) {
    ImGuiContext &g = *ImGui::GetCurrentContext();
    if (g.OpenPopupStack.Size > 0 && g.ActiveId == 0 && ImGui::IsKeyPressed(ImGui::GetKeyIndex(ImGuiKey_Escape), false)) {
        ImGui::ClosePopupToLevel(g.OpenPopupStack.Size - 1, true);
    }
}

extern "C" bool sgui_init(void *glfw_window) {
    IMGUI_CHECKVERSION();
    ImGui::CreateContext();
    ImGuiIO &io = ImGui::GetIO();
    io.IniFilename = nullptr;  // the layout is computed, nothing to remember
    io.LogFilename = nullptr;
    ImGui::StyleColorsDark();
    if (!ImGui_ImplGlfw_InitForOpenGL(static_cast<GLFWwindow *>(glfw_window), true)) {
        ImGui::DestroyContext();
        return false;
    }
    if (!ImGui_ImplOpenGL3_Init("#version 330 core")) {
        ImGui_ImplGlfw_Shutdown();
        ImGui::DestroyContext();
        return false;
    }
    bridge_window = static_cast<GLFWwindow *>(glfw_window);
    glfwSetKeyCallback(bridge_window, bridge_key_callback);  // the backend's shutdown restores the window's own
    return true;
}

extern "C" void sgui_shutdown(void) {
    pressed_keys.clear();
    latched_keys.clear();
    ImGui_ImplOpenGL3_Shutdown();
    ImGui_ImplGlfw_Shutdown();
    ImGui::DestroyContext();
}

extern "C" bool sgui_set_font(const char *ttf_path, const char *extra_path, const char *extra_glyphs, float pixel_size,
                              float style_scale) {
    ImGuiIO &io = ImGui::GetIO();
    io.Fonts->Clear();
    ImFontConfig config;
    config.OversampleH = 2;
    config.OversampleV = 1;
    ImFont *font = ttf_path ? io.Fonts->AddFontFromFileTTF(ttf_path, pixel_size, &config) : nullptr;
    if (!font) {
        ImFontConfig fallback;
        fallback.SizePixels = pixel_size;
        io.Fonts->AddFontDefault(&fallback);
    }
    // Glyphs the main font lacks (a CJK label), merged from the second font: only those in the text,
    // so the atlas stays small. The ranges are read only while the atlas is built, which
    // CreateFontsTexture does below, before they go out of scope; the next call clears the atlas first.
    ImVector<ImWchar> ranges;
    if (extra_path && extra_glyphs && *extra_glyphs) {
        ImFontGlyphRangesBuilder builder;
        builder.AddText(extra_glyphs);
        builder.BuildRanges(&ranges);
        ImFontConfig merge;
        merge.MergeMode = true;
        merge.OversampleH = 1;
        io.Fonts->AddFontFromFileTTF(extra_path, pixel_size, &merge, ranges.Data);
    }
    ImGui_ImplOpenGL3_DestroyFontsTexture();
    ImGui_ImplOpenGL3_CreateFontsTexture();
    ImGuiStyle style;
    ImGui::StyleColorsDark(&style);
    style.WindowRounding = 0;
    style.WindowBorderSize = 0;
    style.FrameRounding = 3;
    style.GrabRounding = 3;
    style.ScaleAllSizes(style_scale);
    ImGui::GetStyle() = style;
    return font != nullptr;
}

extern "C" void sgui_new_frame(void) {
    ImGui_ImplOpenGL3_NewFrame();
    ImGui_ImplGlfw_NewFrame();
    latch_pressed_keys();
    ImGui::NewFrame();
    close_popup_on_escape();
    // Tab is the preview's (next scene): no widget is a tab stop, for every window begun this frame.
    ImGui::PushItemFlag(ImGuiItemFlags_NoTabStop, true);
}

extern "C" void sgui_render(void) {
    ImGui::PopItemFlag();
    ImGui::Render();
    ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
}

extern "C" bool sgui_wants_keyboard(void) { return ImGui::GetIO().WantTextInput; }
extern "C" bool sgui_popup_open(void) {
    return ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId | ImGuiPopupFlags_AnyPopupLevel);
}
extern "C" bool sgui_wants_mouse(void) { return ImGui::GetIO().WantCaptureMouse; }

extern "C" float sgui_viewport_wheel(void) {
    ImGuiIO &io = ImGui::GetIO();
    return io.WantCaptureMouse ? 0 : io.MouseWheel;
}

extern "C" bool sgui_ctrl_down(void) { return ImGui::GetIO().KeyCtrl; }

extern "C" float sgui_frame_height(void) { return ImGui::GetFrameHeightWithSpacing(); }
extern "C" float sgui_text_line_height(void) { return ImGui::GetTextLineHeightWithSpacing(); }

extern "C" float sgui_text_height(const char *text, float wrap_width) {
    return ImGui::CalcTextSize(text, nullptr, false, wrap_width).y;
}

extern "C" void sgui_pointer(float *x, float *y) {
    const ImVec2 position = ImGui::GetIO().MousePos;
    *x = position.x;
    *y = position.y;
}
extern "C" bool sgui_mouse_down(void) { return ImGui::GetIO().MouseDown[0]; }
extern "C" bool sgui_shift_down(void) { return ImGui::GetIO().KeyShift; }
