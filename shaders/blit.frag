#version 330 core
// Image contents placed one texel to one device pixel (TexelPlacement.swift): each pixel is one texel,
// read with texelFetch, so there is no filtering to pay for and the pixels are the image's own.
#include "layer_fragment.glsl"

uniform float u_opacity;
uniform sampler2D u_texture;
uniform ivec2 u_texelOrigin;  // the device pixel (column, row from the top) of the texture's texel (0, 0)
uniform vec2 u_targetSize;    // device pixels of the current target

void main() {
    ivec2 pixel = ivec2(int(gl_FragCoord.x), int(u_targetSize.y) - 1 - int(gl_FragCoord.y));
    ivec2 texel = clamp(pixel - u_texelOrigin, ivec2(0), textureSize(u_texture, 0) - 1);
    o_color = texelFetch(u_texture, texel, 0) * (clamp(v_coverage, 0.0, 1.0) * u_opacity);
}
