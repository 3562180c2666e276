import Geometry
import Layers
import Views

/// Tabs of pages with a tab bar at the bottom (UITabBarController): one child per tab, the
/// selected one's view on screen, switches at once or through a delegate's animator on the
/// shared transition runner (operation `select`; forward to a tab on the right, backward to
/// one on the left), with balanced appearance callbacks. Ctrl+PageDown/PageUp and Ctrl+1…9
/// switch from the keyboard.
///
/// A navigation controller in a tab hides the tab bar while a page that
/// `hidesBottomBarWhenPushed` is on its stack; the bar leaves and comes back with the page
/// underneath (Containers.md).
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, left to right (`UITabBarController.viewControllers`); setting
    /// them is `setViewControllers(_:)`.
    public var viewControllers: [ViewController] {
        get { tabControllers }
        set { setViewControllers(newValue) }
    }
    private var tabControllers: [ViewController] = []
    /// Asked before a click switches tabs, told after, and asked for animators.
    public weak var delegate: (any TabBarControllerDelegate)? {
        didSet { auditDelegate() }
    }
    /// The bar at the bottom.
    public let tabBar = TabBar()
    /// Where the selected tab's view lives (the transition's container).
    public var containerView: View { container }
    /// The index of the tab shown (`UITabBarController.selectedIndex`); setting it is
    /// `select(_:)`, without animation (an index out of range changes nothing).
    public var selectedIndex: Int {
        get { shownIndex }
        set { select(newValue) }
    }
    private var shownIndex = 0
    /// Runs the tab switches.
    let transitionHost: TransitionHost
    private let container: TransitionContainerView
    /// True while the tab bar is lent to a page moving in a push or pop.
    final var isTabBarLent = false

    /// Creates a tab bar controller with one tab per controller, the first selected (none by
    /// default: `TabBarController()`, then `viewControllers = [...]`, as in UIKit).
    public init(viewControllers: [ViewController] = [], name: String = "tabs") {
        transitionHost = TransitionHost(name: name)
        container = TransitionContainerView(host: transitionHost, name: "tabContainer")
        super.init(name: name)
        transitionHost.ownerController = self
        // Weak: the bar's buttons can outlive this controller (a press held on one).
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
        setViewControllers(viewControllers)
    }

    /// The controller of the tab shown, if any.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// True while a tab switch is animating or being dragged.
    public var isTransitioning: Bool { transitionHost.isRunning }
    /// The host of the tab switches.
    override var ownTransitionHost: TransitionHost? { transitionHost }

    /// Whether the tab bar is hidden now: the selected tab carries the bar (a navigation
    /// controller) and has a page that hides it anywhere above its root.
    public var isTabBarHidden: Bool {
        guard let carrier = selectedViewController as? any BottomBarCarrier else { return false }
        return !carrier.showsBottomBarForTopPage
    }

    /// Replaces the tabs; the selection stays on the same index where it can. Segue's own
    /// spelling of UIKit's `setViewControllers(_:animated:)` made at once (as `viewControllers =`).
    public func setViewControllers(_ newTabs: [ViewController]) {
        let old = viewControllers
        let shown = isViewLoaded ? selectedViewController : nil
        for vc in old where !newTabs.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc.isViewLoaded { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        for vc in newTabs where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        tabControllers = newTabs
        shownIndex = min(selectedIndex, max(newTabs.count - 1, 0))
        tabBar.setItems(newTabs.map(\.tabBarItem), selected: newTabs.isEmpty ? nil : selectedIndex)
        if isViewLoaded, let next = selectedViewController, next !== shown {
            let callsAppearance = isOnScreen
            if let shown, callsAppearance { shown.beginAppearanceTransition(false, animated: false) }
            shown?.view.removeFromSuperview()
            if callsAppearance { next.beginAppearanceTransition(true, animated: false) }
            containerView.addSubview(next.view)
            if let shown, callsAppearance { shown.endAppearanceTransition(animated: false) }
            if callsAppearance { next.endAppearanceTransition(animated: false) }
            view.setNeedsLayout()
        }
    }

    /// A tab's page was given a new `tabBarItem`: the bar shows it.
    func tabBarItemDidChange(of page: ViewController) {
        // A tab, or the root page of a tab's navigation controller (whose item it shows).
        guard
            viewControllers.contains(where: { $0 === page || $0.tabBarItemSource === page })
        else { return }
        tabBar.setItems(viewControllers.map(\.tabBarItem), selected: viewControllers.isEmpty ? nil : selectedIndex)
    }

    // MARK: - The view

    /// Builds the container for the selected tab's view and the tab bar.
    open override func loadView() {
        let root = ContainerRootView(name: "tabs") { [weak self] in self?.layoutTabs() }
        setView(root)
        transitionHost.ownerView = root
        root.addSubview(container)
        root.addSubview(tabBar)
        if let selected = selectedViewController { containerView.addSubview(selected.view) }
    }

    /// Where a tab's view rests: the whole container for a tab that carries the bar (a
    /// navigation controller: its pages keep clear of the bar themselves, so a page can take
    /// the full height) and under a translucent bar (the tab's safe area ends above it), else
    /// the part above the bar.
    func restFrame(of view: View) -> Rect {
        let bounds = containerView.bounds
        let owner = viewControllers.first { $0.isViewLoaded && $0.view === view }
        if isTabBarHidden || isTabBarTranslucent || owner is any BottomBarCarrier { return bounds }
        return Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - TabBar.height, 0))
    }

    /// Whether `tab`'s view goes down to the window's bottom (LayoutAsUIKit.md).
    private func reachesUnderTabBar(_ tab: ViewController) -> Bool {
        tab is any BottomBarCarrier || isTabBarHidden || isTabBarTranslucent
    }

    /// Whether the tab bar lets the page show through (its background is not fully opaque).
    private var isTabBarTranslucent: Bool { tabBar.isTranslucent }

    /// A tab's view is as large as its rest frame will be (`restFrame(of:)`).
    override func sizeOfChildView(_ child: ViewController) -> Size? {
        guard let size = expectedViewSize else { return nil }
        if reachesUnderTabBar(child) { return size }
        return Size(width: size.width, height: max(size.height - TabBar.height, 0))
    }

    /// A tab that does not carry the bar, under a translucent bar: its safe area ends above the
    /// bar (a navigation controller's pages see to their own).
    private func giveTabsTheirSafeArea() {
        let covered = !isTabBarHidden && isTabBarTranslucent
        for tab in viewControllers where tab.isViewLoaded && !(tab is any BottomBarCarrier) {
            guard covered else {
                tab.view.givenSafeAreaInsets = nil
                continue
            }
            var insets = tab.view.inheritedSafeAreaInsets
            insets.bottom = max(insets.bottom, TabBar.height)
            tab.view.givenSafeAreaInsets = insets
        }
    }

    func layoutTabs() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        container.frame = bounds
        transitionHost.layOut(container, restFrame: restFrame(of:))
        giveTabsTheirSafeArea()
        // Lent to a moving page, the bar is that page's to lay out.
        if !isTabBarLent {
            tabBar.frame = Rect(x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
            tabBar.isHidden = isTabBarHidden
        }
    }

    // MARK: - Appearance of the selected tab

    /// The selected tab appears and disappears with the tab bar controller.
    override var childReceivingAppearance: ViewController? { selectedViewController }

    private var isOnScreen: Bool { isViewLoaded && appearanceState == .appeared }

    // MARK: - Selecting

    /// Selects the tab at `index` (the app's own choice: the delegate is not asked and not
    /// told). Animated through the delegate's animator when it gives one. Segue's own: UIKit
    /// has only `selectedIndex =` (the same as `select(index, animated: false)`).
    public func select(_ index: Int, animated: Bool = false) {
        guard viewControllers.indices.contains(index) else { return }
        switchTo(index, animated: animated, byUser: false)
    }

    /// The user picked a tab (a click or a key): the delegate may refuse, and hears of it.
    func userSelected(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        let target = viewControllers[index]
        guard delegate?.tabBarController(self, shouldSelect: target) ?? true else { return }
        switchTo(index, animated: true, byUser: true)
    }

    /// A switch made while another animates finishes it first (every switch asked for is
    /// made, in order, and the bar shows the last).
    private func switchTo(_ index: Int, animated: Bool, byUser: Bool) {
        // Strong: a switch waiting for a drag keeps its controller.
        transitionHost.submit(
            HostedRequest { _ in self.performSwitch(to: index, animated: animated, byUser: byUser) })
    }

    private func performSwitch(to index: Int, animated: Bool, byUser: Bool) {
        guard viewControllers.indices.contains(index) else { return }
        guard index != selectedIndex, let from = selectedViewController else {
            if byUser, let vc = selectedViewController { delegate?.tabBarController(self, didSelect: vc) }
            return
        }
        let old = selectedIndex
        let to = viewControllers[index]
        shownIndex = index
        tabBar.select(index)
        guard isViewLoaded else { return }
        // Animated only through the delegate's animator (a switch is at once by default).
        let animator =
            animated && isOnScreen
            ? delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) : nil
        transitionHost.perform(
            .init(
                operation: .select, direction: index > old ? .forward : .backward, containerView: container,
                restFrame: { [weak self] view in self?.restFrame(of: view) ?? view.frame }, from: from.view,
                to: to.view,
                choose: {
                    // Asked only when animated, that is with the delegate's animator.
                    let chosen = animator ?? FadeAnimator()
                    return (chosen, self.delegate?.tabBarController(self, interactionControllerFor: chosen))
                },
                containerAppearance: { [weak self] in self?.appearanceState ?? .disappeared },
                settleBooks: { completed in
                    // Cancelled: the tab selected again before any callback, so appearance
                    // forwarded from one reaches the tab really shown.
                    if !completed {
                        self.shownIndex = old
                        self.tabBar.select(old)
                    }
                }),
            animated: animator != nil
        ) { completed in
            // Strong: a switch in flight keeps its controller alive until it ends.
            self.layoutTabs()
            if completed, byUser { self.delegate?.tabBarController(self, didSelect: to) }
        }
    }

    // MARK: - Keys

    /// Ctrl+PageDown / Ctrl+PageUp: the next / previous tab (wrapping); Ctrl+1…9: that tab.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.modifiers == .control, presentedViewController == nil, !viewControllers.isEmpty {
            let count = viewControllers.count
            switch event.key {
            case .pageDown:
                userSelected((selectedIndex + 1) % count)
                return true
            case .pageUp:
                userSelected((selectedIndex + count - 1) % count)
                return true
            case .character(let c):
                if let digit = c.wholeNumberValue, (1...9).contains(digit), digit <= count {
                    userSelected(digit - 1)
                    return true
                }
            default:
                break
            }
        }
        return super.keyDown(event)
    }

}

/// The tab bar travels with the page of a tab's stack that shows or hides it.
extension TabBarController: BottomBarContainer {
    var bottomBar: any BottomBar { tabBar }

    /// Puts the tab bar at the bottom of `page`, so it moves with the page through any
    /// animator (and a drag, 1:1).
    func lendBottomBar(to page: View) {
        isTabBarLent = true
        tabBar.isHidden = false
        tabBar.frame = Rect(
            x: 0, y: page.bounds.height - TabBar.height, width: page.bounds.width, height: TabBar.height)
        page.addSubview(tabBar)
    }

    /// The push or pop is over: the bar comes home (if it was lent), shown or hidden for the
    /// page on top.
    func childPagesDidChange() {
        if isTabBarLent {
            isTabBarLent = false
            view.addSubview(tabBar)
            layoutTabs()
        }
        layoutTabs()
    }
}
