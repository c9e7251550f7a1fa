import Foundation
import SandglassHeadless
import Sandglass

/// The variants of the scene the viewport shows side by side (`PreviewVariants`): each its own scene
/// instance (its runner and frame source, built at its size through `VariantSceneContext`, or with its
/// params file), all played to the one playhead with the same scene actions, so that every cell shows
/// the same scene time.
///
/// One variant is focused (a click on its cell): it is the session's scene, the one the params panel,
/// the inspector, the timeline and the keys act on. Size variants share the session's params, so an
/// edit applies to all of them; params-file variants each have their file (`ParamsSession`), edited
/// when focused and hot-reloaded always.
struct SceneVariants {
    let kind: PreviewVariants
    /// The params the session showed before the variants, and shows again after them.
    let single: ParamsSession
    /// Each variant's own params (`--variants-params`); empty for sizes, which share the session's.
    private(set) var ownParams: [ParamsSession]
    /// Each variant's scene, built by `rebuild`; `sources[focused]` is the session's own.
    private(set) var sources: [FrameSource] = []
    /// The variant the session shows and edits.
    var focused = 0

    /// `scene`: the scene the params files are read for.
    init(kind: PreviewVariants, scene: SceneDescriptor, single: ParamsSession) {
        (self.kind, self.single) = (kind, single)
        switch kind {
        case .sizes: ownParams = []
        case .paramsFiles(let files): ownParams = files.map { ParamsSession(scene: scene, explicitFile: $0) }
        }
    }

    /// The labels above the cells: the size or the file's name, the focused one saying what the params
    /// panel edits.
    var captions: [String] {
        kind.labels.enumerated().map { i, label in
            guard i == focused else { return label }
            return label + (ownParams.isEmpty ? "  (focused; params edits apply to every size)" : "  (focused; params edits go to this file)")
        }
    }

    /// The focused variant's own params; nil for sizes (the session's are everyone's).
    var focusedParams: ParamsSession? { ownParams.indices.contains(focused) ? ownParams[focused] : nil }

    /// Whether the variants belong to the scene they were opened on (params files are written for its
    /// parameters); sizes go with any scene.
    var belongToOneScene: Bool { !ownParams.isEmpty }

    /// Variant `index`'s params: its own file's, or `shared` (the session's).
    func params(of index: Int, shared: ParamsSession) -> ParamsSession {
        ownParams.indices.contains(index) ? ownParams[index] : shared
    }

    /// Builds every variant of `scene` afresh: `params` are the session's (the focused variant's own,
    /// for params files). A params file read for other parameters (a scene file that now declares
    /// others) is read again for these.
    mutating func rebuild(_ scene: SceneDescriptor, params: ParamsSession, context: SceneContext) {
        if case .paramsFiles(let files) = kind {
            ownParams[focused] = params
            for i in ownParams.indices where ownParams[i].parameters != scene.parameters {
                ownParams[i] = ParamsSession(scene: scene, explicitFile: files[i])
            }
        }
        let sizes: [CGSize?]
        if case .sizes(let given) = kind { sizes = given } else { sizes = Array(repeating: nil, count: kind.count) }
        sources = sizes.indices.map { i in
            FrameSource(SceneRunner(scene, parameters: self.params(of: i, shared: params).values,
                                    context: VariantSceneContext(context, size: sizes[i])), size: sizes[i])
        }
    }

    /// Every variant's frame at `time`, in order: the focused one is `focusedFrame` (the session's,
    /// already evaluated); each other is first brought to the params it shows (an edit, a reloaded
    /// file) and to the focused variant's scene actions (and touches and typing, between params-file variants).
    func frames(at time: Double, focusedFrame: Frame, shared: ParamsSession) -> [Frame] {
        guard sources.indices.contains(focused) else { return [] }
        let leader = sources[focused].runner
        return sources.indices.map { i in
            guard i != focused else { return focusedFrame }
            let runner = sources[i].runner
            let values = params(of: i, shared: shared).values
            if runner.parameters != values { runner.rebuild(parameters: values) }
            runner.setActions(leader.actionTimes)
            // Params-file variants are one size: Interact's finger lands on the same view in each.
            if !ownParams.isEmpty {
                runner.setTouches(leader.touches, strokes: leader.strokes)
                runner.setKeys(leader.keys)
            }
            return sources[i].frame(at: time)
        }
    }

    /// Polls the params files of the variants not focused (the focused one's is polled as the session's);
    /// a reloaded file reaches its variant's next frame (`frames`).
    func pollParams() {
        for (i, params) in ownParams.enumerated() where i != focused { _ = params.poll() }
    }
}
