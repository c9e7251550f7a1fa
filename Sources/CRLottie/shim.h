/* rlottie's C API: the reference Lottie renderer that the Lottie tests compare against
   (SandglassLottieReference). */
#pragma once
#include <rlottie_capi.h>
