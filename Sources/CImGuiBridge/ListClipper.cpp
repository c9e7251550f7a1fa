// ImGuiListClipper behind a C handle: a long list whose rows off screen cost nothing to draw.
#include "CImGuiBridge.h"

#include <imgui.h>

struct SGListClipper {
    ImGuiListClipper clipper;
};

extern "C" SGListClipper *sgui_list_clipper_begin(int count) {
    SGListClipper *list = new SGListClipper();
    list->clipper.Begin(count);
    return list;
}

extern "C" bool sgui_list_clipper_step(SGListClipper *list, int *first, int *end) {
    if (list->clipper.Step()) {
        *first = list->clipper.DisplayStart;
        *end = list->clipper.DisplayEnd;
        return true;
    }
    delete list;   // Step() has called End()
    return false;
}
