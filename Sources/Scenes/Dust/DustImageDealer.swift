import Sandglass

/// The post's `createDustImages`: deals every pixel of an image into one of `count` images of the same
/// size, at the same position, so that drawing all of them on top of each other gives the image back
/// and moving them apart scatters it like dust.
///
/// The deal is biased left to right, as Google's code: for each pixel and each of `passes` passes,
/// `factor = uniform[0, 1) + 2 * column / width` (so 0 ..< 3) and the pixel goes into image
/// `floor(count * factor / 3)`. Pixels on the left land in the first images (which fly off first),
/// pixels on the right in the last ones, so the panel crumbles from left to right. With two passes (the
/// post: Google deals twice so the dust is less sparse; the author finds one enough on a phone) a pixel
/// lands in one or two images.
///
/// Randomness comes from `SplitMix64` seeded with `seed`; pixel p's draws depend only on the seed and
/// p's place in row-major order (transparent pixels draw too), so a seed always deals the same way.
/// Cost: one pass over the pixels to choose, one zero fill of `count` images, one scatter; an 800 x 600
/// panel (32 images, two passes, 61 MB of images) takes about 58 ms in a release build here.
enum DustImageDealer {
    /// The image index each pixel goes to in each pass: `indices[pass * width * height + y * width + x]`.
    static func dealIndices(width: Int, height: Int, count: Int, passes: Int, seed: UInt64) -> [UInt8] {
        precondition(count > 0 && count <= 256, "count must be 1...256")
        let pixelCount = width * height
        var rng = SplitMix64(seed: seed, stream: 1)
        return [UInt8](unsafeUninitializedCapacity: pixelCount * passes) { out, initialised in
            let scale = Double(count) / 3
            let columnStep = width > 0 ? 2 / Double(width) : 0
            for y in 0..<height {
                for x in 0..<width {
                    let bias = Double(x) * columnStep
                    for pass in 0..<passes {
                        let factor = rng.unit() + bias
                        out[pass * pixelCount + y * width + x] = UInt8(min(Int(factor * scale), count - 1))
                    }
                }
            }
            initialised = pixelCount * passes
        }
    }

    /// The post's `createDustImages`: `count` images, each holding the pixels dealt to it and transparent
    /// elsewhere. Empty when `count` or `passes` is below 1.
    static func createDustImages(from image: CGImage, count: Int, passes: Int, seed: UInt64) -> [CGImage] {
        guard count >= 1, passes >= 1 else { return [] }
        let (width, height) = (image.width, image.height)
        let pixelCount = width * height
        let indices = dealIndices(width: width, height: height, count: count, passes: passes, seed: seed)

        // Bucket the pixel positions per image (a counting sort), so that each image is one zero fill
        // and one scatter of exactly its own pixels.
        var bucketStarts = [Int](repeating: 0, count: count + 1)
        for i in indices { bucketStarts[Int(i) + 1] += 1 }
        for k in 0..<count { bucketStarts[k + 1] += bucketStarts[k] }
        let positions = [Int32](unsafeUninitializedCapacity: indices.count) { out, initialised in
            var cursor = Array(bucketStarts.dropLast())
            cursor.withUnsafeMutableBufferPointer { cursor in
                indices.withUnsafeBufferPointer { indices in
                    var j = 0
                    for _ in 0..<passes {
                        for p in 0..<pixelCount {
                            let k = Int(indices[j])
                            out[cursor[k]] = Int32(p)
                            cursor[k] += 1
                            j += 1
                        }
                    }
                }
            }
            initialised = indices.count
        }

        return image.pixels.bytes.withUnsafeBytes { source in
            positions.withUnsafeBufferPointer { positions in
                (0..<count).compactMap { k -> CGImage? in
                    let bytes = [UInt8](unsafeUninitializedCapacity: pixelCount * 4) { target, initialised in
                        target.initialize(repeating: 0)
                        let raw = UnsafeMutableRawBufferPointer(target)
                        for j in bucketStarts[k]..<bucketStarts[k + 1] {
                            let offset = Int(positions[j]) * 4
                            raw.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt32.self),
                                           toByteOffset: offset, as: UInt32.self)
                        }
                        initialised = pixelCount * 4
                    }
                    return CGImage(width: width, height: height, premultipliedRGBA: bytes)
                }
            }
        }
    }
}
