/* Dear ImGui is C++: CImGuiBridge includes its headers itself. This target exists for imgui.pc, whose
   Cflags (-I/usr/include/imgui) SwiftPM passes to CImGuiBridge, and for the link line. Nothing imports
   this module from Swift. */
#pragma once
