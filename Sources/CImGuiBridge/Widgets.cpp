// Panels and standard widgets, each a direct call of the ImGui function of the same purpose.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <imgui_internal.h>

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

extern "C" void sgui_begin_region(const char *id, float height) { ImGui::BeginChild(id, ImVec2(0, height), false, 0); }

extern "C" void sgui_end_region(void) { ImGui::EndChild(); }

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

extern "C" bool sgui_selectable(const char *label, bool selected) { return ImGui::Selectable(label, selected); }

extern "C" bool sgui_begin_item_menu(const char *id) {
    return ImGui::BeginPopupContextItem(id, ImGuiPopupFlags_MouseButtonRight);
}

extern "C" bool sgui_menu_entry(const char *label, bool checked) { return ImGui::MenuItem(label, nullptr, checked); }

extern "C" void sgui_end_item_menu(void) {
    ImGui::EndPopup();
}

extern "C" float sgui_button_width(const char *label) {
    return ImGui::CalcTextSize(label, nullptr, true).x + ImGui::GetStyle().FramePadding.x * 2;
}

extern "C" float sgui_text_width(const char *text) { return ImGui::CalcTextSize(text).x; }

extern "C" float sgui_panel_inner_width(float outer_width) {
    return outer_width - ImGui::GetStyle().WindowPadding.x * 2;
}

extern "C" float sgui_item_spacing(void) { return ImGui::GetStyle().ItemSpacing.x; }

extern "C" void sgui_begin_disabled(bool disabled) { ImGui::BeginDisabled(disabled); }
extern "C" void sgui_end_disabled(void) { ImGui::EndDisabled(); }

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

extern "C" SGUITreeRow sgui_layer_row(const char *name, const char *type_name, int depth, bool selected, bool has_children,
                                      bool open, float height) {
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const float width = ImGui::GetContentRegionAvail().x;
    const bool clicked = ImGui::InvisibleButton("row", ImVec2(width > 1 ? width : 1, height));
    const float arrowX = p0.x + depth * height;
    const bool onArrow = ImGui::GetIO().MousePos.x < arrowX + height;
    ImDrawList *draw = ImGui::GetWindowDrawList();
    if (selected) draw->AddRectFilled(p0, ImVec2(p0.x + width, p0.y + height), ImGui::GetColorU32(ImGuiCol_Header));
    else if (ImGui::IsItemHovered()) draw->AddRectFilled(p0, ImVec2(p0.x + width, p0.y + height), ImGui::GetColorU32(ImGuiCol_HeaderHovered));
    if (has_children) {
        ImGui::RenderArrow(draw, ImVec2(arrowX + height * 0.15f, p0.y + height * 0.1f), ImGui::GetColorU32(ImGuiCol_Text),
                           open ? ImGuiDir_Down : ImGuiDir_Right, 0.8f);
    }
    const float textX = arrowX + height, textY = p0.y + (height - ImGui::GetTextLineHeight()) / 2;
    draw->AddText(ImVec2(textX, textY), ImGui::GetColorU32(ImGuiCol_Text), name);
    const float nameWidth = ImGui::CalcTextSize(name).x;
    draw->AddText(ImVec2(textX + nameWidth + height * 0.5f, textY), IM_COL32(150, 150, 160, 255), type_name);
    bool isOpen = open;
    if (clicked && has_children && onArrow) isOpen = !open;
    const bool rowClicked = clicked && !(has_children && onArrow);
    return SGUITreeRow((isOpen ? SGUITreeRowOpen : 0u) | (rowClicked ? SGUITreeRowClicked : 0u));
}

extern "C" void sgui_scroll_to_row(float stride, int index) {
    ImGui::SetScrollY(index * stride - (ImGui::GetWindowHeight() - stride) / 2);
}

extern "C" void sgui_outline_quad(const float corners[8], float clip_x0, float clip_y0, float clip_x1, float clip_y1) {
    ImDrawList *draw = ImGui::GetForegroundDrawList();
    const ImVec2 p[4] = {ImVec2(corners[0], corners[1]), ImVec2(corners[2], corners[3]), ImVec2(corners[4], corners[5]),
                         ImVec2(corners[6], corners[7])};
    draw->PushClipRect(ImVec2(clip_x0, clip_y0), ImVec2(clip_x1, clip_y1), false);
    draw->AddPolyline(p, 4, IM_COL32(0, 0, 0, 200), ImDrawFlags_Closed, 3);
    draw->AddPolyline(p, 4, IM_COL32(80, 200, 255, 255), ImDrawFlags_Closed, 1.5f);
    draw->PopClipRect();
}

extern "C" void sgui_viewport_label(float x, float y, const char *text) {
    ImDrawList *draw = ImGui::GetBackgroundDrawList();
    const ImVec2 size = ImGui::CalcTextSize(text);
    draw->AddRectFilled(ImVec2(x, y), ImVec2(x + size.x + 8, y + size.y + 4), IM_COL32(0, 0, 0, 160), 3);
    draw->AddText(ImVec2(x + 4, y + 2), IM_COL32(255, 255, 255, 230), text);
}

extern "C" void sgui_viewport_pointer(float *x, float *y, bool *pressed, bool *down, bool *released) {
    ImGuiIO &io = ImGui::GetIO();
    *x = io.MousePos.x;
    *y = io.MousePos.y;
    *pressed = !io.WantCaptureMouse && ImGui::IsMouseClicked(0);
    *down = io.MouseDown[0];
    *released = ImGui::IsMouseReleased(0);
}

extern "C" bool sgui_viewport_click(float *x, float *y) {
    ImGuiIO &io = ImGui::GetIO();
    if (io.WantCaptureMouse || !ImGui::IsMouseClicked(0)) return false;
    *x = io.MousePos.x;
    *y = io.MousePos.y;
    return true;
}
