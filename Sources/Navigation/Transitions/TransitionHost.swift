import Animation
import Foundation
import Geometry
import Layers
import Views

/// The one object every container that moves pages uses — a page stack (and so a
/// navigation controller), the window's presentations, a tab bar controller: where a
/// transition is run and where a container's requests are applied. A container keeps only
/// its policy (what a push, a dismissal or a tab switch means); the host keeps everything
/// that must not go wrong:
///
/// - **Requests apply at once** (libadwaita's model, no queue): a request made while a
///   transition animates on its own finishes it at once (its end state, its callbacks and
///   completion, in order) and starts from there, so the container's model always says what
///   the user will see after the last request. While a transition is driven (the user's hand
///   on the page, or an app's interaction controller) a request waits until it ends; the
///   request that started the driven transition is the drag's own, so its cancel cancels it.
///   A request made from inside another's change or end (its callbacks) is applied right
///   after it. Every accepted request ends in its completion exactly once.
/// - **A transition**, run around its animator so that no animator needs clean-up code:
///   before, both views at rest (their rest frame, no transform, opaque), their whole layer
///   state saved, both rasterized, the container shielded from input, the will-appearance
///   callbacks; during, a container layout (a resize) re-places both views and lets the
///   animator follow; after (the tick after the animator completes), every view the
///   animator added removed, both views' state restored, the leaving view removed, the
///   shield off, the did-appearance callbacks (balanced on cancel), then the container's own
///   end, the end event and the request's completion.
/// - **Animated or at once** is the host's choice from the container's `Transition` value
///   (`perform`): animated when asked and on screen, else a swap with the same callbacks.
/// - **Events and warnings**: every begin and end goes to the container's observers and to
///   the window's transition stream; refused requests go to the window's warning sink.
/// - **Leaving the window**: a transition still under the user's or the app's control
///   (dragged, paused) in a container that leaves the window is cancelled, since nothing
///   could drive it any more (`TransitionContainerView`).
@MainActor
final class TransitionHost {
    /// Names the container in events (`"navigation"`, `"pageStack"`, `"tabs"`, `"presentations"`).
    var name: String
    /// The view whose window gets this host's warnings and events (the container's own view).
    weak var ownerView: View?
    /// The controller whose container this is (a navigation or tab bar controller), even
    /// before its view loads: where its reports go when its view is in no window (asked
    /// through the policy).
    weak var ownerController: AnyObject?
    /// What the host asks about pages (appearance callbacks, focus, the reports' window).
    var policy = PagePolicy.pages
    /// The window the container was last in: a container taken out of it (a tab not
    /// selected, a stack covered by a page presented full screen) still reports there.
    weak var lastWindow: Window?
    /// Where warnings and events go: the owner's window; else, for a container out of the
    /// window, the window of the nearest controller above it that is in one (a tab not
    /// selected reports to its tab bar controller's window); else the last one it was in.
    private var reportingView: View? {
        if let window = ownerView?.window { return window }
        var top = ownerView
        while let superview = top?.superview { top = superview }
        return policy.windowForReports(ownerController, top) ?? lastWindow
    }
    private(set) var driver: TransitionDriver?
    /// The request whose transition is running (or that is being applied).
    private var current: HostedRequest?
    private var isApplying = false
    /// True while a transition ends (its clean-up, the appearance callbacks, the container's
    /// books, the completion): a request made from a callback there is applied once it is
    /// over, instead of on half-settled books.
    private var isEnding = false
    /// What was asked while a change was being applied or ended (from its callbacks), or
    /// while a driven transition runs: done, in order, as soon as that is over.
    private var later: [Waiting] = []

    /// One thing waiting: a request (its completion runs if it is dropped), or an input's
    /// call.
    private struct Waiting {
        var request: HostedRequest?
        var run: @MainActor () -> Void
    }
    private var runningIsBackSwipe = false
    /// The running transition's registration with its scene's teardown (`abandon`).
    private weak var teardownScene: Scene?
    private var teardownToken = 0
    private var observers: [(TransitionEvent) -> Void] = []
    /// Hear every appearance callback of the pages in this container (and, for the
    /// presentations, of the pages inside presented containers).
    private(set) var appearanceObservers: [(AnyObject, AppearanceCallback) -> Void] = []
    /// Called when nothing runs and nothing waits any more (a container forgets what it no
    /// longer needs then).
    var onSettle: (@MainActor () -> Void)?

    init(name: String) {
        self.name = name
    }

    var isRunning: Bool { driver != nil }
    /// True while a transition runs, a request is being applied, or requests wait.
    var isBusy: Bool { driver != nil || isApplying || isEnding || !later.isEmpty }
    /// True while the running transition is driven (a drag, an app's interaction
    /// controller): requests wait for its end.
    var isDriven: Bool { driver?.context.isInteractive == true }
    /// Whether a request made now is applied now (not from inside another's callbacks, not
    /// during a drag).
    var appliesNow: Bool { !isApplying && !isEnding && !isDriven }
    var context: TransitionContext? { driver?.context }
    /// The running transition's coordinator; during the will-appearance callbacks before it
    /// starts, the one announced for it (UIKit's pages have it in `viewWillAppear`).
    var coordinator: TransitionCoordinator? { driver?.coordinator ?? announcedCoordinator }
    private var announcedCoordinator: TransitionCoordinator?
    /// What the requests waiting are about (a page pushed or presented), oldest first.
    var waitingSubjects: [AnyObject] { later.compactMap { $0.request?.subject } }
    /// True while a swipe drives a back transition (dragged or releasing).
    var isRunningBackSwipe: Bool { driver != nil && runningIsBackSwipe }

    /// Hears every transition's begin and end.
    func observe(_ observer: @escaping (TransitionEvent) -> Void) {
        observers.append(observer)
    }

    /// Hears every appearance callback of this container's pages.
    func observeAppearance(_ observer: @escaping (AnyObject, AppearanceCallback) -> Void) {
        appearanceObservers.append(observer)
    }

    // MARK: - Requests

    /// Takes `request`: applied now (a transition animating on its own finished first), or,
    /// made from inside another change or during a drag, as soon as that is over.
    func submit(_ request: HostedRequest) {
        whenFree(request) { self.apply(request) }
    }

    /// Runs `body` (which makes its requests through the overridable methods) now, or as soon
    /// as a request could be applied: the back and forward inputs, whose calls must apply at
    /// once to be read back.
    func whenFree(_ body: @escaping @MainActor () -> Void) {
        whenFree(nil, body)
    }

    private func whenFree(_ request: HostedRequest?, _ body: @escaping @MainActor () -> Void) {
        guard appliesNow else {
            later.append(Waiting(request: request) { self.whenFree(request, body) })
            return
        }
        // The end of a transition finished here must not settle the container's books (forget
        // its pages) under the request about to apply.
        finishingForRequest += 1
        let free = finishRunningTransition()
        finishingForRequest -= 1
        if free {
            body()
        } else {
            later.append(Waiting(request: request) { self.whenFree(request, body) })
        }
        settleIfIdle()
    }

    /// Nonzero while a request finishes the running transition before it applies.
    private var finishingForRequest = 0

    /// Ends the running transition at once where it is heading, with every callback and its
    /// completion, and any its end started in turn; false when one is driven (it must wait).
    @discardableResult
    func finishRunningTransition() -> Bool {
        for _ in 0..<Self.transitionsEndedAtOnce {
            guard let driver else { return true }
            if driver.context.isInteractive { return false }
            driver.endNow()
        }
        return driver == nil
    }

    /// How many transitions started from completions one request ends before it waits instead.
    private static let transitionsEndedAtOnce = 8

    /// Runs `body` with the host busy: requests made meanwhile (from the appearance callbacks
    /// of changes made at once) wait instead of running inside it; then, with `thenApply`,
    /// they run (else they stay waiting, for the caller to drop).
    func holdingRequests(thenApply: Bool = false, _ body: () -> Void) {
        let wasApplying = isApplying
        isApplying = true
        body()
        isApplying = wasApplying
        if thenApply { drain() }
    }

    /// Ends every waiting request without applying it (its completion runs): what it was for
    /// is gone (the window's root replaced under the presentations).
    func dropWaiting() {
        let dropped = later
        later = []
        for waiting in dropped { waiting.request?.complete() }
    }

    /// Reports a refused request through the window's warning sink.
    func warn(_ warning: NavigationWarning) {
        NavigationWarning.report(warning, from: reportingView)
    }

    private func apply(_ request: HostedRequest) {
        isApplying = true
        current = request
        request.perform(request)
        isApplying = false
        if driver == nil {
            // Nothing to animate (done at once, refused, or nothing to do): done now.
            current = nil
            request.complete()
        }
        drain()
    }

    /// Does what waited, once nothing is being applied or ended and nothing is driven.
    private func drain() {
        while appliesNow, !later.isEmpty {
            let next = later.removeFirst()
            next.run()
        }
        settleIfIdle()
    }

    private func settleIfIdle() {
        if !isBusy, finishingForRequest == 0 { onSettle?() }
    }

    // MARK: - Running a transition

    /// What one transition is.
    struct Transition {
        var operation: TransitionOperation
        var direction: TransitionDirection?
        /// The view the pages move in.
        var containerView: View
        /// Where a view rests in the container (its frame when no transition moves it),
        /// asked live so a resize mid-transition counts.
        var restFrame: @MainActor (View) -> Rect
        var from: View
        var to: View
        /// The animator and interaction controller, asked for after the will-appearance
        /// callbacks, so what the arriving page changes there (a bar hidden in
        /// `viewWillAppear`, seed 002's case) is seen by the choice.
        var choose: @MainActor () -> (animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)?)
        /// Where the container is in its own appearance cycle, asked when the transition
        /// starts and again when it ends: its pages follow it (TransitionMachinery.md). A
        /// disappeared container makes no callbacks; an appearing one lets its own
        /// did-appear end the arriving page's; the window's presentations are always
        /// `.appeared`.
        var containerAppearance: @MainActor () -> AppearanceState
        /// Whether the from view leaves: it is removed at the end and told it disappears.
        /// False when it stays visible under the arriving one (a presentation over full
        /// screen keeps its presenter, which gets no callbacks).
        var fromViewLeaves = true
        /// Whether the to view is told it appears (false when it never left the screen: the
        /// presenter under a dismissed page over full screen).
        var toViewAppears = true
        /// A swipe drives this transition back (a back-drag, a touchpad swipe, a
        /// drag-to-dismiss): back requests meanwhile are held (`requestBack`).
        var isBackSwipe = false
        /// A forward request runs it (for the events).
        var isForwardNavigation = false
        /// Whether the transition is still wanted once the will-callbacks ran: false when one of
        /// them took its container away (the window's root replaced dismissed the presentation
        /// it was for); it then ends there, with nothing animated.
        var isStillWanted: @MainActor () -> Bool = { true }
        /// The container's books put right as the transition ends, before any appearance
        /// callback runs (a cancelled pop's stack put back), so what a callback asks of the
        /// container (its top page, for the appearance it forwards) is already true.
        var settleBooks: (@MainActor (Bool) -> Void)?
        /// The presented page's style, for a presentation and its dismissal
        /// (`TransitionContext.presentationStyle`).
        var presentationStyle = ModalPresentationStyle.none
        /// Called once the will-appearance callbacks ran and the transition is still wanted,
        /// before the arriving view is shown, animated or at once (a presentation controller's
        /// `presentationTransitionWillBegin()`); animated, the coordinator exists by then, so
        /// what it adds alongside runs with the transition.
        var willBegin: (@MainActor () -> Void)?
    }

    /// Shows `transition` for the request being applied: animated when `animated` and its
    /// container is in a window, else swapped at once with the same callbacks (the one place
    /// that choice is made). `didEnd` runs either way, with whether it completed.
    func perform(_ transition: Transition, animated: Bool, didEnd: @escaping @MainActor (Bool) -> Void) {
        guard animated, let scene = transition.containerView.window?.scene else {
            let shown = swapImmediately(
                transition.operation, in: transition.containerView, restFrame: transition.restFrame,
                from: transition.from, to: transition.to, containerAppearance: transition.containerAppearance(),
                fromViewLeaves: transition.fromViewLeaves, toViewAppears: transition.toViewAppears,
                isStillWanted: transition.isStillWanted, willBegin: transition.willBegin)
            didEnd(shown)
            return
        }
        run(transition, in: scene, didEnd: didEnd)
    }

    /// Ends the running transition at once, at its end (`completed`) or its start, with
    /// every callback a finished transition makes: for changes that cannot wait (the
    /// window's root replaced under a presentation).
    func endRunningTransitionNow(completed: Bool) {
        driver?.endNow(completed: completed)
    }

    /// Ends what runs before the container is rearranged under it: a driven transition
    /// cancelled, one animating on its own (unless `onlyDriven`) ended where it was heading;
    /// and so on for what their ends start, up to `rearrangeLimit` in a row.
    func endRunningTransitions(onlyDriven: Bool) {
        for _ in 0..<Self.rearrangeLimit {
            guard let context, !onlyDriven || context.isInteractive else { return }
            endRunningTransitionNow(completed: !context.isInteractive && !context.transitionWasCancelled)
        }
    }

    /// How many transitions a rearrangement ends in one container before it gives up (ending
    /// one may start the next that waited; a bound, not a loop that could spin).
    private static let rearrangeLimit = 4

    /// Runs `transition` animated, for the request being applied. `didEnd` (the container's
    /// own end) runs once the views are settled and the appearance callbacks made, before the
    /// end is announced and the request completes.
    func run(_ transition: Transition, in scene: Scene, didEnd: @escaping @MainActor (Bool) -> Void) {
        // The delegates, the animator and the interaction controller are asked inside the
        // scene's animation scope: an animator they make with UIKit's initializers binds to it.
        scene.animationScope.run { runInScope(transition, in: scene, didEnd: didEnd) }
    }

    private func runInScope(_ transition: Transition, in scene: Scene, didEnd: @escaping @MainActor (Bool) -> Void) {
        precondition(driver == nil, "one transition at a time per container")
        let from = transition.from
        let to = transition.to
        let container = transition.containerView
        let restFrame = transition.restFrame
        // The will-callbacks first (UIKit calls viewWillAppear before it asks for the
        // animator's work), then the choice; the coordinator is there for them already.
        let coordinator = TransitionCoordinator(
            announcing: .init(
                operation: transition.operation, from: from, to: to, container: container,
                isInteractive: transition.isBackSwipe))
        announcedCoordinator = coordinator
        defer { announcedCoordinator = nil }
        let leaves = transition.fromViewLeaves && transition.containerAppearance() != .disappeared
        if leaves { beginAppearance(of: from, appearing: false, animated: true) }
        // Asked again: the leaving page's callback may have changed the container's state (a
        // tab switched away from its viewWillDisappear).
        let arrives = transition.toViewAppears && transition.containerAppearance().isShowing
        if arrives { beginAppearance(of: to, appearing: true, animated: true) }
        guard transition.isStillWanted() else {
            // Nothing was announced or started; the request completes as the host applies it.
            announcedCoordinator = nil
            coordinator.endWithoutTransition()
            didEnd(false)
            return
        }
        transition.willBegin?()
        guard container.window != nil else {
            // A will-callback took the container out of the window (the root replaced from the
            // leaving page's viewWillDisappear): nothing there is drawn or animated any more,
            // so the change ends at once, as one without animation does.
            announcedCoordinator = nil
            coordinator.endWithoutTransition()
            swapAndEnd(
                transition.operation, in: container, restFrame: restFrame, from: from, to: to,
                containerAppearance: transition.containerAppearance(), fromViewLeaves: transition.fromViewLeaves,
                leaves: leaves, arrives: arrives, animated: true)
            didEnd(true)
            return
        }
        let (chosen, interaction) = transition.choose()
        let interactive = interaction.map { $0.wantsInteractiveStart } ?? false
        // A field in the leaving or covered page stops editing now, unless a drag drives the
        // change (it may be cancelled and the page stay).
        if !interactive && !transition.isBackSwipe {
            policy.pageWillChange(from, to.window ?? container.window ?? from.window)
        }
        let crossFade = ReducedMotion.replacement(for: chosen, interactive: interactive, in: container.window)
        let animator: any AnimatedTransitioning = crossFade ?? chosen
        let animatorName = String(describing: type(of: animator))
        let context = ContainerTransitionContext(
            containerView: container, operation: transition.operation, direction: transition.direction,
            fromView: from, toView: to, scene: scene, isAnimated: true, isInteractive: interactive,
            presentationStyle: transition.presentationStyle, restFrame: restFrame)
        let helpersBefore = Set(container.subviews.map(ObjectIdentifier.init))
        var saved: [SavedView] = []
        scene.performWithoutAnimation {
            for view in [from, to] {
                view.layer.transform = .identity
                view.alpha = 1
                view.frame = restFrame(view)
                saved.append(
                    SavedView(view: view, state: view.layer.modelState, rasterized: view.layer.shouldRasterize))
                // Rasterized before the animator is asked for its driver, so that the pages
                // move as cached images from the first frame (LayersAndFlattening.md).
                view.layer.shouldRasterize = true
            }
        }
        let savedViews = saved
        let duration = max(animator.transitionDuration(using: context), 0)
        let event = { (phase: TransitionEvent.Phase, completed: Bool?) in
            TransitionEvent(
                phase: phase, operation: context.operation, isInteractive: context.isInteractive,
                completed: completed, animator: animatorName, isReducedMotion: crossFade != nil,
                container: self.name, isForwardNavigation: transition.isForwardNavigation, duration: duration)
        }
        // Strong: a transition in flight keeps its host (and so its container's books)
        // alive until it ends, as UIKit's context keeps its controllers.
        let driver = TransitionDriver(
            context: context, animator: animator, interaction: interaction, coordinator: coordinator
        ) {
            _, completed in
            self.isEnding = true
            self.finish(
                context, transition, completed: completed, saved: savedViews, helpersBefore: helpersBefore)
            didEnd(completed)
            if completed { self.reportPageChange(from: from, to: to, in: container) }
            self.announce(event(.end, completed))
            self.transitionEnded(completed: completed)
        }
        self.driver = driver
        runningIsBackSwipe = transition.isBackSwipe
        teardownScene = scene
        teardownToken = scene.addTeardownHandler { [weak self] in self?.abandon() }
        container.isUserInteractionEnabled = false
        announce(event(.begin, nil))
        driver.start()
        coordinator.runWaitingAnimations()
    }

    /// After the container's end and the end event: the request completes and what waited
    /// is done.
    private func transitionEnded(completed: Bool) {
        isEnding = false
        let request = current
        current = nil
        runningIsBackSwipe = false
        request?.complete()
        drain()
    }

    /// The window is going away mid-transition: the transition stops where it is, with no
    /// callbacks (nothing will be drawn again), and lets go of everything it held.
    private func abandon() {
        teardownScene = nil
        let abandoned = driver
        driver = nil
        // What waits holds its container (its closures do): it goes too, unapplied.
        current = nil
        later = []
        abandoned?.abandon()
    }

    /// Swaps `from` for `to` at once in `container` (a change without animation), with the
    /// appearance callbacks its container's state calls for, in the order an animated
    /// transition makes them: the will-callbacks, `willBegin`, the swap, the did-callbacks.
    /// False (nothing swapped) when `isStillWanted` says a will-callback took the change away.
    @discardableResult
    func swapImmediately(
        _ operation: TransitionOperation, in container: View, restFrame: @escaping @MainActor (View) -> Rect,
        from: View, to: View,
        containerAppearance appearance: @autoclosure () -> AppearanceState, fromViewLeaves: Bool = true,
        toViewAppears: Bool = true, isStillWanted: @MainActor () -> Bool = { true },
        willBegin: (@MainActor () -> Void)? = nil
    ) -> Bool {
        // The leaving page disappears whatever the container is doing (unless it is gone
        // already); the arriving one appears as far as the container has: wholly when it
        // has appeared, only begun when it is appearing (its own did-appear ends it). The
        // container's state is asked again after the leaving page's callback, which may have
        // changed it (the window's root replaced from a viewWillDisappear).
        let leaves = fromViewLeaves && appearance() != .disappeared
        if leaves { beginAppearance(of: from, appearing: false, animated: false) }
        let arrives = toViewAppears && appearance().isShowing
        if arrives { beginAppearance(of: to, appearing: true, animated: false) }
        guard isStillWanted() else { return false }
        willBegin?()
        swapAndEnd(
            operation, in: container, restFrame: restFrame, from: from, to: to, containerAppearance: appearance(),
            fromViewLeaves: fromViewLeaves, leaves: leaves, arrives: arrives, animated: false)
        return true
    }

    /// The rest of a change once its will-callbacks ran: `to` in `from`'s place at its rest
    /// frame, then the did-callbacks of the pages that began (`leaves`, `arrives`), in UIKit's
    /// order.
    private func swapAndEnd(
        _ operation: TransitionOperation, in container: View, restFrame: @escaping @MainActor (View) -> Rect,
        from: View, to: View, containerAppearance appearance: @autoclosure () -> AppearanceState,
        fromViewLeaves: Bool, leaves: Bool, arrives: Bool, animated: Bool
    ) {
        if fromViewLeaves { from.removeFromSuperview() }
        let settle = {
            to.layer.transform = .identity
            to.alpha = 1
            to.frame = restFrame(to)
        }
        if let scene = to.window?.scene ?? container.window?.scene {
            scene.performWithoutAnimation(settle)
        } else {
            settle()
        }
        if to.superview == nil { container.addSubview(to) }
        let ends = arrives && appearance() == .appeared
        if Self.endsWithArrivingPage(operation) {
            if ends { endAppearance(of: to, animated: animated) }
            if leaves { endAppearance(of: from, animated: animated) }
        } else {
            if leaves { endAppearance(of: from, animated: animated) }
            if ends { endAppearance(of: to, animated: animated) }
        }
        reportPageChange(from: from, to: to, in: container)
    }

    /// Tells keyboard focus (through the policy) that `to` replaced `from`: focus in `from`
    /// is remembered there and moves into `to` once the change is over.
    /// Screen readers hear of the new page too (`.screenChanged`, ScreenReaders.md).
    private func reportPageChange(from: View, to: View, in container: View) {
        let window = to.window ?? container.window ?? from.window
        policy.pageDidChange(from, to, window)
        window?.post(notification: .screenChanged, argument: to)
    }

    /// Whether the did-callbacks go to the arriving page first (presentations, as UIKit).
    private static func endsWithArrivingPage(_ operation: TransitionOperation) -> Bool {
        operation == .present || operation == .dismiss
    }

    /// `container` laid out (a resize), the one layout rule of every container: mid-transition
    /// there, both views go to their new rest frames and the animator re-places them from the
    /// current fraction; at rest, each of `resting` (the container's views unless given) goes
    /// to its rest frame.
    func layOut(_ container: View, resting: [View]? = nil, restFrame: (View) -> Rect) {
        guard let context = driver?.context, context.containerView === container else {
            for view in resting ?? container.subviews { view.frame = restFrame(view) }
            return
        }
        context.scene.performWithoutAnimation {
            for view in [context.fromView, context.toView] { view.frame = context.restFrame(view) }
            context.containerDidLayout()
        }
    }

    /// `container` left the window: a transition there still under the user's or the app's
    /// control is cancelled; left paused it would hold its pages half-way, and itself, for
    /// good.
    func containerLeftWindow(_ container: View) {
        guard let context = driver?.context, context.containerView === container, context.isInteractive else {
            return
        }
        context.cancelInteractiveTransition()
    }

    // MARK: - The end

    private struct SavedView {
        let view: View
        let state: LayerState
        let rasterized: Bool
    }

    private func finish(
        _ context: ContainerTransitionContext, _ transition: Transition, completed: Bool, saved: [SavedView],
        helpersBefore: Set<ObjectIdentifier>
    ) {
        driver = nil
        teardownScene?.removeTeardownHandler(teardownToken)
        teardownScene = nil
        let container = context.containerView
        let restFrame = transition.restFrame
        transition.settleBooks?(completed)
        context.transitionDidEnd(completed: completed)
        container.isUserInteractionEnabled = true
        let leaving = completed ? context.fromView : context.toView
        let staying = completed ? context.toView : context.fromView
        context.scene.performWithoutAnimation {
            for view in container.subviews
            where view !== staying && view !== leaving && !helpersBefore.contains(ObjectIdentifier(view)) {
                view.removeFromSuperview()
            }
            for entry in saved {
                entry.view.layer.restore(entry.state)
                entry.view.layer.shouldRasterize = entry.rasterized
                entry.view.layer.preparesRasterWhileHidden = false
                // Its rest frame now, not the saved one: the window may have been resized.
                entry.view.frame = restFrame(entry.view)
            }
        }
        // A view that never left the screen (a presenter under a page over full screen) is
        // not removed; a staying view that lives elsewhere (a presenter in the window) stays
        // where it is.
        let removesLeaving = leaving === context.fromView ? transition.fromViewLeaves : transition.toViewAppears
        if removesLeaving { leaving.removeFromSuperview() }
        if staying.superview == nil { container.addSubview(staying) }
        // The container's state now: it may have begun or ended its own appearance during
        // the transition (a page presented over it, a tab switched), which it forwarded to
        // its top page, the arriving one (the stack changed as the transition began).
        // The container's state is asked at each step, not once: a callback may change it (a
        // page's viewWillDisappear presenting over the container, or replacing the root).
        let appearance = transition.containerAppearance
        let from = transition.fromViewLeaves
        let to = transition.toViewAppears
        if completed {
            // The arriving page ends as the container is; if it is still appearing or
            // disappearing, its own did-callback ends the page.
            // UIKit ends a modal transition with the page on top first (the presented page
            // appears before its presenter has disappeared), a push or pop with the leaving one.
            if Self.endsWithArrivingPage(context.operation) {
                if to && appearance() == .appeared { endAppearance(of: context.toView, animated: true) }
                if from { endAppearance(of: context.fromView, animated: true) }
            } else {
                if from { endAppearance(of: context.fromView, animated: true) }
                if to && appearance() == .appeared { endAppearance(of: context.toView, animated: true) }
            }
        } else {
            // Cancelled: the arriving view disappears again, the leaving one appears again
            // (as far as the container has).
            if to {
                beginAppearance(of: context.toView, appearing: false, animated: true)
                endAppearance(of: context.toView, animated: true)
            }
            if from {
                if appearance().isShowing {
                    beginAppearance(of: context.fromView, appearing: true, animated: true)
                    if appearance() == .appeared { endAppearance(of: context.fromView, animated: true) }
                } else {
                    endAppearance(of: context.fromView, animated: true)
                }
            }
        }
    }

    private func announce(_ event: TransitionEvent) {
        for observer in observers { observer(event) }
        reportingView?.window?.navigationServicesIfMade?.announce(event)
    }

    private func beginAppearance(of view: View, appearing: Bool, animated: Bool) {
        policy.beginAppearance(view, appearing, animated)
    }

    private func endAppearance(of view: View, animated: Bool) {
        policy.endAppearance(view, animated)
    }
}
