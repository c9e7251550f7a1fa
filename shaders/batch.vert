#version 330 core
// Batched solid shapes: positions already in root points (y down), premultiplied colour per vertex.
// One draw call covers any run of opaque strokes and convex fills in painter's order.
layout(location = 0) in vec2 a_position;
layout(location = 1) in float a_coverage;
layout(location = 2) in vec4 a_color;
#include "root_points.glsl"
out vec4 v_color;

void main() {
    v_color = a_color * clamp(a_coverage, 0.0, 1.0);
    gl_Position = rootPointToClip(a_position);
}
