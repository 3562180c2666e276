import Geometry
import Layers
import Views

/// The bar at the top of a page: background, hairline, centred title (or title view), back
/// button, left and right items (UIKit's UINavigationBar, one per page so that bars can
/// travel with their pages; see `SharedBarTransition` for how alike bars still look like one
/// during a slide).
///
/// Layout, for a bar of width W (all measured with the window's text measurer):
/// - right items go from the right edge inward, the first ending `itemMargin` + its `offset`
///   from the edge; left items from the left edge inward, the first starting `itemMargin` +
///   its `offset` from it (the seeds' fixed space: a negative offset pulls an item towards its
///   edge), or after the back button when the item `leftItemsSupplementBackButton`; items are
///   `spacing` (+ their offset) apart. Left items replace the back button unless they
///   supplement it;
/// - the back button's chevron sits at `chevronX`, its text starts at `backTitleX`. The text
///   is the back title when it fits both left of the centred title and within
///   `maximumBackTitleShare` × W; a long title that only exceeds that cap is cut to it with
///   "…"; one that would run into the title becomes the fallback ("Back"), and the chevron
///   stands alone when even that does not fit (UIKit's rule);
/// - the title (or the title view, at its size) is centred in the bar at its natural width,
///   moved sideways only as far as needed to keep `spacing` from the items, and cut with "…"
///   (a title view shrunk) when it fits nowhere between them.
@MainActor
public final class NavigationBar: View {
    // docs-number: navigation bar height (points)
    /// Height of the bar in points.
    nonisolated public static let height = 50.0
    // docs-number: back chevron's x (points)
    /// The chevron's left edge.
    nonisolated public static let chevronX = 8.0
    // docs-number: back text's x (points)
    /// Where the back button's text starts.
    nonisolated public static let backTitleX = 27.0
    // docs-number: bar: first item's distance from its edge (points)
    /// The distance of the left and right items from the bar's edges.
    nonisolated public static let itemMargin = 16.0
    // docs-number: bar: space between items, and around the title (points)
    /// The smallest gap between the title and the items.
    nonisolated public static let spacing = 8.0
    // docs-number: bar: widest back text, as a share of the bar's width
    /// The widest the back button's text gets, as a share of the bar's width.
    nonisolated public static let maximumBackTitleShare = 0.3

    /// The look the bar shows now: background, line, titles and items (its page's standard
    /// or scroll-edge look, BarAppearances.md).
    public private(set) var appearance: NavigationBarAppearance
    /// The colour of the back button and the items: the look's own tint, else the navigation
    /// bar's.
    public private(set) var tintColor = NavigationBarAppearance.defaultTintColor
    /// The centred title.
    public let titleLabel = Label(textAlignment: .center)
    /// The one-point line along the bottom edge (hidden when the appearance has none).
    public let hairline = View()
    /// The back button (nil when the page is the root, hides it, or has a left item).
    public private(set) var backButton: BackButton?
    /// The left items' buttons, from the left edge inward.
    public private(set) var leftItemViews: [BarButton] = []
    /// The right items' buttons, from the right edge inward.
    public private(set) var rightItemViews: [BarButton] = []
    /// The first left item's button, if the page has left items.
    public var leftItemView: BarButton? { leftItemViews.first }
    /// The first right item's button (the one at the right edge), if the page has right items.
    public var rightItemView: BarButton? { rightItemViews.first }
    /// Every item's button, left then right.
    var itemViews: [BarButton] { leftItemViews + rightItemViews }
    /// The item's title view, shown in the title's place (the title label is hidden then).
    public private(set) var titleView: View?
    /// The title view's size when it was set: its natural size, which shrinking keeps.
    private var titleViewSize = Size.zero
    /// The back text asked for — the previous page's back title or title, or the fallback —
    /// whether or not the back button shows (nil on the root page).
    public private(set) var backTitle: String?
    /// What the back button says when the back title does not fit, and on an untitled page.
    public private(set) var fallbackBackTitle = "Back"
    /// The page's search bar, under the title row (its item's `searchController`'s; SearchInTheBar.md,
    /// "Search in the bar").
    public private(set) var searchBar: SearchBar?
    /// How much of the search bar's strip shows (0 to `SearchBar.height`; less while the
    /// page's list slides it away). The page sets it as it lays out.
    var searchBarHeight = 0.0 {
        didSet { if searchBarHeight != oldValue { setNeedsLayout() } }
    }
    /// The large title under the title row, hidden unless the page shows one (LargeTitles.md).
    public let largeTitleView = LargeTitleView()
    /// The bar's height: the title row's `height`, plus the large title's area and the search
    /// bar's strip as they show.
    public var totalHeight: Double {
        Self.height + largeTitleView.shownHeight + (searchBar == nil ? 0 : searchBarHeight)
    }
    private var onBack: (@MainActor () -> Void)?
    /// False while a transition draws one background for two bars (`SharedBarTransition`).
    var showsOwnBackground = true {
        didSet { updateBackground() }
    }

    init(appearance: NavigationBarAppearance = NavigationBarAppearance()) {
        self.appearance = appearance
        super.init(frame: .zero)
        name = "navigationBar"
        titleLabel.name = "title"
        // Read as the page's heading (UIKit's bar titles are headers).
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleView.titleLabel.accessibilityTraits = [.staticText, .header]
        hairline.name = "hairline"
        hairline.isUserInteractionEnabled = false
        addSubview(titleLabel)
        addSubview(largeTitleView)
        addSubview(hairline)
        apply(appearance, tint: appearance.tintColor ?? tintColor)
    }

    /// The text of the back button's title for a page above `previous`: by its
    /// `backButtonDisplayMode`, "" (the chevron alone) when minimal, `fallback` when generic;
    /// else the title of its `backBarButtonItem`, else its back button title, else its title,
    /// else `fallback`.
    public static func backTitle(for previous: NavigationItem, fallback: String) -> String {
        switch previous.backButtonDisplayMode {
        case .minimal: return ""
        case .generic: return fallback
        case .default: break
        }
        if let item = previous.backBarButtonItem?.title { return item }
        if let explicit = previous.backButtonTitle { return explicit }
        if let title = previous.title, !title.isEmpty { return title }
        return fallback
    }

    /// Title colour and font, `tint` (back button and items), the items' text, background and
    /// line.
    func apply(_ appearance: NavigationBarAppearance, tint: Color) {
        self.appearance = appearance
        tintColor = tint
        updateBackground()
        titleLabel.font = appearance.shownTitleFont
        titleLabel.textColor = appearance.shownTitleColor
        styleItems()
        searchBar?.tintColor = tint
    }

    private func updateBackground() {
        backgroundColor = showsOwnBackground ? appearance.shownBackgroundColor : nil
        layer.backdropBlurRadius = showsOwnBackground ? appearance.blurRadius : 0
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil || !showsOwnBackground
    }

    /// Shows `item`; `backTitle` is the back button's text (nil: no back button, the root);
    /// `impliedRightItems` show at the right when the item has none of its own (a presented
    /// navigation controller's Done). Views are kept when the item's buttons are the same,
    /// so calling it again changes nothing on screen.
    func configure(
        item: NavigationItem, backTitle: String?, fallbackBackTitle: String = "Back",
        impliedRightItems: [BarButtonItem] = [], onBack: @escaping @MainActor () -> Void
    ) {
        self.onBack = onBack
        self.backTitle = backTitle
        self.fallbackBackTitle = fallbackBackTitle
        titleLabel.text = item.title ?? ""
        setTitleView(item.titleView)
        setSearchBar(item.searchController?.searchBar)
        let tint = tintColor
        leftItemViews = BarItemViews.reconcile(leftItemViews, with: item.leftBarButtonItems, in: self, tint: tint)
        // An item on both sides shows on the left.
        let left = Set(item.leftBarButtonItems.map(ObjectIdentifier.init))
        let right = (item.rightBarButtonItems.isEmpty ? impliedRightItems : item.rightBarButtonItems)
            .filter { !left.contains(ObjectIdentifier($0)) }
        rightItemViews = BarItemViews.reconcile(rightItemViews, with: right, in: self, tint: tint)
        let leftItemsReplaceBack = !item.leftBarButtonItems.isEmpty && !item.leftItemsSupplementBackButton
        if !leftItemsReplaceBack, !item.hidesBackButton, backTitle != nil {
            if backButton == nil {
                let back = BackButton(tint: tintColor)
                back.addAction { [weak self] in self?.onBack?() }
                addSubview(back)
                backButton = back
            }
        } else {
            backButton?.removeFromSuperview()
            backButton = nil
        }
        styleItems()
        setNeedsLayout()
    }

    private func setTitleView(_ view: View?) {
        guard view !== titleView else { return }
        if let old = titleView, old.superview === self { old.removeFromSuperview() }
        titleView = view
        titleLabel.isHidden = view != nil
        guard let view else { return }
        titleViewSize = view.bounds.size
        addSubview(view)
    }

    private func setSearchBar(_ bar: SearchBar?) {
        guard bar !== searchBar else { return }
        if let old = searchBar {
            if old.superview === self { old.removeFromSuperview() }
            old.searchController?.searchBarLeftItsBar()
        }
        searchBar = bar
        guard let bar else { return }
        bar.tintColor = tintColor
        addSubview(bar)
        setNeedsLayout()
    }

    /// The title shown.
    public var title: String { titleLabel.text }

    /// The back button's text as shown once laid out ("" for the chevron alone; nil without
    /// a back button).
    public var displayedBackTitle: String? {
        layoutIfNeeded()
        return backButton?.title
    }

    /// Lays out again in a new window (its display scale sets the hairline's width).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    // MARK: - Layout

    /// The width of one line of `text` in `font`, rounded up to whole points as `Label` does
    /// (0 without a window to measure with). Text that cannot be measured counts as 0 wide,
    /// and the error goes to the window's scene (`Scene.reportFailure`), whose frames then
    /// fail with it: a bar never shows without its titles in silence.
    private func width(of text: String, font: Font) -> Double {
        guard !text.isEmpty, let window else { return 0 }
        do {
            return try window.textMeasurer.size(of: text, font: font).width.rounded(.up)
        } catch {
            window.scene.reportFailure(error)
            return 0
        }
    }

    /// What the back button says given `room` points for its text and a `cap` on a long
    /// title's width: the whole `title` if it fits both; the title cut with "…" at the cap
    /// when only the cap is exceeded; else `fallback` if it fits the room; else nothing (the
    /// chevron alone). Returns the text and the width it gets.
    public static func chooseBackTitle(
        _ title: String, fallback: String, room: Double, cap: Double, width: (String) -> Double
    ) -> (text: String, width: Double) {
        let full = width(title)
        if full <= min(room, cap) { return (title, full) }
        if room >= cap { return (title, cap) }
        let short = width(fallback)
        if short <= room { return (fallback, short) }
        return ("", 0)
    }

    /// Places the hairline, the items, the back button (its text capped to fit) and the centred
    /// title or title view.
    public override func layoutSubviews() {
        let w = bounds.width
        // The title row; a search bar's strip is below it, the hairline under both.
        let h = min(bounds.height, Self.height)
        // One pixel at any scale, as UIKit's bar shadow.
        hairline.frame = Rect(x: 0, y: bounds.height - hairlineWidth, width: w, height: hairlineWidth)
        let belowTitles = layoutLargeTitle(width: w)
        if let searchBar, searchBar.superview === self {
            searchBar.frame = Rect(x: 0, y: belowTitles, width: w, height: max(0, bounds.height - belowTitles))
        }
        // Right items, from the right edge inward.
        var rightEdge = w - Self.itemMargin
        for (index, view) in rightItemViews.enumerated() {
            view.syncWithItem()
            let width = BarItemViews.width(of: view)
            let x = rightEdge - (index == 0 ? 0 : Self.spacing) - view.item.offset - width
            view.frame = Rect(x: x, y: 0, width: width, height: h)
            rightEdge = x
        }
        let rightLimit = rightItemViews.isEmpty ? rightEdge : rightEdge - Self.spacing
        let titleWidth = titleView == nil ? width(of: titleLabel.text, font: titleLabel.font) : titleViewSize.width
        // Left items, from the left edge inward (after the back button when they supplement it).
        for view in leftItemViews { view.syncWithItem() }
        var leftEdge = Self.itemMargin
        if let back = backButton {
            // Room for the text left of the title as it would be centred (or of the right
            // items), less what the left items after it take.
            let leftItems = leftItemViews.reduce(0.0) {
                $0 + Self.spacing + $1.item.offset + BarItemViews.width(of: $1)
            }
            let end = (titleWidth > 0 ? (w - titleWidth) / 2 - Self.spacing : rightLimit) - leftItems
            let font = back.titleLabel.font
            let choice = Self.chooseBackTitle(
                backTitle ?? fallbackBackTitle, fallback: fallbackBackTitle, room: end - Self.backTitleX,
                cap: (w * Self.maximumBackTitleShare).rounded(.down)
            ) { width(of: $0, font: font) }
            back.titleLabel.text = choice.text
            back.textWidth = choice.width
            back.textClipMaxX = w
            back.frame = Rect(x: 0, y: 0, width: back.contentMaxX + Self.spacing, height: h)
            leftEdge = back.contentMaxX + Self.spacing
        }
        for (index, view) in leftItemViews.enumerated() {
            let width = BarItemViews.width(of: view)
            let x = leftEdge + (index == 0 ? 0 : Self.spacing) + view.item.offset
            view.frame = Rect(x: x, y: 0, width: width, height: h)
            leftEdge = x + width
        }
        let leftLimit = leftItemViews.isEmpty ? leftEdge : leftEdge + Self.spacing
        let available = max(0, rightLimit - leftLimit)
        let slot: Rect
        if titleView != nil, titleWidth <= 0 {
            slot = Rect(x: leftLimit, y: 0, width: available, height: h)
        } else if titleWidth <= available {
            let x = min(max(((w - titleWidth) / 2).rounded(), leftLimit), rightLimit - titleWidth)
            slot = Rect(x: x, y: 0, width: titleWidth, height: h)
        } else {
            slot = Rect(x: leftLimit, y: 0, width: available, height: h)
        }
        titleLabel.frame = slot
        if let titleView {
            let height = min(titleViewSize.height > 0 ? titleViewSize.height : h, h)
            titleView.frame = Rect(x: slot.minX, y: ((h - height) / 2).rounded(), width: slot.width, height: height)
        }
    }

    // MARK: - Transitions

    /// The parts a transition moves and fades, with their frames as laid out (a view's
    /// `frame` includes its transform).
    func restingFrame(of view: View) -> Rect {
        Rect(
            x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
            width: view.bounds.width, height: view.bounds.height)
    }

    /// Puts every part a transition touched back at rest.
    func resetTransitionState() {
        let parts: [View?] = [titleLabel, titleView, backButton?.titleLabel, backButton?.chevron]
        for part in parts.compactMap({ $0 }) + itemViews {
            part.transform = .identity
            part.alpha = 1
        }
        hairline.alpha = 1
        applyRestingTitleAlpha()
    }
}
