#version 330 core
// Image contents without a mask: layer.frag's texture mode alone. On llvmpipe a shader's cost per
// fragment grows with everything it could do, so the dust's 32 image layers get this one.
#include "layer_fragment.glsl"
#include "box.glsl"

uniform float u_opacity;
uniform vec4 u_rect;          // the image box in layer points
uniform sampler2D u_texture;
uniform vec4 u_uvRect;        // texture rectangle for u_rect (contentsRect)
uniform vec4 u_tint;          // premultiplied; text is white coverage tinted by its colour, images (1, 1, 1, 1)

void main() {
    vec2 uv = contentsCoordinates(v_local, u_rect, u_uvRect);
    o_color = texture(u_texture, uv) * u_tint * (clamp(v_coverage, 0.0, 1.0) * u_opacity);
}
