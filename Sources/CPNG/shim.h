/* libpng's simplified API (no setjmp needed). PNG_FORMAT_RGBA is a compound macro that does not
   import into Swift, so it is restated as a constant here. */
#pragma once
#include <png.h>
static const unsigned int SG_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
