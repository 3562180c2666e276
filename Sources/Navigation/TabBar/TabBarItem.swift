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
    /// Set by the tab bar showing the item.
    var onChange: (@MainActor () -> Void)?

    /// Creates an item.
    public init(title: String? = nil, image: Image? = nil, selectedImage: Image? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        self.badgeValue = badgeValue
    }
}
