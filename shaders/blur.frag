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

void main() {
    vec2 uv = (gl_FragCoord.xy - u_sourceOffset) / u_targetSize;
    vec4 sum = texture(u_texture, uv) * u_weights[0];
    for (int i = 1; i < 64; i++) {
        if (i >= u_tapCount) break;
        vec2 o = u_direction * u_offsets[i];
        sum += (texture(u_texture, uv + o) + texture(u_texture, uv - o)) * u_weights[i];
    }
    o_color = u_useTint == 1 ? u_tint * sum.a : sum;
}
