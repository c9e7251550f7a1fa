#version 330 core
// Analytic arc strokes (ArcStroke), one instance per arc: this stage builds a coarse annulus around the
// arc as a strip of quads between two radii (segments past the arc's own count repeat its last pair, so
// one draw serves arcs of any size); the fragment shader computes the exact coverage.
// Features (ARC_ENDS, ARC_ROUND_CAPS, ARC_DASHES, ARC_RAMP) are defined by the loader per program.
layout(location = 0) in vec4 a_place;   // centre x, y (root points); axis x, y (root points per local pixel)
layout(location = 1) in vec4 a_band;    // direction (-1 mirrored), first angle, angle per segment, segments
layout(location = 2) in vec4 a_radii;   // inner and outer vertex radius, centre-line radius, half width (pixels)
layout(location = 3) in vec4 a_ends;    // drawn length (< 0: whole ring), cap, dash on, dash off
layout(location = 4) in vec4 a_paint;   // dash phase, ramp row (< 0: colour), mask alpha, mask shadow
layout(location = 5) in vec4 a_unit;    // root points to the painting layer's unit bounds: a, b, c, d
layout(location = 6) in vec4 a_unitT;   // its tx, ty; the gradient's start in unit bounds
layout(location = 7) in vec2 a_step;    // the gradient's direction over its squared length
layout(location = 8) in vec4 a_color;   // premultiplied
#include "root_points.glsl"
out vec2 v_local;
flat out vec2 v_arc;    // radius, half width
flat out vec4 v_color;
#ifdef ARC_ENDS
flat out vec2 v_ends;   // drawn length (< 0: whole ring), cap
flat out vec2 v_end;    // unit vector from the centre to the end of the drawn arc
#endif
#ifdef ARC_DASHES
flat out vec3 v_dash;   // on, off, pattern position at the start (pixels)
flat out vec3 v_segment; // the middle angle of the segment this triangle belongs to, its cosine and sine
#endif
#ifdef ARC_RAMP
out vec3 v_paint;       // unit bounds u, v and the gradient's t
flat out vec3 v_ramp;   // ramp row, mask alpha, mask shadow
#endif

void main() {
    int segment = min(gl_VertexID / 2, int(a_band.w));
    float angle = a_band.y + a_band.z * float(segment);
    float r = (gl_VertexID & 1) == 0 ? a_radii.x : a_radii.y;
    vec2 local = r * vec2(cos(angle), sin(angle));
    vec2 axis = a_place.zw;
    vec2 root = a_place.xy + local.x * axis + (local.y * a_band.x) * vec2(-axis.y, axis.x);
    v_local = local;
    v_arc = a_radii.zw;
    v_color = a_color;
#ifdef ARC_ENDS
    v_ends = a_ends.xy;
    float end = a_ends.x / max(a_radii.z, 1e-6);
    v_end = vec2(cos(end), sin(end));
#endif
#ifdef ARC_DASHES
    v_dash = vec3(a_ends.zw, a_paint.x);
    // Both triangles of segment i take their flat values from a vertex of pair i + 1 (the last vertex
    // of a strip triangle provokes), so pair i + 1 carries the middle of segment i.
    float middle = a_band.y + a_band.z * (float(segment) - 0.5);
    v_segment = vec3(middle, cos(middle), sin(middle));
#endif
#ifdef ARC_RAMP
    vec2 unit = vec2(a_unit.x * root.x + a_unit.z * root.y + a_unitT.x, a_unit.y * root.x + a_unit.w * root.y + a_unitT.y);
    v_paint = vec3(unit, dot(unit - a_unitT.zw, a_step));
    v_ramp = a_paint.yzw;
#endif
    gl_Position = rootPointToClip(root);
}
