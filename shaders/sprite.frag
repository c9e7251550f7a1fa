#version 330 core
// A particle's picture times its colour (premultiplied; blend ONE, ONE_MINUS_SRC_ALPHA, or ONE, ONE
// when additive). The texture holds only the picture's non-transparent part: outside it, nothing.
in vec2 v_uv;
in vec4 v_color;
out vec4 o_color;

uniform sampler2D u_texture;

void main() {
    if (any(lessThan(v_uv, vec2(0.0))) || any(greaterThan(v_uv, vec2(1.0)))) {
        o_color = vec4(0.0);
    } else {
        o_color = texture(u_texture, v_uv) * v_color;
    }
}
