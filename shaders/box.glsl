// Positions inside a box of layer points (x, y, width, height): gradients and image contents are
// placed on one (layer.frag, image.frag).

// `p` in unit coordinates of `box`: 0 at its top-left corner, 1 at its bottom-right.
vec2 unitPosition(vec2 p, vec4 box) {
    return (p - box.xy) / max(box.zw, vec2(1e-6));
}

// Where contents drawn into `box` sample their texture: `uvRect` is the texture rectangle shown in the
// box (contentsRect); `flip` is 1 when the texture's row 0 is the bottom (offscreen renders).
vec2 contentsCoordinates(vec2 p, vec4 box, vec4 uvRect, int flip) {
    vec2 uv = uvRect.xy + unitPosition(p, box) * uvRect.zw;
    if (flip == 1) uv.y = 1.0 - uv.y;
    return uv;
}
