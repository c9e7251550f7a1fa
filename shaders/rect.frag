#version 330 core
// A layer's background and border with cornerRadius, without a mask: layer.frag's round-rect mode
// alone (coverage from a distance field), so that every background does not pay for the whole
// layer program on llvmpipe.
in float v_coverage;
in vec2 v_local;
out vec4 o_color;

uniform float u_opacity;
uniform vec4 u_rect;             // x, y, width, height in layer points
uniform float u_radius;
uniform float u_borderWidth;
uniform vec4 u_color;            // fill, premultiplied
uniform vec4 u_borderColor;      // premultiplied
uniform float u_pointsPerPixel;  // width of the anti-aliasing ramp, in layer points

void main() {
    vec2 halfSize = u_rect.zw * 0.5;
    float r = min(u_radius, min(halfSize.x, halfSize.y));
    vec2 q = abs(v_local - (u_rect.xy + halfSize)) - halfSize + vec2(r);
    float d = length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
    float aa = max(u_pointsPerPixel, 1e-6);
    float outer = clamp(0.5 - d / aa, 0.0, 1.0);
    vec4 c;
    if (u_borderWidth <= 0.0) {
        c = u_color * outer;
    } else {
        float inner = clamp(0.5 - (d + u_borderWidth) / aa, 0.0, 1.0);
        vec4 border = u_borderColor * (outer - inner);
        c = border + u_color * inner * (1.0 - border.a);
    }
    o_color = c * (clamp(v_coverage, 0.0, 1.0) * u_opacity);
}
