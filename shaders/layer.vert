#version 330 core
// Every layer draw goes through this vertex shader. Positions arrive in the layer's own points
// (bounds coordinates, y down); `u_transform` maps them to clip space (layer -> root -> projection).
// `a_coverage` is the anti-aliasing fringe value from the tessellator: 1 inside, 0 at the fringe's
// outer edge. `v_local` keeps the layer-space position for gradients, images and rounded rects.
layout(location = 0) in vec2 a_position;
layout(location = 1) in float a_coverage;
uniform mat4 u_transform;
uniform int u_useQuad;        // 1: a_position is a corner of the unit square, placed on u_quad
uniform vec4 u_quad;          // x, y, width, height in layer points (rectangles drawn without an upload)
out float v_coverage;
out vec2 v_local;

void main() {
    vec2 p = u_useQuad == 1 ? u_quad.xy + a_position * u_quad.zw : a_position;
    v_coverage = a_coverage;
    v_local = p;
    gl_Position = u_transform * vec4(p, 0.0, 1.0);
}
