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
    /// The back button the page ABOVE this one shows (UIKit's rule): its title, when it has
    /// one, replaces this page's back button title and title there. Its action is not used: the
    /// back button always goes back.
    public var backBarButtonItem: BarButtonItem? {
        didSet { changed() }
    }
    /// How the back button on the page ABOVE this one shows its text (set here, on the page
    /// it leads back to, as in UIKit).
    public var backButtonDisplayMode = BackButtonDisplayMode.default {
        didSet { changed() }
    }
    /// A view shown in the title's place, centred at its size when set (shrunk when the items
    /// leave less room; one with no width takes all the room between them). The title still
    /// names the page on the next page's back button.
    public var titleView: View? {
        didSet { changed() }
    }
    /// The items at the bar's left, from the left edge inward (UIKit's `leftBarButtonItems`).
    /// They replace the back button unless `leftItemsSupplementBackButton` is set; the back
    /// gesture keeps working.
    public var leftBarButtonItems: [BarButtonItem] = [] {
        didSet { changed() }
    }
    /// The items at the bar's right, from the right edge inward (UIKit's `rightBarButtonItems`).
    public var rightBarButtonItems: [BarButtonItem] = [] {
        didSet { changed() }
    }
    /// Whether the left items follow the back button instead of replacing it (UIKit's
    /// `leftItemsSupplementBackButton`; false by default).
    public var leftItemsSupplementBackButton = false {
        didSet { changed() }
    }
    /// The first of `leftBarButtonItems`; setting it makes it the only one (UIKit's
    /// `leftBarButtonItem`). Replaces the back button; the back gesture keeps working.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// The first of `rightBarButtonItems`, at the bar's right end; setting it makes it the
    /// only one (`UINavigationItem.rightBarButtonItem`).
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }
    /// Hides the back button (and any left item stays).
    public var hidesBackButton = false {
        didSet { changed() }
    }

    /// The search shown in the bar under the title (UIKit's `searchController`): the bar grows
    /// by the search bar's strip (SearchInTheBar.md).
    public var searchController: SearchController? {
        didSet { changed() }
    }
    /// Whether the search bar slides away as the page's list scrolls, and back at its top
    /// (UIKit's `hidesSearchBarWhenScrolling`; true by default).
    public var hidesSearchBarWhenScrolling = true {
        didSet { changed() }
    }

    /// Whether the page shows its title large under the bar when the navigation controller's
    /// bar prefers large titles (UIKit's `largeTitleDisplayMode`; `.automatic` by default:
    /// as the page below; LargeTitles.md).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic {
        didSet { changed() }
    }

    /// This page's bar look, over the navigation bar's (UIKit's `standardAppearance`; BarAppearances.md).
    /// Setting it stores a copy; changing the copy held here shows at once.
    public var standardAppearance: NavigationBarAppearance? {
        get { appearances.standard }
        set { appearances.standard = hold(newValue) }
    }
    /// This page's bar look at the scroll edge (UIKit's `scrollEdgeAppearance`): while its list
    /// is at its top, or it has none. Nil takes the standard look of this item, else the
    /// navigation bar's scroll-edge look, else its standard one.
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances.scrollEdge }
        set { appearances.scrollEdge = hold(newValue) }
    }
    /// This page's compact-height bar look (UIKit's `compactAppearance`): kept for ports,
    /// shown nowhere yet, as the navigation bar's.
    public var compactAppearance: NavigationBarAppearance? {
        get { appearances.compact }
        set { appearances.compact = hold(newValue) }
    }
    /// This page's compact-height bar look at the scroll edge (UIKit's
    /// `compactScrollEdgeAppearance`): kept for ports, shown nowhere yet.
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { appearances.compactScrollEdge }
        set { appearances.compactScrollEdge = hold(newValue) }
    }
    private var appearances = BarAppearanceSet() {
        didSet { changed() }
    }

    /// A copy of `appearance` that tells this item when it changes (UIKit's `@NSCopying`).
    private func hold(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
        guard let appearance else { return nil }
        let copy = appearance.copy()
        copy.onChange = { [weak self] in self?.changed() }
        return copy
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

    /// What the back button leading to a page says (UIKit's
    /// `UINavigationItem.BackButtonDisplayMode`).
    public enum BackButtonDisplayMode: Sendable, Hashable {
        /// The back title (`backBarButtonItem`'s title, `backButtonTitle` or the title), "Back"
        /// when it does not fit, the chevron alone when even that does not.
        case `default`
        /// Always the generic title ("Back", the navigation controller's
        /// `backButtonFallbackTitle`), or the chevron alone when it does not fit.
        case generic
        /// The chevron alone.
        case minimal
    }
}
