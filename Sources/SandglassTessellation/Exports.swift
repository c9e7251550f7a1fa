// SandglassTessellation: paths (CGPath) to anti-aliased triangle strips and stencil meshes, dashes,
// trims, and circular arcs to instances for the arc shader. Pure Swift over CoreGraphics: never a
// layer, GL or a window.
