import Animation
import Foundation
import Geometry
import Layers
import Views

/// A stack of pages with animated and interactive push and pop (UINavigationController).
///
/// Guards keep the stack sound: an operation asked for while a transition runs is queued and
/// applied after it; pushing a page already on the stack is refused with a warning; popping
/// the root does nothing. While a transition runs the pages take no clicks (an input shield).
@MainActor
open class NavigationController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public weak var delegate: (any NavigationControllerDelegate)?
    /// The bar look of pages that do not set their own.
    public var barAppearance = NavigationBarAppearance.standard {
        didSet { refreshBars() }
    }
    /// The back button's text on a page whose previous page has no title, and when the
    /// previous title does not fit (UIKit's "Back"; the seeds' apps say "返回").
    public var backButtonFallbackTitle = "Back" {
        didSet { refreshBars() }
    }
    /// Where refused requests are reported; the default writes them to standard error.
    public var onWarning: @MainActor (NavigationWarning) -> Void = { warning in
        FileHandle.standardError.write(("segue: warning: \(warning)\n").data(using: .utf8)!)
    }

    /// The view pages live in (the transition's container).
    public let containerView = View()
    /// Decides whether a released back-drag completes, and how the release moves.
    public var popReleasePolicy = PopReleasePolicy.standard
    private lazy var popController = InteractivePopController(navigationController: self)
    private lazy var swipeController = TouchpadSwipeController(navigationController: self)

    /// The back-drag (disable it to turn the gesture off for the whole stack; a page can
    /// opt out with `allowsInteractivePop`).
    public var interactivePopGestureRecognizer: PopGestureRecognizer { popController.recognizer }

    /// Where the back-drag may start: the left-edge zone (default) or anywhere.
    public var popGestureMode: PopGestureMode {
        get { popController.recognizer.mode }
        set { popController.recognizer.mode = newValue }
    }
    private(set) var transition: NavigationTransition?
    private var pending: [PendingOperation] = []
    private var pages: [ObjectIdentifier: PageView] = [:]
    var pageAppearanceObservers: [(ViewController, AppearanceCallback) -> Void] = []
    private var transitionObservers: [(TransitionEvent) -> Void] = []

    public init(rootViewController: ViewController, name: String = "navigation") {
        super.init(name: name)
        adopt(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    public var topViewController: ViewController? { viewControllers.last }
    /// The page the user sees (the top one; modal pages come later).
    public var visibleViewController: ViewController? { topViewController }
    /// True while a push or pop is animating or being dragged.
    public var isTransitioning: Bool { transition != nil }
    var activeCoordinator: TransitionCoordinator? { transition?.coordinator }
    /// The running transition's context, for traces and tests.
    public var activeTransitionContext: TransitionContext? { transition?.context }

    /// Hears every appearance callback of the pages (for traces and tests).
    public func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        pageAppearanceObservers.append(observer)
    }

    /// Hears every transition's begin and end (for traces and tests).
    public func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        transitionObservers.append(observer)
    }

    // MARK: - The view

    open override func loadView() {
        let root = NavigationView(controller: self)
        root.backgroundColor = .white
        containerView.name = "container"
        root.addSubview(containerView)
        root.addGestureRecognizer(popController.recognizer)
        setView(root)
        if let top = topViewController { containerView.addSubview(page(for: top)) }
    }

    /// The page (view controller view + bar) of `viewController`, made on first use.
    public func page(for viewController: ViewController) -> PageView {
        let id = ObjectIdentifier(viewController)
        if let page = pages[id] {
            configureBar(of: page)
            return page
        }
        let page = PageView(
            viewController: viewController, appearance: viewController.navigationBarAppearance ?? barAppearance)
        pages[id] = page
        configureBar(of: page)
        return page
    }

    private func configureBar(of page: PageView) {
        let vc = page.viewController
        page.navigationBar.apply(vc.navigationBarAppearance ?? barAppearance)
        page.navigationBar.isHidden = vc.prefersNavigationBarHidden
        // A page leaving in a pop is off the stack already: it keeps its back button.
        var backTitle = page.navigationBar.backTitle
        if let i = viewControllers.firstIndex(where: { $0 === vc }) {
            backTitle =
                i > 0
                ? NavigationBar.backTitle(for: viewControllers[i - 1].navigationItem, fallback: backButtonFallbackTitle)
                : nil
        }
        page.navigationBar.configure(
            item: vc.navigationItem, backTitle: backTitle, fallbackBackTitle: backButtonFallbackTitle
        ) { [weak self] in
            self?.popViewController(animated: true)
        }
        page.setNeedsLayout()
    }

    private func refreshBars() {
        for page in pages.values { configureBar(of: page) }
    }

    // MARK: - Appearance of the whole stack

    open override func viewWillAppear(_ animated: Bool) {
        topViewController?.beginAppearanceTransition(true, animated: animated)
    }
    open override func viewDidAppear(_ animated: Bool) {
        topViewController?.endAppearanceTransition(animated: animated)
    }
    open override func viewWillDisappear(_ animated: Bool) {
        topViewController?.beginAppearanceTransition(false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        topViewController?.endAppearanceTransition(animated: animated)
    }

    // MARK: - Push and pop

    /// Pushes `viewController` on top. Refused (false, with a warning) if it is already on
    /// the stack; queued if a transition is running.
    @discardableResult
    public func pushViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> Bool {
        let queuedPushes = pending.compactMap { op -> ViewController? in
            if case .push(let vc, _, _) = op { return vc }
            return nil
        }
        if viewControllers.contains(where: { $0 === viewController })
            || queuedPushes.contains(where: { $0 === viewController })
        {
            onWarning(.duplicatePush(page: viewController.name))
            return false
        }
        if isTransitioning {
            pending.append(.push(viewController, animated: animated, completion: completion))
            return true
        }
        let from = topViewController!
        adopt(viewController)
        let previous = viewControllers
        viewControllers.append(viewController)
        perform(.push, from: from, to: viewController, previous: previous, animated: animated, interaction: nil) {
            [weak self] completed in
            guard let self else { return }
            if completed {
                viewController.didMove(toParent: self)
            } else {
                self.release(viewController)
            }
            completion?()
        }
        return true
    }

    /// Pops the top page. Popping the root does nothing and returns nil; while a transition
    /// runs the pop is queued (and nil is returned).
    @discardableResult
    public func popViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> ViewController? {
        if isTransitioning {
            pending.append(.pop(animated: animated, completion: completion))
            return nil
        }
        guard viewControllers.count > 1 else { return nil }
        let top = viewControllers.last!
        pop(
            to: viewControllers[viewControllers.count - 2], animated: animated, interaction: nil, completion: completion
        )
        return top
    }

    /// Pops every page above `viewController`; refused with a warning if it is not on the
    /// stack. Returns the popped pages (empty if it is already on top; nil when queued or
    /// refused).
    @discardableResult
    public func popToViewController(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        if isTransitioning {
            pending.append(.popTo(viewController, animated: animated, completion: completion))
            return nil
        }
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            onWarning(.notOnStack(page: viewController.name))
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        pop(to: viewController, animated: animated, interaction: nil, completion: completion)
        return popped
    }

    /// Pops to the root page.
    @discardableResult
    public func popToRootViewController(
        animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) -> [ViewController]? {
        if isTransitioning {
            pending.append(.popToRoot(animated: animated, completion: completion))
            return nil
        }
        return popToViewController(viewControllers[0], animated: animated, completion: completion)
    }

    /// Replaces the whole stack. With a new top page it animates a push (the new top was not
    /// on the stack) or a pop (it was). An empty list or a page listed twice is refused.
    public func setViewControllers(
        _ newStack: [ViewController], animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard !newStack.isEmpty else {
            onWarning(.invalidStack(reason: "a navigation controller needs at least one page"))
            return
        }
        guard Set(newStack.map(ObjectIdentifier.init)).count == newStack.count else {
            onWarning(.invalidStack(reason: "a page is listed twice"))
            return
        }
        if isTransitioning {
            pending.append(.set(newStack, animated: animated, completion: completion))
            return
        }
        let previous = viewControllers
        let from = previous.last!
        let to = newStack.last!
        let leaving = previous.filter { old in !newStack.contains { $0 === old } }
        for vc in newStack { adopt(vc) }
        viewControllers = newStack
        if from === to {
            for vc in leaving { release(vc) }
            refreshBars()
            completion?()
            return
        }
        let operation: NavigationOperation = previous.contains { $0 === to } ? .pop : .push
        perform(operation, from: from, to: to, previous: previous, animated: animated, interaction: nil) {
            [weak self] completed in
            guard let self else { return }
            if completed {
                for vc in leaving { release(vc) }
                for vc in newStack where vc.parent === self { vc.didMove(toParent: self) }
            } else {
                for vc in newStack where !previous.contains(where: { $0 === vc }) { release(vc) }
            }
            completion?()
        }
    }

    /// Starts a pop that `interaction` drives (the back-drag, or a touchpad swipe).
    func beginInteractivePop(driven interaction: any InteractiveTransitioning) {
        guard !isTransitioning, viewControllers.count > 1 else { return }
        pop(to: viewControllers[viewControllers.count - 2], animated: true, interaction: interaction, completion: nil)
    }

    /// Whether the running transition is driven by `interaction`.
    func drivesActiveTransition(_ interaction: any InteractiveTransitioning) -> Bool {
        transition?.interaction === interaction
    }

    // MARK: - Desktop back

    /// Alt+Left pops with an animation (a desktop's "back").
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .left, event.modifiers == .alt, !event.isRepeat, viewControllers.count > 1 {
            popViewController(animated: true)
            return true
        }
        return super.keyDown(event)
    }

    /// The mouse's back button (SDL's X1) pops with an animation.
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        if event.button == .back, viewControllers.count > 1 {
            popViewController(animated: true)
            return true
        }
        return super.auxiliaryButtonDown(event)
    }

    /// A two-finger horizontal touchpad swipe to the left pops interactively.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        if swipeController.handle(event) { return true }
        return super.scrollWheel(event)
    }

    func pop(
        to target: ViewController, animated: Bool, interaction: (any InteractiveTransitioning)?,
        completion: (@MainActor () -> Void)?
    ) {
        let previous = viewControllers
        let index = previous.firstIndex { $0 === target }!
        let popped = Array(previous[(index + 1)...])
        let from = previous.last!
        viewControllers = Array(previous[...index])
        perform(.pop, from: from, to: target, previous: previous, animated: animated, interaction: interaction) {
            [weak self] completed in
            guard let self else { return }
            if completed {
                for vc in popped { release(vc) }
            }
            completion?()
        }
    }

    // MARK: - Running a transition

    private func adopt(_ viewController: ViewController) {
        guard viewController.parent !== self else { return }
        addChild(viewController)
        // Every bar: the page above shows this page's title on its back button.
        viewController.navigationItem.onChange = { [weak self] in self?.refreshBars() }
    }

    private func release(_ viewController: ViewController) {
        viewController.willMove(toParent: nil)
        viewController.navigationItem.onChange = nil
        if let page = pages.removeValue(forKey: ObjectIdentifier(viewController)) {
            page.removeFromSuperview()
        }
        viewController.removeFromParent()
    }

    /// Whether pages appear and disappear with callbacks (the stack is on screen).
    private var isOnScreen: Bool { isViewLoaded && appearanceState == .appeared }

    private func perform(
        _ operation: NavigationOperation, from: ViewController, to: ViewController, previous: [ViewController],
        animated: Bool, interaction: (any InteractiveTransitioning)?,
        completion: @escaping @MainActor (Bool) -> Void
    ) {
        guard isViewLoaded else {
            completion(true)
            return
        }
        let fromPage = page(for: from)
        let toPage = page(for: to)
        guard animated, isOnScreen, let scene = view.window?.scene else {
            performImmediately(operation, from: from, to: to, fromPage: fromPage, toPage: toPage)
            completion(true)
            runPending()
            return
        }
        let custom = delegate?.navigationController(self, animatorFor: operation, from: from, to: to)
        let animator = custom ?? defaultAnimator(for: operation, from: fromPage, to: toPage)
        let interactor =
            interaction ?? custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let context = TransitionContext(
            containerView: containerView, operation: operation, from: from, fromView: fromPage, to: to, toView: toPage,
            scene: scene, isAnimated: true, isInteractive: interactor.map { $0.wantsInteractiveStart } ?? false)
        fromPage.frame = containerView.bounds
        toPage.frame = containerView.bounds
        // Rasterized before the animator is asked for its driver, so that an animator which
        // restores the pages' rasterization when it ends (`TransitionStage`) keeps them cached
        // until the transition ends, instead of drawing both pages live in its last frame.
        for page in [fromPage, toPage] { page.layer.shouldRasterize = true }
        let transition = NavigationTransition(context: context, animator: animator, interaction: interactor) {
            [weak self] transition, completed in
            self?.transitionEnded(transition, completed: completed, previous: previous, completion: completion)
        }
        self.transition = transition
        containerView.isUserInteractionEnabled = false
        delegate?.navigationController(self, willShow: to, animated: true)
        announce(TransitionEvent(phase: .begin, operation: operation, isInteractive: context.isInteractive))
        from.beginAppearanceTransition(false, animated: true)
        to.beginAppearanceTransition(true, animated: true)
        transition.start()
    }

    private func performImmediately(
        _ operation: NavigationOperation, from: ViewController, to: ViewController, fromPage: PageView, toPage: PageView
    ) {
        let visible = isOnScreen
        if visible {
            delegate?.navigationController(self, willShow: to, animated: false)
            from.beginAppearanceTransition(false, animated: false)
            to.beginAppearanceTransition(true, animated: false)
        }
        fromPage.removeFromSuperview()
        settle(toPage)
        containerView.addSubview(toPage)
        if visible {
            from.endAppearanceTransition(animated: false)
            to.endAppearanceTransition(animated: false)
            delegate?.navigationController(self, didShow: to, animated: false)
        }
    }

    private func transitionEnded(
        _ transition: NavigationTransition, completed: Bool, previous: [ViewController],
        completion: @MainActor (Bool) -> Void
    ) {
        let context = transition.context
        let from = context.fromViewController
        let to = context.toViewController
        guard let fromPage = context.fromView as? PageView, let toPage = context.toView as? PageView else { return }
        self.transition = nil
        containerView.isUserInteractionEnabled = true
        for page in [fromPage, toPage] { page.layer.shouldRasterize = false }
        if completed {
            fromPage.removeFromSuperview()
            settle(toPage)
            if toPage.superview !== containerView { containerView.addSubview(toPage) }
            from.endAppearanceTransition(animated: true)
            to.endAppearanceTransition(animated: true)
            refreshBars()
            delegate?.navigationController(self, didShow: to, animated: true)
        } else {
            // Cancelled: the arriving page disappears again, the leaving one appears again.
            viewControllers = previous
            toPage.removeFromSuperview()
            settle(fromPage)
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition(animated: true)
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition(animated: true)
            refreshBars()
        }
        announce(
            TransitionEvent(
                phase: .end, operation: context.operation, isInteractive: context.isInteractive, completed: completed))
        completion(completed)
        runPending()
    }

    /// Puts a page back to rest: full size, untransformed, opaque.
    private func settle(_ page: PageView) {
        if let scene = view.window?.scene {
            scene.performWithoutAnimation { reset(page) }
        } else {
            reset(page)
        }
    }

    private func reset(_ page: PageView) {
        page.transform = .identity
        page.alpha = 1
        page.frame = containerView.bounds
        page.layer.transform = .identity
    }

    private func announce(_ event: TransitionEvent) {
        for observer in transitionObservers { observer(event) }
    }

    private func runPending() {
        while !isTransitioning, !pending.isEmpty {
            switch pending.removeFirst() {
            case .push(let vc, let animated, let completion):
                pushViewController(vc, animated: animated, completion: completion)
            case .pop(let animated, let completion):
                if popViewController(animated: animated, completion: completion) == nil { completion?() }
            case .popTo(let vc, let animated, let completion):
                popToViewController(vc, animated: animated, completion: completion)
            case .popToRoot(let animated, let completion):
                popToRootViewController(animated: animated, completion: completion)
            case .set(let stack, let animated, let completion):
                setViewControllers(stack, animated: animated, completion: completion)
            }
        }
    }

    // MARK: - The built-in animators

    /// The slide of DESIGN.md §3 (parallax, dim, shadow) when the two pages' bars look
    /// alike; the whole-page snapshot slide when they differ (colour, or hidden vs shown), so
    /// each bar travels with its page. Subclasses may choose another.
    open func defaultAnimator(
        for operation: NavigationOperation, from: PageView, to: PageView
    ) -> any AnimatedTransitioning {
        SnapshotSlideAnimator.barsDiffer(from, to) ? SnapshotSlideAnimator() : SlideAnimator(operation: operation)
    }
}

/// An operation asked for during a transition, applied after it.
private enum PendingOperation {
    case push(ViewController, animated: Bool, completion: (@MainActor () -> Void)?)
    case pop(animated: Bool, completion: (@MainActor () -> Void)?)
    case popTo(ViewController, animated: Bool, completion: (@MainActor () -> Void)?)
    case popToRoot(animated: Bool, completion: (@MainActor () -> Void)?)
    case set([ViewController], animated: Bool, completion: (@MainActor () -> Void)?)
}

/// The navigation controller's root view: the container fills it, and a page at rest
/// fills the container.
@MainActor
private final class NavigationView: View {
    unowned let controller: NavigationController

    init(controller: NavigationController) {
        self.controller = controller
        super.init(frame: .zero)
        name = "navigation"
    }

    override func layoutSubviews() {
        controller.containerView.frame = bounds
        guard !controller.isTransitioning else { return }
        for page in controller.containerView.subviews { page.frame = bounds }
    }
}
