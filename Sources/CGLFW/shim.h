/* GLFW without its own GL header: GL comes from libepoxy in SandglassGL. */
#pragma once
#define GLFW_INCLUDE_NONE
#include <GLFW/glfw3.h>
