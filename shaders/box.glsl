// Positions inside a box of layer points (x, y, width, height): gradients and image contents are
// placed on one (layer.frag, image.frag).

// `p` in unit coordinates of `box`: 0 at its top-left corner, 1 at its bottom-right.
vec2 unitPosition(vec2 p, vec4 box) {
    return (p - box.xy) / max(box.zw, vec2(1e-6));
}

// Where contents drawn into `box` sample their texture: `uvRect` is the texture rectangle shown in the
// box (contentsRect); every texture sampled so is uploaded with its image's top row at v = 0.
vec2 contentsCoordinates(vec2 p, vec4 box, vec4 uvRect) {
    return uvRect.xy + unitPosition(p, box) * uvRect.zw;
}
