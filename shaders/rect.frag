#version 330 core
// A layer's background and border with cornerRadius, without a mask: layer.frag's round-rect mode
// alone (coverage from a distance field), so that every background does not pay for the whole
// layer program on llvmpipe.
#include "layer_fragment.glsl"
#include "round_rect.glsl"

uniform float u_opacity;
uniform vec4 u_rect;             // x, y, width, height in layer points
uniform float u_radius;
uniform float u_borderWidth;
uniform vec4 u_color;            // fill, premultiplied
uniform vec4 u_borderColor;      // premultiplied
uniform float u_pointsPerPixel;  // width of the anti-aliasing ramp, in layer points

void main() {
    vec4 c = roundRectColor(v_local, u_rect, u_radius, u_borderWidth, u_color, u_borderColor, u_pointsPerPixel);
    o_color = c * (clamp(v_coverage, 0.0, 1.0) * u_opacity);
}
