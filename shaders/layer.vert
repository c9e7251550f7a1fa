#version 330 core
// Every layer draw goes through this vertex shader. Positions arrive in the layer's own points
// (bounds coordinates, y down); `u_transform` maps them to clip space (layer -> root -> projection).
// `a_coverage` is the anti-aliasing fringe value from the tessellator: 1 inside, 0 at the fringe's
// outer edge. `v_local` keeps the layer-space position for gradients, images and rounded rects.
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
