import Foundation

/// The traits a view is shown with: light or dark appearance, the screen's scale and the size classes.
/// Immutable, as on iOS; a collection made from one trait leaves the others unspecified, and
/// `init(traitsFrom:)` lays collections over each other (later specified values win).
///
/// `current` is the collection UIKit code runs under: dynamic colours resolve with it when they are
/// turned into a `CGColor`. As on iOS it is per thread, and UIKit sets it to a view's traits around
/// `layoutSubviews()`, `draw(_:)` and `traitCollectionDidChange(_:)`; a scene's code runs with the
/// scene's traits (light or dark by its background, see `SceneRunner`). Outside those it is the screen's.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// Pixels per point; 0 is unspecified.
    public let displayScale: CGFloat
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass

    /// Every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: .unspecified)
    }

    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, scale: 0, horizontal: .unspecified, vertical: .unspecified)
    }

    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, scale: displayScale, horizontal: .unspecified, vertical: .unspecified)
    }

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: horizontalSizeClass, vertical: .unspecified)
    }

    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(style: .unspecified, scale: 0, horizontal: .unspecified, vertical: verticalSizeClass)
    }

    /// `traitCollections` laid over each other in order: each trait is the last specified value.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(style: traitCollections.last { $0.userInterfaceStyle != .unspecified }?.userInterfaceStyle ?? .unspecified,
                  scale: traitCollections.last { $0.displayScale != 0 }?.displayScale ?? 0,
                  horizontal: traitCollections.last { $0.horizontalSizeClass != .unspecified }?.horizontalSizeClass ?? .unspecified,
                  vertical: traitCollections.last { $0.verticalSizeClass != .unspecified }?.verticalSizeClass ?? .unspecified)
    }

    private init(style: UIUserInterfaceStyle, scale: CGFloat, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (userInterfaceStyle, displayScale, horizontalSizeClass, verticalSizeClass) = (style, scale, horizontal, vertical)
        super.init()
    }

    /// This collection with `style` laid over it (itself when `style` is unspecified).
    func overriding(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(style: style, scale: displayScale, horizontal: horizontalSizeClass, vertical: verticalSizeClass)
    }

    /// Whether every trait specified in `trait` has the same value here.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return (trait.userInterfaceStyle == .unspecified || trait.userInterfaceStyle == userInterfaceStyle)
            && (trait.displayScale == 0 || trait.displayScale == displayScale)
            && (trait.horizontalSizeClass == .unspecified || trait.horizontalSizeClass == horizontalSizeClass)
            && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
    }

    /// Whether a dynamic colour may resolve differently under `traitCollection`: here, whether the
    /// appearance differs (an unspecified style counts as light, as colours resolve it).
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        resolvedStyle != (traitCollection ?? UITraitCollection()).resolvedStyle
    }

    /// The style a colour resolves with: light unless dark.
    var resolvedStyle: UIUserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    // MARK: Current

    /// Each thread's current collection, in a box of its own found through a pthread key. The
    /// Foundation thread dictionary it replaces allocated at every set and every restore, and
    /// `performAsCurrent` runs twice a frame.
    private final class CurrentBox { var collection: UITraitCollection? }

    /// Created once; its destructor releases a finished thread's box.
    private static let currentKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { box in
            if let box { Unmanaged<CurrentBox>.fromOpaque(box).release() }
        }
        return key
    }()

    private static var currentBox: CurrentBox {
        if let box = pthread_getspecific(currentKey) { return Unmanaged<CurrentBox>.fromOpaque(box).takeUnretainedValue() }
        let box = CurrentBox()
        pthread_setspecific(currentKey, Unmanaged.passRetained(box).toOpaque())
        return box
    }

    /// The traits UIKit code runs under on this thread (see the type's description); the screen's
    /// unless UIKit or the code set it.
    public class var current: UITraitCollection {
        get { currentBox.collection ?? UIScreen.main.traitCollection }
        set { currentBox.collection = newValue }
    }

    /// Runs `actions` with this collection as `current`, then puts the previous one back.
    public func performAsCurrent<R>(_ actions: () throws -> R) rethrows -> R {
        let box = Self.currentBox
        let previous = box.collection
        box.collection = self
        defer { box.collection = previous }
        return try actions()
    }

    // MARK: NSObject

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle && displayScale == other.displayScale
            && horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(displayScale)
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        return hasher.finalize()
    }

    public override var description: String {
        "<UITraitCollection: userInterfaceStyle = \(userInterfaceStyle), displayScale = \(displayScale), "
            + "horizontalSizeClass = \(horizontalSizeClass), verticalSizeClass = \(verticalSizeClass)>"
    }
}
