/* OpenAL Soft: scene sounds in the preview. */
#pragma once
#include <AL/al.h>
#include <AL/alc.h>
