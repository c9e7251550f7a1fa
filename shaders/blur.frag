#version 330 core
// One pass of a separable Gaussian blur over an offscreen texture (run twice: horizontal, vertical).
// Taps come in pairs merged by linear filtering; weights are normalised on the CPU.
#include "layer_fragment.glsl"

uniform sampler2D u_texture;
uniform vec2 u_targetSize;
uniform vec2 u_direction;      // one device pixel along the blur axis, in texture units
uniform int u_tapCount;
uniform float u_weights[64];
uniform float u_offsets[64];
uniform vec4 u_tint;           // premultiplied shadow colour: output = tint * blurred alpha; (0) keeps colour
uniform int u_useTint;
uniform vec2 u_sourceOffset;   // pixels: the output at p reads the source around p - offset (a shadow's offset)
uniform vec4 u_sampleBox;      // pixels (x0, y0, x1, y1): taps outside are moved to its edge (a backdrop's box)
uniform float u_saturation;    // 1 keeps colours; a backdrop's saturation, applied to the blurred colour

vec4 tap(vec2 uv) {
    return texture(u_texture, clamp(uv, (u_sampleBox.xy + 0.5) / u_targetSize, (u_sampleBox.zw - 0.5) / u_targetSize));
}

void main() {
    vec2 uv = (gl_FragCoord.xy - u_sourceOffset) / u_targetSize;
    vec4 sum = tap(uv) * u_weights[0];
    for (int i = 1; i < 64; i++) {
        if (i >= u_tapCount) break;
        vec2 o = u_direction * u_offsets[i];
        sum += (tap(uv + o) + tap(uv - o)) * u_weights[i];
    }
    if (u_saturation != 1.0) {
        // Premultiplied colours scale with alpha, and so does their luminance: the same matrix serves.
        float luminance = dot(sum.rgb, vec3(0.2126, 0.7152, 0.0722));
        sum.rgb = clamp(vec3(luminance) + (sum.rgb - vec3(luminance)) * u_saturation, vec3(0.0), vec3(sum.a));
    }
    o_color = u_useTint == 1 ? u_tint * sum.a : sum;
}
