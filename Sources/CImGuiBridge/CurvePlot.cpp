// The params panel's timing-curve editor: axes, labels, the curve, its two control handles (drag them),
// and a playhead dot.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cmath>

namespace {
/// Cubic Bézier coordinate at parameter u for end points 0 and 1 and control values a, b.
double bezier(double a, double b, double u) {
    double v = 1 - u;
    return 3 * v * v * u * a + 3 * v * u * u * b + u * u * u;
}

/// y of the curve at x, by bisection on u (x(u) is monotonic for control x in 0...1).
double curveY(const double *c, double x) {
    double lo = 0, hi = 1;
    for (int i = 0; i < 40; i++) {
        double mid = (lo + hi) / 2;
        if (bezier(c[0], c[2], mid) < x) lo = mid; else hi = mid;
    }
    return bezier(c[1], c[3], (lo + hi) / 2);
}

double clamp(double v, double lo, double hi) { return v < lo ? lo : v > hi ? hi : v; }
}  // namespace

extern "C" bool sgui_curve_editor(const char *id, float size, double points[4], double y_min, double y_max,
                                  double progress) {
    ImGui::PushID(id);
    ImGuiStorage *storage = ImGui::GetStateStorage();
    const ImGuiID handleKey = ImGui::GetID("handle"), loKey = ImGui::GetID("lo"), hiKey = ImGui::GetID("hi");
    ImDrawList *draw = ImGui::GetWindowDrawList();
    const float label = ImGui::GetTextLineHeight();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // The plot square, right of the y labels and above the x label.
    const ImVec2 p0(origin.x + label * 1.4f, origin.y + label * 0.5f);
    const ImVec2 p1(p0.x + size, p0.y + size);
    // The y range shown: 0...1 and the handles, with room for overshoot; kept while a handle is dragged
    // so that the plot does not move under the pointer.
    const int dragging = storage->GetInt(handleKey, -1);
    double lo = std::fmin(-0.25, std::fmin(points[1], points[3]) - 0.1);
    double hi = std::fmax(1.25, std::fmax(points[1], points[3]) + 0.1);
    if (dragging >= 0) {
        lo = storage->GetFloat(loKey, float(lo));
        hi = storage->GetFloat(hiKey, float(hi));
    }
    auto map = [&](double x, double y) {
        return ImVec2(p0.x + float(x) * size, p1.y - float((y - lo) / (hi - lo)) * size);
    };
    ImGui::SetCursorScreenPos(ImVec2(p0.x - 8, p0.y - 8));
    ImGui::InvisibleButton("plot", ImVec2(size + 16, size + 16));
    const ImVec2 mouse = ImGui::GetIO().MousePos;
    const ImVec2 handles[2] = {map(points[0], points[1]), map(points[2], points[3])};
    int nearest = -1;
    float best = label * label;  // within a text line's height of a handle
    for (int i = 0; i < 2; i++) {
        float dx = mouse.x - handles[i].x, dy = mouse.y - handles[i].y;
        if (dx * dx + dy * dy < best) { best = dx * dx + dy * dy; nearest = i; }
    }
    bool changed = false;
    if (ImGui::IsItemActivated() && nearest >= 0) {
        storage->SetInt(handleKey, nearest);
        storage->SetFloat(loKey, float(lo));
        storage->SetFloat(hiKey, float(hi));
    }
    int active = ImGui::IsItemActive() ? storage->GetInt(handleKey, -1) : -1;
    if (!ImGui::IsItemActive()) storage->SetInt(handleKey, -1);
    if (active >= 0) {
        double x = clamp((mouse.x - p0.x) / size, 0, 1);
        double y = clamp(lo + (p1.y - mouse.y) / size * (hi - lo), y_min, y_max);
        if (x != points[2 * active] || y != points[2 * active + 1]) {
            points[2 * active] = x;
            points[2 * active + 1] = y;
            changed = true;
        }
    }
    const ImU32 grid = IM_COL32(255, 255, 255, 40), axis = IM_COL32(255, 255, 255, 140);
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), curve = IM_COL32(255, 204, 77, 255);
    draw->AddRectFilled(p0, p1, IM_COL32(0, 0, 0, 90));
    draw->AddLine(map(0, 1), map(1, 1), grid);  // progress 1: overshoot shows above it, undershoot below 0
    draw->AddLine(map(0.5, lo), map(0.5, hi), grid);
    draw->AddLine(map(0, lo), map(0, hi), axis);
    draw->AddLine(map(0, 0), map(1, 0), axis);
    draw->AddText(ImVec2(p0.x - label * 1.2f, map(0, 0).y - label * 0.5f), text, "0");
    draw->AddText(ImVec2(p0.x - label * 1.2f, map(0, 1).y - label * 0.5f), text, "1");
    draw->AddText(ImVec2(p1.x - ImGui::CalcTextSize("time 1").x, p1.y + 2), text, "time 1");
    draw->AddText(ImVec2(p0.x + 3, p0.y), text, "progress");
    const ImVec2 a = map(0, 0), b = map(points[0], points[1]), c = map(points[2], points[3]), d = map(1, 1);
    draw->AddLine(a, b, IM_COL32(120, 180, 255, 160));
    draw->AddLine(d, c, IM_COL32(120, 180, 255, 160));
    for (int i = 0; i < 2; i++) {
        const bool lit = i == active || (active < 0 && i == nearest && ImGui::IsItemHovered());
        draw->AddCircleFilled(i == 0 ? b : c, lit ? 6.0f : 4.0f, IM_COL32(120, 180, 255, 255));
    }
    draw->AddBezierCubic(a, b, c, d, curve, 2);
    if (progress >= 0) {
        double x = progress > 1 ? 1 : progress;
        ImVec2 dot = map(x, curveY(points, x));
        draw->AddLine(ImVec2(dot.x, p0.y), ImVec2(dot.x, p1.y), IM_COL32(255, 255, 255, 70));
        draw->AddCircleFilled(dot, 4.5f, IM_COL32(255, 255, 255, 255));
    }
    ImGui::SetCursorScreenPos(origin);
    ImGui::Dummy(ImVec2(size + label * 1.4f, size + label * 1.7f));
    ImGui::PopID();
    return changed;
}
