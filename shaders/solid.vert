#version 330 core
// Positions arrive in the layer's points (y down); `u_transform` maps them to clip space.
// `a_coverage` is the anti-aliasing fringe value: 1 inside a shape, 0 at the outer edge of the fringe.
layout(location = 0) in vec2 a_position;
layout(location = 1) in float a_coverage;
uniform mat4 u_transform;
out float v_coverage;
out vec2 v_local;

void main() {
    v_coverage = a_coverage;
    v_local = a_position;
    gl_Position = u_transform * vec4(a_position, 0.0, 1.0);
}
