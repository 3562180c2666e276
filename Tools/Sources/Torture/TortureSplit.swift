import Navigation
import Views

/// The torture app's split views: a sidebar (a navigation controller over a plain page) and a
/// content column (another), in the tab bar's fourth tab and presented full screen and as a
/// card (`TortureOp.splitPages`). Window resizes fold and unfold them across their breakpoint
/// (720 points); `ScreenOp.showDetail` and `.showPrimary` change what they show. Their pages
/// check the order of their own callbacks; where each one is against its appearance state is
/// the checker's walk of every controller in the window (`InvariantChecker.checkEveryPage`).
@MainActor
enum TortureSplit {
    /// A split view named `name`, its pages reporting to `world`.
    static func make(name: String, world: TortureWorld?) -> SplitViewController {
        let sidebar = NavigationController(
            rootViewController: TorturePage(stack: nil, number: 0, world: world, kind: name + ".sidebar"),
            name: name + ".sidebar")
        let split = SplitViewController(
            primary: sidebar, secondary: content(of: name, page: 0, world: world), name: name)
        return split
    }

    /// A content column for the split named `name`: a navigation controller over page `page`.
    static func content(of name: String, page: Int, world: TortureWorld?) -> NavigationController {
        NavigationController(
            rootViewController: TorturePage(stack: nil, number: page, world: world, kind: name + ".content"),
            name: name + ".content-\(page)")
    }

    /// Whether the coverage counts `event` as a split view's: a collapse, an expansion, or a
    /// push or pop in a folded split's stack.
    static func counts(_ event: TransitionEvent) -> Bool {
        event.operation == .collapse || event.operation == .expand || event.container.hasSuffix(".stack")
    }

    /// Makes `split`'s pages report to `world` (a tab bar world is built before its world).
    static func adopt(_ split: SplitViewController, world: TortureWorld) {
        for column in [split.primaryViewController, split.secondaryViewController] {
            for page in (column as? NavigationController)?.viewControllers ?? [column] {
                (page as? TorturePage)?.world = world
            }
        }
    }
}

extension TortureWorld {
    /// A split view to present, named `name`.
    func makeSplit(name: String) -> SplitViewController {
        TortureSplit.make(name: name, world: self)
    }

    /// The split view a `ScreenOp` acts on: the fourth tab's, or the one presented highest up.
    func split(_ place: TortureOp.ScreenOp.SplitPlace) -> SplitViewController? {
        switch place {
        case .tab: return tabSplit
        case .presented:
            return window.presentedViewControllers.last { $0 is SplitViewController } as? SplitViewController
        }
    }

    /// Every split view of the world: the fourth tab's and those presented.
    var splits: [SplitViewController] {
        (tabSplit.map { [$0] } ?? []) + window.presentedViewControllers.compactMap { $0 as? SplitViewController }
    }

    /// The split views' own views, loaded (where their folded stacks take back-drags).
    var splitViews: [View] { splits.filter(\.isViewLoaded).map(\.view) }
}
