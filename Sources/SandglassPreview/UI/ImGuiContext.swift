import CImGuiBridge
import SandglassHeadless
import Foundation

/// The Dear ImGui context of the preview window (through CImGuiBridge): created on the window's GL
/// context, its font rebuilt when the window's content scale or the text zoom changes.
final class ImGuiContext {
    /// Panel text size in pixels at content scale 1 and text zoom 1.
    static let baseFontSize: Float = 15
    static let fontCandidates = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
                                 "/usr/share/fonts/dejavu/DejaVuSans.ttf"]
    /// Where glyphs DejaVu lacks (CJK labels) come from (fonts-wqy-microhei, which setup.sh installs).
    static let extraFontCandidates = ["/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"]
    private var appliedScale: Float = 0
    private var appliedGlyphs = ""

    /// Held so that the window (its GL context and GLFW callbacks) outlives the backends' shutdown.
    private let window: WindowHost

    /// Nil when a backend cannot start (the preview then runs without panels).
    init?(window: WindowHost) {
        self.window = window
        window.makeCurrent()
        guard sgui_init(UnsafeMutableRawPointer(window.window)) else { return nil }
    }

    /// Rebuilds the font atlas when `contentScale * textZoom` or `glyphs` (the characters beyond
    /// Latin the panels show, e.g. a CJK label) changed since the last call; call between frames.
    func applyScale(contentScale: Float, textZoom: Double, glyphs: String) {
        let scale = max(0.25, contentScale) * Float(textZoom)
        guard scale != appliedScale || glyphs != appliedGlyphs else { return }
        (appliedScale, appliedGlyphs) = (scale, glyphs)
        let font = Self.fontCandidates.first { FileManager.default.fileExists(atPath: $0) }
        let extra = glyphs.isEmpty ? nil : Self.extraFontCandidates.first { FileManager.default.fileExists(atPath: $0) }
        _ = sgui_set_font(font, extra, glyphs, (Self.baseFontSize * scale).rounded(), scale)
    }

    /// The characters beyond Latin-1 in `texts`, each once, in order.
    static func glyphs(in texts: [String]) -> String {
        var seen = Set<Unicode.Scalar>()
        var out = String.UnicodeScalarView()
        for text in texts {
            for scalar in text.unicodeScalars where scalar.value > 0xFF && seen.insert(scalar).inserted { out.append(scalar) }
        }
        return String(out)
    }

    deinit {
        window.makeCurrent()
        sgui_shutdown()
    }
}
