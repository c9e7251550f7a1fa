// The inspector's value-over-time plot: one polyline per component of the sampled values, the value
// range and the time range labelled, the playhead across it.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cmath>
#include <cstdio>

extern "C" void sgui_value_plot(const char *id, const double *values, int samples, int components, double t0, double t1,
                                double time, float height, bool scaled, const double *mark_times,
                                const double *mark_values, const int *mark_lines, int mark_count) {
    ImGui::PushID(id);
    const float width = ImGui::GetContentRegionAvail().x;
    const ImVec2 p0 = ImGui::GetCursorScreenPos(), p1(p0.x + width, p0.y + height);
    ImGui::Dummy(ImVec2(width, height));
    ImGui::PopID();
    if (!ImGui::IsItemVisible() || width < 4) return;
    ImDrawList *draw = ImGui::GetWindowDrawList();
    draw->AddRectFilled(p0, p1, IM_COL32(0, 0, 0, 90));
    double lo = INFINITY, hi = -INFINITY;
    for (int i = 0; i < samples * components; i++) {
        if (std::isfinite(values[i])) { lo = std::fmin(lo, values[i]); hi = std::fmax(hi, values[i]); }
    }
    const float label = ImGui::GetTextLineHeight();
    const ImU32 text = IM_COL32(255, 255, 255, 170);
    char buffer[48];
    if (scaled && lo <= hi) { lo = 0; hi = 1; }
    if (lo <= hi) {
        const double pad = hi > lo ? (hi - lo) * 0.08 : (std::fabs(hi) > 0 ? std::fabs(hi) * 0.1 : 1);
        const double a = lo - pad, b = hi + pad;
        const float top = p0.y + label, bottom = p1.y - label;
        auto at = [&](int s, double v) {
            const float x = p0.x + (samples > 1 ? float(s) / float(samples - 1) : 0) * width;
            return ImVec2(x, bottom - float((v - a) / (b - a)) * (bottom - top));
        };
        static const ImU32 colours[] = {IM_COL32(255, 204, 77, 255), IM_COL32(110, 220, 120, 255),
                                        IM_COL32(240, 110, 110, 255), IM_COL32(200, 160, 255, 255),
                                        IM_COL32(255, 150, 220, 255), IM_COL32(160, 230, 230, 255)};
        for (int c = 0; c < components; c++) {
            const ImU32 colour = colours[c % 6];
            for (int s = 1; s < samples; s++) {
                const double u = values[(s - 1) * components + c], v = values[s * components + c];
                if (std::isfinite(u) && std::isfinite(v)) draw->AddLine(at(s - 1, u), at(s, v), colour, 1.5f);
            }
        }
        // Keyframes: a dot on the line at each key time.
        for (int i = 0; i < mark_count; i++) {
            if (!(t1 > t0) || !std::isfinite(mark_values[i])) continue;
            const float x = p0.x + float((mark_times[i] - t0) / (t1 - t0)) * width;
            const ImVec2 centre(x, at(0, mark_values[i]).y);
            draw->AddCircleFilled(centre, 3.5f, IM_COL32(20, 20, 24, 255), 8);
            draw->AddCircleFilled(centre, 2.5f, colours[(mark_lines[i] % 6 + 6) % 6], 8);
        }
        if (!scaled) {
            std::snprintf(buffer, sizeof buffer, "%.4g", hi);
            draw->AddText(ImVec2(p0.x + 3, p0.y), text, buffer);
            std::snprintf(buffer, sizeof buffer, "%.4g", lo);
            draw->AddText(ImVec2(p0.x + 3, p1.y - label), text, buffer);
        }
    } else {
        draw->AddText(ImVec2(p0.x + 3, p0.y), text, "no numeric value");
    }
    std::snprintf(buffer, sizeof buffer, "%g s", t1);
    draw->AddText(ImVec2(p1.x - ImGui::CalcTextSize(buffer).x - 3, p1.y - label), text, buffer);
    if (t1 > t0 && time >= t0 && time <= t1) {
        const float x = p0.x + float((time - t0) / (t1 - t0)) * width;
        draw->AddLine(ImVec2(x, p0.y), ImVec2(x, p1.y), IM_COL32(255, 255, 255, 255), 2);
    }
}
