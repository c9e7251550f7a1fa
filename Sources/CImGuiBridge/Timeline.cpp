// The timeline's scrub track: labelled ticks, the loop range, action and sound markers, the elapsed part
// and the playhead; the mouse wheel zooms it around the pointer, a double click shows all of it.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cmath>
#include <cstdio>

namespace {
/// The part of the time axis the last scrub track showed, and where: the tracks below it share it.
struct View { double start = 0, span = 1; float x = 0, width = 0; } lastView;
}  // namespace

extern "C" void sgui_timeline_view(double *start, double *span, float *x, float *width) {
    *start = lastView.start;
    *span = lastView.span;
    *x = lastView.x;
    *width = lastView.width;
}

extern "C" bool sgui_timeline(const char *id, double *time, double length, double loop_start, double loop_end,
                              float height, const double *actions, int action_count, const double *cues,
                              int cue_count, float label_width, SGUIRuler ruler, const SGUIMarker *markers,
                              int marker_count) {
    if (!(length > 0) || !std::isfinite(length)) length = 1;
    if (label_width > 0) ImGui::SetCursorPosX(ImGui::GetCursorPosX() + label_width);
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const ImVec2 p1(p0.x + width, p0.y + height);
    ImGui::InvisibleButton(id, ImVec2(width, height));
    // The part shown, [start, start + span], kept by ImGui per widget.
    ImGuiStorage *storage = ImGui::GetStateStorage();
    const ImGuiID startKey = ImGui::GetID("start"), spanKey = ImGui::GetID("span"), lastKey = ImGui::GetID("last");
    const ImGuiID lengthKey = ImGui::GetID("length");
    double span = storage->GetFloat(spanKey, 0), start = storage->GetFloat(startKey, 0);
    // A track showing all of the scene keeps showing all of it as the scene's length grows.
    const double shownLength = storage->GetFloat(lengthKey, 0);
    if (!(span > 0) || span > length || span >= shownLength * (1 - 1e-6)) span = length;
    storage->SetFloat(lengthKey, float(length));
    const double minimumSpan = length < 0.25 ? length : 0.25;
    const ImGuiIO &io = ImGui::GetIO();
    const float fraction = width > 0 ? (io.MousePos.x - p0.x) / width : 0;
    if (ImGui::IsItemHovered() && io.MouseWheel != 0) {
        const double pointer = start + fraction * span;
        span = std::fmin(length, std::fmax(minimumSpan, span * std::pow(0.8, io.MouseWheel)));
        start = pointer - fraction * span;
    }
    if (ImGui::IsItemHovered() && ImGui::IsMouseDoubleClicked(0)) span = length;
    // A marker's name: the box right of its start, in the ruler's lower half.
    const float nameHeight = ImGui::GetFontSize();
    auto nameBox = [&](int i, float *x0, float *x1) {
        *x0 = p0.x + float((markers[i].time - start) / span) * width;
        *x1 = *x0 + ImGui::CalcTextSize(markers[i].name).x + 6;
    };
    // A press on a marker's name holds the playhead at its start until the release (no scrubbing).
    const ImGuiID markerKey = ImGui::GetID("marker");
    if (ImGui::IsItemActivated()) {
        int pressed = -1;
        for (int i = 0; i < marker_count && io.MousePos.y >= p1.y - nameHeight; i++) {
            float x0, x1;
            nameBox(i, &x0, &x1);
            if (io.MousePos.x >= x0 && io.MousePos.x <= x1) pressed = i;
        }
        storage->SetInt(markerKey, pressed);
    }
    const int heldMarker = ImGui::IsItemActive() ? storage->GetInt(markerKey, -1) : -1;
    bool changed = false;
    if (heldMarker >= 0 && heldMarker < marker_count) {
        if (*time != markers[heldMarker].time) { *time = markers[heldMarker].time; changed = true; }
    } else if (ImGui::IsItemActive() && width > 0) {
        double t = start + (fraction < 0 ? 0 : fraction > 1 ? 1 : fraction) * span;
        if (t != *time) { *time = t; changed = true; }
    } else if ((span < length || *time > length) && float(*time) != storage->GetFloat(lastKey, -1) &&
               (*time < start || *time > start + span)) {
        // The playhead moved out of the part shown (zoomed in, or played on past the scene's length with
        // the loop off): follow it a page at a time, at the same scale.
        start = *time - span * 0.1;
    }
    storage->SetFloat(lastKey, float(*time));
    start = std::fmax(0.0, std::fmin(start, std::fmax(length, *time + span * 0.05) - span));
    storage->SetFloat(spanKey, float(span));
    storage->SetFloat(startKey, float(start));
    lastView = View{start, span, p0.x, width};

    ImDrawList *draw = ImGui::GetWindowDrawList();
    draw->PushClipRect(p0, p1, true);
    draw->AddRectFilled(p0, p1, IM_COL32(30, 30, 34, 255), 3);
    auto xAt = [&](double t) { return p0.x + float((t - start) / span) * width; };
    if (loop_end > loop_start) {
        draw->AddRectFilled(ImVec2(xAt(loop_start), p0.y), ImVec2(xAt(loop_end), p1.y), IM_COL32(80, 140, 255, 60));
    }
    // The playhead where it is: past the end the axis follows it (the loop off), so it stays in view.
    const double shown = *time;
    draw->AddRectFilled(ImVec2(xAt(0), p0.y), ImVec2(xAt(shown), p1.y), IM_COL32(255, 204, 77, 70), 3);
    // Labelled ticks at least 1.6 label widths apart, at the smallest of the ruler's steps that allows.
    const double scale = ruler.scale > 0 ? ruler.scale : 1;
    const double minimum = span * scale * ImGui::CalcTextSize("00.00").x * 1.6 / (width > 1 ? width : 1);
    double step = ruler.step_count > 0 ? ruler.steps[ruler.step_count - 1] : 1;
    for (int i = 0; i < ruler.step_count; i++) {
        if (ruler.steps[i] >= minimum) { step = ruler.steps[i]; break; }
    }
    const ImU32 tick = IM_COL32(255, 255, 255, 90), text = IM_COL32(255, 255, 255, 150);
    char label[32];
    const double first = ruler.offset + start * scale, last = ruler.offset + (start + span) * scale;
    for (long i = long(std::ceil(first / step - 1e-9)); i * step <= last + 1e-9; i++) {
        const double value = i * step;
        float x = xAt((value - ruler.offset) / scale);
        draw->AddLine(ImVec2(x, p1.y - height * 0.35f), ImVec2(x, p1.y), tick);
        std::snprintf(label, sizeof label, "%g", value);
        if (x + ImGui::CalcTextSize(label).x < p1.x) draw->AddText(ImVec2(x + 2, p0.y), text, label);
    }
    // Named markers: a span shaded, a line at the start, the name on a dark box beside it.
    for (int i = 0; i < marker_count; i++) {
        const ImU32 pink = IM_COL32(255, 110, 180, 255);
        const float mx = xAt(markers[i].time);
        if (markers[i].duration > 0) {
            draw->AddRectFilled(ImVec2(mx, p0.y), ImVec2(xAt(markers[i].time + markers[i].duration), p1.y), IM_COL32(255, 110, 180, 45));
        }
        draw->AddLine(ImVec2(mx, p0.y), ImVec2(mx, p1.y), pink, 1.5f);
        float x0, x1;
        nameBox(i, &x0, &x1);
        draw->AddRectFilled(ImVec2(x0 + 1, p1.y - nameHeight), ImVec2(x1, p1.y), IM_COL32(50, 22, 40, 230), 2);
        draw->AddText(ImVec2(x0 + 4, p1.y - nameHeight), pink, markers[i].name);
    }
    // Markers: a triangle along the bottom edge for each action and cue.
    const float m = height * 0.25f;
    for (int i = 0; i < cue_count; i++) {
        float cx = xAt(cues[i]);
        draw->AddTriangleFilled(ImVec2(cx - m, p1.y), ImVec2(cx + m, p1.y), ImVec2(cx, p1.y - m * 1.6f),
                                IM_COL32(110, 220, 120, 230));
    }
    for (int i = 0; i < action_count; i++) {
        float ax = xAt(actions[i]);
        draw->AddTriangleFilled(ImVec2(ax - m, p1.y), ImVec2(ax + m, p1.y), ImVec2(ax, p1.y - m * 2.2f),
                                IM_COL32(255, 140, 40, 255));
    }
    float x = xAt(shown);
    draw->AddLine(ImVec2(x, p0.y), ImVec2(x, p1.y), IM_COL32(255, 255, 255, 255), 2);
    draw->PopClipRect();
    return changed;
}

// The marker whose menu is open (an index into the last call's markers), -1 when none.
static int menuMarker = -1;

extern "C" int sgui_timeline_marker_menu(const double *times, const char *const *labels, int count) {
    const ImGuiIO &io = ImGui::GetIO();
    if (ImGui::IsItemHovered() && ImGui::IsMouseClicked(1) && lastView.span > 0) {
        int found = -1;
        float best = 8;  // points either side of a marker that pick it
        for (int i = 0; i < count; i++) {
            const float x = lastView.x + float((times[i] - lastView.start) / lastView.span) * lastView.width;
            const float d = std::fabs(io.MousePos.x - x);
            if (d <= best) { best = d; found = i; }
        }
        if (found >= 0) {
            menuMarker = found;
            ImGui::OpenPopup("##markerMenu");
        }
    }
    int chosen = -1;
    if (ImGui::BeginPopup("##markerMenu")) {
        if (menuMarker >= 0 && menuMarker < count && ImGui::MenuItem(labels[menuMarker])) chosen = menuMarker;
        ImGui::EndPopup();
    }
    return chosen;
}
