import Layers

/// What a page shows in a tab bar (UITabBarItem): a title, an image (tinted like the title)
/// and a badge. Changes show at once.
@MainActor
public final class TabBarItem {
    /// The item's title; follows the controller's `title` until set.
    public var title: String? { didSet { onChange?() } }
    /// The item's image, drawn in the tint (a template).
    public var image: Image? { didSet { onChange?() } }
    /// Text in a red badge at the item's top right (nil: no badge).
    public var badgeValue: String? { didSet { onChange?() } }
    /// Set by the tab bar showing the item.
    var onChange: (@MainActor () -> Void)?

    /// Creates an item.
    public init(title: String? = nil, image: Image? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}
