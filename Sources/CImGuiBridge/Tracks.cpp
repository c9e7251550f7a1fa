// The timeline's track rows: one per animation (and a header per layer), on the scrub track's time axis,
// drawn with the window's draw list; only the passes in view are drawn, so a million repeats cost nothing.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cfloat>
#include <cmath>
#include <cstring>

// `label` at `pos` in `room` points: whole when it fits, else its start and its end with "..." between
// them (the middle goes: "dynamicCircleLayer strokeEnd" reads "dynamicCi...strokeEnd", both the layer
// and the key path still recognisable). Measured, not clipped, so the rows share one draw command.
static void add_elided_text(ImDrawList *draw, ImVec2 pos, ImU32 colour, const char *label, float room) {
    ImFont *font = ImGui::GetFont();
    const float size = ImGui::GetFontSize();
    const char *end = label + std::strlen(label);
    if (font->CalcTextSizeA(size, FLT_MAX, 0, label, end).x <= room) {
        draw->AddText(pos, colour, label, end);
        return;
    }
    const char *dots = "...";
    const float dotsWidth = font->CalcTextSizeA(size, FLT_MAX, 0, dots).x;
    const float half = (room - dotsWidth) / 2;
    if (half <= 0) return;
    const char *cut = label;
    font->CalcTextSizeA(size, half, 0, label, end, &cut);
    // The longest end that fits in the other half, from a character's first byte (UTF-8).
    const char *tail = end;
    for (const char *p = end; p > cut;) {
        do { p--; } while (p > cut && (static_cast<unsigned char>(*p) & 0xC0) == 0x80);
        if (font->CalcTextSizeA(size, FLT_MAX, 0, p, end).x > half) break;
        tail = p;
    }
    draw->AddText(pos, colour, label, cut);
    pos.x += font->CalcTextSizeA(size, FLT_MAX, 0, label, cut).x;
    draw->AddText(pos, colour, dots);
    pos.x += dotsWidth;
    draw->AddText(pos, colour, tail, end);
}

extern "C" bool sgui_column_handle(const char *id, float *width, float height, float min, float max) {
    const ImVec2 back = ImGui::GetCursorPos();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(ImVec2(origin.x + *width - 6, origin.y));
    ImGui::InvisibleButton(id, ImVec2(8, height));
    const bool active = ImGui::IsItemActive();
    if (active || ImGui::IsItemHovered()) {
        ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
        const float x = origin.x + *width - 3;
        ImGui::GetWindowDrawList()->AddLine(ImVec2(x, origin.y), ImVec2(x, origin.y + height), IM_COL32(255, 255, 255, 120), 2);
    }
    if (active && ImGui::GetIO().MouseDelta.x != 0) {
        const float w = *width + ImGui::GetIO().MouseDelta.x;
        *width = w < min ? min : w > max ? max : w;
    }
    ImGui::SetCursorPos(back);
    return active;
}

extern "C" bool sgui_track_row(const char *label, const char *detail, SGUITrackKind kind, int depth, double begin,
                               double end, double pass, bool autoreverses, double backwards_from, double forwards_to,
                               const double *marks, int mark_count, double time, float height, bool selected,
                               SGUITrackDrag *drag, const char *tip) {
    double start, span;
    float x0, width;
    sgui_timeline_view(&start, &span, &x0, &width);
    if (!(span > 0) || !(width > 0)) return false;
    const ImVec2 cursor = ImGui::GetCursorScreenPos();
    const float rowWidth = ImGui::GetContentRegionAvail().x;
    ImGui::PushID(label);
    ImGui::PushID(depth);
    const ImGuiID rowID = ImGui::GetID("row");
    bool clicked = ImGui::InvisibleButton("row", ImVec2(rowWidth > 1 ? rowWidth : 1, height));
    ImGui::PopID();
    ImGui::PopID();
    // Seconds to x, clamped to the axis: huge or infinite times stay drawable floats, and nothing needs a
    // clip rectangle of its own (the rows share one draw command).
    const float left = x0, right = x0 + width;
    auto xAt = [&](double t) {
        double x = left + (t - start) / span * width;
        return float(x < left ? left : x > right ? right : x);
    };
    const bool hasBar = kind != SGUITrackKindLayer && end > begin;
    const double passEnd = pass > 0 ? std::fmin(end, begin + pass) : end;
    const float handle = 5;  // points either side of the pass's end that grab it
    const float radius = height * 0.2f;  // a keyframe mark's dot
    const float mx = ImGui::GetIO().MousePos.x;
    // The mark under the pointer (nearest, within its dot and 2 points), -1 when none.
    auto markAt = [&](float x) {
        int found = -1;
        float best = radius + 2;
        for (int i = 0; i < mark_count; i++) {
            const float d = std::fabs(x - xAt(marks[i]));
            if (marks[i] >= start && marks[i] <= start + span && d <= best) { best = d; found = i; }
        }
        return found;
    };
    if (drag) {
        // The grabbed part is kept in the row's state from the press to the release (the pointer leaves
        // the row while dragging; the bar moves under it).
        ImGuiStorage *state = ImGui::GetStateStorage();
        const ImGuiID edgeKey = rowID + 1, movedKey = rowID + 2, scaleKey = rowID + 3, draggingKey = rowID + 4;
        const ImGuiID markKey = rowID + 5;
        if (ImGui::IsItemActivated()) {
            int edge = 0;
            const int mark = markAt(mx);
            if (hasBar && std::isfinite(passEnd) && std::fabs(mx - xAt(passEnd)) <= handle) edge = 2;
            else if (mark >= 0) edge = 3;
            else if (hasBar && mx >= xAt(begin) && mx <= xAt(end)) edge = 1;
            state->SetInt(edgeKey, edge);
            state->SetFloat(markKey, mark >= 0 ? float(marks[mark]) : 0.0f);
            // Seconds per point as at the press: the axis may rescale as the edit lengthens the scene,
            // and the value must follow the pointer, not the scale.
            state->SetFloat(scaleKey, float(span / width));
            state->SetFloat(movedKey, 0);
            state->SetBool(draggingKey, false);
        }
        *drag = SGUITrackDrag{0, 0, 0, false};
        if (ImGui::IsItemActive() || ImGui::IsItemDeactivated()) {
            const int edge = state->GetInt(edgeKey);
            if (ImGui::IsItemActive()) state->SetFloat(movedKey, ImGui::GetMouseDragDelta(0, 0).x);
            const float moved = state->GetFloat(movedKey);
            // Past 2 points it is a drag to the release, even back where it began; short of it, a click.
            if (edge != 0 && std::fabs(moved) > 2) state->SetBool(draggingKey, true);
            const bool dragging = state->GetBool(draggingKey);
            if (dragging) {
                *drag = SGUITrackDrag{edge, double(state->GetFloat(markKey)), moved * double(state->GetFloat(scaleKey)),
                                      ImGui::IsItemDeactivated()};
                clicked = false;
            }
            if (edge == 2 || edge == 3 || (edge == 1 && dragging)) {
                ImGui::SetMouseCursor(edge == 2 ? ImGuiMouseCursor_ResizeEW : ImGuiMouseCursor_Hand);
                if (tip && *tip && ImGui::IsItemActive()) ImGui::SetTooltip("%s", tip);
            }
        } else if (ImGui::IsItemHovered() && hasBar && std::isfinite(passEnd) && std::fabs(mx - xAt(passEnd)) <= handle) {
            ImGui::SetMouseCursor(ImGuiMouseCursor_ResizeEW);
        } else if (ImGui::IsItemHovered() && markAt(mx) >= 0) {
            ImGui::SetMouseCursor(ImGuiMouseCursor_Hand);
        }
    }
    if (!ImGui::IsItemVisible()) return clicked;  // scrolled out: nothing to draw
    const bool hovered = ImGui::IsItemHovered();
    ImDrawList *draw = ImGui::GetWindowDrawList();
    const float y0 = cursor.y, y1 = cursor.y + height;
    ImU32 back = kind == SGUITrackKindLayer ? IM_COL32(44, 44, 52, 255) : IM_COL32(30, 30, 34, 255);
    if (selected) back = IM_COL32(70, 62, 40, 255);
    else if (hovered) back = IM_COL32(52, 52, 60, 255);
    draw->AddRectFilled(ImVec2(cursor.x, y0), ImVec2(cursor.x + rowWidth, y1), back);
    if (kind != SGUITrackKindLayer) {
        const float mid = (y0 + y1) / 2, thin = height * 0.12f;
        const ImU32 fill = IM_COL32(150, 150, 165, 150);
        if (backwards_from >= 0 && backwards_from < begin) {
            draw->AddRectFilled(ImVec2(xAt(backwards_from), mid - thin), ImVec2(xAt(begin), mid + thin), fill);
        }
        if (forwards_to > end) {
            draw->AddRectFilled(ImVec2(xAt(end), mid - thin), ImVec2(xAt(forwards_to), mid + thin), fill);
        }
        const float top = y0 + height * 0.18f, bottom = y1 - height * 0.18f;
        const ImU32 forward = kind == SGUITrackKindGroup ? IM_COL32(150, 120, 200, 230) : IM_COL32(215, 150, 60, 230);
        const ImU32 backward = IM_COL32(170, 95, 45, 230);
        if (end > begin) draw->AddRectFilled(ImVec2(xAt(begin), top), ImVec2(xAt(end), bottom), forward, 2);
        // The passes in view: a tick where each begins; an autoreversed animation's backward passes darker.
        if (pass > 0 && end > begin && kind == SGUITrackKindAnimation) {
            const double from = std::fmax(begin, start), to = std::fmin(end, start + span);
            const float passWidth = float(pass / span * width);
            // Thinned to what fits: a pass tick every `every` passes, at least 8 pixels apart (shading
            // an autoreversed pass needs it to be 3 pixels wide).
            const long every = passWidth >= 8 ? 1 : long(std::ceil(8 / std::fmax(passWidth, 1e-3f)));
            if (to > from && passWidth >= 3) {
                long first = long(std::floor((from - begin) / pass)), last = long(std::ceil((to - begin) / pass));
                for (long i = first; i <= last && i - first < 4000; i++) {
                    const double a = begin + i * pass, b = std::fmin(end, a + pass);
                    if (a >= end) break;
                    if (autoreverses && (i % 2) == 1) {
                        draw->AddRectFilled(ImVec2(xAt(a), top), ImVec2(xAt(b), bottom), backward);
                    }
                    if (i > 0 && i % every == 0) draw->AddLine(ImVec2(xAt(a), top), ImVec2(xAt(a), bottom), IM_COL32(20, 20, 24, 255));
                }
            }
        }
    }
    // The duration's handle: a light edge at the first pass's end of an editable bar; past the axis'
    // start (a negative beginTime, or zoomed in) or end, an arrow at that edge, where it is grabbed.
    if (drag && hasBar && std::isfinite(passEnd)) {
        const ImU32 light = IM_COL32(255, 240, 200, 255);
        const float x = xAt(passEnd), mid = (y0 + y1) / 2, h = height * 0.3f;
        if (passEnd >= start && passEnd <= start + span) {
            draw->AddRectFilled(ImVec2(x - 2, y0 + height * 0.12f), ImVec2(x + 1, y1 - height * 0.12f), light, 1);
        } else if (passEnd < start) {
            draw->AddTriangleFilled(ImVec2(x, mid), ImVec2(x + h, mid - h), ImVec2(x + h, mid + h), light);
        } else {
            draw->AddTriangleFilled(ImVec2(x, mid), ImVec2(x - h, mid - h), ImVec2(x - h, mid + h), light);
        }
    }
    // Keyframes: a dot at each key time in view, on the bar.
    for (int i = 0; i < mark_count; i++) {
        if (marks[i] < start || marks[i] > start + span) continue;
        const ImVec2 centre(xAt(marks[i]), (y0 + y1) / 2);
        draw->AddCircleFilled(centre, radius + 1, IM_COL32(20, 20, 24, 255), 8);
        draw->AddCircleFilled(centre, radius, IM_COL32(255, 236, 170, 255), 8);
    }
    // The label in its column, left of the axis: never over a bar; cut at the column's edge.
    const float columnRight = left - 4;
    const float indent = 4 + depth * height * 0.8f;
    const ImVec2 textSize = ImGui::CalcTextSize(label);
    const ImVec2 text(cursor.x + indent, y0 + (height - textSize.y) / 2);
    if (columnRight > text.x) {
        const ImU32 colour = kind == SGUITrackKindLayer     ? IM_COL32(255, 215, 120, 255)
                             : kind == SGUITrackKindPending ? IM_COL32(125, 125, 135, 255)
                                                            : IM_COL32(235, 235, 240, 255);
        add_elided_text(draw, text, colour, label, columnRight - text.x);
    }
    if (hovered && ImGui::GetIO().MousePos.x < left && detail && *detail) ImGui::SetTooltip("%s", detail);
    if (time >= start && time <= start + span) {
        const float x = xAt(time);
        draw->AddLine(ImVec2(x, y0), ImVec2(x, y1), IM_COL32(255, 255, 255, 255), 2);
    }
    return clicked;
}
