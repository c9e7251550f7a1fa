// The params panel's plot of a timing curve: axes, labels, the curve, its control handles, a playhead.
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
double curveY(double x1, double y1, double x2, double y2, double x) {
    double lo = 0, hi = 1;
    for (int i = 0; i < 40; i++) {
        double mid = (lo + hi) / 2;
        if (bezier(x1, x2, mid) < x) lo = mid; else hi = mid;
    }
    return bezier(y1, y2, (lo + hi) / 2);
}
}  // namespace

extern "C" void sgui_curve_plot(float size, double x1, double y1, double x2, double y2, double y_min, double y_max,
                                double progress) {
    ImDrawList *draw = ImGui::GetWindowDrawList();
    const float label = ImGui::GetTextLineHeight();
    const ImVec2 origin = ImGui::GetCursorScreenPos();
    // The plot square, right of the y label and above the x label.
    const ImVec2 p0(origin.x + label * 1.4f, origin.y + label * 0.5f);
    const ImVec2 p1(p0.x + size, p0.y + size);
    double lo = std::fmin(0.0, y_min), hi = std::fmax(1.0, y_max);
    if (hi - lo < 1e-9) hi = lo + 1;
    auto map = [&](double x, double y) {
        return ImVec2(p0.x + float(x) * size, p1.y - float((y - lo) / (hi - lo)) * size);
    };
    const ImU32 grid = IM_COL32(255, 255, 255, 40), axis = IM_COL32(255, 255, 255, 140);
    const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text), curve = IM_COL32(255, 204, 77, 255);
    draw->AddRectFilled(p0, p1, IM_COL32(0, 0, 0, 90));
    draw->AddLine(map(0, 1), map(1, 1), grid);  // progress 1 (overshoot shows above it)
    draw->AddLine(map(0.5, lo), map(0.5, hi), grid);
    draw->AddLine(map(0, lo), map(0, hi), axis);
    draw->AddLine(map(0, 0), map(1, 0), axis);
    draw->AddText(ImVec2(p0.x - label * 1.2f, map(0, 0).y - label * 0.5f), text, "0");
    draw->AddText(ImVec2(p0.x - label * 1.2f, map(0, 1).y - label * 0.5f), text, "1");
    draw->AddText(ImVec2(p1.x - ImGui::CalcTextSize("time 1").x, p1.y + 2), text, "time 1");
    draw->AddText(ImVec2(p0.x + 3, p0.y), text, "progress");
    const ImVec2 a = map(0, 0), b = map(x1, y1), c = map(x2, y2), d = map(1, 1);
    draw->AddLine(a, b, IM_COL32(120, 180, 255, 160));
    draw->AddLine(d, c, IM_COL32(120, 180, 255, 160));
    draw->AddCircleFilled(b, 3, IM_COL32(120, 180, 255, 255));
    draw->AddCircleFilled(c, 3, IM_COL32(120, 180, 255, 255));
    draw->AddBezierCubic(a, b, c, d, curve, 2);
    if (progress >= 0) {
        double x = progress > 1 ? 1 : progress;
        ImVec2 dot = map(x, curveY(x1, y1, x2, y2, x));
        draw->AddLine(ImVec2(dot.x, p0.y), ImVec2(dot.x, p1.y), IM_COL32(255, 255, 255, 70));
        draw->AddCircleFilled(dot, 4.5f, IM_COL32(255, 255, 255, 255));
    }
    ImGui::Dummy(ImVec2(size + label * 1.4f, size + label * 1.7f));
}
