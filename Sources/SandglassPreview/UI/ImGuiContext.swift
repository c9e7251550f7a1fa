import CImGuiBridge
import Foundation

/// The Dear ImGui context of the preview window (through CImGuiBridge): created on the window's GL
/// context, its font rebuilt when the window's content scale or the text zoom changes.
final class ImGuiContext {
    /// Panel text size in pixels at content scale 1 and text zoom 1.
    static let baseFontSize: Float = 15
    static let fontCandidates = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                 "/usr/share/fonts/dejavu/DejaVuSans.ttf"]
    private var appliedScale: Float = 0

    /// Nil when a backend cannot start (the preview then runs without panels).
    init?(window: WindowHost) {
        window.makeCurrent()
        guard sgui_init(UnsafeMutableRawPointer(window.window)) else { return nil }
    }

    /// Rebuilds the font atlas when `contentScale * textZoom` changed since the last call; call
    /// between frames.
    func applyScale(contentScale: Float, textZoom: Double) {
        let scale = max(0.25, contentScale) * Float(textZoom)
        guard scale != appliedScale else { return }
        appliedScale = scale
        let font = Self.fontCandidates.first { FileManager.default.fileExists(atPath: $0) }
        _ = sgui_set_font(font, (Self.baseFontSize * scale).rounded(), scale)
    }

    deinit { sgui_shutdown() }
}
