import Foundation

/// `UITabBarItem`: a tab's title, image (drawn as a template, in the bar's tint when selected and grey
/// otherwise, as iOS draws them), selected image and badge.
open class UITabBarItem: NSObject {
    /// iOS's system items: their titles (Sandglass has no system glyphs to draw; set an image).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    open var title: String? { didSet { changed() } }
    open var image: UIImage? { didSet { changed() } }
    open var selectedImage: UIImage? { didSet { changed() } }
    open var tag = 0
    open var isEnabled = true { didSet { changed() } }
    /// Text in a red badge at the image's top right (nil: no badge; "": a dot).
    open var badgeValue: String? { didSet { changed() } }
    open var badgeColor: UIColor? { didSet { changed() } }
    /// Moves the title from its place under the image (points, y down).
    open var titlePositionAdjustment: UIOffset = .zero { didSet { changed() } }
    /// Insets the image from its 25-point square (negative values grow it).
    open var imageInsets: UIEdgeInsets = .zero { didSet { changed() } }

    /// Called for items loaded from a storyboard: never here (there are none); declared so that
    /// overrides compile, as for views.
    open func awakeFromNib() {}

    /// The bar showing this item, told of a change so it redraws the item.
    weak var bar: UITabBar?

    public override init() { super.init() }

    public init(title: String?, image: UIImage?, tag: Int) {
        (self.title, self.image, self.tag) = (title, image, tag)
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        (self.title, self.image, self.selectedImage) = (title, image, selectedImage)
        super.init()
    }

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        (title, self.tag) = (systemItem.title, tag)
        super.init()
    }

    private func changed() { bar?.itemChanged(self) }
}
