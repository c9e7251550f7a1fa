import Foundation

/// `CAReplicatorLayer`: draws its sublayers `instanceCount` times, instance k moved by
/// `instanceTransform` applied k times about the layer's centre, and running its animations
/// `instanceDelay` x k seconds late (activity indicators, ripples).
///
/// Core Animation replicates at render time; Sandglass does it where it evaluates: the presentation
/// copy of a replicator holds one plain container layer per instance, placed by the instance's
/// transform, with copies of the sublayers evaluated at the instance's time. Everything after the
/// presentation (snapshot, planner, backend, `dump`) sees ordinary layers. Not replicated yet:
/// `instanceColor` and the colour and alpha offsets, `preservesDepth`; these properties are not
/// animatable here.
open class CAReplicatorLayer: CALayer {
    /// Copies drawn, the first at the sublayers' own place (0 draws none).
    @exclusivity(unchecked) open var instanceCount: Int = 1
    /// Applied to instance k - 1 to place instance k, about the centre of this layer's bounds.
    @exclusivity(unchecked) open var instanceTransform: CATransform3D = .identity
    /// Seconds instance k's animations run behind instance k - 1's.
    @exclusivity(unchecked) open var instanceDelay: CFTimeInterval = 0

    open override class var typeName: String { "replicator" }

    open override func copyProperties(to c: CALayer) {
        super.copyProperties(to: c)
        guard let r = c as? CAReplicatorLayer else { return }
        (r.instanceCount, r.instanceTransform, r.instanceDelay) = (instanceCount, instanceTransform, instanceDelay)
    }

    /// Whether the presentation copy holds instance containers instead of the sublayers themselves.
    override var replicates: Bool { instanceCount != 1 }

    /// The containers of the presentation copy at this layer's local time `t` (nil: model values):
    /// container k is this layer's bounds turned by `instanceTransform`^k about its centre, holding
    /// copies of the sublayers `copy` makes at their local time less k x `instanceDelay`.
    func instanceContainers(localTime t: CFTimeInterval?, copy: (CALayer, CFTimeInterval?) -> CALayer) -> [CALayer] {
        var containers: [CALayer] = []
        var placement = CATransform3D.identity
        for k in 0..<max(0, instanceCount) {
            let container = CALayer()
            container.actionsSuppressed = true
            container.name = "\(name ?? "replicator")#\(k)"
            container.bounds = bounds
            container.position = CGPoint(x: bounds.midX, y: bounds.midY)
            container.transform = placement
            let lag = Double(k) * instanceDelay
            container._sublayers = sublayers?.map { s in
                let sc = copy(s, t.map { s.localTime(fromParent: $0) - lag })
                sc._superlayer = container
                return sc
            } ?? []
            containers.append(container)
            placement = CATransform3DConcat(placement, instanceTransform)
        }
        return containers
    }
}
