import Foundation
import SandglassTooling

/// Reads a presentation tree at one frame of an export into `LayerFrame`s, one per visible layer,
/// keyed by the model layer it presents (a layer keeps its Lottie layer from frame to frame however
/// the copies are made).
struct LayerSampler {
    /// One layer at one frame: where it sits in the tree and what it shows.
    struct Sample {
        let id: ExportLayerID
        let parent: ExportLayerID?
        let name: String
        /// Its place in painting order: the sublayer indices from the root (a parent paints before its
        /// sublayers, and they in order), so sorting the paths sorts the layers bottom to top.
        let order: [Int]
        var frame: LayerFrame
        /// For a `mask` layer, the layer it masks (its `parent` too); nil for other layers.
        var masks: ExportLayerID? = nil
    }

    /// A text layer's glyph outlines as the renderer lays them out (nil: text is left out, said).
    let textOutline: ((CATextLayer) -> CGPath?)?

    /// What layers without a `name` are called: the scene's property names for them (`ring`, `dot`).
    let names: LayerNames

    init(textOutline: ((CATextLayer) -> CGPath?)? = nil, names: LayerNames = LayerNames()) {
        (self.textOutline, self.names) = (textOutline, names)
    }

    /// What the sampler met that the export leaves out, by kind, with a layer that has it.
    private(set) var omissions: [String: String] = [:]
    /// The control points of every timing function the layers' animations use (a group's and a
    /// keyframe animation's segments' included), in the order first met: the easings a track's
    /// stretches are tried against (`EasedSegments`).
    private(set) var easings: [[Double]] = []
    /// The `contents` images met (the parts their `contentsRect` shows), by image and rectangle.
    private(set) var images: [ImageKey: CGImage] = [:]

    /// An image's buffer and the part of it shown.
    struct ImageKey: Hashable {
        let pixels: ObjectIdentifier
        let rect: CGRect
        /// A particle's colour its picture is multiplied by, in 255ths (nil: as it is).
        var tint: [UInt8]? = nil
    }
    private var easingsSeen: Set<[Double]> = []

    /// The samples of the tree under `root` (a presentation copy); `previous` holds the last frame's
    /// samples, so that rotations unwrap continuously.
    mutating func sample(_ root: CALayer, previous: [ExportLayerID: Sample]) -> [ExportLayerID: Sample] {
        var samples: [ExportLayerID: Sample] = [:]
        visit(root, parent: nil, opacity: 1, order: [], instance: [], container: nil, previous: previous, into: &samples)
        return samples
    }

    /// `container`: the replicator whose instance container `layer` is (a layer made for this frame).
    private mutating func visit(_ layer: CALayer, parent: ExportLayerID?, opacity inherited: Double, order: [Int], instance: [Int],
                                container: CALayer?, previous: [ExportLayerID: Sample], into samples: inout [ExportLayerID: Sample]) {
        let model = container?.model() ?? layer.model()
        let id = ExportLayerID(layer: ObjectIdentifier(model), instance: instance)
        let name = container.map { _ in layer.name ?? "copy \(instance.last ?? 0)" }
            ?? self.names.name(of: model, index: order.last ?? 0) + (instance.isEmpty ? "" : " #\(instance.map(String.init).joined(separator: "."))")
        let opacity = layer.isHidden ? 0 : inherited * Double(layer.opacity)
        if layer is CATextLayer, textOutline == nil { omit("text (CATextLayer)", name) }
        if let mask = layer.mask {
            if !(mask.sublayers ?? []).isEmpty { omit("the sublayers of a mask layer (the mask's own drawing kept)", name) }
            if mask.mask != nil { omit("a mask's own mask", name) }
        }
        for key in model.animationKeys() ?? [] {
            if let animation = model.animation(forKey: key) { collectEasings(of: animation) }
        }
        if let gradient = layer as? CAGradientLayer, gradient.type == .conic {
            omit("conic gradients (Lottie has only linear and radial ones)", name)
        }
        var frame = Self.frame(of: layer, opacity: opacity)
        frame.clips = layer.masksToBounds
        if let whole = layer.contents, let (imageID, image) = shown(whole, contentsRect: layer.contentsRect) {
            frame.image = imageID
            let scale = layer.contentsScale > 0 ? layer.contentsScale : 1
            let rect = layer.contentsGravity.place(CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale),
                                                   in: layer.bounds)
            frame.imageRect = [Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height)]
        }
        if !CATransform3DIsIdentity(layer.sublayerTransform) {
            let turn = Self.planar(layer.sublayerTransform)
            if turn.loss { omit("3-D or skewed sublayerTransforms (their 2-D turn and scale kept)", name) }
            frame.sublayer = frame.anchor + [turn.scaleX * 100, turn.scaleY * 100, turn.degrees, turn.tx, turn.ty]
            frame.sublayer![4] = Self.unwrapped(frame.sublayer![4], near: previous[id]?.frame.sublayer?[4])
        }
        if let text = layer as? CATextLayer, let textOutline {
            // The glyphs filled with the text's colour, as a shape layer draws a filled path.
            let glyphs = textOutline(text).map(LottieBezier.contours) ?? []
            frame.shape = ShapeFrame(paths: glyphs, fill: Self.rgba(text.foregroundColor ?? CGColor(gray: 1, alpha: 1)), evenOdd: false,
                                     stroke: nil, lineWidth: 0, lineCap: 1, lineJoin: 1, miterLimit: 4, dashes: [], dashPhase: 0,
                                     trim: [0, 100])
        }
        if frame.transformLoss { omit("3-D or skewed transforms (their 2-D turn and scale kept)", name) }
        frame.rotation = Self.unwrapped(frame.rotation, near: previous[id]?.frame.rotation)
        samples[id] = Sample(id: id, parent: parent, name: name, order: order, frame: frame)
        if let mask = layer.mask {
            // In the masked layer's coordinates, as a sublayer is; its alpha its own (its opacity only).
            let model = mask.model(), maskID = ExportLayerID(layer: ObjectIdentifier(model), instance: instance)
            var maskFrame = Self.frame(of: mask, opacity: mask.isHidden ? 0 : Double(mask.opacity))
            maskFrame.clips = mask.masksToBounds
            maskFrame.rotation = Self.unwrapped(maskFrame.rotation, near: previous[maskID]?.frame.rotation)
            samples[maskID] = Sample(id: maskID, parent: id, name: model.name ?? "\(name) mask", order: order + [-1],
                                     frame: maskFrame, masks: id)
        }
        if let emitter = layer as? CAEmitterLayer { sampleParticles(of: emitter, id: id, name: name, opacity: opacity, order: order,
                                                                    previous: previous, into: &samples) }
        // A replicator's presentation holds a container a copy (`CAReplicatorLayer`): each is followed
        // by the copy's number.
        let replicates = layer is CAReplicatorLayer
        for (i, sublayer) in (layer.sublayers ?? []).enumerated() {
            visit(sublayer, parent: id, opacity: opacity, order: order + [i], instance: replicates ? instance + [i] : instance,
                  container: replicates ? layer : nil, previous: previous, into: &samples)
        }
    }

    /// An emitter's particles at this frame, each a layer of its own (`ExportLayerID.particle`) parented
    /// to the emitter, drawn above its background and below its sublayers: its picture tinted by its
    /// colour, centred on it, turned and scaled as it is, its alpha its opacity.
    private mutating func sampleParticles(of emitter: CAEmitterLayer, id: ExportLayerID, name: String, opacity: Double, order: [Int],
                                          previous: [ExportLayerID: Sample], into samples: inout [ExportLayerID: Sample]) {
        guard let baked = emitter.bakedParticles() else { return }
        for (i, sprite) in baked.content.sprites.enumerated() where baked.content.images.indices.contains(sprite.image) {
            let picture = baked.content.images[sprite.image]
            let tint = (0..<3).map { UInt8((min(max(Double(sprite.color[$0]), 0), 1) * 255).rounded()) }
            guard let (key, _) = shown(picture.image, contentsRect: picture.contentsRect, tint: tint) else { continue }
            let particle = ExportLayerID(layer: id.layer, particle: baked.identities[i], instance: id.instance)
            let w = Double(sprite.size.width), h = Double(sprite.size.height)
            var frame = LayerFrame(anchor: [w / 2, h / 2], position: [Double(sprite.center.x), Double(sprite.center.y)], scale: [100, 100],
                                   rotation: Double(sprite.rotation) * 180 / .pi,
                                   opacity: opacity * min(max(Double(sprite.color[3]), 0), 1) * 100,
                                   bounds: [0, 0, w, h], cornerRadius: 0, background: nil, borderWidth: 0, border: nil, shape: nil,
                                   gradient: nil, transformLoss: false)
            (frame.image, frame.imageRect) = (key, [0, 0, w, h])
            frame.rotation = Self.unwrapped(frame.rotation, near: previous[particle]?.frame.rotation)
            // Below every sublayer (their paths start at 0), above the emitter's own drawing, in drawing order.
            samples[particle] = Sample(id: particle, parent: id, name: "\(name) particle", order: order + [i - Self.particleOrderBase],
                                       frame: frame)
        }
    }

    /// `degrees` plus the whole turns that bring it nearest `before` (the last frame's angle), so that a
    /// turn past 180° keeps turning instead of jumping back; as it is when there is no last frame.
    static func unwrapped(_ degrees: Double, near before: Double?) -> Double {
        guard let before else { return degrees }
        return degrees + ((before - degrees) / 360).rounded() * 360
    }

    /// Subtracted from a particle's drawing index in its order path: below any sublayer's index.
    static let particleOrderBase = 1 << 30

    /// The part of `image` that `contentsRect` shows (the whole of it, or a sprite sheet's cell cut out
    /// once), keyed by the image and the rectangle; nil when nothing of it shows.
    private mutating func shown(_ image: CGImage, contentsRect: CGRect, tint: [UInt8]? = nil) -> (ImageKey, CGImage)? {
        var key = ImageKey(pixels: ObjectIdentifier(image.pixels), rect: contentsRect)  // an image is its shared buffer
        key.tint = tint
        if let known = images[key] { return (key, known) }
        var part = image
        if contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            let w = CGFloat(image.width), h = CGFloat(image.height)
            let pixels = CGRect(x: contentsRect.minX * w, y: contentsRect.minY * h, width: contentsRect.width * w,
                                height: contentsRect.height * h).integral.intersection(CGRect(x: 0, y: 0, width: w, height: h))
            guard !pixels.isEmpty, let cut = image.cropping(to: pixels) else { return nil }
            part = cut
        }
        guard part.width > 0, part.height > 0 else { return nil }
        if let tint, tint != [255, 255, 255] {
            // Premultiplied: multiplying each colour channel multiplies the straight colour.
            var bytes = part.pixels.bytes
            for i in stride(from: 0, to: bytes.count, by: 4) {
                for c in 0..<3 { bytes[i + c] = UInt8((Int(bytes[i + c]) * Int(tint[c]) + 127) / 255) }
            }
            guard let tinted = CGImage(width: part.width, height: part.height, premultipliedRGBA: bytes) else { return nil }
            part = tinted
        }
        images[key] = part
        return (key, part)
    }

    private mutating func collectEasings(of animation: CAAnimation) {
        var functions = [animation.timingFunction].compactMap { $0 }
        if let keyframes = animation as? CAKeyframeAnimation { functions += keyframes.timingFunctions ?? [] }
        for f in functions {
            let points = [f.c1x, f.c1y, f.c2x, f.c2y]
            if points != [0, 0, 1, 1], easingsSeen.insert(points).inserted { easings.append(points) }
        }
        for child in (animation as? CAAnimationGroup)?.animations ?? [] { collectEasings(of: child) }
    }

    private mutating func omit(_ kind: String, _ layer: String) {
        if omissions[kind] == nil { omissions[kind] = layer }
    }

    /// `layer`'s frame; `opacity` already holds its ancestors'.
    /// A transform's turn, scales and translation as Lottie's 2-D transform holds them, and whether it
    /// held more (a skew, a turn about x or y, perspective).
    static func planar(_ t: CATransform3D) -> (scaleX: Double, scaleY: Double, degrees: Double, tx: Double, ty: Double, loss: Bool) {
        // Row vectors, as Core Animation: x' = m11 x + m21 y, y' = m12 x + m22 y.
        let a = Double(t.m11), b = Double(t.m12), c = Double(t.m21), d = Double(t.m22)
        let scaleX = (a * a + b * b).squareRoot()
        let rotation = scaleX > 0 ? atan2(b, a) : 0
        let scaleY = scaleX > 0 ? (a * d - b * c) / scaleX : (c * c + d * d).squareRoot()
        let skew = scaleX > 0 ? (a * c + b * d) / scaleX : 0
        // Out of the plane (a turn about x or y) or in perspective: not a 2-D transform. A z scale or
        // z translation (`transform.scale` scales z too) changes nothing on screen.
        let flat = [t.m13, t.m14, t.m23, t.m24, t.m31, t.m32, t.m34].allSatisfy { $0 == 0 } && t.m44 == 1
        return (scaleX, scaleY, rotation * 180 / .pi, Double(t.m41), Double(t.m42), !flat || abs(skew) > 1e-6)
    }

    static func frame(of layer: CALayer, opacity: Double) -> LayerFrame {
        let bounds = layer.bounds, anchor = layer.anchorPoint, t = layer.transform
        let turn = planar(t)
        return LayerFrame(
            anchor: [Double(bounds.minX + anchor.x * bounds.width), Double(bounds.minY + anchor.y * bounds.height)],
            position: [Double(layer.position.x) + turn.tx, Double(layer.position.y) + turn.ty],
            scale: [turn.scaleX * 100, turn.scaleY * 100],
            rotation: turn.degrees,
            opacity: opacity * 100,
            bounds: [Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height)],
            cornerRadius: Double(layer.cornerRadius),
            background: layer.backgroundColor.map(rgba),
            borderWidth: Double(layer.borderWidth),
            border: layer.borderWidth > 0 ? layer.borderColor.map(rgba) : nil,
            shape: (layer as? CAShapeLayer).map(shape),
            gradient: (layer as? CAGradientLayer).flatMap(gradient),
            transformLoss: turn.loss)
    }

    static func rgba(_ color: CGColor) -> [Double] {
        [Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha)]
    }

    private static func shape(_ layer: CAShapeLayer) -> ShapeFrame {
        let caps: [CAShapeLayerLineCap: Int] = [.butt: 1, .round: 2, .square: 3]
        let joins: [CAShapeLayerLineJoin: Int] = [.miter: 1, .round: 2, .bevel: 3]
        return ShapeFrame(
            paths: layer.path.map(LottieBezier.contours) ?? [],
            fill: layer.fillColor.map(rgba), evenOdd: layer.fillRule == .evenOdd,
            stroke: layer.lineWidth > 0 ? layer.strokeColor.map(rgba) : nil, lineWidth: Double(layer.lineWidth),
            lineCap: caps[layer.lineCap] ?? 1, lineJoin: joins[layer.lineJoin] ?? 1, miterLimit: Double(layer.miterLimit),
            dashes: (layer.lineDashPattern ?? []).map(\.doubleValue), dashPhase: Double(layer.lineDashPhase),
            trim: [Double(min(max(layer.strokeStart, 0), 1)) * 100, Double(min(max(layer.strokeEnd, 0), 1)) * 100])
    }

    private static func gradient(_ layer: CAGradientLayer) -> GradientFrame? {
        guard layer.type != .conic else { return nil }
        let colors = (layer.colors ?? []).compactMap { ($0 as AnyObject) as? CGColor }.map(rgba)
        guard colors.count > 1 else { return nil }
        let given = layer.locations?.map(\.doubleValue)
        let locations = given?.count == colors.count ? given! : (0..<colors.count).map { Double($0) / Double(colors.count - 1) }
        let b = layer.bounds
        func local(_ p: CGPoint) -> [Double] { [Double(b.minX + p.x * b.width), Double(b.minY + p.y * b.height)] }
        let radial = layer.type == .radial
        // Core Animation's radial gradient reaches endPoint's x distance from startPoint across the
        // width (an ellipse on a layer that is not square); Lottie's is a circle through its end point.
        let end = radial ? CGPoint(x: layer.startPoint.x + abs(layer.endPoint.x - layer.startPoint.x), y: layer.startPoint.y) : layer.endPoint
        return GradientFrame(radial: radial, colors: colors, locations: locations, start: local(layer.startPoint), end: local(end))
    }
}
