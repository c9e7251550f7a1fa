#version 330 core
// All layer content, one compiled variant per paint (the loader defines one of LAYER_SOLID,
// LAYER_GRADIENT, LAYER_TEXTURE, LAYER_ROUND_RECT, LAYER_COMPOSITE; see LayerVariant.swift): llvmpipe
// runs every branch of a shader for every pixel, so one program with all five paths paid for the
// gradient loop, two texture reads and the rounded-rect distance on each composited pixel.
// Output is premultiplied colour (blend ONE, ONE_MINUS_SRC_ALPHA).
//   solid       u_color
//   gradient    u_stop* colours (premultiplied) at u_stopLocations; the kind is the variant's
//               (LAYER_GRADIENT_AXIAL, _RADIAL, _CONIC), LAYER_TWO_STOPS where there are exactly two;
//               u_start/u_end in layer points
//   texture     u_texture sampled at the layer-space position mapped through u_uvRect, times u_tint
//   round rect  background and border of a layer with cornerRadius, coverage from a distance field
//   composite   an offscreen layer group sampled at gl_FragCoord, times opacity
// LAYER_MASK multiplies by the alpha of u_mask (an offscreen render of the mask layer, sampled at
// gl_FragCoord); LAYER_POLYGON by a convex polygon's coverage (a mask that is one convex fill,
// computed here instead of drawn into a target).
#include "layer_fragment.glsl"
#include "box.glsl"
#include "round_rect.glsl"
#include "constants.glsl"

uniform vec4 u_color;
uniform float u_opacity;

uniform int u_stopCount;
uniform vec4 u_stopColors[64];
uniform float u_stopLocations[64];
uniform vec2 u_start;
uniform vec2 u_end;
uniform vec4 u_rect;          // x, y, width, height in layer points (gradient box, image box, round rect)

uniform sampler2D u_texture;
uniform vec4 u_uvRect;        // x, y, width, height in texture space for the u_rect box (contentsRect)
uniform vec4 u_tint;          // premultiplied; text is white coverage tinted by its colour, images (1, 1, 1, 1)

uniform float u_radius;
uniform float u_borderWidth;
uniform vec4 u_borderColor;
uniform float u_pointsPerPixel;  // width of the anti-aliasing ramp, in layer points

uniform int u_coreOnly;       // 1: discard partially covered fragments (first pass of translucent strokes)

uniform sampler2D u_mask;
uniform vec2 u_targetSize;    // device pixels of the current target

uniform int u_polygonEdges;
uniform vec3 u_polygon[8];    // edge i: dot(xy, gl_FragCoord.xy) + z = signed distance in pixels, inside > 0
uniform int u_clipEdges;      // a second polygon (0: none): a rotated masksToBounds of the mask
uniform vec3 u_clip[8];

// The signed distance in pixels from gl_FragCoord to the nearest of a convex polygon's edge lines.
float convexDistance(vec3 edges[8], int count) {
    float d = 1e9;
    for (int i = 0; i < 8; i++) {
        if (i >= count) break;
        d = min(d, dot(edges[i].xy, gl_FragCoord.xy) + edges[i].z);
    }
    return d;
}

// The polygon's coverage as the fill tessellator's fringe gives it: 0.5 on the outline, 1 half a
// pixel inside the nearest edge, 0 half a pixel outside it (mitred corners; see PolygonMask.swift).
// The clip's as the group's rotated masksToBounds gives it: a quad on the bounds, so nothing for a
// pixel whose centre is outside, and the rounded-rect ramp inside.
float polygonCoverage() {
    float c = clamp(convexDistance(u_polygon, u_polygonEdges) + 0.5, 0.0, 1.0);
    if (u_clipEdges > 0) {
        float d = convexDistance(u_clip, u_clipEdges);
        c *= d < 0.0 ? 0.0 : clamp(d + 0.5, 0.0, 1.0);
    }
    return c;
}

vec4 gradientAt(float t) {
#ifdef LAYER_TWO_STOPS
    // The search below for two stops, as one mix: f is 0 up to the first stop, 1 past the second.
    float span = u_stopLocations[1] - u_stopLocations[0];
    float f = span > 0.0 ? clamp((t - u_stopLocations[0]) / span, 0.0, 1.0) : (t <= u_stopLocations[0] ? 0.0 : 1.0);
    return mix(u_stopColors[0], u_stopColors[1], f);
#else
    if (u_stopCount <= 0) return vec4(0.0);
    if (t <= u_stopLocations[0]) return u_stopColors[0];
    for (int i = 1; i < 64; i++) {
        if (i >= u_stopCount) break;
        if (t <= u_stopLocations[i]) {
            float span = u_stopLocations[i] - u_stopLocations[i - 1];
            float f = span > 0.0 ? (t - u_stopLocations[i - 1]) / span : 1.0;
            return mix(u_stopColors[i - 1], u_stopColors[i], f);
        }
    }
    return u_stopColors[u_stopCount - 1];
#endif
}

vec4 gradient() {
    // Positions are unit coordinates of the layer's bounds, as CAGradientLayer's start/end points.
    vec2 p = unitPosition(v_local, u_rect);
#if defined(LAYER_GRADIENT_AXIAL)
    vec2 d = u_end - u_start;
    float t = dot(p - u_start, d) / max(dot(d, d), 1e-12);
#elif defined(LAYER_GRADIENT_RADIAL)
    // Radial: centre at startPoint, radii |end - start| per axis (an ellipse in unit space).
    vec2 r = abs(u_end - u_start);
    float t = length((p - u_start) / max(r, vec2(1e-6)));
#else
    // Conic: angle around startPoint, starting at the direction of endPoint, clockwise on screen.
    vec2 d = (u_end - u_start) * u_rect.zw;
    vec2 q = (p - u_start) * u_rect.zw;
    float a = atan(q.y, q.x) - atan(d.y, d.x);
    float t = fract(a / (2.0 * PI));
#endif
    return gradientAt(clamp(t, 0.0, 1.0));
}

void main() {
    if (u_coreOnly == 1 && v_coverage < 1.0 - 0.5 / 255.0) discard;
#if defined(LAYER_SOLID)
    vec4 c = u_color;
#elif defined(LAYER_GRADIENT)
    vec4 c = gradient();
#elif defined(LAYER_TEXTURE)
    vec4 c = texture(u_texture, contentsCoordinates(v_local, u_rect, u_uvRect)) * u_tint;
#elif defined(LAYER_ROUND_RECT)
    vec4 c = roundRectColor(v_local, u_rect, u_radius, u_borderWidth, u_color, u_borderColor, u_pointsPerPixel);
#else
    vec4 c = texture(u_texture, gl_FragCoord.xy / u_targetSize);
#endif
    c *= clamp(v_coverage, 0.0, 1.0) * u_opacity;
#ifdef LAYER_MASK
    c *= texture(u_mask, gl_FragCoord.xy / u_targetSize).a;
#endif
#ifdef LAYER_POLYGON
    c *= polygonCoverage();
#endif
    o_color = c;
}
