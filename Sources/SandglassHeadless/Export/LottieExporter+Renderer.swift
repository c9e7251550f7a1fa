import Foundation
import Sandglass
import SandglassGL
import SandglassLottie
import SandglassSystem

extension LottieExporter {
    /// An exporter that writes text as the glyph outlines the renderer draws (`TextOutliner`) and
    /// embeds images as the renderer encodes PNGs: what the command line, the preview's Ctrl+E and the
    /// export's tests use.
    package static func drawingAsTheRenderer(frameRate: Double, duration: Double? = nil) -> LottieExporter {
        let text = TextOutliner()
        return LottieExporter(frameRate: frameRate, duration: duration, textOutline: text.path(of:), imageData: PNGEncoder.data(of:))
    }
}
