import Animation
import Geometry
import Layers
import Views

/// A sidebar and a content column (UIKit's `UISplitViewController`, its primary and
/// secondary columns) that adapt to the window as libadwaita's `AdwNavigationSplitView` does:
/// side by side when the split is at least `collapseBreakpoint` wide, folded into one stack
/// below it — the content pushed over the sidebar, with the back-drag, the back button and
/// Alt+Left — and side by side again when it widens, keeping what was shown.
///
/// Built on the transition host (Containers.md): its requests (a collapse, an expansion, a
/// selection shown) apply at once, finishing one still animating; collapsing and expanding
/// animate through it (`SplitColumnsAnimator`, at once under reduced motion); folded, the
/// pages live on a page stack, whose own host runs the pushes and pops. A drag running when
/// the width crosses the breakpoint is cancelled first, so the stack stays sound.
@MainActor
open class SplitViewController: ViewController {
    /// The sidebar's controller (UIKit's primary column), usually a navigation controller.
    public let primaryViewController: ViewController
    /// The content's controller (UIKit's secondary column), usually a navigation controller;
    /// `showDetailViewController` replaces it.
    public private(set) var secondaryViewController: ViewController
    /// Told when the split folds and unfolds, asked before it shows content
    /// (`UISplitViewController.delegate`).
    public weak var delegate: (any SplitViewControllerDelegate)? {
        didSet { auditDelegate() }
    }
    // docs-number: split view: narrowest width shown side by side (points)
    /// Below this width (points) the columns fold into one stack; 720 by default.
    public var collapseBreakpoint = 720.0 {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    // docs-number: split view: the sidebar's share of the width
    /// The sidebar's share of the width side by side (libadwaita's 0.25), kept between
    /// `minimumPrimaryColumnWidth` and `maximumPrimaryColumnWidth` (180 and 280 points).
    public var preferredPrimaryColumnWidthFraction = 0.25 {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The sidebar's narrowest width side by side.
    public var minimumPrimaryColumnWidth = 180.0 {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// The sidebar's widest width side by side.
    public var maximumPrimaryColumnWidth = 280.0 {
        didSet { if isViewLoaded { view.setNeedsLayout() } }
    }
    /// True while the columns are folded into one stack (`UISplitViewController.isCollapsed`).
    public var isCollapsed: Bool { collapsedStack != nil }
    /// Whether the content is the page a folded split shows (libadwaita's `show-content`):
    /// set by `showDetailViewController`, cleared when the user goes back to the sidebar.
    /// Side by side both show; it says what folding will show.
    public internal(set) var isShowingContent = false

    /// Runs the split's own changes (collapse, expand, selection).
    let transitionHost: TransitionHost
    /// Where the columns live side by side (the collapse and expansion's container).
    let columns: TransitionContainerView
    /// The one stack the columns fold into, while collapsed.
    final var collapsedStack: PageStackView?
    /// Whether the folded state the requests already asked for is collapsed (what the width
    /// last called for), so one crossing asks once.
    private var requestedCollapsed: Bool?
    /// Where the columns are placed: side by side, or one of them alone (during and after a
    /// collapse, before an expansion).
    final var columnsLayout = SplitColumnsLayout.sideBySide

    /// Creates a split view of `primary` (the sidebar) and `secondary` (the content).
    public init(primary: ViewController, secondary: ViewController, name: String = "split") {
        primaryViewController = primary
        secondaryViewController = secondary
        transitionHost = TransitionHost(name: name)
        columns = TransitionContainerView(host: transitionHost, name: "columns")
        super.init(name: name)
        transitionHost.ownerController = self
        columns.backgroundColor = Self.separatorColor
        for child in [primary, secondary] {
            addChild(child)
            child.didMove(toParent: self)
        }
    }

    /// The line between the columns.
    public static let separatorColor = NavigationBarAppearance.defaultShadowColor

    /// The sidebar's width side by side at the split's width now (0 while collapsed).
    public var primaryColumnWidth: Double {
        guard isViewLoaded, !isCollapsed else { return 0 }
        return primaryWidth(for: view.bounds.width)
    }

    /// True while a collapse or an expansion runs, or the folded stack pushes or pops.
    public var isTransitioning: Bool { transitionHost.isRunning || (collapsedStack?.isTransitioning ?? false) }
    override var ownTransitionHost: TransitionHost? { transitionHost }

    func primaryWidth(for width: Double) -> Double {
        min(max(width * preferredPrimaryColumnWidthFraction, minimumPrimaryColumnWidth), maximumPrimaryColumnWidth)
    }

    // MARK: - The view

    /// Builds the columns with both controllers' views in them.
    open override func loadView() {
        let root = ContainerRootView(name: "split") { [weak self] in self?.layoutSplit() }
        setView(root)
        transitionHost.ownerView = root
        root.addSubview(columns)
        columns.addSubview(primaryViewController.view)
        columns.addSubview(secondaryViewController.view)
    }

    /// Lays out the columns or the folded stack, and asks for a collapse or an expansion when
    /// the width crossed the breakpoint.
    func layoutSplit() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        // The columns at the new width first: a collapse or expansion then starts from there,
        // so only the arrangement animates, not the resize.
        columns.frame = bounds
        collapsedStack?.frame = bounds
        transitionHost.layOut(columns, restFrame: restFrame(of:))
        let wantsCollapsed = bounds.width < collapseBreakpoint
        if requestedCollapsed == nil {
            // The first layout arranges at once, without announcing anything.
            requestedCollapsed = wantsCollapsed
            if wantsCollapsed { fold(animated: false) }
        } else if wantsCollapsed != requestedCollapsed {
            requestedCollapsed = wantsCollapsed
            // A drag or push running in the folded stack (or in a column) ends first: the
            // arrangement changes under it (Containers.md).
            endRunningTransitionsInside()
            transitionHost.submit(HostedRequest { _ in self.applyWidth() })
        }
    }

    /// A column's view is as large as its column, or the whole split view once folded.
    override func sizeOfChildView(_ child: ViewController) -> Size? {
        guard let size = expectedViewSize else { return nil }
        let bounds = Rect(origin: .zero, size: size)
        if size.width < collapseBreakpoint { return size }
        return SplitColumnsLayout.sideBySide.frame(
            primary: child === primaryViewController, in: bounds, primaryWidth: primaryWidth(for: size.width),
            separator: isViewLoaded ? view.hairlineWidth : 1
        ).size
    }

    /// Where a column rests in `columns` for the current `columnsLayout`.
    func restFrame(of column: View) -> Rect {
        let bounds = columns.bounds
        let primary = column === primaryViewController.view
        return columnsLayout.frame(
            primary: primary, in: bounds, primaryWidth: primaryWidth(for: bounds.width),
            separator: column.hairlineWidth)
    }

    // MARK: - Showing content

    /// UIKit's spelling, from a page or the split view itself: `viewController` becomes the
    /// content (`showDetailViewController(_:animated:)`, animated).
    open override func showDetailViewController(_ viewController: ViewController, sender: Any?) {
        showDetailViewController(viewController, animated: true)
    }

    /// Shows `detail` as the content (`UISplitViewController.showDetailViewController`): side
    /// by side it replaces the content column's controller at once (as UIKit does); folded it
    /// is pushed over the sidebar. Waits behind a running collapse or expansion. The sidebar
    /// itself is refused with a warning (`.sidebarAsContent`). Segue's own variant, with
    /// `animated`; UIKit's `showDetailViewController(_:sender:)` is there too.
    public func showDetailViewController(_ detail: ViewController, animated: Bool = true) {
        guard detail !== primaryViewController else {
            transitionHost.warn(.sidebarAsContent(page: detail.name))
            return
        }
        if delegate?.splitViewController(self, showDetail: detail, sender: nil) == true { return }
        transitionHost.submit(HostedRequest(subject: detail) { _ in self.show(detail, animated: animated) })
    }

    /// A column of the split view (UIKit's `UISplitViewController.Column`).
    public enum Column: Sendable {
        /// The sidebar.
        case primary
        /// The content.
        case secondary
    }

    /// Shows `column` (UIKit's `show(_:)`). Folded: `.primary` goes back to the sidebar
    /// (libadwaita's `show-content = false`) as a back request does, and `.secondary` shows the
    /// content again over it; side by side both show already and nothing happens.
    public func show(_ column: Column) {
        switch column {
        case .primary:
            collapsedStack?.requestBack()
        case .secondary:
            guard isCollapsed, !isShowingContent else { return }
            showDetailViewController(secondaryViewController, animated: true)
        }
    }

    /// Folded, goes back to the sidebar.
    @available(*, deprecated, renamed: "show(_:)", message: "UIKit's spelling: show(.primary)")
    public func showPrimary() {
        show(.primary)
    }

    private func show(_ detail: ViewController, animated: Bool) {
        let old = secondaryViewController
        isShowingContent = true
        if detail !== old { replaceSecondary(with: detail) }
        guard isViewLoaded else { return }
        if let stack = collapsedStack {
            // The sidebar and the content over it, whatever the stack holds when its turn
            // comes (a drag may be taking it back meanwhile): a push onto the sidebar, or the
            // old content replaced with a push (Containers.md).
            stack.setViews([primaryViewController.view, detail.view], animated: animated)
            return
        }
        guard detail !== old else { return }
        transitionHost.swapImmediately(
            .select, in: columns, restFrame: { [weak self] view in self?.restFrame(of: view) ?? view.frame },
            from: old.view, to: detail.view, containerAppearance: appearanceState)
        view.window?.showVisiblePageTitle()
    }

    /// Makes `detail` the content's controller (containment; the views move with the change).
    private func replaceSecondary(with detail: ViewController) {
        let old = secondaryViewController
        old.willMove(toParent: nil)
        old.removeFromParent()
        old.parentArrangementDidChange()
        secondaryViewController = detail
        addChild(detail)
        detail.didMove(toParent: self)
        if isCollapsed { detail.parentArrangementDidChange() }
    }

    // MARK: - Appearance

    /// The content side by side; folded, the page on top.
    override var childReceivingAppearance: ViewController? {
        guard let stack = collapsedStack else { return secondaryViewController }
        return controller(of: stack.topView)
    }

    /// The columns the arrangement shows (the content last: the window's title is its): both
    /// side by side; while a collapse runs only the one that stays (the other is leaving, and
    /// its own transition ends its disappearance); folded, the page on top.
    override var childrenReceivingAppearance: [ViewController] {
        guard collapsedStack == nil else { return childReceivingAppearance.map { [$0] } ?? [] }
        switch columnsLayout {
        case .sideBySide: return [primaryViewController, secondaryViewController]
        case .primaryOnly: return [primaryViewController]
        case .secondaryOnly: return [secondaryViewController]
        }
    }

    func controller(of view: View) -> ViewController? {
        [primaryViewController, secondaryViewController].first { $0.isViewLoaded && $0.view === view }
    }
}
