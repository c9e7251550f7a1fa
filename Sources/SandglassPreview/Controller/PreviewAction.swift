/// Something the preview must do in response to input, beyond changing its own state.
package enum PreviewAction: Equatable, Sendable {
    case quit
    /// Save a PNG of what is on screen (the presentation state).
    case screenshotPresentation
    /// Save a PNG of the whole window, panels included (Ctrl+P).
    case screenshotWindow
    /// Save a PNG of the model state (the values the code set, ignoring animations).
    case screenshotModel
    /// Rebuild the current scene (switch, or restart with fresh animations).
    case loadScene(index: Int)
    /// Tell the scene about a key it handles itself (e.g. Enter ends arscanning's scan phase).
    case sceneEvent(SceneKey)
    /// Undo / redo the last params panel edit (Ctrl+Z; Ctrl+Shift+Z or Ctrl+Y).
    case undo
    case redo
    /// The tweak panel changed a parameter: write it to the params file and rebuild the animations.
    case adjustParameter(index: Int, steps: Int, fine: Bool)
    /// Freeze the params as A and show it beside the live B, or stop (V).
    case toggleParamsAB
    /// Ctrl+E: the scene written as a Lottie file and shown beside it.
    case exportLottie
    /// Show the scene's variants side by side, or the scene once again (D).
    case toggleVariants
    /// Open the selected animation's source in $EDITOR (E).
    case openInEditor
    /// Copy the selected animation as Swift to the clipboard (Ctrl+C).
    case copyAnimation
}

/// Keys a scene may react to.
package enum SceneKey: String, Equatable, Sendable {
    case enter
}
