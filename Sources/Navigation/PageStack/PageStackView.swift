import Animation
import Foundation
import Geometry
import Layers
import Views

/// A stack of plain views with animated and interactive push and pop (seed 003's view-level
/// navigation; the navigation controller is built on it).
///
/// The top view fills the stack. Guards keep the stack sound: a request made while a
/// transition runs is queued and applied after it; pushing a view already on the stack is
/// refused with a warning; popping the root does nothing. While a transition runs the pages
/// take no clicks (an input shield). The default motion is seed 003's: on push the new view
/// moves in from the right over 0.5 s, on pop the view below moves in from the left over
/// 0.25 s, both ease-in-ease-out (docs/ARCHITECTURE.md §12); a delegate may supply
/// any animator. A drag from the left edge pops interactively; Alt+Left, the mouse's back
/// button and a two-finger touchpad swipe go back too.
@MainActor
open class PageStackView: View, Swipeable {
    /// The views, root first.
    public private(set) var views: [View]
    /// Told when views show, and asked for animators and interaction controllers.
    public weak var delegate: (any PageStackViewDelegate)?
    /// The view pages live in (the transition's container); shielded during transitions.
    public let containerView = View()
    /// The back-drag (disable it to turn the gesture off).
    public let interactivePopGestureRecognizer = PopGestureRecognizer()
    /// Where refused requests are reported; the default writes them to standard error.
    public var onWarning: @MainActor (NavigationWarning) -> Void = { warning in
        FileHandle.standardError.write(("segue: warning: \(warning)\n").data(using: .utf8)!)
    }

    weak var host: (any PageStackHost)?
    let runner: TransitionRunner
    private(set) lazy var swipeTracker = SwipeTracker(swipeable: self, recognizer: interactivePopGestureRecognizer)
    private var pending: [PageStackRequest] = []
    /// A back request (Alt+Left, the back button) that came while a swipe drove a pop.
    private var backRequestedDuringSwipe = false

    /// Creates a stack with `rootView` as its only view.
    public init(rootView: View) {
        views = [rootView]
        let container = containerView
        runner = TransitionRunner(containerView: container) { _ in container.bounds }
        super.init(frame: .zero)
        name = "pageStack"
        containerView.name = "container"
        addSubview(containerView)
        addGestureRecognizer(interactivePopGestureRecognizer)
        _ = swipeTracker
        containerView.addSubview(rootView)
    }

    /// The view on top: the one shown.
    public var topView: View { views[views.count - 1] }
    /// True while a push or pop is animating or being dragged.
    public var isTransitioning: Bool { runner.isRunning }
    /// The running transition's context, for traces and tests.
    public var activeTransitionContext: TransitionContext? { runner.context }
    /// The running transition's coordinator (alongside animations, completion); views
    /// inside find it as `transitionCoordinator`.
    public var activeCoordinator: TransitionCoordinator? { runner.coordinator }

    /// Decides whether a released back-drag (or touchpad swipe) completes, and how the
    /// release moves.
    public var popReleasePolicy: PopReleasePolicy {
        get { swipeTracker.releasePolicy }
        set { swipeTracker.releasePolicy = newValue }
    }

    /// Where the back-drag may start: the left-edge zone (default) or anywhere.
    public var popGestureMode: PopGestureMode {
        get { interactivePopGestureRecognizer.mode }
        set { interactivePopGestureRecognizer.mode = newValue }
    }

    /// Hears every transition's begin and end (for traces and tests).
    public func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        runner.observe(observer)
    }

    /// Out of the window (a navigation controller dismissed or covered mid-drag), a transition
    /// still under the user's or the app's control is cancelled: nothing can see or drive it
    /// any more, and left paused it would hold its pages half-way, and itself, for good.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil, let context = runner.context, context.isInteractive else { return }
        context.cancelInteractiveTransition()
    }

    /// Keeps the container at the stack's size; a running transition and a drag follow a resize.
    open override func layoutSubviews() {
        containerView.frame = bounds
        runner.containerDidLayout()
        // A drag keeps the page under the pointer at the new width.
        swipeTracker.containerDidResize()
    }

    // MARK: - Push and pop

    /// Pushes `view` on top. Refused (false, with a warning) if it is already on the stack
    /// or queued; queued if a transition is running.
    @discardableResult
    public func push(_ view: View, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> Bool {
        if views.contains(where: { $0 === view }) || pending.contains(where: { $0.pushedView === view }) {
            onWarning(.duplicatePush(page: name(of: view)))
            return false
        }
        if isTransitioning {
            pending.append(.push(view, animated: animated, completion: completion))
            return true
        }
        let previous = views
        host?.pageStack(self, willAdd: view)
        views.append(view)
        transition(.push, from: previous[previous.count - 1], to: view, previous: previous, animated: animated) {
            [weak self] completed in
            guard let self else { return }
            if completed {
                host?.pageStack(self, didAdd: view)
            } else {
                host?.pageStack(self, didRemove: view)
            }
            completion?()
        }
        return true
    }

    /// Pops the top view and returns it. Popping the root does nothing and returns nil;
    /// while a transition runs the pop is queued (and nil is returned).
    @discardableResult
    public func pop(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> View? {
        if isTransitioning {
            pending.append(.pop(animated: animated, completion: completion))
            return nil
        }
        guard views.count > 1 else { return nil }
        let top = topView
        pop(toIndex: views.count - 2, animated: animated, interaction: nil, completion: completion)
        return top
    }

    /// Pops every view above `view`; refused with a warning if it is not on the stack.
    /// Returns the popped views (empty if it is already on top; nil when queued or refused).
    @discardableResult
    public func pop(
        to view: View, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) -> [View]? {
        if isTransitioning {
            pending.append(.popTo(view, animated: animated, completion: completion))
            return nil
        }
        guard let index = views.firstIndex(where: { $0 === view }) else {
            onWarning(.notOnStack(page: name(of: view)))
            return nil
        }
        let popped = Array(views[(index + 1)...])
        guard !popped.isEmpty else { return [] }
        pop(toIndex: index, animated: animated, interaction: nil, completion: completion)
        return popped
    }

    /// Pops to the root view.
    @discardableResult
    public func popToRoot(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> [View]? {
        if isTransitioning {
            pending.append(.popToRoot(animated: animated, completion: completion))
            return nil
        }
        return pop(to: views[0], animated: animated, completion: completion)
    }

    /// Replaces the whole stack. With a new top view it animates a push (the new top was
    /// not on the stack) or a pop (it was). An empty list or a view listed twice is refused.
    public func setViews(_ newViews: [View], animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard !newViews.isEmpty else {
            onWarning(.invalidStack(reason: "a page stack needs at least one page"))
            return
        }
        guard Set(newViews.map(ObjectIdentifier.init)).count == newViews.count else {
            onWarning(.invalidStack(reason: "a page is listed twice"))
            return
        }
        if isTransitioning {
            pending.append(.set(newViews, animated: animated, completion: completion))
            return
        }
        let previous = views
        let from = previous[previous.count - 1]
        let to = newViews[newViews.count - 1]
        let leaving = previous.filter { old in !newViews.contains { $0 === old } }
        let joining = newViews.filter { new in !previous.contains { $0 === new } }
        for view in joining { host?.pageStack(self, willAdd: view) }
        views = newViews
        if from === to {
            for view in leaving { host?.pageStack(self, didRemove: view) }
            for view in joining { host?.pageStack(self, didAdd: view) }
            host?.pageStackDidChange(self)
            completion?()
            if pending.isEmpty { host?.pageStackDidSettle(self) }
            return
        }
        let operation: NavigationOperation = previous.contains { $0 === to } ? .pop : .push
        transition(operation, from: from, to: to, previous: previous, animated: animated) { [weak self] completed in
            guard let self else { return }
            if completed {
                for view in leaving { host?.pageStack(self, didRemove: view) }
                for view in joining { host?.pageStack(self, didAdd: view) }
            } else {
                for view in joining { host?.pageStack(self, didRemove: view) }
            }
            completion?()
        }
    }

    private func pop(
        toIndex index: Int, animated: Bool, interaction: (any InteractiveTransitioning)?,
        completion: (@MainActor () -> Void)?
    ) {
        let previous = views
        let popped = Array(previous[(index + 1)...])
        views = Array(previous[...index])
        transition(
            .pop, from: previous[previous.count - 1], to: views[index], previous: previous, animated: animated,
            interaction: interaction
        ) { [weak self] completed in
            guard let self else { return }
            if completed {
                for view in popped { host?.pageStack(self, didRemove: view) }
            }
            completion?()
        }
    }

    // MARK: - Going back from the desktop

    /// A "back" the user asked for outside a drag (Alt+Left, the mouse's back button): one
    /// page goes per request the user can see. While a swipe drives a pop, the request is
    /// the same wish: dropped when the pop completes, applied once when it cancels.
    /// Otherwise it pops, queued behind a running transition; at the root it does nothing.
    public func requestBack() {
        if swipeTracker.isDriving {
            backRequestedDuringSwipe = true
            return
        }
        guard isTransitioning || views.count > 1 else { return }
        pop(animated: true)
    }

    /// Alt+Left goes back (a desktop's "back").
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .left, event.modifiers == .alt, !event.isRepeat, views.count > 1 || isTransitioning {
            requestBack()
            return true
        }
        return super.keyDown(event)
    }

    /// The mouse's back button (SDL's X1) goes back.
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        if event.button == .back, views.count > 1 || isTransitioning {
            requestBack()
            return true
        }
        return super.auxiliaryButtonDown(event)
    }

    /// A two-finger horizontal touchpad swipe to the left pops interactively.
    open override func scrollWheel(_ event: WheelEvent) -> Bool {
        if let scene = window?.scene, swipeTracker.handle(event, in: scene) { return true }
        return super.scrollWheel(event)
    }

    // MARK: - Swipeable (the back-drag and the touchpad swipe)

    var swipeDistance: Double { bounds.width }

    func swipeShouldBegin() -> Bool {
        guard interactivePopGestureRecognizer.isEnabled, !isTransitioning, views.count > 1 else { return false }
        return host?.pageStack(self, allowsInteractivePopOf: topView) ?? true
    }

    func beginSwipe(driven interaction: PercentDrivenInteractiveTransition) {
        guard swipeShouldBegin() else { return }
        pop(toIndex: views.count - 2, animated: true, interaction: interaction, completion: nil)
    }

    func swipeContext(drivenBy interaction: PercentDrivenInteractiveTransition) -> TransitionContext? {
        guard let driver = runner.driver, driver.interaction === interaction else { return nil }
        return driver.context
    }

    // MARK: - Running a transition

    /// Whether the stack is on screen (transitions animate only there).
    private var isOnScreen: Bool { window != nil }

    /// Where the pages' appearance callbacks stand: the host's own state (a plain stack's
    /// views have no controllers to call). Asked even off screen: a host whose view left the
    /// window while it was disappearing (a tab switch under a page presented full screen) is
    /// still disappearing, and so is its top page, which a swap must then end.
    private var pagesAppearance: AppearanceState {
        host?.pageStackAppearance ?? .disappeared
    }

    private func transition(
        _ operation: NavigationOperation, from: View, to: View, previous: [View], animated: Bool,
        interaction: (any InteractiveTransitioning)? = nil, completion: @escaping @MainActor (Bool) -> Void
    ) {
        let onScreen = isOnScreen
        host?.pageStack(self, prepareToShow: to)
        guard animated, onScreen, let scene = window?.scene else {
            if onScreen { willShow(to, animated: false) }
            host?.pageStack(self, willTransitionFrom: from, to: to, animated: false)
            runner.swapImmediately(
                operation.transitionOperation, from: from, to: to, containerAppearance: pagesAppearance)
            host?.pageStackDidChange(self)
            host?.pageStackDidEndTransition(self)
            if onScreen { didShow(to, animated: false) }
            completion(true)
            runPending()
            return
        }
        let (animator, interactor) = choose(operation, from: from, to: to, interaction: interaction)
        willShow(to, animated: true)
        let request = TransitionRunner.Request(
            operation: operation.transitionOperation, from: from, to: to, animator: animator,
            interaction: interactor, containerAppearance: { [weak self] in self?.pagesAppearance ?? .disappeared })
        let swipeDriven = interaction != nil
        host?.pageStack(self, willTransitionFrom: from, to: to, animated: true)
        runner.run(
            request, in: scene,
            didEnd: { [weak self] completed in
                guard let self else { return }
                if !completed { views = previous }
                host?.pageStackDidChange(self)
                host?.pageStackDidEndTransition(self)
                if completed { didShow(to, animated: true) }
                if swipeDriven, backRequestedDuringSwipe {
                    backRequestedDuringSwipe = false
                    // The drag's pop was the wish; if it cancelled, the request still stands.
                    if !completed { pending.insert(.pop(animated: true, completion: nil), at: 0) }
                }
            },
            completion: { completed in
                // Strong: a transition in flight keeps its stack (its runner and driver)
                // alive until it ends, as UIKit's context keeps its controllers; a stack
                // dropped mid-push (a navigation controller dismissed) then still ends it,
                // with its callbacks, and goes after.
                completion(completed)
                self.runPending()
            })
    }

    /// The animator and interaction controller: the host's, the delegate's, or the default.
    private func choose(
        _ operation: NavigationOperation, from: View, to: View, interaction: (any InteractiveTransitioning)?
    ) -> (any AnimatedTransitioning, (any InteractiveTransitioning)?) {
        if let host {
            let animator = host.pageStack(self, animatorFor: operation, from: from, to: to)
            return (animator, interaction ?? host.pageStack(self, interactionControllerFor: animator))
        }
        if let custom = delegate?.pageStack(self, animatorFor: operation, from: from, to: to) {
            return (custom, interaction ?? delegate?.pageStack(self, interactionControllerFor: custom))
        }
        return (defaultAnimator(for: operation, from: from, to: to), interaction)
    }

    /// Seed 003's motion: move-in from the right over 0.5 s on push, from the left over
    /// 0.25 s on pop, ease-in-ease-out. Subclasses may choose another.
    open func defaultAnimator(
        for operation: NavigationOperation, from: View, to: View
    ) -> any AnimatedTransitioning {
        let animator = MoveInAnimator(direction: .fromRight, popStyle: .moveIn)
        animator.duration = operation == .push ? Self.pushDuration : Self.popDuration
        animator.curve = .easeInOut
        return animator
    }

    /// Seed 003's durations.
    public static let pushDuration = 0.5
    /// Seed 003's pop duration: 0.25 s (the push takes ``pushDuration``).
    public static let popDuration = 0.25

    private func willShow(_ view: View, animated: Bool) {
        host?.pageStack(self, willShow: view, animated: animated)
        delegate?.pageStack(self, willShow: view, animated: animated)
    }

    private func didShow(_ view: View, animated: Bool) {
        host?.pageStack(self, didShow: view, animated: animated)
        delegate?.pageStack(self, didShow: view, animated: animated)
    }

    private func name(of view: View) -> String {
        host?.pageStack(self, nameOf: view) ?? view.name ?? String(describing: type(of: view))
    }

    private func runPending() {
        defer {
            if !isTransitioning && pending.isEmpty { host?.pageStackDidSettle(self) }
        }
        // A queued request always ends in its completion, once: its caller was told it was
        // taken (a push returned true), so one refused or with nothing to do when its turn
        // comes (the page got onto the stack meanwhile, the stack is at the root) completes
        // at once instead of never.
        while !isTransitioning, !pending.isEmpty {
            switch pending.removeFirst() {
            case .push(let view, let animated, let completion):
                if !push(view, animated: animated, completion: completion) { completion?() }
            case .pop(let animated, let completion):
                if pop(animated: animated, completion: completion) == nil { completion?() }
            case .popTo(let view, let animated, let completion):
                if pop(to: view, animated: animated, completion: completion)?.isEmpty ?? true { completion?() }
            case .popToRoot(let animated, let completion):
                if popToRoot(animated: animated, completion: completion)?.isEmpty ?? true { completion?() }
            case .set(let views, let animated, let completion):
                setViews(views, animated: animated, completion: completion)
            }
        }
    }
}
