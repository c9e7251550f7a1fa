#version 330 core
// Particles (CAEmitterLayer): six vertices a particle in root points (y down), the picture's unit
// coordinates, and the particle's premultiplied colour. One draw call covers a run of particles that
// share a picture.
layout(location = 0) in vec2 a_position;
layout(location = 1) in vec2 a_uv;
layout(location = 2) in vec4 a_color;
#include "root_points.glsl"
uniform vec4 u_uvRect;        // the picture's unit square in the (trimmed) texture: origin, size
out vec2 v_uv;
out vec4 v_color;

void main() {
    v_uv = u_uvRect.xy + a_uv * u_uvRect.zw;
    v_color = a_color;
    gl_Position = rootPointToClip(a_position);
}
