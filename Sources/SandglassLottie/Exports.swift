// SandglassLottie: Lottie (Bodymovin JSON) files imported as Core Animation layer trees with
// CAAnimations. Reading (`Model/`: JSON to plain values, every problem located, every warning
// decided) is separate from building (`Build/`: values to layers and animations), so a
// composition is a Sendable value that builds a fresh tree on each call. Imports SandglassTooling
// (and below) only, never GL.
//
// Time: every keyframe time is mapped to scene seconds through the chain of compositions it lives in
// (a layer's start offset `st` and stretch `sr` are affine maps from its frames to its composition's;
// under iOS's rule, the default, they map only a precomp's children, under After Effects' the layer's
// own keyframes too: `LottieTiming`), and every animation spans scene time [0, duration] with fill
// mode both. Layers keep their default timing (beginTime 0, speed 1, timeOffset 0): the timeline then
// shows each track at the file's own frames, and a segment cut by the scene's ends keeps its exact
// easing (KeyframeTrack). Time remapping (`tm` of a precomp) is not affine: below it every property
// is sampled at each frame of the file and animated linearly between samples (TimeMap).
//
// Transform: a Lottie layer is one CALayer whose anchorPoint is (0, 0) and whose bounds origin is the
// Lottie anchor `a`, so its own coordinates are the Lottie layer's coordinates and
// `position + rotation · scale · (q − a)` maps them into the parent, as After Effects does. Scale and
// rotation are `transform` animations through value functions (additive, scale first), never
// decomposed matrices, so a scale through 0 or a rotation of several turns survives. A skewed layer
// (`sk`, `sa`) is the exception: its scale, skew and rotation are one matrix per frame, as Core
// Animation has no skew value function.
//
// Drawn: shape layers (groups, paths, ellipses, rectangles with roundness, polystars, fills, strokes
// with caps, joins, miter and dashes, linear and radial gradient fills and strokes with opacity
// stops, trims simultaneous or individual, repeaters, rounded corners of every path), null, solid,
// precomp and image layers (an image decoder is passed in), text layers (glyph outlines from
// `chars` laid out with size, tracking, line height and justification, else a CATextLayer),
// parenting, in and out points, start offsets and stretch, masks (add, subtract, inverted, opacity;
// several adds as their union), alpha and inverted alpha track mattes (by the layer above or `tp`;
// an inverted one through `CALayer.invertsMask`), skew, drop shadows (the layer's shadow),
// auto-orient. Warned, one line per feature per file: expressions (static value used; one line per
// layer for ten layers), text animators and animated text documents, text without glyph outlines
// (placement approximate), 3-D rotation, merge paths, offset paths and the other path modifiers,
// gradient highlight, luma mattes (drawn as alpha), mask expansion and mask combinations Core
// Animation cannot express, trims before fills (fills stay whole), blend modes, effects and layer
// styles other than a drop shadow, 3-D layers, animated dashes, repeaters that are animated or draw
// copies below.
@_exported import SandglassTooling
