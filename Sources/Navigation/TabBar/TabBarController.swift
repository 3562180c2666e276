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
/// underneath (docs/ARCHITECTURE.md §12).
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers, left to right (`UITabBarController.viewControllers`).
    public private(set) var viewControllers: [ViewController] = []
    /// Asked before a click switches tabs, told after, and asked for animators.
    public weak var delegate: (any TabBarControllerDelegate)?
    /// The bar at the bottom.
    public let tabBar = TabBar()
    /// Where the selected tab's view lives (the transition's container).
    public let containerView = View()
    /// The index of the tab shown (`UITabBarController.selectedIndex`).
    public private(set) var selectedIndex = 0
    let runner: TransitionRunner
    /// A switch asked for during one, applied after it.
    private var pendingSelection: (index: Int, animated: Bool)?
    /// True while the tab bar is lent to a page moving in a push or pop.
    private(set) var isTabBarLent = false

    /// Creates a tab bar controller with one tab per controller, the first selected.
    public init(viewControllers: [ViewController], name: String = "tabs") {
        let container = containerView
        var restFrame: (@MainActor (View) -> Rect)?
        runner = TransitionRunner(containerView: container) { view in restFrame?(view) ?? container.bounds }
        super.init(name: name)
        restFrame = { [unowned self] view in self.restFrame(of: view) }
        tabBar.onSelect = { [unowned self] index in userSelected(index) }
        setViewControllers(viewControllers)
    }

    /// The controller of the tab shown, if any.
    public var selectedViewController: ViewController? {
        viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil
    }

    /// True while a tab switch is animating or being dragged.
    public var isTransitioning: Bool { runner.isRunning }

    /// Whether the tab bar is hidden now: the selected tab is a navigation controller with a
    /// page that hides it anywhere above its root.
    public var isTabBarHidden: Bool {
        guard let nav = selectedViewController as? NavigationController else { return false }
        return !nav.showsBottomBar(at: nav.viewControllers.count - 1)
    }

    /// Replaces the tabs; the selection stays on the same index where it can.
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
        viewControllers = newTabs
        selectedIndex = min(selectedIndex, max(newTabs.count - 1, 0))
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

    // MARK: - The view

    /// Builds the container for the selected tab's view and the tab bar.
    open override func loadView() {
        let root = TabBarControllerView(controller: self)
        setView(root)
        containerView.name = "tabContainer"
        root.addSubview(containerView)
        root.addSubview(tabBar)
        if let selected = selectedViewController { containerView.addSubview(selected.view) }
    }

    /// Where a tab's view rests: the whole container for a navigation controller (its pages
    /// keep clear of the bar themselves, so a page can take the full height), else the part
    /// above the bar.
    func restFrame(of view: View) -> Rect {
        let bounds = containerView.bounds
        let owner = viewControllers.first { $0.isViewLoaded && $0.view === view }
        if owner is NavigationController || isTabBarHidden { return bounds }
        return Rect(x: 0, y: 0, width: bounds.width, height: max(bounds.height - TabBar.height, 0))
    }

    func layoutTabs() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        containerView.frame = bounds
        runner.containerDidLayout()
        if !isTabBarLent {
            tabBar.frame = Rect(x: 0, y: bounds.height - TabBar.height, width: bounds.width, height: TabBar.height)
            tabBar.isHidden = isTabBarHidden
        }
    }

    // MARK: - Appearance of the selected tab

    /// Passes the appearance on to the selected tab.
    open override func viewWillAppear(_ animated: Bool) {
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }
    /// Passes the appearance on to the selected tab.
    open override func viewDidAppear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition(animated: animated)
    }
    /// Passes the disappearance on to the selected tab.
    open override func viewWillDisappear(_ animated: Bool) {
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }
    /// Passes the disappearance on to the selected tab.
    open override func viewDidDisappear(_ animated: Bool) {
        selectedViewController?.endAppearanceTransition(animated: animated)
    }

    private var isOnScreen: Bool { isViewLoaded && appearanceState == .appeared }

    // MARK: - Selecting

    /// Selects the tab at `index` (the app's own choice: the delegate is not asked and not
    /// told). Animated through the delegate's animator when it gives one.
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

    private func switchTo(_ index: Int, animated: Bool, byUser: Bool) {
        if isTransitioning {
            pendingSelection = (index, animated)
            return
        }
        guard index != selectedIndex, let from = selectedViewController else {
            if byUser, let vc = selectedViewController { delegate?.tabBarController(self, didSelect: vc) }
            return
        }
        let old = selectedIndex
        let to = viewControllers[index]
        selectedIndex = index
        tabBar.select(index)
        guard isViewLoaded else { return }
        let onScreen = isOnScreen
        let animator =
            animated && onScreen ? delegate?.tabBarController(self, animatorForTransitionFrom: from, to: to) : nil
        guard let animator, let scene = view.window?.scene else {
            runner.swapImmediately(.select, from: from.view, to: to.view, containerAppearance: appearanceState)
            layoutTabs()
            if byUser { delegate?.tabBarController(self, didSelect: to) }
            runPending()
            return
        }
        let request = TransitionRunner.Request(
            operation: .select, direction: index > old ? .forward : .backward, from: from.view, to: to.view,
            animator: animator, interaction: delegate?.tabBarController(self, interactionControllerFor: animator),
            containerAppearance: { [weak self] in self?.appearanceState ?? .disappeared })
        runner.run(
            request, in: scene,
            didEnd: { [weak self] completed in
                guard let self else { return }
                if !completed {
                    selectedIndex = old
                    tabBar.select(old)
                }
                layoutTabs()
            },
            completion: { completed in
                // Strong: a switch in flight keeps its controller alive until it ends.
                if completed, byUser { self.delegate?.tabBarController(self, didSelect: to) }
                self.runPending()
            })
    }

    private func runPending() {
        guard !isTransitioning, let pending = pendingSelection else { return }
        pendingSelection = nil
        switchTo(pending.index, animated: pending.animated, byUser: true)
    }

    /// The running switch's coordinator.
    var activeCoordinator: TransitionCoordinator? { runner.coordinator }

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

    // MARK: - Lending the bar to a moving page

    /// Puts the tab bar at the bottom of `page`, so it moves with the page through any
    /// animator (and a drag, 1:1).
    func lendTabBar(to page: View) {
        isTabBarLent = true
        tabBar.isHidden = false
        tabBar.frame = Rect(
            x: 0, y: page.bounds.height - TabBar.height, width: page.bounds.width, height: TabBar.height)
        page.addSubview(tabBar)
    }

    /// The push or pop is over: the bar comes home, shown or hidden for the page on top.
    func takeBackTabBar() {
        guard isTabBarLent else { return }
        isTabBarLent = false
        view.addSubview(tabBar)
        layoutTabs()
    }
}

/// The tab bar controller's root view: lays out the container and the bar.
@MainActor
private final class TabBarControllerView: View {
    unowned let controller: TabBarController

    init(controller: TabBarController) {
        self.controller = controller
        super.init(frame: .zero)
        name = "tabs"
        backgroundColor = .white
    }

    override func layoutSubviews() { controller.layoutTabs() }

    /// Out of the window (covered by a page presented full screen) a tab switch still under
    /// the app's control is cancelled, as a page stack's is.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, let context = controller.runner.context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
    }
}
