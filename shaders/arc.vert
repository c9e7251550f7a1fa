#version 330 core
// Analytic arc strokes (ArcStroke): a coarse annulus in root points; the fragment shader covers it.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_local;
layout(location = 2) in vec4 a_arc;    // radius, half width, drawn length (< 0: whole ring), cap
layout(location = 3) in vec3 a_dash;   // on, off, pattern position at the start (device pixels)
layout(location = 4) in vec4 a_color;  // premultiplied
layout(location = 5) in vec4 a_paint;  // unit bounds u, v and gradient t of a painted mask; ramp row (< 0: colour)
layout(location = 6) in vec2 a_mask;   // painted mask: its alpha k at full coverage, sharp shadow strength
#include "root_points.glsl"
out vec2 v_local;
flat out vec4 v_arc;
flat out vec3 v_dash;
flat out vec4 v_color;
flat out vec2 v_end;  // unit vector from the centre to the end of the drawn arc
out vec3 v_paint;
flat out float v_ramp;
flat out vec2 v_mask;

void main() {
    v_local = a_local;
    v_arc = a_arc;
    v_dash = a_dash;
    v_color = a_color;
    v_paint = a_paint.xyz;
    v_ramp = a_paint.w;
    v_mask = a_mask;
    float angle = a_arc.z / max(a_arc.x, 1e-6);
    v_end = vec2(cos(angle), sin(angle));
    gl_Position = rootPointToClip(a_position);
}
