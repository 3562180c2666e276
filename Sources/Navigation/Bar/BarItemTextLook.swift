import Geometry
import Layers

/// What a bar's appearance says about one item's title (BarAppearances.md): the
/// colours of its states and its font, each nil where the appearance sets none (the tint,
/// grey when disabled, and the item's style's font then).
struct BarItemTextLook: Equatable {
    var normal: Color?
    var highlighted: Color?
    var disabled: Color?
    var font: Font?

    init() {}

    /// The look `appearance` gives (its normal state's font).
    @MainActor
    init(_ appearance: BarButtonItemAppearance) {
        normal = appearance.normal.titleTextAttributes.foregroundColor
        highlighted = appearance.highlighted.titleTextAttributes.foregroundColor
        disabled = appearance.disabled.titleTextAttributes.foregroundColor
        font = appearance.normal.titleTextAttributes.font
    }
}

extension NavigationBarAppearance {
    /// The text look of `item`'s title: from `doneButtonAppearance` for a done item, else
    /// `buttonAppearance`.
    func textLook(of item: BarButtonItem) -> BarItemTextLook {
        BarItemTextLook(item.isDoneStyle ? doneButtonAppearance : buttonAppearance)
    }
}

extension NavigationBar {
    /// Gives the back button and every item the bar's tint and its appearance's text looks.
    func styleItems() {
        if let back = backButton {
            back.tintColor = tintColor
            back.textLook = BarItemTextLook(appearance.backButtonAppearance)
        }
        for view in itemViews {
            view.tintColor = tintColor
            view.textLook = appearance.textLook(of: view.item)
        }
    }
}
