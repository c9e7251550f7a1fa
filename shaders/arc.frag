#version 330 core
// Coverage of an arc stroke at this pixel, as a 1-pixel box filter across the arc and across its end
// lines. v_local: offset from the circle's centre in device pixels, in a frame where the drawn arc
// runs from angle 0 (the +x axis) towards +y for `length` pixels measured on the centre line.
// Each feature is compiled in only where a draw needs it (ARC_ENDS, ARC_ROUND_CAPS, ARC_DASHES,
// ARC_RAMP): a software rasterizer runs every branch of a shader for every pixel.
in vec2 v_local;
flat in vec2 v_arc;
flat in vec4 v_color;
#ifdef ARC_ENDS
flat in vec2 v_ends;
flat in vec2 v_end;
#endif
#ifdef ARC_DASHES
flat in vec3 v_dash;
flat in vec3 v_segment;
#endif
#ifdef ARC_RAMP
in vec3 v_paint;
flat in vec3 v_ramp;
uniform sampler2D u_ramps;  // one axial gradient per row, 256 premultiplied samples of t in 0...1
#endif
out vec4 o_color;

#include "constants.glsl"

// How much of the pixel [x - 0.5, x + 0.5] lies inside [lo, hi].
float band(float lo, float hi, float x) {
    return clamp(min(hi, x + 0.5) - max(lo, x - 0.5), 0.0, 1.0);
}

#ifdef ARC_DASHES
// The angle of v_local in the band's own angles (lo...hi, never wrapped): the middle of the segment whose
// triangle covers this pixel plus the offset from it. The pixel lies in that segment's wedge, at most
// pi/8 from its middle, so four terms of atan's series give the offset to 4e-5 rad; llvmpipe's atan
// with its quadrant and wrap fix-ups made dashed hairlines a quarter more costly.
float bandAngle() {
    vec2 p = vec2(dot(v_local, v_segment.yz), v_local.y * v_segment.y - v_local.x * v_segment.z);
    float t = p.y / max(p.x, 1e-6), t2 = t * t;
    return v_segment.x + t * (1.0 + t2 * (-1.0 / 3.0 + t2 * (0.2 + t2 * (-1.0 / 7.0))));
}

// Coverage along the dash pattern at arc position s (each dash stretched by `reach` at both ends).
float dashes(float s, float reach) {
    float period = v_dash.x + v_dash.y;
    float u = mod(s + v_dash.z, period);
    return min(1.0, band(-reach, v_dash.x + reach, u) + band(period - reach, period + v_dash.x + reach, u)
                    + band(-period - reach, -period + v_dash.x + reach, u));
}
#endif

void main() {
    float radius = v_arc.x, halfWidth = v_arc.y;
    float coverage = band(-halfWidth, halfWidth, length(v_local) - radius);
#ifdef ARC_ENDS
    float len = v_ends.x;
    if (len >= 0.0) {
        // Past the start line (the +x axis) and before the end line, pushed out by a square cap;
        // the drawn sector is where both hold (at most half a turn) or either (more).
        int cap = int(v_ends.y + 0.5);
        float reach = cap == 1 ? halfWidth : 0.0;
        float afterStart = clamp(v_local.y + reach + 0.5, 0.0, 1.0);
        float beforeEnd = clamp(v_local.x * v_end.y - v_local.y * v_end.x + reach + 0.5, 0.0, 1.0);
        float along = len <= PI * radius ? afterStart * beforeEnd : min(1.0, afterStart + beforeEnd);
        coverage *= along;
#ifdef ARC_ROUND_CAPS
        if (cap == 2) {
            float peak = min(1.0, 2.0 * halfWidth);
            float start = clamp(halfWidth + 0.5 - distance(v_local, vec2(radius, 0.0)), 0.0, peak);
            float end = clamp(halfWidth + 0.5 - distance(v_local, radius * v_end), 0.0, peak);
            coverage = max(coverage, max(start, end));
        }
#endif
#ifdef ARC_DASHES
        if (v_dash.x > 0.0 && coverage > 0.0) {
            // The position along the arc: just before the start counts as negative.
            coverage *= dashes(bandAngle() * radius, reach);
        }
#endif
    } else
#endif
    {
#ifdef ARC_DASHES
        if (v_dash.x > 0.0 && coverage > 0.0) {
            coverage *= dashes(bandAngle() * radius, 0.0);
        }
#endif
    }
    if (coverage <= 0.0) discard;
#ifdef ARC_RAMP
    if (v_ramp.x >= 0.0) {
        // A mask painted with its layer's gradient: nothing outside the layer's bounds.
        if (any(lessThan(v_paint.xy, vec2(0.0))) || any(greaterThan(v_paint.xy, vec2(1.0)))) discard;
        vec2 size = vec2(textureSize(u_ramps, 0));
        vec2 at = vec2((clamp(v_paint.z, 0.0, 1.0) * (size.x - 1.0) + 0.5) / size.x, (v_ramp.x + 0.5) / size.y);
        // The mask's alpha, with a sharp shadow under it: A = a + sigma a (1 - a).
        float a = v_ramp.y * coverage;
        o_color = texture(u_ramps, at) * (v_color.a * (a + v_ramp.z * a * (1.0 - a)));
        return;
    }
#endif
    o_color = v_color * coverage;
}
