import Geometry
import Layers
import Views

/// The bar at the bottom of a page that shows its `toolbarItems` (UIKit's UIToolbar, one per
/// page, like the navigation bar, so that it travels with its page in a push or pop).
///
/// It takes the look of the page's navigation bar (background, tint; the hairline runs along
/// its top edge). Items go from the left edge inward, the first starting `itemMargin` + its
/// `offset` from it, each `spacing` (+ its offset) after the one before; a fixed space is a gap
/// of its width in place of that spacing, and flexible spaces share out the room left over
/// equally (so one before and one after an item centres it, as in UIKit).
@MainActor
public final class Toolbar: View {
    // docs-number: toolbar height (points)
    /// Height of the toolbar in points (UIKit's UIToolbar).
    nonisolated public static let height = 44.0
    // docs-number: toolbar: first item's distance from the edge (points)
    /// The distance of the first and last items from the edges.
    nonisolated public static let itemMargin = 16.0
    // docs-number: toolbar: space between items (points)
    /// The gap between two items with no space between them: as a navigation bar's
    /// (`NavigationBar.itemSpacing`), so their hover highlights do not touch.
    nonisolated public static let spacing = 16.0

    /// The look the toolbar has: the page's navigation bar's.
    public private(set) var appearance: NavigationBarAppearance
    /// The one-point line along the top edge (hidden when the appearance has none).
    public let hairline = View()
    /// The items' buttons (spaces included), left to right.
    public private(set) var itemViews: [BarButton] = []

    init(appearance: NavigationBarAppearance = NavigationBarAppearance()) {
        self.appearance = appearance
        super.init(frame: .zero)
        name = "toolbar"
        hairline.name = "toolbarHairline"
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        apply(appearance, tint: appearance.tintColor ?? tintColor)
    }

    /// The colour of the items: the page's bar's.
    public private(set) var tintColor = NavigationBarAppearance.defaultTintColor

    /// Background, line, `tint` and the items' text looks (the page's standard bar look).
    func apply(_ appearance: NavigationBarAppearance, tint: Color) {
        self.appearance = appearance
        tintColor = tint
        backgroundColor = appearance.shownBackgroundColor
        layer.backdropBlurRadius = appearance.blurRadius
        hairline.backgroundColor = appearance.shadowColor
        hairline.isHidden = appearance.shadowColor == nil
        styleItems()
    }

    private func styleItems() {
        for view in itemViews {
            view.tintColor = tintColor
            view.textLook = appearance.textLook(of: view.item)
        }
    }

    /// Shows `items`; buttons of items already shown are kept.
    func configure(items: [BarButtonItem]) {
        itemViews = BarItemViews.reconcile(itemViews, with: items, in: self, tint: tintColor)
        styleItems()
        setNeedsLayout()
    }

    /// Lays out again in a new window (its display scale sets the hairline's width).
    public override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
    }

    /// Places the hairline and the items, sharing the room left over among flexible spaces.
    public override func layoutSubviews() {
        let w = bounds.width
        let h = bounds.height
        hairline.frame = Rect(x: 0, y: 0, width: w, height: hairlineWidth)
        for view in itemViews { view.syncWithItem() }
        var used = 0.0
        var flexibleCount = 0
        for index in itemViews.indices {
            let view = itemViews[index]
            used += gap(before: index) + BarItemViews.width(of: view)
            if view.item.space == .flexible { flexibleCount += 1 }
        }
        let room = max(0, w - 2 * Self.itemMargin - used)
        // Whole points each; the last flexible space takes what rounding left, so the last item
        // still ends at the margin.
        let flexibleWidth = flexibleCount > 0 ? (room / Double(flexibleCount)).rounded(.down) : 0
        var flexibleLeft = flexibleCount
        var x = Self.itemMargin
        for index in itemViews.indices {
            let view = itemViews[index]
            var width = BarItemViews.width(of: view)
            if view.item.space == .flexible {
                flexibleLeft -= 1
                width = flexibleLeft == 0 ? room - flexibleWidth * Double(flexibleCount - 1) : flexibleWidth
            }
            x += gap(before: index)
            view.frame = Rect(x: x, y: 0, width: width, height: h)
            x += width
        }
    }

    /// The room before the item at `index`: none before the first or next to a space (the
    /// space is the gap), else `spacing`; plus the item's offset.
    private func gap(before index: Int) -> Double {
        let item = itemViews[index].item
        let nextToSpace = item.space != nil || (index > 0 && itemViews[index - 1].item.space != nil)
        return (index == 0 || nextToSpace ? 0 : Self.spacing) + item.offset
    }
}
