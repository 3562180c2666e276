import Geometry
import Layers
import Views

/// What the navigation bar shows for one page (UIKit's UINavigationItem).
@MainActor
public final class NavigationItem {
    /// The bar's centred title; follows the page's `title` unless set here.
    public var title: String? {
        didSet { changed() }
    }
    /// The back button's text on the page ABOVE this one; nil uses this page's title, and
    /// "Back" when there is none.
    public var backButtonTitle: String? {
        didSet { changed() }
    }
    /// Replaces the back button (UIKit's `leftBarButtonItem`); the back gesture keeps working.
    public var leftBarButtonItem: BarButtonItem? {
        didSet { changed() }
    }
    /// The item at the bar's right end (`UINavigationItem.rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        didSet { changed() }
    }
    /// Hides the back button (and any left item stays).
    public var hidesBackButton = false {
        didSet { changed() }
    }

    /// Called when anything above changes, so a bar showing this item can update.
    var onChange: (@MainActor () -> Void)?
    private var titleIsExplicit = false

    init(title: String?) {
        self.title = title
    }

    func titleDidChange(_ pageTitle: String?) {
        guard !titleIsExplicit else { return }
        title = pageTitle
    }

    /// Sets a title of its own that no longer follows the page's.
    public func setTitle(_ title: String?) {
        titleIsExplicit = true
        self.title = title
    }

    private func changed() { onChange?() }
}

/// How a navigation bar looks (UIKit's UINavigationBarAppearance): set once on the
/// navigation controller, overridden per page.
public struct NavigationBarAppearance: Hashable, Sendable {
    /// The bar's background colour.
    public var backgroundColor: Color
    /// The title's colour.
    public var titleColor: Color
    /// The title's font.
    public var titleFont: Font
    /// The tint of the back button and bar button items.
    public var tintColor: Color
    /// The one-point line under the bar; nil removes it.
    public var hairlineColor: Color?

    /// Creates an appearance; the defaults are UIKit's: white 0.97, a black bold 17-point title,
    /// the system blue tint and a light grey hairline.
    public init(
        backgroundColor: Color = Color(white: 0.97), titleColor: Color = .black,
        titleFont: Font = .boldSystem(size: 17), tintColor: Color = Color(red: 0, green: 0.48, blue: 1),
        hairlineColor: Color? = Color(white: 0.78)
    ) {
        self.backgroundColor = backgroundColor
        self.titleColor = titleColor
        self.titleFont = titleFont
        self.tintColor = tintColor
        self.hairlineColor = hairlineColor
    }

    /// The look of UIKit's default bar.
    public static let standard = NavigationBarAppearance()
}
