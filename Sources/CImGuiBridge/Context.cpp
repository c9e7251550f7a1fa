// The ImGui context of the preview window: backends, font atlas, frame begin and end.
#include "CImGuiBridge.h"

#include <GLFW/glfw3.h>
#include <imgui.h>
#include <imgui_internal.h>
#include <backends/imgui_impl_glfw.h>
#include <backends/imgui_impl_opengl3.h>

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
    return true;
}

extern "C" void sgui_shutdown(void) {
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
    ImGui::NewFrame();
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

extern "C" bool sgui_mouse_down(void) { return ImGui::GetIO().MouseDown[0]; }
extern "C" bool sgui_shift_down(void) { return ImGui::GetIO().KeyShift; }
