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
                              int cue_count, float label_width) {
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
    bool changed = false;
    if (ImGui::IsItemActive() && width > 0) {
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
    double shown = *time < length ? *time : length;
    draw->AddRectFilled(ImVec2(xAt(0), p0.y), ImVec2(xAt(shown), p1.y), IM_COL32(255, 204, 77, 70), 3);
    // Labelled ticks at least 1.6 label widths apart, at 1, 2 or 5 times a power of ten seconds.
    const double minimum = span * ImGui::CalcTextSize("00.00").x * 1.6 / (width > 1 ? width : 1);
    double step = std::pow(10.0, std::floor(std::log10(minimum > 1e-3 ? minimum : 1e-3)));
    while (step < minimum) {
        double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        step *= mantissa < 1.5 ? 2 : mantissa < 3 ? 2.5 : 2;
    }
    const ImU32 tick = IM_COL32(255, 255, 255, 90), text = IM_COL32(255, 255, 255, 150);
    char label[32];
    for (long i = long(std::ceil(start / step)); i * step <= start + span + 1e-9; i++) {
        const double t = i * step;
        float x = xAt(t);
        draw->AddLine(ImVec2(x, p1.y - height * 0.35f), ImVec2(x, p1.y), tick);
        std::snprintf(label, sizeof label, "%g", t);
        if (x + ImGui::CalcTextSize(label).x < p1.x) draw->AddText(ImVec2(x + 2, p0.y), text, label);
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
