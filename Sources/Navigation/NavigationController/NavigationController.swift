import Animation
import Foundation
import Geometry
import Layers
import Views

/// A stack of pages with animated and interactive push and pop (UINavigationController).
///
/// Requests apply at once: one made while a transition animates finishes it and starts from
/// there, so `viewControllers` always says what the user will see (during a back-drag,
/// requests wait for its end). Pushing a page already on the stack is refused with a
/// warning; popping the root does nothing. While a transition runs the pages take no clicks (an input shield).
@MainActor
open class NavigationController: ViewController {
    /// Told when pages show, and asked for animators and interaction controllers
    /// (`UINavigationController.delegate`).
    public weak var delegate: (any NavigationControllerDelegate)? {
        didSet { auditDelegate() }
    }
    /// What every page's bar takes: its appearances and tint (UIKit's `navigationBar`;
    /// BarAppearances.md). A page's `navigationItem` appearances win for its bar.
    public let navigationBar = NavigationBarSettings()
    /// The bar look of pages that do not set their own.
    @available(*, deprecated, message: "use navigationBar.standardAppearance, as UIKit")
    public var barAppearance: NavigationBarAppearance {
        get { navigationBar.standardAppearance }
        set { navigationBar.standardAppearance = newValue }
    }
    /// The back button's text on a page whose previous page has no title, and when the
    /// previous title does not fit (UIKit's "Back"; the seeds' apps say "返回").
    public var backButtonFallbackTitle = "Back" {
        didSet { refreshBars() }
    }
    /// Whether the root page's bar shows `doneItem` at its right while this controller is
    /// presented (the common UIKit pattern for a presented stack), unless the root page has
    /// right items of its own. True by default; false leaves the bar as the page set it.
    public var showsDoneItemWhenPresented = true {
        didSet { refreshBars() }
    }
    /// The item `showsDoneItemWhenPresented` shows: "Done", dismissing this controller
    /// (retitle it, to "Close" say, through its `title`, before the bar shows it).
    public private(set) lazy var doneItem = BarButtonItem(title: "Done") { [weak self] in
        self?.dismiss(animated: true)
    }
    /// The root page's way out, if the container around this stack gives one (a split view
    /// folded into one stack: the content's root page goes back to the sidebar): its bar shows
    /// a back button.
    var rootBack: RootBack? { (parent as? any RootBackContainer)?.rootBack(for: self) }
    /// The stack the pages live on: this controller's view.
    final private(set) var pageStack: PageStackView!
    private var pages: [ObjectIdentifier: PageView] = [:]

    /// The view pages live in (the transition's container).
    public var containerView: View { pageStack.containerView }
    /// Decides whether a released back-drag completes, and how the release moves.
    public var popReleasePolicy: PopReleasePolicy {
        get { pageStack.popReleasePolicy }
        set { pageStack.popReleasePolicy = newValue }
    }

    /// The back-drag (disable it to turn the gesture off for the whole stack; a page can
    /// opt out with `allowsInteractivePop`).
    public var interactivePopGestureRecognizer: PopGestureRecognizer { pageStack.interactivePopGestureRecognizer }

    /// Where the back-drag may start: the left-edge zone (default) or anywhere.
    public var popGestureMode: PopGestureMode {
        get { pageStack.popGestureMode }
        set { pageStack.popGestureMode = newValue }
    }

    /// Creates a navigation controller with `rootViewController` as its only page
    /// (`UINavigationController(rootViewController:)`), named "navigation". A subclass
    /// overrides it as UIKit's do (`override init(rootViewController:)`).
    public init(rootViewController: ViewController) {
        super.init(name: "navigation")
        setUp(rootViewController: rootViewController, name: "navigation")
    }

    /// The same, with `name` naming its view for tests and traces.
    public init(rootViewController: ViewController, name: String) {
        super.init(name: name)
        setUp(rootViewController: rootViewController, name: name)
    }

    private func setUp(rootViewController: ViewController, name: String) {
        navigationBar.onChange = { [weak self] in self?.refreshBars() }
        adopt(rootViewController)
        let stack = PageStackView(rootView: page(for: rootViewController))
        stack.name = "navigation"
        stack.backgroundColor = .systemBackground
        stack.host = self
        stack.transitionHost.name = name
        stack.transitionHost.ownerController = self
        pageStack = stack
        refreshBars()
        rootViewController.didMove(toParent: self)
    }

    /// The pages' controllers, root first.
    public var viewControllers: [ViewController] {
        guard let pageStack else { return [] }
        // A plain loop: read at every change of every page's bar, where a `compactMap`'s
        // generic calls cost more than the rest in a debug build.
        let views = pageStack.views
        var controllers: [ViewController] = []
        controllers.reserveCapacity(views.count)
        for view in views {
            if let page = view as? PageView { controllers.append(page.viewController) }
        }
        return controllers
    }
    /// The pages a back request took off, the most recent last: where going forward leads (a
    /// browser's forward list; UIKit has none). A push or any change that is not going back
    /// or forward clears it.
    public var forwardViewControllers: [ViewController] {
        pageStack?.forwardViews.compactMap { ($0 as? PageView)?.viewController } ?? []
    }
    /// Whether going forward has somewhere to go.
    public var canGoForward: Bool { pageStack?.canGoForward ?? false }

    /// Pushes back the page the last back request took off (what the mouse's forward button
    /// and Alt+Right do), through `pushViewController`; nothing when there is none.
    public func goForward() {
        pageStack.requestForward()
    }

    /// The page on top of the stack (`topViewController`).
    public var topViewController: ViewController? { viewControllers.last }
    /// The page the user sees: the top page, or the topmost page presented over this
    /// controller (UIKit's rule).
    public var visibleViewController: ViewController? {
        guard var shown = presentedViewController else { return topViewController }
        while let next = shown.presentedLink { shown = next }
        return shown
    }
    /// True while a push or pop is animating or being dragged.
    public var isTransitioning: Bool { pageStack.isTransitioning }
    /// The host of this controller's pushes and pops.
    override var ownTransitionHost: TransitionHost? { pageStack?.transitionHost }
    /// A tab shows its root page's tab bar item until it is given one of its own, as UIKit's.
    override var tabBarItemSource: ViewController? { viewControllers.first }

    // MARK: - The view

    /// Makes the page stack the controller's view, with the top page's content in it.
    open override func loadView() {
        setView(pageStack)
        (pageStack.topView as? PageView)?.installContent()
    }

    /// The page (view controller view + bar) of `viewController`, made on first use. Segue's
    /// own (UIKit has no page view around a controller's view).
    public func page(for viewController: ViewController) -> PageView {
        let id = ObjectIdentifier(viewController)
        if let page = pages[id] {
            configureBar(of: page)
            return page
        }
        let page = PageView(viewController: viewController)
        pages[id] = page
        configureBar(of: page)
        return page
    }

    func configureBar(of page: PageView) {
        let vc = page.viewController
        let stack = viewControllers
        page.barAppearance = ResolvedBarAppearance(item: vc.navigationItem, bar: navigationBar)
        page.toolbar.configure(items: vc.toolbarItems)
        settle(\.barReveal, of: page, at: barReveal(for: vc), running: barRevealAnimation)
        settle(\.toolbarReveal, of: page, at: toolbarReveal(for: vc), running: toolbarRevealAnimation)
        // A page over which the tab bar shows keeps its content clear of it.
        if let container = bottomBarContainer, let index = stack.firstIndex(where: { $0 === vc }) {
            page.barBelow = showsBottomBar(at: index) ? container.bottomBar : nil
        } else if bottomBarContainer == nil {
            page.barBelow = nil
        }
        // A page leaving in a pop is off the stack already: it keeps its back button.
        var backTitle = page.navigationBar.backTitle
        let rootBack = rootBack
        if let i = stack.firstIndex(where: { $0 === vc }) {
            backTitle =
                i > 0
                ? NavigationBar.backTitle(for: stack[i - 1].navigationItem, fallback: backButtonFallbackTitle)
                : rootBack.map {
                    NavigationBar.backTitle(
                        for: Self.pageOnTop(of: $0.target).navigationItem, fallback: backButtonFallbackTitle)
                }
        }
        let leadsOut = rootBack != nil && stack.first === vc
        let done = showsDoneItemWhenPresented && presentation != nil && stack.first === vc ? [doneItem] : []
        // The back button is a back request like Alt+Left (one rule, TransitionMachinery.md);
        // on the root it is the way out a container gave.
        page.navigationBar.configure(
            item: vc.navigationItem, backTitle: backTitle, fallbackBackTitle: backButtonFallbackTitle,
            impliedRightItems: done
        ) { [weak self] in
            guard let self else { return }
            if leadsOut, let out = self.rootBack { out.action() } else { pageStack.requestBack() }
        }
        configureLargeTitle(of: page)
        page.setNeedsLayout()
    }

    override func presentationDidChange() { refreshBars() }

    /// The container may now give the root page another way back (`rootBack`).
    override func parentArrangementDidChange() { refreshBars() }

    /// The page a back button to `controller` names: its page on top when it is a stack.
    private static func pageOnTop(of controller: ViewController) -> ViewController {
        (controller as? NavigationController)?.topViewController ?? controller
    }

    /// A page's view is as large as the part of its page the bars leave it.
    override func sizeOfChildView(_ child: ViewController) -> Size? {
        guard let page = pages[ObjectIdentifier(child)], let size = expectedViewSize else { return nil }
        return page.contentFrame(in: Rect(origin: .zero, size: size)).size
    }

    func refreshBars() {
        for page in pages.values { configureBar(of: page) }
    }

    // MARK: - Hiding the bars (UIKit's setNavigationBarHidden and setToolbarHidden)

    /// Whether every page hides its navigation bar (UIKit's `isNavigationBarHidden`; a page can
    /// also hide its own with `prefersNavigationBarHidden`). Setting it is
    /// `setNavigationBarHidden(_:animated: false)`.
    public var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    private var navigationBarHidden = false

    /// Hides or shows the navigation bar of every page. Animated, on screen and with no push or
    /// pop running, the top page's bar slides up out of the page (or back down) over 0.2 s
    /// (UIKit's `UINavigationControllerHideShowBarDuration`) while its content grows (or
    /// shrinks) with it; otherwise the change is immediate (NavigationBars.md).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBarHidden = hidden
        reveal(\.barReveal, slot: \.barRevealAnimation, animated: animated, target: barReveal(for:))
    }

    /// Whether pages show their toolbar items in a toolbar at the bottom (false) or not (UIKit's
    /// `isToolbarHidden`; true, hidden, by default). Setting it is
    /// `setToolbarHidden(_:animated: false)`.
    public var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Hides or shows the toolbar of every page that has toolbar items (a page without any has
    /// none). Animated, on screen and with no push or pop running, the top page's toolbar
    /// slides down out of the page (or back up) over 0.2 s while its content grows (or
    /// shrinks) with it; otherwise the change is immediate.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbarHidden = hidden
        reveal(\.toolbarReveal, slot: \.toolbarRevealAnimation, animated: animated, target: toolbarReveal(for:))
    }

    /// The top page's bar sliding in or out, if one is.
    private var barRevealAnimation: BarRevealAnimation?
    /// The top page's toolbar sliding in or out, if one is.
    private var toolbarRevealAnimation: BarRevealAnimation?

    private func barReveal(for vc: ViewController) -> Double {
        navigationBarHidden || vc.prefersNavigationBarHidden ? 0 : 1
    }

    private func toolbarReveal(for vc: ViewController) -> Double {
        toolbarHidden || vc.toolbarItems.isEmpty ? 0 : 1
    }

    /// Puts `page`'s reveal at `target`, unless the running animation is taking it there (one
    /// heading elsewhere jumps to its end first).
    private func settle(
        _ reveal: ReferenceWritableKeyPath<PageView, Double>, of page: PageView, at target: Double,
        running: BarRevealAnimation?
    ) {
        if let running, running.page === page {
            if running.target == target { return }
            running.finish()
        }
        page[keyPath: reveal] = target
    }

    /// Applies a new hidden state: the top page's bar slides when animated and on screen,
    /// every other page (and the top one otherwise) changes at once.
    private func reveal(
        _ reveal: ReferenceWritableKeyPath<PageView, Double>,
        slot: ReferenceWritableKeyPath<NavigationController, BarRevealAnimation?>, animated: Bool,
        target: (ViewController) -> Double
    ) {
        self[keyPath: slot]?.finish()
        if animated, !isTransitioning, let top = topViewController, let page = pages[ObjectIdentifier(top)],
            let window = page.window, page[keyPath: reveal] != target(top)
        {
            self[keyPath: slot] = BarRevealAnimation(
                page: page, reveal: reveal, target: target(top), engine: window.scene.engine
            ) { [weak self] in self?[keyPath: slot] = nil }
        }
        refreshBars()
    }

    /// A push or pop is starting: a bar still sliding gets where it was going first.
    func finishBarRevealAnimations() {
        barRevealAnimation?.finish()
        toolbarRevealAnimation?.finish()
    }

    /// Drops the pages of controllers that are not on the stack once nothing is running or
    /// waiting: popped pages, pages made for a request that was refused,
    /// or asked for by the app (`page(for:)`) for a controller it never pushed. Their
    /// controllers, which pages hold, can then go.
    func forgetPagesOffTheStack() {
        // Pages the user may go forward to keep theirs (the same page comes back).
        let onStack = Set((viewControllers + forwardViewControllers).map(ObjectIdentifier.init))
        guard pages.count > onStack.count else { return }
        pages = pages.filter { onStack.contains($0.key) }
    }

    // MARK: - A tab bar below (hidesBottomBarWhenPushed)

    /// Joining or leaving a tab bar controller changes the room pages keep for its bar.
    open override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        refreshBars()
    }

    /// The container whose bar sits below this stack (a tab bar controller, if this is one of
    /// its tabs).
    var bottomBarContainer: (any BottomBarContainer)? { parent as? any BottomBarContainer }

    /// Whether the tab bar shows while the page at `index` is on top: no page from just
    /// above the root up to it hides it (UIKit's rule).
    func showsBottomBar(at index: Int) -> Bool {
        let stack = viewControllers
        guard index > 0, index < stack.count else { return true }
        return !stack[1...index].contains { $0.hidesBottomBarWhenPushed }
    }

    // MARK: - Appearance of the whole stack

    /// The top page appears and disappears with the stack.
    override var childReceivingAppearance: ViewController? { topViewController }

    // MARK: - Push and pop (the page stack runs them; see `PageStackView`)
    //
    // Open, as in UIKit: a subclass (seed 000's and 002's custom navigation controllers) sees
    // every push and pop, because every path that changes the stack goes through these — the
    // user's back requests (Alt+Left, the mouse's back button, the bar's back button, Escape
    // for nothing here), and a back-drag or touchpad swipe when its pop
    // completes (reported through `popViewController`, whose base implementation then only
    // answers with the page that went). Call super to make the change.

    /// UIKit's `show(_:sender:)` on the navigation controller itself: pushes `viewController`.
    open override func show(_ viewController: ViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
    }

    /// Pushes `viewController` on top, at once (a transition still animating is finished
    /// first; during a back-drag, once it ends). Refused (false, with a warning) if it is
    /// already on the stack.
    @discardableResult
    open func pushViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> Bool {
        // Judged against the stack the app sees, before back requests not applied yet.
        if viewControllers.contains(where: { $0 === viewController }) {
            pageStack.transitionHost.warn(.duplicatePush(page: viewController.name))
            return false
        }
        // Those back requests first: their change may settle the books, which drops pages off
        // the stack, and must not drop the one made here.
        pageStack.applyPendingBacks()
        return pageStack.push(page(for: viewController), animated: animated, completion: completion)
    }

    /// Pops the top page, at once, and returns it. Popping the root does nothing and returns
    /// nil (so does a pop made during a back-drag, which waits for its end).
    @discardableResult
    open func popViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> ViewController? {
        (pageStack.pop(animated: animated, completion: completion) as? PageView)?.viewController
    }

    /// Pops every page above `viewController`; refused with a warning if it is not on the
    /// stack. Returns the popped pages (empty if it is already on top; nil when refused or
    /// waiting for a back-drag's end).
    @discardableResult
    open func popToViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        guard !pageStack.transitionHost.appliesNow || viewControllers.contains(where: { $0 === viewController }) else {
            pageStack.transitionHost.warn(.notOnStack(page: viewController.name))
            return nil
        }
        return pageStack.pop(to: page(for: viewController), animated: animated, completion: completion)
            .map(Self.controllers)
    }

    /// Pops to the root page.
    @discardableResult
    open func popToRootViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        pageStack.popToRoot(animated: animated, completion: completion).map(Self.controllers)
    }

    /// Replaces the whole stack. With a new top page it animates a push (the new top was not
    /// on the stack) or a pop (it was). An empty list or a page listed twice is refused.
    open func setViewControllers(
        _ newStack: [ViewController], animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard !newStack.isEmpty else {
            pageStack.transitionHost.warn(.emptyStack)
            return
        }
        if let twice = PageStackView.firstListedTwice(newStack) {
            pageStack.transitionHost.warn(.pageListedTwice(page: twice.name))
            return
        }
        pageStack.applyPendingBacks()
        pageStack.setViews(newStack.map { page(for: $0) }, animated: animated, completion: completion)
    }

    private static func controllers(_ views: [View]) -> [ViewController] {
        views.compactMap { ($0 as? PageView)?.viewController }
    }

    // MARK: - Containment

    func adopt(_ viewController: ViewController) {
        guard viewController.parent !== self else { return }
        addChild(viewController)
        // Every bar: the page above shows this page's title on its back button.
        viewController.navigationItem.onChange = { [weak self] in self?.refreshBars() }
    }

    func release(_ viewController: ViewController) {
        viewController.willMove(toParent: nil)
        viewController.navigationItem.onChange = nil
        // The page stays in the books until the stack settles (`forgetPagesOffTheStack`): a
        // request still waiting may hold it, and the controller must keep that same page
        // (a new one would let it onto the stack twice).
        pages[ObjectIdentifier(viewController)]?.removeFromSuperview()
        viewController.removeFromParent()
    }

    // MARK: - The built-in animators

    /// The slide of PushAndPopAnimations.md (parallax, dim, shadow) when the two pages'
    /// bars look alike; the whole-page snapshot slide when they differ (colour, or hidden vs
    /// shown), so each bar travels with its page. Subclasses may choose another.
    open func defaultAnimator(
        for operation: NavigationOperation, from: PageView, to: PageView
    ) -> any AnimatedTransitioning {
        guard SnapshotSlideAnimator.barsDiffer(from, to) else { return SlideAnimator() }
        let wholePage = SnapshotSlideAnimator()
        wholePage.animatedPopParallax = wholePageAnimatedPopParallax
        return wholePage
    }

    /// The parallax of a whole-page pop that animates on its own: nil (the default) keeps the
    /// dragged pop's 0.6; 1 is the seeds' whole-width slide (the page underneath comes in from
    /// a whole width off).
    public var wholePageAnimatedPopParallax: Double?
}

/// A navigation controller in a tab keeps its pages clear of the tab bar and hides it while a
/// page that `hidesBottomBarWhenPushed` is above its root.
extension NavigationController: BottomBarCarrier {
    var showsBottomBarForTopPage: Bool { showsBottomBar(at: viewControllers.count - 1) }
}
