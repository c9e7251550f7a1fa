// What a fragment program drawn with layer.vert receives and writes (layer, image, rect, blur).
in float v_coverage;  // the anti-aliasing fringe value: 1 inside, 0 at the fringe's outer edge
in vec2 v_local;      // the position in the layer's own points
out vec4 o_color;     // premultiplied (blend ONE, ONE_MINUS_SRC_ALPHA)
