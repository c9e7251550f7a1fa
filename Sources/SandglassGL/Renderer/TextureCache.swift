import QuartzCore
import SandglassSystem
import SandglassTessellation

/// GL textures for images, keyed by the image's cache key; entries unused for a while are freed.
final class TextureCache {
    let context: GLContext
    /// `owner` keeps the image's storage alive while cached, so its identity cannot be reused by
    /// another image while the key is in the cache.
    private var entries: [Int: (texture: GLTexture, lastUsed: Int, owner: AnyObject?)] = [:]
    private var frame = 0
    /// Textures made (rasterised or converted, then uploaded) in the frame `endFrame` last ended: 0
    /// when its images and text were all drawn before.
    private(set) var uploadsLastFrame = 0
    private var uploads = 0
    /// Frames an unused texture is kept before it is freed.
    let retention = 120

    init(context: GLContext) { self.context = context }

    /// The texture cached for `key`, else `pixels` uploaded (only its `ImageTrim` when `trimming`:
    /// images, whose transparent margins are then neither uploaded nor drawn).
    func texture(for key: Int, owner: AnyObject? = nil, trimming: Bool = false, pixels: () -> PixelBuffer) -> GLTexture {
        if let entry = entries[key] {
            entries[key] = (entry.texture, frame, entry.owner)
            return entry.texture
        }
        let texture = GLTexture(context: context, pixels: pixels(), trimming: trimming)
        uploads += 1
        entries[key] = (texture, frame, owner)
        return texture
    }

    /// Advances the frame counter and frees what has not been used within `retention` frames.
    func endFrame() {
        frame += 1
        (uploadsLastFrame, uploads) = (uploads, 0)
        if frame % 30 == 0 {
            entries = entries.filter { frame - $0.value.lastUsed <= retention }
        }
    }
}
