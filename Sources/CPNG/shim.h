/* libpng's simplified API (no setjmp needed) for reading; zlib for the writer (PNGEncoder), which
   filters and deflates itself. PNG_FORMAT_RGBA is a compound macro that does not import into Swift,
   so it is restated as a constant here. */
#pragma once
#include <png.h>
#include <zlib.h>
static const unsigned int SG_PNG_FORMAT_RGBA = PNG_FORMAT_RGBA;
