import Sandglass
import SandglassHeadless

/// What the user asked for in a panel this frame; the window loop carries each out.
enum PanelEdit: Equatable {
    case togglePause
    case toggleSlowMotion
    case scaleSpeed(Double)
    case restart
    case scrub(Double)
    case setLoop(ClosedRange<Double>?)
    /// Grow the timeline to this many seconds (the playhead went past its end).
    case extendTimeline(Double)
    case setParameter(name: String, value: ParameterValue)
    /// A parameter's slider, picker or curve handle moved: in force now, written when the mouse is up.
    case dragParameter(name: String, value: ParameterValue)
    case background(ViewportSettings.Background)
    case zoom(Double)
    case fit
    case toggleParams
    case toggleHelp
    case undo
    case redo
    case toggleInspector
    /// Interact mode on or off (G).
    case toggleInteract
    /// Select a layer in the inspector (nil: none).
    case selectLayer(LayerPath?)
    /// A click in the viewport picked this layer (nil: nothing paints there): selected, and the tree
    /// scrolls to its row.
    case pickLayer(LayerPath?)
    /// A track (or a row of the inspector's Code section) was clicked: its layer and animation are
    /// selected, and the inspector shows where the animation was defined.
    case selectAnimation(layer: LayerPath, key: String)
    /// Open the selected animation's source in $EDITOR (E).
    case openInEditor
    /// Put Swift code on the clipboard (a curve, an animation); `what` names it in the message.
    case copyCode(String, what: String)
    /// Copy the selected animation as Swift (Ctrl+C).
    case copyAnimation
    /// Fold or unfold a layer's row in the inspector's tree.
    case toggleFold(LayerPath)
    /// Plot this key path of the selected layer in the inspector, alone.
    case plotKeyPath(String)
    /// Add this key path to the inspector's plot, or take it out.
    case togglePlotted(String)
    /// Cycle the viewport's comparison (off, model beside presentation, onion skin).
    case cycleCompare
    /// The neighbouring frames' ghosts on or off (O).
    case toggleNeighbourFrames
    /// Freeze the params as A beside the live B, or stop (V).
    case toggleParamsAB
    /// The variants side by side on or off (D).
    case toggleVariants
    /// A click on a variant's cell focuses it.
    case focusVariant(Int)
    /// A Swift scene's literal dragged to a value (the scene is rebuilt with it, no compile).
    case setLiteral(index: Int, value: Double)
    /// The drag ended: the value is written into the source file.
    case commitLiteral(index: Int, value: Double)
    /// A track's bar dragged `seconds` along the axis since the button went down (its right end: the
    /// duration, its body: the begin time); `free`: Shift held, no snapping.
    case dragTiming(AnimationTrack, field: TimingField, seconds: Double, free: Bool)
    /// A keyframe mark of a track (the one drawn at scene time `mark`) dragged `seconds` along the axis
    /// since the button went down; `free`: Shift held, no snapping.
    case dragKeyTime(AnimationTrack, mark: Double, seconds: Double, free: Bool)
    /// A named timing function chosen in a track's easing pop-up: applied and written once.
    case chooseEasing(AnimationTrack, CAMediaTimingFunctionName)
    /// "custom..." in a track's easing pop-up: the curve editor of the params entry that defines it.
    case customEasing(AnimationTrack)
    /// The button is up: the dragged timing value (or key time) is written once.
    case endTimingDrag
    /// A marker's "Delete": that action, touch or drag is taken out, and the rest replay.
    case deleteInput(RecordedInput)
    /// The tracks' label column dragged to `width` points.
    case resizeTrackLabels(width: Double)
}
