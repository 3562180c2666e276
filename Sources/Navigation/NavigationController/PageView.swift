import Geometry
import Layers
import Views

/// One page as it moves: a view controller's view with its own navigation bar above it
/// (or none, when the page hides the bar) and its own toolbar below it (when it has toolbar
/// items and the toolbar shows). Transitions move pages, so a page's bars always travel with
/// it unless an animator keeps them still.
///
/// The controller's view is loaded only when the page is about to show (`installContent`),
/// so a stack of many pages loads only the views the user sees, as UIKit does.
@MainActor
public final class PageView: View {
    /// The controller whose view the page shows. Held strongly: a page can be asked for before
    /// its controller joins the stack (a push waiting for a back-drag's end), when
    /// nothing else may hold the controller yet.
    public let viewController: ViewController
    /// The page's own bar.
    public let navigationBar: NavigationBar
    /// The page's own toolbar (hidden unless the page shows its toolbar items).
    public let toolbar: Toolbar

    /// The looks the page's bar shows, as the navigation controller resolved them (BarAppearances.md); the
    /// bar shows the scroll-edge one while the page's list is at its top.
    var barAppearance = ResolvedBarAppearance(NavigationBarAppearance()) {
        // The same looks, unchanged, are shown already: nothing to apply again (the
        // controller resolves them for every page at every change of its stack).
        didSet { if !barAppearance.showsTheSame(as: oldValue) { barAppearanceDidChange() } }
    }

    init(viewController: ViewController) {
        self.viewController = viewController
        self.navigationBar = NavigationBar()
        self.toolbar = Toolbar()
        super.init(frame: .zero)
        name = "page:" + viewController.name
        backgroundColor = .systemBackground
        addSubview(navigationBar)
        toolbar.isHidden = true
        addSubview(toolbar)
    }

    /// The view controller's view (loaded on first use).
    public var contentView: View {
        installContent()
        return viewController.view
    }

    /// Loads the controller's view and puts it under the bar, once.
    func installContent() {
        let content = viewController.view
        guard content.superview !== self else { return }
        insertSubview(content, at: 0)
        setNeedsLayout()
    }

    /// True when the page's bar is hidden.
    public var isBarHidden: Bool { navigationBar.isHidden }
    /// True when the page's toolbar is hidden.
    public var isToolbarHidden: Bool { toolbar.isHidden }

    /// How much of the navigation bar shows: 1 shown, 0 hidden, between while it slides up
    /// out of the page or back down (`NavigationController.setNavigationBarHidden`); the
    /// content starts below what shows.
    var barReveal = 1.0 {
        didSet { revealDidChange(barReveal, oldValue, bar: navigationBar) }
    }
    /// How much of the toolbar shows: 1 shown, 0 hidden, between while it slides down out of
    /// the page or back up; the content ends above what shows.
    var toolbarReveal = 0.0 {
        didSet { revealDidChange(toolbarReveal, oldValue, bar: toolbar) }
    }

    private func revealDidChange(_ value: Double, _ oldValue: Double, bar: View) {
        guard value != oldValue else { return }
        bar.isHidden = value <= 0
        // A bar half out of the page is cut at its edge (only while it slides).
        clipsToBounds = (0 < barReveal && barReveal < 1) || (0 < toolbarReveal && toolbarReveal < 1)
        setNeedsLayout()
    }

    /// The page's list and its offset's changes, which fold the bar (SearchInTheBar.md, LargeTitles.md).
    lazy var scrollTracker = PageScrollTracker { [weak self] list in self?.listDidScroll(list) }

    /// The container's bar showing below this page (a tab bar), if any: the page keeps room
    /// for it at its bottom.
    weak var barBelow: (any BottomBar)? {
        didSet { if barBelow !== oldValue { setNeedsLayout() } }
    }

    /// Room kept clear at the bottom for the bar below.
    var bottomInset: Double { barBelow?.barHeight ?? 0 }

    /// A bar lent to this page while it moves (the tab bar, which travels with the page that
    /// shows it): kept at the page's bottom edge, at its width, also through a resize.
    weak var lentBottomBar: (any BottomBar)? {
        didSet { setNeedsLayout() }
    }

    /// Whether the room kept for the bar below is under a translucent bar: the content then
    /// goes on beneath it, its safe area ending above it. Looked up when the page lays out.
    private var bottomInsetIsTranslucent: Bool { barBelow?.isTranslucent ?? false }

    /// How much the bars cover at the top and the bottom of `bounds`, and how much of that
    /// covers the content (what an opaque bar covers) rather than its safe area (what a
    /// translucent one does: the content extends beneath it; LayoutAsUIKit.md).
    private func barCover() -> (top: Double, bottom: Double, opaqueTop: Double, opaqueBottom: Double) {
        // A search controller's strip makes the bar taller, as much of it as shows (SearchInTheBar.md,
        // "Search in the bar"); without one the bar is NavigationBar.height.
        let barHeight = navigationBar.isHidden ? 0 : navigationBar.totalHeight * barReveal
        let toolbarHeight = toolbar.isHidden ? 0 : toolbar.barHeight * toolbarReveal
        let bottom = toolbarHeight + bottomInset
        let opaqueTop = barIsTranslucent ? 0 : barHeight
        let opaqueBottom =
            toolbarHeight > 0 && !toolbar.isTranslucent
            ? bottom : (bottomInsetIsTranslucent ? 0 : bottomInset)
        return (barHeight, bottom, opaqueTop, opaqueBottom)
    }

    /// Where the controller's view goes in a page of `bounds`: below the bar and above the
    /// toolbar and a tab bar's room, or beneath those of them that are translucent.
    func contentFrame(in bounds: Rect) -> Rect {
        let cover = barCover()
        return Rect(
            x: 0, y: cover.opaqueTop, width: bounds.width,
            height: max(bounds.height - cover.opaqueTop - cover.opaqueBottom, 0))
    }

    /// Puts the bar at the top, the toolbar at the bottom (above a tab bar's room) and the
    /// controller's view between them (from the top when the bar is hidden; part-way while a
    /// bar slides; beneath translucent bars, whose height its safe area keeps clear); a lent
    /// bar at the bottom.
    public override func layoutSubviews() {
        layoutCollapsingBar()
        updateShownBarAppearance()
        let cover = barCover()
        let barHeight = cover.top
        let fullBarHeight = navigationBar.totalHeight
        navigationBar.frame = Rect(
            x: 0, y: barHeight - fullBarHeight, width: bounds.width, height: fullBarHeight)
        toolbar.frame = Rect(
            x: 0, y: bounds.height - bottomInset - (cover.bottom - bottomInset), width: bounds.width,
            height: toolbar.barHeight)
        if let lent = lentBottomBar, lent.superview === self {
            let height = lent.frame.height
            lent.frame = Rect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
        }
        guard viewController.isViewLoaded, viewController.view.superview === self else { return }
        let content = viewController.view
        content.frame = contentFrame(in: bounds)
        let inherited = content.inheritedSafeAreaInsets
        content.givenSafeAreaInsets = EdgeInsets(
            top: max(inherited.top, cover.top - cover.opaqueTop), left: inherited.left,
            bottom: max(inherited.bottom, cover.bottom - cover.opaqueBottom), right: inherited.right)
        layoutSearchOverlay(over: content.frame)
    }
}
