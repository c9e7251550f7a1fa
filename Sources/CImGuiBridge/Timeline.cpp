// The timeline's scrub track: seconds ticks, the loop range, action and sound markers, the elapsed part
// and the playhead.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cmath>
#include <cstdio>

extern "C" bool sgui_timeline(const char *id, double *time, double length, double loop_start, double loop_end,
                              float height, const double *actions, int action_count, const double *cues,
                              int cue_count) {
    if (!(length > 0) || !std::isfinite(length)) length = 1;
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 p0 = ImGui::GetCursorScreenPos();
    const ImVec2 p1(p0.x + width, p0.y + height);
    ImGui::InvisibleButton(id, ImVec2(width, height));
    bool changed = false;
    if (ImGui::IsItemActive() && width > 0 && length > 0) {
        double fraction = (ImGui::GetIO().MousePos.x - p0.x) / width;
        double t = (fraction < 0 ? 0 : fraction > 1 ? 1 : fraction) * length;
        if (t != *time) { *time = t; changed = true; }
    }
    ImDrawList *draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(p0, p1, IM_COL32(30, 30, 34, 255), 3);
    auto xAt = [&](double t) { return p0.x + float(length > 0 ? t / length : 0) * width; };
    if (loop_end > loop_start) {
        draw->AddRectFilled(ImVec2(xAt(loop_start), p0.y), ImVec2(xAt(loop_end), p1.y), IM_COL32(80, 140, 255, 60));
    }
    double shown = *time < length ? *time : length;
    draw->AddRectFilled(p0, ImVec2(xAt(shown), p1.y), IM_COL32(255, 204, 77, 70), 3);
    // Labelled ticks at least 1.6 label widths apart, at 1, 2 or 5 times a power of ten seconds.
    const double minimum = length * ImGui::CalcTextSize("00.00").x * 1.6 / (width > 1 ? width : 1);
    double step = std::pow(10.0, std::floor(std::log10(minimum > 1e-3 ? minimum : 1e-3)));
    while (step < minimum) {
        double mantissa = step / std::pow(10.0, std::floor(std::log10(step) + 1e-9));
        step *= mantissa < 1.5 ? 2 : mantissa < 3 ? 2.5 : 2;
    }
    const ImU32 tick = IM_COL32(255, 255, 255, 90), text = IM_COL32(255, 255, 255, 150);
    char label[32];
    for (int i = 0; i * step <= length + 1e-9; i++) {
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
    return changed;
}
