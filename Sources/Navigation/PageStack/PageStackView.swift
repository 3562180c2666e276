import Animation
import Foundation
import Geometry
import Layers
import Views

/// A stack of plain views with animated and interactive push and pop (seed 003's view-level
/// navigation; the navigation controller is built on it).
///
/// The top view fills the stack. Requests apply at once: one made while a transition
/// animates finishes it and starts from there, so `views` always says what the user will see
/// (during a drag, requests wait for its end). Pushing a view already on the stack is
/// refused with a warning; popping the root does nothing. While a transition runs the pages
/// take no clicks (an input shield). The default motion is seed 003's: on push the new view
/// moves in from the right over 0.5 s, on pop the view below moves in from the left over
/// 0.25 s, both ease-in-ease-out (TransitionMachinery.md); a delegate may supply
/// any animator. A drag from the left edge pops interactively; Alt+Left, the mouse's back
/// button and a two-finger touchpad swipe go back too.
@MainActor
open class PageStackView: View, Swipeable {
    /// The views, root first.
    public private(set) var views: [View]
    /// Told when views show, and asked for animators and interaction controllers (in a
    /// navigation controller, after the controller's own delegate).
    public weak var delegate: (any PageStackViewDelegate)?
    /// The view pages live in (the transition's container); shielded during transitions.
    public var containerView: View { container }
    /// The back-drag (disable it to turn the gesture off).
    public let interactivePopGestureRecognizer = PopGestureRecognizer()

    /// The controller built on this stack (a navigation controller), if any.
    final weak var host: (any PageStackHost)?
    /// Runs this stack's transitions and applies its requests.
    let transitionHost: TransitionHost
    private let container: TransitionContainerView
    final private(set) lazy var swipeTracker = SwipeTracker(
        swipeable: self, recognizer: interactivePopGestureRecognizer)

    /// Creates a stack with `rootView` as its only view.
    public init(rootView: View) {
        views = [rootView]
        transitionHost = TransitionHost(name: "pageStack")
        container = TransitionContainerView(host: transitionHost, name: "container")
        super.init(frame: .zero)
        name = "pageStack"
        transitionHost.ownerView = self
        transitionHost.onSettle = { [weak self] in
            guard let self else { return }
            host?.pageStackDidSettle(self)
        }
        addSubview(container)
        addGestureRecognizer(interactivePopGestureRecognizer)
        _ = swipeTracker
        container.addSubview(rootView)
        rootView.holdingContainer = self
    }

    /// The view on top: the one shown.
    public var topView: View { views[views.count - 1] }
    /// True while a push or pop is animating or being dragged.
    public var isTransitioning: Bool { transitionHost.isRunning }
    /// The running transition's coordinator (alongside animations, completion); views
    /// inside find it as `transitionCoordinator`.
    public var activeCoordinator: TransitionCoordinator? { transitionHost.coordinator }

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

    /// Keeps the container at the stack's size; a running transition and a drag follow a resize.
    open override func layoutSubviews() {
        container.frame = bounds
        transitionHost.layOut(container) { _ in container.bounds }
        // A drag keeps the page under the pointer at the new width.
        swipeTracker.containerDidResize()
    }

    // MARK: - Push and pop

    /// Pages going back took off (Alt+Left, the mouse's back button, the back-drag …), the
    /// most recent last: where going forward leads, as a browser's forward list. A push or
    /// any other change that is not going back or forward clears it.
    public private(set) var forwardViews: [View] = []
    /// Whether a forward request has somewhere to go.
    public var canGoForward: Bool { !forwardViews.isEmpty }

    /// Pushes `view` on top: at once, a transition still animating finished first (during a
    /// drag, once it ends). Refused (false, with a warning) if it is already on the stack or
    /// waiting to be pushed. Open: a subclass sees every push (call super to push).
    @discardableResult
    open func push(_ view: View, animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> Bool {
        if views.contains(where: { $0 === view }) || transitionHost.waitingSubjects.contains(where: { $0 === view }) {
            transitionHost.warn(.duplicatePush(page: name(of: view)))
            return false
        }
        applyPendingBacks()
        // Strong captures here and below: a request waiting for a drag keeps its stack.
        transitionHost.submit(
            HostedRequest(subject: view, completion: completion) { _ in
                guard !self.views.contains(where: { $0 === view }) else {
                    // A change made while it waited put it on the stack.
                    self.transitionHost.warn(.duplicatePush(page: self.name(of: view)))
                    return
                }
                self.change(to: self.views + [view], animated: animated)
            })
        return true
    }

    /// Pops the top view and returns it. Popping the root does nothing and returns nil (so
    /// does a pop that waits for a drag to end). Open: a subclass sees every pop, the user's
    /// back requests and completed back-drags included (a back-drag's pop, already made, is
    /// only answered: `PageStackCall`).
    @discardableResult
    open func pop(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> View? {
        if let popped = PageStackCall.reportedPop(in: self) {
            completion?()
            return popped
        }
        applyPendingBacks()
        var popped: View?
        transitionHost.submit(
            HostedRequest(completion: completion) { _ in
                guard self.views.count > 1 else { return }
                popped = self.topView
                self.change(to: Array(self.views.dropLast()), animated: animated)
            })
        return popped
    }

    /// Pops every view above `view`; refused with a warning if it is not on the stack.
    /// Returns the popped views (empty if it is already on top; nil when refused or waiting).
    @discardableResult
    open func pop(
        to view: View, animated: Bool = true, completion: (@MainActor () -> Void)? = nil
    ) -> [View]? {
        applyPendingBacks()
        var popped: [View]?
        transitionHost.submit(
            HostedRequest(completion: completion) { _ in
                guard let index = self.views.firstIndex(where: { $0 === view }) else {
                    self.transitionHost.warn(.notOnStack(page: self.name(of: view)))
                    return
                }
                popped = Array(self.views[(index + 1)...])
                self.change(to: Array(self.views[...index]), animated: animated)
            })
        return popped
    }

    /// Pops to the root view.
    @discardableResult
    open func popToRoot(animated: Bool = true, completion: (@MainActor () -> Void)? = nil) -> [View]? {
        applyPendingBacks()
        var popped: [View]?
        transitionHost.submit(
            HostedRequest(completion: completion) { _ in
                popped = Array(self.views.dropFirst())
                self.change(to: [self.views[0]], animated: animated)
            })
        return popped
    }

    /// Replaces the whole stack. With a new top view it animates a push (the new top was
    /// not on the stack) or a pop (it was). An empty list or a view listed twice is refused.
    open func setViews(_ newViews: [View], animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        guard !newViews.isEmpty else {
            transitionHost.warn(.emptyStack)
            return
        }
        if let twice = Self.firstListedTwice(newViews) {
            transitionHost.warn(.pageListedTwice(page: name(of: twice)))
            return
        }
        applyPendingBacks()
        transitionHost.submit(
            HostedRequest(completion: completion) { _ in self.change(to: newViews, animated: animated) })
    }

    /// The first element that appears twice in `list`, if any (the stacks' check of a new list
    /// of pages).
    static func firstListedTwice<Element: AnyObject>(_ list: [Element]) -> Element? {
        var seen = Set<ObjectIdentifier>()
        return list.first { !seen.insert(ObjectIdentifier($0)).inserted }
    }

    // MARK: - Going back

    /// Back requests made this frame, not yet applied.
    private var pendingBackSteps = 0

    /// A "back" the user asked for (Alt+Left, the mouse's back button, the bar's back
    /// button): one rule for every input. It applies on the frame's tick, so that several
    /// made in one frame go back that many pages in one pop; a transition still animating is
    /// finished first; during a drag it waits for the drag's end (a drag that completed
    /// leaves one page less to go back to). At the root it does nothing.
    ///
    /// It goes through the overridable methods — `pop(animated:)` for one page,
    /// `pop(to:animated:)` for more (in a navigation controller its
    /// `popViewController`/`popToViewController`) — so a subclass sees it.
    public func requestBack() {
        pendingBackSteps += 1
        guard pendingBackSteps == 1 else { return }
        if let scene = window?.scene {
            scene.engine.add(DeferredAction { [weak self] in self?.applyPendingBacks() })
        } else {
            applyPendingBacks()
        }
    }

    /// Goes back as many pages as the pending back requests ask, through the overridable pops
    /// (which apply at once); what they took off is where going forward leads.
    func applyPendingBacks() {
        guard pendingBackSteps > 0 else { return }
        // Counted from where a transition still moving would leave the stack (a release
        // heading back puts its page back).
        transitionHost.whenFree { self.goBackPendingSteps() }
    }

    private func goBackPendingSteps() {
        let steps = pendingBackSteps
        pendingBackSteps = 0
        guard steps > 0, views.count > 1 else { return }
        let index = max(views.count - 1 - steps, 0)
        let before = views
        let forward = forwardViews
        if let host {
            host.pageStack(self, goBackTo: index)
        } else if index == views.count - 2 {
            pop(animated: true)
        } else {
            pop(to: views[index], animated: true)
        }
        if views.count < before.count, zip(views, before).allSatisfy({ $0 === $1 }) {
            forwardViews = forward + before[views.count...].reversed()
        }
    }

    /// A "forward" the user asked for (Alt+Right, the mouse's forward button): the page the
    /// last back request took off comes back, pushed through the overridable `push` (in a
    /// navigation controller its `pushViewController`), at once as any request; with nothing
    /// to go forward to it does nothing.
    public func requestForward() {
        applyPendingBacks()
        transitionHost.whenFree { self.pushForward() }
    }

    /// Pushes the last page of the forward list back, through the overridable push (the
    /// host's, in a navigation controller).
    private func pushForward() {
        guard let next = forwardViews.last else { return }
        if let host {
            host.pageStack(self, goForwardTo: next)
        } else {
            push(next, animated: true)
        }
    }

    /// Whether a back request belongs to this stack: it has pages to go back to beyond the
    /// back requests not yet applied, or a swipe is taking it back (a request then waits on
    /// the swipe's outcome).
    var takesBackRequests: Bool {
        transitionHost.isRunningBackSwipe || views.count - 1 - pendingBackSteps > 0
    }

    /// Alt+Left goes back (a desktop's "back"), in the innermost stack that can; Alt+Right
    /// goes forward.
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if BackInput.isBackKey(event), let window, window.goBack(under: nil) { return true }
        if BackInput.isForwardKey(event), let window, window.goForward(under: nil) { return true }
        return super.keyDown(event)
    }

    /// The mouse's back button (SDL's X1) goes back, in the innermost stack under the pointer
    /// that can.
    open override func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        if event.button == .back, let window, window.goBack(under: window.hitTest(event.location) ?? self) {
            return true
        }
        if event.button == .forward, let window, window.goForward(under: window.hitTest(event.location) ?? self) {
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

    /// Whether a back-drag or touchpad swipe may begin now: one line per reason.
    func swipeShouldBegin() -> Bool {
        guard interactivePopGestureRecognizer.isEnabled else { return false }  // the app turned it off
        guard !transitionHost.isBusy else { return false }  // one transition at a time, nothing waiting
        guard views.count > 1 else { return false }  // something to go back to
        return host?.pageStack(self, allowsInteractivePopOf: topView) ?? true  // the page allows it
    }

    func beginSwipe(driven interaction: PercentDrivenInteractiveTransition) {
        guard swipeShouldBegin() else { return }
        transitionHost.submit(
            HostedRequest { _ in
                self.change(to: Array(self.views.dropLast()), animated: true, interaction: interaction)
            })
    }

    /// Whether a touchpad swipe to the right may go forward now: one line per reason.
    func forwardSwipeShouldBegin() -> Bool {
        guard interactivePopGestureRecognizer.isEnabled else { return false }  // the app turned swipes off
        guard !transitionHost.isBusy else { return false }  // one transition at a time
        return !forwardViews.isEmpty  // somewhere to go forward to
    }

    /// Goes forward for a touchpad swipe to the right: the push goes through the overridable
    /// push, as a forward request's does, and the swipe, passed down that call, drives it.
    func beginForwardSwipe(driven interaction: PercentDrivenInteractiveTransition) {
        guard forwardSwipeShouldBegin(), let next = forwardViews.last else { return }
        PageStackCall.making(.forwardSwipe(to: next, drivenBy: interaction), from: self) { pushForward() }
    }

    /// A swipe's pop completed: it is reported through the overridable pop (seed 000's
    /// idiom: the custom navigation controller hears of a back-drag's pop when it is done),
    /// whose base implementation, told so down the call, only answers with the view that went.
    private func reportCompletedSwipePop(of popped: View) {
        PageStackCall.making(.reportPop(of: popped, answer: .init()), from: self) {
            if let host {
                host.pageStack(self, didCompleteSwipePopOf: popped)
            } else {
                pop(animated: false)
            }
        }
    }

    func swipeContext(drivenBy interaction: PercentDrivenInteractiveTransition) -> TransitionContext? {
        guard let driver = transitionHost.driver, driver.interaction === interaction else { return nil }
        return driver.context
    }

    // MARK: - Applying a change

    /// Where the pages' appearance callbacks stand: the host's own state (a plain stack's
    /// views have no controllers to call). Asked even off screen: a host whose view left the
    /// window while it was disappearing (a tab switch under a page presented full screen) is
    /// still disappearing, and so is its top page, which a swap must then end.
    private var pagesAppearance: AppearanceState {
        host?.pageStackAppearance ?? .disappeared
    }

    /// Makes `newViews` the stack, moving from the old top to the new one: animated on
    /// screen, at once otherwise; driven by `dragged` when a swipe pops (or by a starting
    /// forward swipe, when this is its push).
    private func change(
        to newViews: [View], animated: Bool, interaction dragged: PercentDrivenInteractiveTransition? = nil
    ) {
        let previous = views
        let previousForward = forwardViews
        let from = previous[previous.count - 1]
        let to = newViews[newViews.count - 1]
        let onScreen = window != nil
        let operation: TransitionOperation = previous.contains(where: { $0 === to }) ? .pop : .push
        // A push of exactly the page going forward leads to is going forward.
        let isForward =
            operation == .push && to === forwardViews.last && newViews.count == previous.count + 1
            && zip(previous, newViews).allSatisfy { $0 === $1 }
        let interaction = dragged ?? (isForward ? PageStackCall.forwardSwipe(in: self, to: to) : nil)
        let change = PageStackChange(
            operation: operation, from: from, to: to,
            adding: newViews.filter { new in !previous.contains { $0 === new } },
            removing: previous.filter { old in !newViews.contains { $0 === old } },
            isAnimated: animated && onScreen && from !== to, isOnScreen: onScreen,
            isSwipe: dragged != nil, history: dragged != nil ? .back : isForward ? .forward : .clears)
        views = newViews
        recordHistory(of: change)
        // Every view on the stack knows it, covered or not (seed 003's `yh_pushView` from a
        // view that is not on top finds its stack).
        for view in change.adding { view.holdingContainer = self }
        host?.pageStack(self, willApply: change)
        if change.changesTop && onScreen { delegate?.pageStack(self, willShow: to, animated: change.isAnimated) }
        guard change.changesTop else {
            finish(change, completed: true)
            return
        }
        transitionHost.perform(
            .init(
                operation: change.operation, containerView: container,
                restFrame: { [weak container] view in container?.bounds ?? view.frame }, from: from, to: to,
                choose: { self.chooseTransition(for: change, swipe: interaction) },
                containerAppearance: { [weak self] in self?.pagesAppearance ?? .disappeared },
                isBackSwipe: dragged != nil, isForwardNavigation: isForward,
                settleBooks: { completed in
                    // Cancelled: the stack is as it was, before any callback asks for its top.
                    if !completed {
                        self.views = previous
                        self.forwardViews = previousForward
                    }
                }),
            animated: change.isAnimated
        ) { completed in
            // Strong: a transition in flight keeps its stack alive until it ends, as UIKit's
            // context keeps its controllers; a stack dropped mid-push (a navigation controller
            // dismissed) still ends it, with its callbacks, and goes after.
            self.finish(change, completed: completed)
        }
    }

    private func finish(_ change: PageStackChange, completed: Bool) {
        for view in completed ? change.removing : change.adding where view.holdingContainer === self {
            view.holdingContainer = nil
        }
        host?.pageStack(self, didApply: change, completed: completed)
        if completed, change.isSwipe { reportCompletedSwipePop(of: change.from) }
        if completed, change.changesTop, change.isOnScreen {
            delegate?.pageStack(self, didShow: change.to, animated: change.isAnimated)
        }
    }

    /// Keeps the forward list as the change applies (a cancelled one puts it back): a back
    /// step adds what it took off (the top first, so the page just below the old top is the
    /// next forward), a forward step takes its page back out, anything else clears it.
    private func recordHistory(of change: PageStackChange) {
        switch change.history {
        case .back:
            forwardViews += change.removing.reversed()
        case .forward:
            forwardViews.removeAll { $0 === change.to }
        case .clears:
            forwardViews = []
        }
    }

    /// The animator and interaction controller: the host's delegate's, the stack's
    /// delegate's, or the default; a swipe drives whichever it is.
    private func chooseTransition(
        for change: PageStackChange, swipe: PercentDrivenInteractiveTransition?
    ) -> (any AnimatedTransitioning, (any InteractiveTransitioning)?) {
        if let given = host?.pageStack(self, transitionFor: change) {
            return (given.animator, swipe ?? given.interaction)
        }
        let operation = NavigationOperation(change.operation)
        if let custom = delegate?.pageStack(self, animatorFor: operation, from: change.from, to: change.to) {
            return (custom, swipe ?? delegate?.pageStack(self, interactionControllerFor: custom))
        }
        if let host { return (host.pageStack(self, defaultAnimatorFor: change), swipe) }
        return (
            defaultAnimator(for: operation, from: change.from, to: change.to, interactive: swipe != nil), swipe
        )
    }

    /// Seed 003's motion: move-in from the right over 0.5 s on push, from the left over
    /// 0.25 s on pop, ease-in-ease-out. A pop the user drags instead takes the top view away
    /// to the right under the pointer (CATransition's `reveal`), so the view grabbed is the
    /// one that moves. Subclasses may choose another.
    open func defaultAnimator(
        for operation: NavigationOperation, from: View, to: View, interactive: Bool = false
    ) -> any AnimatedTransitioning {
        let dragged = interactive && operation == .pop
        let animator = MoveInAnimator(direction: .fromRight, popStyle: dragged ? .reveal : .moveIn)
        animator.duration = operation == .push ? Self.pushDuration : Self.popDuration
        animator.curve = .easeInOut
        return animator
    }

    // docs-number: page stack push (a move-in from the right) (s)
    /// Seed 003's durations.
    public static let pushDuration = 0.5
    // docs-number: page stack pop (a move-in from the left) (s)
    /// Seed 003's pop duration: 0.25 s (the push takes ``pushDuration``).
    public static let popDuration = 0.25

    private func name(of view: View) -> String {
        host?.pageStack(self, nameOf: view) ?? view.name ?? String(describing: type(of: view))
    }
}
