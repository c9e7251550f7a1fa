// The viewport's background around the scene: dark, light or a checkerboard, behind every panel.
#include "CImGuiBridge.h"

#include <imgui.h>
#include <cmath>

namespace {
void fill(ImDrawList *draw, float x0, float y0, float x1, float y1, SGUIBackdrop kind) {
    if (x1 <= x0 || y1 <= y0) return;
    if (kind == SGUIBackdropLight) { draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), IM_COL32(232, 232, 236, 255)); return; }
    if (kind == SGUIBackdropDark) { draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), IM_COL32(28, 28, 32, 255)); return; }
    // Checker squares aligned to the window, clipped to the rectangle.
    const float cell = 12;
    draw->AddRectFilled(ImVec2(x0, y0), ImVec2(x1, y1), IM_COL32(200, 200, 200, 255));
    for (float y = std::floor(y0 / cell) * cell; y < y1; y += cell) {
        for (float x = std::floor(x0 / cell) * cell; x < x1; x += cell) {
            if ((int(x / cell) + int(y / cell)) % 2 == 0) continue;
            draw->AddRectFilled(ImVec2(std::fmax(x, x0), std::fmax(y, y0)),
                                ImVec2(std::fmin(x + cell, x1), std::fmin(y + cell, y1)), IM_COL32(150, 150, 150, 255));
        }
    }
}
}  // namespace

extern "C" void sgui_backdrop(float x, float y, float w, float h, float hx, float hy, float hw, float hh, SGUIBackdrop kind) {
    ImDrawList *draw = ImGui::GetBackgroundDrawList();
    float right = x + w, bottom = y + h;
    float hr = std::fmin(hx + hw, right), hb = std::fmin(hy + hh, bottom);
    float hl = std::fmax(hx, x), ht = std::fmax(hy, y);
    if (hr <= hl || hb <= ht) { fill(draw, x, y, right, bottom, kind); return; }
    fill(draw, x, y, right, ht, kind);        // above the scene
    fill(draw, x, hb, right, bottom, kind);   // below
    fill(draw, x, ht, hl, hb, kind);          // left
    fill(draw, hr, ht, right, hb, kind);      // right
}
