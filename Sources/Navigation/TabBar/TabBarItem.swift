import Layers

/// What a page shows in a tab bar (UITabBarItem): a title, an image above it (tinted like the
/// title; another while selected, optionally) and a badge. Changes show at once.
@MainActor
public final class TabBarItem {
    /// The item's title; follows the controller's `title` until set.
    public var title: String? { didSet { onChange?() } }
    /// The item's image, drawn above the title as a template: only its alpha counts, in the
    /// selected tint while its tab is selected and in the normal grey otherwise. About 26
    /// points square suits the bar.
    public var image: Image? { didSet { onChange?() } }
    /// The image shown while the tab is selected (a filled variant, say), tinted the same
    /// way; nil: `image` in both states.
    public var selectedImage: Image? { didSet { onChange?() } }
    /// Text in a red badge at the image's top right corner (beside the title when there is no
    /// image); nil: no badge.
    public var badgeValue: String? { didSet { onChange?() } }
    /// A number that tells items apart (UIKit's `tag`); 0 unless given.
    public var tag = 0
    /// The system item this item was made as (`init(tabBarSystemItem:tag:)`), if any.
    public private(set) var systemItem: SystemItem?
    /// Set by the tab bar showing the item.
    var onChange: (@MainActor () -> Void)?

    /// Creates an item.
    public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
    }

    /// Creates an item with a title, an image and a tag (UIKit's `init(title:image:tag:)`).
    public convenience init(title: String?, image: Image?, tag: Int) {
        self.init(title: title, image: image)
        self.tag = tag
    }

    /// Creates one of the system's items, titled and iconed as iOS's (UIKit's
    /// `init(tabBarSystemItem:tag:)`; BarAppearances.md). Its title stays when the page's
    /// title changes.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: systemItem.image)
        self.tag = tag
        self.systemItem = systemItem
    }
}
