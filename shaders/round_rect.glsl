// A layer's background and border with cornerRadius, coverage from a distance field (layer.frag's
// round-rect mode, rect.frag).

// Signed distance to a rounded rectangle (negative inside), in layer points.
float roundedRectDistance(vec2 p, vec4 rect, float radius) {
    vec2 halfSize = rect.zw * 0.5;
    vec2 centre = rect.xy + halfSize;
    float r = min(radius, min(halfSize.x, halfSize.y));
    vec2 q = abs(p - centre) - halfSize + vec2(r);
    return length(max(q, 0.0)) + min(max(q.x, q.y), 0.0) - r;
}

// Premultiplied colour at `p` of `rect` with corner `radius` filled with `fill`, and a border of
// `borderWidth` in `borderColor` inside its edge; `pointsPerPixel` is the width of the anti-aliasing ramp.
vec4 roundRectColor(vec2 p, vec4 rect, float radius, float borderWidth, vec4 fill, vec4 borderColor,
                    float pointsPerPixel) {
    float d = roundedRectDistance(p, rect, radius);
    float aa = max(pointsPerPixel, 1e-6);
    float outer = clamp(0.5 - d / aa, 0.0, 1.0);
    if (borderWidth <= 0.0) return fill * outer;
    float inner = clamp(0.5 - (d + borderWidth) / aa, 0.0, 1.0);
    // Border over background, both premultiplied.
    vec4 background = fill * inner;
    vec4 border = borderColor * (outer - inner);
    return border + background * (1.0 - border.a);
}
