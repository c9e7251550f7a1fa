// Panels and standard widgets, each a direct call of the ImGui function of the same purpose.
#include "CImGuiBridge.h"

#include <imgui.h>

extern "C" void sgui_begin_panel(const char *name, float x, float y, float w, float h, bool scrolls) {
    ImGui::SetNextWindowPos(ImVec2(x, y));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGuiWindowFlags flags = ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                             ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings |
                             ImGuiWindowFlags_NoBringToFrontOnFocus;
    if (!scrolls) flags |= ImGuiWindowFlags_NoScrollbar | ImGuiWindowFlags_NoScrollWithMouse;
    ImGui::Begin(name, nullptr, flags);
}

extern "C" void sgui_end_panel(void) { ImGui::End(); }
extern "C" void sgui_text(const char *text) { ImGui::TextUnformatted(text); }

extern "C" void sgui_text_colored(float r, float g, float b, float a, const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(r, g, b, a));
    ImGui::TextUnformatted(text);
    ImGui::PopStyleColor();
}

extern "C" void sgui_text_wrapped_colored(float r, float g, float b, float a, const char *text) {
    ImGui::PushStyleColor(ImGuiCol_Text, ImVec4(r, g, b, a));
    ImGui::PushTextWrapPos(0);
    ImGui::TextUnformatted(text);
    ImGui::PopTextWrapPos();
    ImGui::PopStyleColor();
}

extern "C" void sgui_same_line(void) { ImGui::SameLine(); }
extern "C" void sgui_separator(void) { ImGui::Separator(); }
extern "C" void sgui_push_id(int id) { ImGui::PushID(id); }
extern "C" void sgui_pop_id(void) { ImGui::PopID(); }
extern "C" void sgui_set_next_item_width(float width) { ImGui::SetNextItemWidth(width); }
extern "C" float sgui_available_width(void) { return ImGui::GetContentRegionAvail().x; }
extern "C" void sgui_scroll_here(void) { ImGui::SetScrollHereY(0.5f); }
extern "C" bool sgui_button(const char *label) { return ImGui::Button(label); }

extern "C" bool sgui_toggle_button(const char *label, bool active) {
    if (active) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    bool pressed = ImGui::Button(label);
    if (active) ImGui::PopStyleColor();
    return pressed;
}

extern "C" bool sgui_checkbox(const char *label, bool *value) { return ImGui::Checkbox(label, value); }

extern "C" bool sgui_slider_double(const char *label, double *value, double min, double max, const char *format) {
    return ImGui::SliderScalar(label, ImGuiDataType_Double, value, &min, &max, format, ImGuiSliderFlags_AlwaysClamp);
}

extern "C" bool sgui_input_double(const char *label, double *value, const char *format) {
    return ImGui::InputScalar(label, ImGuiDataType_Double, value, nullptr, nullptr, format,
                              ImGuiInputTextFlags_EnterReturnsTrue);
}

extern "C" bool sgui_slider_int(const char *label, int *value, int min, int max) {
    return ImGui::SliderInt(label, value, min, max, "%d", ImGuiSliderFlags_AlwaysClamp);
}

extern "C" bool sgui_input_int(const char *label, int *value) {
    return ImGui::InputInt(label, value, 0, 0, ImGuiInputTextFlags_EnterReturnsTrue);
}

extern "C" bool sgui_drag_doubles(const char *label, double *values, int count, float speed, double min, double max,
                                  const char *format) {
    return ImGui::DragScalarN(label, ImGuiDataType_Double, values, count, speed, &min, &max, format,
                              ImGuiSliderFlags_AlwaysClamp);
}

extern "C" bool sgui_color_edit(const char *label, float rgba[4]) {
    return ImGui::ColorEdit4(label, rgba, ImGuiColorEditFlags_AlphaBar | ImGuiColorEditFlags_AlphaPreviewHalf);
}

extern "C" bool sgui_combo(const char *label, int *current, const char *const *items, int count) {
    return ImGui::Combo(label, current, items, count);
}

extern "C" bool sgui_input_text(const char *label, char *buffer, size_t capacity) {
    bool entered = ImGui::InputText(label, buffer, capacity, ImGuiInputTextFlags_EnterReturnsTrue);
    return entered || ImGui::IsItemDeactivatedAfterEdit();
}

extern "C" void sgui_tooltip(const char *text) {
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", text);
}
