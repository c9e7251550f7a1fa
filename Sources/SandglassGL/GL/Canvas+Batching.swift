import CEpoxy
import Foundation
import QuartzCore
import SandglassTessellation

// The batched run: consecutive batch and arc commands become one draw call, drawn before anything
// else changes GL state.
extension Canvas {
    /// Adds indices `first ..< first + count` of `batchMeshes` to the pending batched draw; a run that
    /// does not continue the pending one flushes it first.
    func appendBatch(first: Int, count: Int) {
        guard count > 0 else { return }
        if pendingCount > 0 && !pendingIsArcs && pendingFirst + pendingCount == first {
            pendingCount += count
            return
        }
        flushBatch()
        (pendingFirst, pendingCount, pendingIsArcs) = (first, count, false)
    }

    /// Adds instances `first ..< first + count` of `arcMeshes`, needing `segments` segments each and
    /// `features`, to the pending draw (one draw for consecutive runs, with what they need together).
    func appendArcs(first: Int, count: Int, segments: Int, features: ArcFeatures) {
        guard count > 0 else { return }
        if pendingCount > 0 && pendingIsArcs && pendingFirst + pendingCount == first {
            pendingCount += count
            pendingSegments = max(pendingSegments, segments)
            pendingFeatures.formUnion(features)
            return
        }
        flushBatch()
        (pendingFirst, pendingCount, pendingIsArcs) = (first, count, true)
        (pendingSegments, pendingFeatures) = (segments, features)
    }

    /// Draws the pending batched run, if any, in one call. Everything that changes GL state or draws
    /// otherwise calls this first, so painter's order is kept.
    func flushBatch() {
        guard pendingCount > 0 else { return }
        let p = pendingIsArcs ? arcPrograms[pendingFeatures.variant]! : batchProgram
        p.use()
        glUniform2f(p[.pointsToClip], Float(2 / pointSize.width), Float(-2 / pointSize.height))
        if pendingIsArcs {
            if pendingFeatures.contains(.ramp) {
                glActiveTexture(GLenum(GL_TEXTURE2))
                glBindTexture(GLenum(GL_TEXTURE_2D), ramps.texture.handle)
                glActiveTexture(GLenum(GL_TEXTURE0))
                glUniform1i(p[.ramps], 2)
            }
            arcMeshes.drawInstances(first: pendingFirst, count: pendingCount, verticesPerInstance: 2 * (pendingSegments + 1))
        } else {
            batchMeshes.draw(mode: GLenum(GL_TRIANGLES), first: pendingFirst, count: pendingCount)
        }
        pendingCount = 0
    }
}
