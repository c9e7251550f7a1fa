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
#ifdef IMAGE_VARYINGS
// The image program's texture coordinate and alpha are affine in the layer point, so they are
// interpolated from here rather than computed per fragment: on llvmpipe, where every fragment
// instruction is paid in software, that (with the untinted image variant) made stress-dust's frames 0.58x.
#include "box.glsl"
uniform vec4 u_rect;          // the image box in layer points
uniform vec4 u_uvRect;        // texture rectangle for u_rect (contentsRect)
uniform float u_opacity;
out vec2 v_uv;
out float v_alpha;            // the fringe's coverage times the opacity
#endif

void main() {
    vec2 p = u_useQuad == 1 ? u_quad.xy + a_position * u_quad.zw : a_position;
    v_coverage = a_coverage;
    v_local = p;
#ifdef IMAGE_VARYINGS
    v_uv = contentsCoordinates(p, u_rect, u_uvRect);
    // Every vertex's coverage lies in 0...1, so clamping here equals clamping the interpolated value.
    v_alpha = clamp(a_coverage, 0.0, 1.0) * u_opacity;
#endif
    gl_Position = u_transform * vec4(p, 0.0, 1.0);
}
