/* libepoxy (GL + EGL) with real-name wrappers; see scripts/gen-gl-wrappers.py. */
#pragma once
#include "sg_gl_wrappers.h"
