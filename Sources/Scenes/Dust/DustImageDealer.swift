import Sandglass

/// The post's `createDustImages`: deals every pixel of an image into one of `count` images, so that
/// drawing all of them on top of each other, each at its place, gives the image back and moving them
/// apart scatters it like dust.
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
///
/// Because of the bias, image k only ever holds pixels from a band of columns about 0.55 of the width
/// wide (narrower at the ends): each image is cropped to the columns it holds, plus one transparent
/// column each side inside the panel so that filtering at the band's edges blends with transparency
/// exactly as the full-size image would. The post's images are full size; the cropped ones draw the
/// same pixels with about a third of the memory and of the fill (32 images: 36 %).
///
/// Cost: drawing the panel into a bitmap context, one pass over the pixels to deal (recording which
/// columns fed which image), then per image, in parallel, one pass over its band (a byte compare per
/// pass and a select per pixel, no per-pixel branch, so the loops vectorise) and `makeImage()`. An
/// 800 x 600 panel (32 images, two passes, 22 MB of images) takes 11-12 ms median in a release build
/// here (`sandglass bench --dust-split`), within the 20 ms budget.
enum DustImageDealer {
    /// Where each pixel went: `indices[pass * width * height + y * width + x]` is the image pixel
    /// (x, y) went to in `pass`; `columns[k]` the first and last column image k received (nil if none).
    struct Deal: Equatable {
        var indices: [UInt8]
        var columns: [ClosedRange<Int>?]
    }

    /// One dust image: the pixels dealt to it, cropped to a band of the panel's columns.
    struct DustImage {
        /// The panel column of the image's first column; its rows are the panel's rows.
        var x: Int
        var image: CGImage
    }

    /// The deal of a `width` x `height` panel into `count` images (1...64), `passes` draws per pixel.
    static func deal(width: Int, height: Int, count: Int, passes: Int, seed: UInt64) -> Deal {
        precondition(count > 0 && count <= 64, "count must be 1...64")
        let pixelCount = width * height
        var rng = SplitMix64(seed: seed, stream: 1)
        // Bit k of received[x]: column x gave image k at least one pixel.
        var received = [UInt64](repeating: 0, count: width)
        let indices = [UInt8](unsafeUninitializedCapacity: pixelCount * passes) { out, initialised in
            let scale = Double(count) / 3
            let columnStep = width > 0 ? 2 / Double(width) : 0
            let last = count - 1
            received.withUnsafeMutableBufferPointer { received in
                for y in 0..<height {
                    let row = out.baseAddress! + y &* width
                    for x in 0..<width {
                        let bias = Double(x) * columnStep
                        var bits: UInt64 = 0
                        for pass in 0..<passes {
                            let factor = rng.unit() + bias
                            let k = min(Int(factor * scale), last)
                            row[pass &* pixelCount &+ x] = UInt8(truncatingIfNeeded: k)
                            bits |= 1 &<< UInt64(k)
                        }
                        received[x] |= bits
                    }
                }
            }
            initialised = pixelCount * passes
        }
        let columns = (0..<count).map { k -> ClosedRange<Int>? in
            let bit: UInt64 = 1 &<< UInt64(k)
            guard let first = received.firstIndex(where: { $0 & bit != 0 }),
                  let last = received.lastIndex(where: { $0 & bit != 0 }) else { return nil }
            return first...last
        }
        return Deal(indices: indices, columns: columns)
    }

    /// The post's `createDustImages`: `count` images (1...64), each holding exactly the pixels dealt to
    /// it and transparent elsewhere, cropped to its columns (an image dealt nothing is one transparent
    /// column at x = 0). Empty when `count` or `passes` is below 1.
    ///
    /// Written with Core Graphics as the post writes it: the panel is drawn into an RGBA bitmap context
    /// whose bytes are read, and each dust image is written into the bytes of a context of its own and
    /// made with `makeImage()`. The images are cut in parallel (each reads the shared deal and panel
    /// bytes and writes only its own context).
    static func createDustImages(from image: CGImage, count: Int, passes: Int, seed: UInt64) -> [DustImage] {
        guard count >= 1, passes >= 1 else { return [] }
        let (width, height) = (image.width, image.height)
        let colorSpace = CGColorSpaceCreateDeviceRGB()
        let bitmapInfo = CGImageAlphaInfo.premultipliedLast.rawValue
        guard let panel = CGContext(data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: width * 4,
                                    space: colorSpace, bitmapInfo: bitmapInfo) else { return [] }
        panel.setBlendMode(.copy)
        panel.draw(image, in: CGRect(x: 0, y: 0, width: width, height: height))
        nonisolated(unsafe) let panelBytes = UnsafeRawPointer(panel.data!)
        let dealt = deal(width: width, height: height, count: count, passes: passes, seed: seed)
        let images = [DustImage?](unsafeUninitializedCapacity: count) { out, initialised in
            out.initialize(repeating: nil)
            nonisolated(unsafe) let results = out
            DispatchQueue.concurrentPerform(iterations: count) { k in
                let band = dealt.columns[k].map { max($0.lowerBound - 1, 0)..<min($0.upperBound + 2, width) } ?? 0..<1
                guard let dust = CGContext(data: nil, width: band.count, height: height, bitsPerComponent: 8,
                                           bytesPerRow: band.count * 4, space: colorSpace, bitmapInfo: bitmapInfo) else { return }
                cut(panelBytes, width: width, height: height, columns: band, image: k, deal: dealt, passes: passes,
                    into: dust.data!)
                results[k] = dust.makeImage().map { DustImage(x: band.lowerBound, image: $0) }
            }
            initialised = count
        }
        return images.map { $0! }
    }

    /// Writes into `target` (a `columns`-wide RGBA bitmap) the pixels of `columns` of the panel that
    /// `deal` gave to image `k`, transparent elsewhere.
    private static func cut(_ panel: UnsafeRawPointer, width: Int, height: Int, columns: Range<Int>, image k: Int,
                            deal: Deal, passes: Int, into target: UnsafeMutableRawPointer) {
        let (x0, bandWidth) = (columns.lowerBound, columns.count)
        let pixelCount = width * height
        let kk = UInt8(k)
        var hit = [UInt32](repeating: 0, count: bandWidth)
        let source = panel.assumingMemoryBound(to: UInt32.self)
        let output = target.assumingMemoryBound(to: UInt32.self)
        deal.indices.withUnsafeBufferPointer { indices in
            hit.withUnsafeMutableBufferPointer { hit in
                let h = hit.baseAddress!
                for y in 0..<height {
                    // h[i] = all ones where some pass dealt (x0 + i, y) to image k; plain loops over
                    // pointers, so that they vectorise.
                    let row = y &* width &+ x0
                    let dealt0 = indices.baseAddress! + row
                    for i in 0..<bandWidth { h[i] = dealt0[i] == kk ? ~0 : 0 }
                    for pass in 1..<passes {
                        let dealtRow = dealt0 + pass &* pixelCount
                        for i in 0..<bandWidth { h[i] |= dealtRow[i] == kk ? ~0 : 0 }
                    }
                    let from = source + row, to = output + y &* bandWidth
                    for i in 0..<bandWidth { to[i] = from[i] & h[i] }
                }
            }
        }
    }
}
