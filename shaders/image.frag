#version 330 core
// Image contents without a mask: layer.frag's texture mode alone. On llvmpipe a shader's cost per
// fragment grows with everything it could do, so the dust's 32 image layers get this one, with its
// texture coordinate and alpha interpolated from layer.vert (IMAGE_VARYINGS), and the tint multiply
// only in the variant that text needs (IMAGE_TINT): images drawn without it are a fifth cheaper.
in vec2 v_uv;
in float v_alpha;
out vec4 o_color;             // premultiplied (blend ONE, ONE_MINUS_SRC_ALPHA)

uniform sampler2D u_texture;
#ifdef IMAGE_TINT
uniform vec4 u_tint;          // premultiplied; text is white coverage tinted by its colour
#endif

void main() {
#ifdef IMAGE_TINT
    o_color = texture(u_texture, v_uv) * u_tint * v_alpha;
#else
    o_color = texture(u_texture, v_uv) * v_alpha;
#endif
}
