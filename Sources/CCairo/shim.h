/* Cairo's image-surface API: the rasterizer behind CoreGraphics' bitmap contexts (CGContext) and
   CALayer.render(in:). */
#pragma once
#include <cairo.h>
