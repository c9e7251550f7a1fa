#version 330 core
// Premultiplied colour x coverage, interpolated (blend ONE, ONE_MINUS_SRC_ALPHA).
in vec4 v_color;
out vec4 o_color;

void main() {
    o_color = v_color;
}
