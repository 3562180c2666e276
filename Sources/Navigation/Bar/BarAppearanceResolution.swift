import Geometry

/// The appearances set in one place: a page's navigation item, or the navigation bar.
@MainActor
struct BarAppearanceSet {
    var standard: NavigationBarAppearance?
    var scrollEdge: NavigationBarAppearance?
    var compact: NavigationBarAppearance?
    var compactScrollEdge: NavigationBarAppearance?
}

/// The looks one page's bar shows, resolved from its item and the navigation bar
/// (BarAppearances.md, "Which look a bar shows"):
/// - standard: the item's `standardAppearance`, else the navigation bar's;
/// - at the scroll edge: the item's `scrollEdgeAppearance`, else the item's standard one, else
///   the navigation bar's `scrollEdgeAppearance`, else its standard one (UIKit's order; where
///   iOS 15 then makes the standard look transparent, Segue keeps it as it is).
@MainActor
struct ResolvedBarAppearance {
    /// The look once the page's list has scrolled.
    let standard: NavigationBarAppearance
    /// The look at the scroll edge: the same object as `standard` when nothing sets one.
    let scrollEdge: NavigationBarAppearance
    /// The navigation bar's tint, under an appearance's own.
    let barTint: Color?
    /// The looks' versions when resolved (`NavigationBarAppearance.version`).
    private let versions: (standard: Int, scrollEdge: Int)

    init(item: NavigationItem?, bar: NavigationBarSettings) {
        standard = item?.standardAppearance ?? bar.standardAppearance
        scrollEdge =
            item?.scrollEdgeAppearance ?? item?.standardAppearance ?? bar.scrollEdgeAppearance
            ?? bar.standardAppearance
        barTint = bar.tintColor
        versions = (standard.version, scrollEdge.version)
    }

    /// A bar showing `appearance` alone, with the navigation bar's tint.
    init(_ appearance: NavigationBarAppearance, barTint: Color? = nil) {
        standard = appearance
        scrollEdge = appearance
        self.barTint = barTint
        versions = (appearance.version, appearance.version)
    }

    /// Whether `other` resolves to the same looks, unchanged since, under the same tint: a bar
    /// showing one shows the other already (the navigation controller resolves every page's
    /// looks again whenever its stack or a look changes).
    func showsTheSame(as other: ResolvedBarAppearance) -> Bool {
        standard === other.standard && scrollEdge === other.scrollEdge && versions == other.versions
            && barTint == other.barTint
    }

    /// Whether the bar changes look as the page's list leaves its top.
    var changesAtScrollEdge: Bool { scrollEdge !== standard }

    /// The look shown at the scroll edge or away from it.
    func shown(atScrollEdge: Bool) -> NavigationBarAppearance { atScrollEdge ? scrollEdge : standard }

    /// The tint of a bar showing `appearance`: its own, else the navigation bar's, else the
    /// system blue.
    func tint(of appearance: NavigationBarAppearance) -> Color {
        appearance.tintColor ?? barTint ?? NavigationBarAppearance.defaultTintColor
    }
}
