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

extern "C" void sgui_begin_child(const char *id, float height) {
    ImGui::PushStyleVar(ImGuiStyleVar_ItemSpacing, ImVec2(0, 1));
    ImGui::BeginChild(id, ImVec2(0, height), false, 0);
}

extern "C" void sgui_visible_rows(float stride, int count, int *first, int *last) {
    const float scroll = ImGui::GetScrollY(), height = ImGui::GetWindowHeight();
    int a = stride > 0 ? int(scroll / stride) : 0;
    int b = stride > 0 ? int((scroll + height) / stride) + 1 : count;
    *first = a < 0 ? 0 : a > count ? count : a;
    *last = b < *first ? *first : b > count ? count : b;
    ImGui::SetCursorPosY(ImGui::GetCursorPosY() + *first * stride);
}

extern "C" void sgui_rows_end(float stride, int count, int last) {
    // The rows past the last drawn one still count for the scroll range.
    if (last < count) ImGui::Dummy(ImVec2(1, (count - last) * stride - 1));
}

extern "C" void sgui_end_child(void) {
    ImGui::EndChild();
    ImGui::PopStyleVar();
}
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

extern "C" bool sgui_item_deactivated_after_edit(void) { return ImGui::IsItemDeactivatedAfterEdit(); }

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

extern "C" bool sgui_collapsing_header(const char *label, bool default_open) {
    return ImGui::CollapsingHeader(label, default_open ? ImGuiTreeNodeFlags_DefaultOpen : 0);
}

extern "C" SGUITreeRow sgui_tree_node(const char *label, bool selected, bool leaf) {
    ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | ImGuiTreeNodeFlags_SpanAvailWidth |
                               ImGuiTreeNodeFlags_DefaultOpen;
    if (selected) flags |= ImGuiTreeNodeFlags_Selected;
    if (leaf) flags |= ImGuiTreeNodeFlags_Leaf;
    bool open = ImGui::TreeNodeEx(label, flags);
    bool clicked = ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen();
    return SGUITreeRow((open ? SGUITreeRowOpen : 0u) | (clicked ? SGUITreeRowClicked : 0u));
}

extern "C" void sgui_tree_pop(void) { ImGui::TreePop(); }

extern "C" void sgui_outline(float x, float y, float w, float h) {
    ImDrawList *draw = ImGui::GetForegroundDrawList();
    draw->AddRect(ImVec2(x - 1, y - 1), ImVec2(x + w + 1, y + h + 1), IM_COL32(0, 0, 0, 200), 0, 0, 3);
    draw->AddRect(ImVec2(x - 1, y - 1), ImVec2(x + w + 1, y + h + 1), IM_COL32(80, 200, 255, 255), 0, 0, 1.5f);
}

extern "C" void sgui_viewport_label(float x, float y, const char *text) {
    ImDrawList *draw = ImGui::GetBackgroundDrawList();
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + size.x + 8, y + size.y + 4), IM_COL32(0, 0, 0, 160), 3);
    draw->AddText(ImVec2(x + 4, y + 2), IM_COL32(255, 255, 255, 230), text);
}

extern "C" bool sgui_viewport_click(float *x, float *y) {
    ImGuiIO &io = ImGui::GetIO();
    if (io.WantCaptureMouse || !ImGui::IsMouseClicked(0)) return false;
    *x = io.MousePos.x;
    *y = io.MousePos.y;
    return true;
}
