// Vertices that arrive in root points (y down), for the programs that draw a whole frame's shapes in one
// call (batch, arc).
uniform vec2 u_pointsToClip;  // (2 / width, -2 / height) of the root in points

vec4 rootPointToClip(vec2 p) {
    return vec4(p * u_pointsToClip + vec2(-1.0, 1.0), 0.0, 1.0);
}
