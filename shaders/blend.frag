#version 330 core
// A group composited with a blend mode (a layer's compositingFilter): u_texture holds the group with
// its mask and opacity applied, u_backdrop what its parent held before; both premultiplied, sampled at
// the same pixel. The output replaces the parent's pixel (blending off), by the W3C compositing
// formulas Core Image's blend filters follow:
//   alpha  = as + ab - as ab
//   colour = (1 - ab) Cs' + (1 - as) Cb' + as ab B(Cb, Cs)     (' premultiplied)
// u_blendMode is CGBlendMode's raw value: 1 multiply ... 15 luminosity, 27 plus lighter (addition).
#include "layer_fragment.glsl"

uniform sampler2D u_texture;
uniform sampler2D u_backdrop;
uniform int u_blendMode;
uniform vec2 u_targetSize;

float lum(vec3 c) { return dot(c, vec3(0.3, 0.59, 0.11)); }

vec3 clipColor(vec3 c) {
    float l = lum(c), n = min(min(c.r, c.g), c.b), x = max(max(c.r, c.g), c.b);
    if (n < 0.0) c = l + (c - l) * l / max(l - n, 1e-6);
    if (x > 1.0) c = l + (c - l) * (1.0 - l) / max(x - l, 1e-6);
    return c;
}

vec3 setLum(vec3 c, float l) { return clipColor(c + (l - lum(c))); }

float sat(vec3 c) { return max(max(c.r, c.g), c.b) - min(min(c.r, c.g), c.b); }

// The colour with saturation s, its channels keeping their order (the W3C SetSat).
vec3 setSat(vec3 c, float s) {
    float n = min(min(c.r, c.g), c.b), x = max(max(c.r, c.g), c.b);
    return x > n ? (c - n) * s / (x - n) : vec3(0.0);
}

float dodge(float b, float s) { return b == 0.0 ? 0.0 : s >= 1.0 ? 1.0 : min(1.0, b / (1.0 - s)); }
float burn(float b, float s) { return b >= 1.0 ? 1.0 : s <= 0.0 ? 0.0 : 1.0 - min(1.0, (1.0 - b) / s); }
float hardLight(float b, float s) { return s <= 0.5 ? b * 2.0 * s : b + (2.0 * s - 1.0) - b * (2.0 * s - 1.0); }
float softLight(float b, float s) {
    if (s <= 0.5) return b - (1.0 - 2.0 * s) * b * (1.0 - b);
    float d = b <= 0.25 ? ((16.0 * b - 12.0) * b + 4.0) * b : sqrt(b);
    return b + (2.0 * s - 1.0) * (d - b);
}

vec3 blend(vec3 b, vec3 s) {
    switch (u_blendMode) {
    case 1: return b * s;
    case 2: return b + s - b * s;
    case 3: return vec3(hardLight(s.r, b.r), hardLight(s.g, b.g), hardLight(s.b, b.b));
    case 4: return min(b, s);
    case 5: return max(b, s);
    case 6: return vec3(dodge(b.r, s.r), dodge(b.g, s.g), dodge(b.b, s.b));
    case 7: return vec3(burn(b.r, s.r), burn(b.g, s.g), burn(b.b, s.b));
    case 8: return vec3(softLight(b.r, s.r), softLight(b.g, s.g), softLight(b.b, s.b));
    case 9: return vec3(hardLight(b.r, s.r), hardLight(b.g, s.g), hardLight(b.b, s.b));
    case 10: return abs(b - s);
    case 11: return b + s - 2.0 * b * s;
    case 12: return setLum(setSat(s, sat(b)), lum(b));
    case 13: return setLum(setSat(b, sat(s)), lum(b));
    case 14: return setLum(s, lum(b));
    case 15: return setLum(b, lum(s));
    default: return s;
    }
}

void main() {
    vec2 uv = gl_FragCoord.xy / u_targetSize;
    vec4 src = texture(u_texture, uv);
    vec4 dst = texture(u_backdrop, uv);
    if (u_blendMode == 27) {
        o_color = min(src + dst, vec4(1.0));
        return;
    }
    vec3 s = src.a > 0.0 ? src.rgb / src.a : vec3(0.0);
    vec3 b = dst.a > 0.0 ? dst.rgb / dst.a : vec3(0.0);
    vec3 mixed = clamp(blend(b, s), 0.0, 1.0);
    o_color = vec4((1.0 - dst.a) * src.rgb + (1.0 - src.a) * dst.rgb + src.a * dst.a * mixed,
                   src.a + dst.a - src.a * dst.a);
}
