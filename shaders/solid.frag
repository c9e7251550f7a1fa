#version 330 core
// A premultiplied colour scaled by the fringe coverage.
in float v_coverage;
in vec2 v_local;
uniform vec4 u_color;
out vec4 o_color;

void main() {
    o_color = u_color * clamp(v_coverage, 0.0, 1.0);
}
