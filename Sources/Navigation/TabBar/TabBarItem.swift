import Layers

/// What a page shows in a tab bar (UITabBarItem): a title, an image (tinted like the title)
/// and a badge. Changes show at once.
@MainActor
public final class TabBarItem {
    public var title: String? { didSet { onChange?() } }
    public var image: Image? { didSet { onChange?() } }
    /// Text in a red badge at the item's top right (nil: no badge).
    public var badgeValue: String? { didSet { onChange?() } }
    /// Set by the tab bar showing the item.
    var onChange: (@MainActor () -> Void)?

    public init(title: String? = nil, image: Image? = nil, badgeValue: String? = nil) {
        self.title = title
        self.image = image
        self.badgeValue = badgeValue
    }
}
