/* zlib's raw inflate and CRC-32: the deflated entries of ZIP archives (`.lottie` files, ZipArchive). */
#pragma once
#include <zlib.h>
