// SandglassLottie: Lottie (Bodymovin JSON) files imported as Core Animation layer trees with
// CAAnimations. Reading (`Model/`: JSON to plain values, every problem located) is separate from
// building (`Build/`: values to layers and animations), so a composition is a Sendable value that
// builds a fresh tree on each call. Imports SandglassTooling (and below) only, never GL.
//
// Time: every keyframe time is mapped to scene seconds through the chain of compositions it lives in
// (start offsets `st` and stretches `sr` are affine maps), and every animation spans scene time
// [0, duration] with fill mode both. Layers keep their default timing (beginTime 0, speed 1), so the
// timeline shows each track at the file's own frames.
//
// Transform: a Lottie layer is one CALayer whose anchorPoint is (0, 0) and whose bounds origin is the
// Lottie anchor `a`, so its own coordinates are the Lottie layer's coordinates and
// `position + rotation · scale · (q − a)` maps them into the parent, as After Effects does. Scale and
// rotation are `transform` animations through value functions (additive, scale first), never
// decomposed matrices, so a scale through 0 or a rotation of several turns survives.
@_exported import SandglassTooling
