/// The preview window's logic as a state machine fed with key events: no GLFW, no GL, so every key is
/// unit-tested. The window loop feeds it `handle(_:)` and `tick(realSeconds:)` and carries out the
/// returned actions.
///
/// Keys: Space pause/resume; Right/Left one frame (1/60 s) when paused; S slow motion (x10 slower);
/// +/- (or ]/[) speed x2 / x0.5 in 0.1...4; R restart; Tab next scene, Shift-Tab previous, 1..9 scene N;
/// P presentation PNG; M model PNG; H keys and HUD; I inspector; T tweak panel (Up/Down select, Left/Right adjust,
/// Shift fine); D variants side by side; L toggles restart-on-reload; B viewport background; F fit the scene; Ctrl+= / Ctrl+- /
/// Ctrl+0 panel text larger / smaller / default; Ctrl+P a PNG of the whole window; Ctrl+E the scene as a
/// Lottie file, shown beside it; Ctrl+Z undo,
/// Ctrl+Shift+Z or Ctrl+Y redo (params edits); Enter goes to the scene; Esc quits.
package struct PreviewController: Equatable, Sendable {
    package private(set) var clock: PlaybackClock
    package private(set) var sceneIndex: Int
    package let sceneCount: Int
    package private(set) var isHUDVisible = true
    package private(set) var isHelpVisible = false
    package private(set) var isPanelVisible = false
    /// The inspector (I): the layer tree and the selected layer's properties.
    package private(set) var isInspectorVisible = false
    /// The timeline's animation tracks (A).
    package private(set) var isTracksVisible = true
    /// The width of the tracks' label column set by dragging its edge (nil: `TimelinePanel`'s default).
    package var trackLabelWidth: Double?
    /// Interact mode (G): the mouse touches the scene instead of picking its layers.
    package private(set) var isInteracting = false
    package private(set) var selectedParameter = 0

    /// Opens the params panel with parameter `index` selected (the panel scrolls to it).
    package mutating func showParameter(_ index: Int) {
        isPanelVisible = true
        selectedParameter = index
    }
    package var parameterCount: Int
    /// When on, a params-file reload restarts the scene at 0 instead of keeping the playhead.
    package private(set) var restartOnReload = false
    /// Background, zoom and text size of the window.
    package var viewport = ViewportSettings()
    /// While set and playing, the playhead wraps from its end back to its start.
    package private(set) var loopRange: ClosedRange<Double>?
    /// The frame rate of a scene that counts in frames (a Lottie file's): Left and Right step its frames.
    /// Nil steps 1/60 s.
    package var stepFrameRate: Double?
    /// Whether Tab and the digits switch scenes without Ctrl: only while a built-in scene is shown.
    /// With the user's own file open (a Swift, scene or Lottie file) a digit or Tab typed by mistake
    /// would leave the file and what was recorded on it; Ctrl+Tab and Ctrl+1-9 still switch.
    package var plainKeysSwitchScenes = true

    package init(sceneIndex: Int, sceneCount: Int, parameterCount: Int = 0, speed: Double = 1) {
        self.sceneIndex = sceneIndex
        self.sceneCount = max(1, sceneCount)
        self.parameterCount = parameterCount
        clock = PlaybackClock(speed: speed)
    }

    package mutating func tick(realSeconds dt: Double) {
        clock.tick(realSeconds: dt)
        if let loop = loopRange, !clock.isPaused, clock.time > loop.upperBound || clock.time < loop.lowerBound {
            let span = loop.upperBound - loop.lowerBound
            let past = clock.time - loop.lowerBound
            clock.scrub(to: loop.lowerBound + (span > 0 && past > 0 ? past.truncatingRemainder(dividingBy: span) : 0))
        }
    }

    /// Plays `range` over and over (nil: plays on); a range shorter than one frame is refused.
    package mutating func setLoop(_ range: ClosedRange<Double>?) {
        guard let range else { loopRange = nil; return }
        guard range.lowerBound >= 0, range.upperBound.isFinite, range.upperBound - range.lowerBound >= PlaybackClock.frameStep else { return }
        loopRange = range
    }

    /// Moves the playhead to `t` (>= 0) and pauses, as a drag on the timeline does.
    package mutating func scrub(to t: Double) {
        guard t.isFinite else { return }
        if !clock.isPaused { clock.togglePause() }
        clock.scrub(to: t)
    }

    /// The key table on or off (the toolbar's Keys button), showing the panels.
    package mutating func toggleHelp() {
        isHelpVisible.toggle()
        isHUDVisible = true
    }

    /// Pause or resume, as Space does.
    package mutating func togglePause() { clock.togglePause() }

    package mutating func setHUDVisible(_ visible: Bool) { isHUDVisible = visible }

    /// Seconds the HUD's timeline spans (the bar at the bottom of the window).
    package var timelineLength: Double = 10

    /// A click or drag at `x` of a timeline `width` wide scrubs there and pauses (as a video editor
    /// does); the scene is evaluated at that time, nothing accumulates.
    package mutating func scrub(x: Double, width: Double) {
        guard width > 0, x.isFinite else { return }
        if !clock.isPaused { clock.togglePause() }
        clock.scrub(to: min(max(x / width, 0), 1) * timelineLength)
    }

    /// The time to resume at after the params file was reloaded.
    package mutating func timeAfterReload() -> Double {
        if restartOnReload { clock.restart() }
        return clock.time
    }

    package mutating func handle(_ key: Key, _ modifiers: KeyModifiers = []) -> [PreviewAction] {
        switch key {
        case .escape: return [.quit]
        case .space: clock.togglePause()
        case .right:
            if isPanelVisible { return [.adjustParameter(index: selectedParameter, steps: 1, fine: modifiers.contains(.shift))] }
            if clock.isPaused { clock.step(frames: 1, frameRate: stepFrameRate) }
        case .left:
            if isPanelVisible { return [.adjustParameter(index: selectedParameter, steps: -1, fine: modifiers.contains(.shift))] }
            if clock.isPaused { clock.step(frames: -1, frameRate: stepFrameRate) }
        case .up:
            if isPanelVisible && parameterCount > 0 { selectedParameter = (selectedParameter + parameterCount - 1) % parameterCount }
        case .down:
            if isPanelVisible && parameterCount > 0 { selectedParameter = (selectedParameter + 1) % parameterCount }
        case .tab:
            guard plainKeysSwitchScenes || modifiers.contains(.control) else { return [] }
            let step = modifiers.contains(.shift) ? sceneCount - 1 : 1
            return switchScene(to: (sceneIndex + step) % sceneCount)
        case .digit(let n) where n >= 1 && n <= 9:
            guard plainKeysSwitchScenes || modifiers.contains(.control) else { return [] }
            return n <= sceneCount ? switchScene(to: n - 1) : []
        case .enter: return [.sceneEvent(.enter)]
        case .character(let c) where modifiers.contains(.control):
            if c == "+" { viewport.stepTextZoom(1) } else if c == "-" { viewport.stepTextZoom(-1) }
            if c == "p" { return [.screenshotWindow] }
            if c == "c" { return [.copyAnimation] }
            if c == "e" { return [.exportLottie] }
            if c == "z" { return [modifiers.contains(.shift) ? .redo : .undo] }
            if c == "y" { return [.redo] }
        case .digit(0) where modifiers.contains(.control): viewport.stepTextZoom(0)
        case .character(let c): return handle(character: c)
        default: break
        }
        return []
    }

    private mutating func handle(character c: Character) -> [PreviewAction] {
        switch c {
        case "s": clock.toggleSlowMotion()
        case "r":
            clock.restart()
            return [.loadScene(index: sceneIndex)]
        case "p": return [.screenshotPresentation]
        case "m": return [.screenshotModel]
        case "h":
            // H cycles: HUD with key help -> HUD hidden -> HUD without help.
            if isHelpVisible { isHelpVisible = false; isHUDVisible = false }
            else if !isHUDVisible { isHUDVisible = true }
            else { isHelpVisible = true }
        case "t": isPanelVisible.toggle()
        case "i":
            isInspectorVisible.toggle()
            isHUDVisible = true
        case "l": restartOnReload.toggle()
        case "a": isTracksVisible.toggle()
        case "g": isInteracting.toggle()
        case "c": viewport.cycleCompare()
        case "o": viewport.showsNeighbourFrames.toggle()
        case "v": return [.toggleParamsAB]
        case "d": return [.toggleVariants]
        case "e": return [.openInEditor]
        case "b": viewport.cycleBackground()
        case "f": viewport.fit()
        case "+", "]": clock.scaleSpeed(by: 2)
        case "-", "[": clock.scaleSpeed(by: 0.5)
        default: break
        }
        return []
    }

    private mutating func switchScene(to index: Int) -> [PreviewAction] {
        sceneIndex = index
        selectedParameter = 0
        clock.restart()
        return [.loadScene(index: index)]
    }
}

extension PreviewController {
    /// The window's state now, with `selectedLayer`.
    package func windowState(selectedLayer: [Int]?) -> PreviewWindowState {
        PreviewWindowState(isHUDVisible: isHUDVisible, isPanelVisible: isPanelVisible, isInspectorVisible: isInspectorVisible,
                           isTracksVisible: isTracksVisible, background: viewport.background.rawValue,
                           compare: viewport.compare.rawValue, zoom: viewport.zoom, textZoom: viewport.textZoom,
                           selectedLayer: selectedLayer)
    }

    /// Takes the panels and viewport of `state`; values out of range fall back to what is there.
    package mutating func restore(_ state: PreviewWindowState) {
        setHUDVisible(state.isHUDVisible)
        isPanelVisible = state.isPanelVisible
        isInspectorVisible = state.isInspectorVisible
        isTracksVisible = state.isTracksVisible
        viewport.background = ViewportSettings.Background(rawValue: state.background) ?? viewport.background
        viewport.compare = CompareLayout.Mode(rawValue: state.compare) ?? viewport.compare
        if state.zoom.isFinite, state.zoom > 0 { viewport.zoom(by: state.zoom / viewport.zoom) }
        viewport.setTextZoom(state.textZoom)
    }
}
