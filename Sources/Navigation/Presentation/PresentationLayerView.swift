import Geometry
import Layers
import Views

/// The window's presentation layer: above the content, it holds one container per presented
/// page (bottom first) and runs presentations and dismissals through its transition host
/// (Containers.md), which applies them at once. While one runs it takes every click (the
/// input shield); with nothing presented it is hidden and takes none.
@MainActor
final class PresentationLayerView: View {
    private(set) var presentations: [Presentation] = []
    let host = TransitionHost(name: "presentations")

    /// The top presentation while Escape waits for a drag inside it to end
    /// (`closeTopAfterDragEnds`).
    weak var closeAfterDrag: Presentation?
    /// The drag `closeAfterDrag` waited for has ended: the close is made in the next layout
    /// pass, after every observer has heard of that end.
    var closeIsDue = false

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "presentations"
        isHidden = true
        host.ownerView = self
    }

    /// The presentation running a transition, if any.
    var transitioning: Presentation? {
        guard let container = host.context?.containerView else { return nil }
        return presentations.first { $0.container === container }
    }

    /// Keyboard focus stays in the top presented page (its container) while one is up.
    override var modalFocusScope: View? { presentations.last?.container }

    override func hitTest(_ point: Point) -> View? {
        guard !isHidden else { return nil }
        // The shield: while a page moves nothing in it takes the press, but its container
        // does, so its drag-to-dismiss can grab a release.
        if host.isRunning { return transitioning?.container ?? self }
        // Empty space of the layer or of a container is not ours: it shows the page below.
        let hit = super.hitTest(point)
        return hit === self || presentations.contains(where: { $0.container === hit }) ? nil : hit
    }

    /// Where a presenter's view rests: a page presented below where its presentation puts
    /// it, the window's content over the whole window (this layer's bounds).
    func restFrame(ofPresenter view: View) -> Rect {
        if let below = presentations.first(where: { $0.presentedView === view }) {
            return below.controller.frameOfPresentedViewInContainerView
        }
        return bounds
    }

    override func layoutSubviews() {
        closeTopIfDue()
        for presentation in presentations {
            presentation.container.frame = bounds
            host.layOut(presentation.container, resting: [presentation.presentedView]) { _ in
                presentation.controller.frameOfPresentedViewInContainerView
            }
            presentation.controller.builtInDimmingView?.frame = bounds
            presentation.controller.containerViewWillLayoutSubviews()
            presentation.controller.containerViewDidLayoutSubviews()
            // A drag keeps the page under the pointer at the new size.
            presentation.swipeTracker.containerDidResize()
        }
    }

    // MARK: - Present

    func present(
        _ presented: ViewController, from source: ViewController, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        if presented.presentation != nil || presentations.contains(where: { $0.presented === presented })
            || host.waitingSubjects.contains(where: { $0 === presented })
        {
            host.warn(.alreadyPresented(page: presented.name))
            return
        }
        // An alert asked for while another is up waits for it (Alerts.md).
        if let alert = presented as? AlertController,
            deferAlertIfAnotherIsUp(alert, from: source, animated: animated, completion: completion)
        {
            return
        }
        // Strong captures: a request waiting for a drag keeps the layer (the window's).
        host.submit(
            HostedRequest(subject: presented, completion: completion) { _ in
                self.performPresent(presented, from: source, animated: animated)
            })
    }

    private func performPresent(_ presented: ViewController, from source: ViewController, animated: Bool) {
        guard let window else { return }
        // Presented meanwhile (from a completion the request ran as it finished the running
        // transition).
        guard presented.presentation == nil, !presentations.contains(where: { $0.presented === presented }) else {
            host.warn(.alreadyPresented(page: presented.name))
            return
        }
        // The page on top presents (a presented page presenting again stacks on it).
        let presenting: ViewController
        let presenterView: View
        if let top = presentations.last {
            presenting = top.presented
            presenterView = top.presentedView
        } else {
            guard let root = window.rootViewController else {
                host.warn(.notInWindow(page: source.name))
                return
            }
            presenting = root
            presenterView = root.view
        }
        let delegate = presented.transitioningDelegate
        let style = presented.modalPresentationStyle
        let controller =
            (style == .custom
                ? delegate?.presentationController(forPresented: presented, presenting: presenting, source: source)
                : nil)
            ?? (style == .card
                ? CardPresentationController(presentedViewController: presented, presenting: presenting)
                : PresentationController(presentedViewController: presented, presenting: presenting))
        let presentation = Presentation(
            presented: presented, presenting: presenting, presenterView: presenterView, style: style,
            controller: controller, host: host)
        presentation.layer = self
        presentations.append(presentation)
        presented.presentation = presentation
        presenting.presentedLink = presented
        isHidden = false
        presentation.container.frame = bounds
        addSubview(presentation.container)
        if let dim = controller.builtInDimmingView {
            dim.frame = bounds
            dim.alpha = 0
            presentation.container.addSubview(dim)
            if controller.dismissesOnDimmingClick {
                dim.addGestureRecognizer(
                    // Weak: a press on the dimming can outlive the presentation (dismissed
                    // meanwhile by the app or a key) and end in a tap.
                    TapGestureRecognizer { [weak self, weak presentation] _ in
                        guard let presentation, presentation.userMayDismiss else { return }
                        self?.dismiss(presentation, animated: true, completion: nil)
                    })
            }
        }
        controller.addChrome(to: presentation.container, above: controller.builtInDimmingView) {
            [weak presentation] in
            guard let presentation else { return false }
            return presentation.allowsDragToDismiss && !presentation.presented.isModalInPresentation
        }
        presented.isBeingPresented = true
        let animator =
            delegate?.animationController(forPresented: presented, presenting: presenting, source: source)
            ?? CoverVerticalAnimator()
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        if presentation.removesPresenter { presentation.notePresenterPlace() }
        host.perform(
            .init(
                operation: .present, containerView: presentation.container,
                restFrame: { [weak presentation] view in presentation?.restFrame(of: view) ?? view.frame },
                from: presenterView, to: presented.view, choose: { (animator, interaction) },
                containerAppearance: { [weak self, weak presentation] in
                    self?.appearance(of: presentation) ?? .disappeared
                }, fromViewLeaves: presentation.removesPresenter,
                isStillWanted: { [weak self, weak presentation] in self?.appearance(of: presentation) == .appeared },
                presentationStyle: presented.modalPresentationStyle,
                willBegin: { [weak self, weak presentation] in
                    // Animated, the coordinator exists by now, so an animation the controller
                    // adds alongside (`transitionCoordinator?.animate(alongsideTransition:)`)
                    // runs with the presentation, as in UIKit.
                    controller.presentationTransitionWillBegin()
                    if let presentation { self?.fadeDimming(of: presentation, to: controller.dimmingAlpha) }
                }),
            animated: animated
        ) { completed in
            presented.isBeingPresented = false
            if completed { controller.bringChromeToFront() }
            controller.presentationTransitionDidEnd(completed)
            if !completed { self.forget(presentation) }
        }
        controller.bringChromeToFront()
    }

    // MARK: - Dismiss

    /// Dismisses `presentation` and every page presented above it (those without animation),
    /// at once (during a drag, once it ends); `interaction` drives it (a drag down).
    func dismiss(
        _ presentation: Presentation, animated: Bool, interaction: PercentDrivenInteractiveTransition? = nil,
        completion: (@MainActor () -> Void)?
    ) {
        let presented = presentation.presented
        host.submit(
            HostedRequest(completion: completion) { _ in
                // The page may have been dismissed meanwhile: then there is nothing to do.
                guard let current = presented.presentation else { return }
                self.performDismiss(current, animated: animated, interaction: interaction)
            })
    }

    /// A close the user asked for (Escape): the top presented page is dismissed with an
    /// animation, as any request: a presentation still animating lands first; during a drag
    /// down it waits for the drag's end; during a drag inside the page (`closeTopAfterDragEnds`)
    /// it waits for that drag to end. False when nothing is presented or the page on top
    /// insists on staying.
    func requestCloseTop() -> Bool {
        guard let top = presentations.last, !top.presented.isModalInPresentation else { return false }
        if isDragged(inside: top.container) {
            // The user's hand is on a page inside it (a back-drag in the presented split's
            // stack): the close waits for the drag to end.
            closeAfterDrag = top
            return true
        }
        host.submit(
            HostedRequest { _ in
                // The page on top when it applies, unless it insists on staying.
                guard let target = self.presentations.last, !target.presented.isModalInPresentation else { return }
                self.performDismiss(target, animated: true, interaction: nil)
            })
        return true
    }

    private func performDismiss(
        _ presentation: Presentation, animated: Bool, interaction: PercentDrivenInteractiveTransition?
    ) {
        guard let index = presentations.firstIndex(where: { $0 === presentation }) else { return }
        for above in presentations[(index + 1)...].reversed() {
            dismissNow(above)
        }
        // A callback of those dismissals may have dismissed this one too (replacing the root).
        guard presentations.contains(where: { $0 === presentation }) else { return }
        let presented = presentation.presented
        let controller = presentation.controller
        presented.isBeingDismissed = true
        presentation.restorePresenter()
        let delegate = presented.transitioningDelegate
        let animator = animated ? delegate?.animationController(forDismissed: presented) : nil
        let given: (any InteractiveTransitioning)? =
            animated ? interaction ?? animator.flatMap { delegate?.interactionControllerForDismissal(using: $0) } : nil
        host.perform(
            .init(
                operation: .dismiss, containerView: presentation.container,
                restFrame: { [weak presentation] view in presentation?.restFrame(of: view) ?? view.frame },
                from: presented.view, to: presentation.presenterView,
                choose: { (animator ?? CoverVerticalAnimator(), given) },
                containerAppearance: { [weak self, weak presentation] in
                    self?.appearance(of: presentation) ?? .disappeared
                }, toViewAppears: presentation.removesPresenter,
                isBackSwipe: interaction != nil,
                isStillWanted: { [weak self, weak presentation] in self?.appearance(of: presentation) == .appeared },
                presentationStyle: presented.modalPresentationStyle,
                willBegin: { [weak self, weak presentation] in
                    // Told once the coordinator exists, as the presentation's beginning is.
                    controller.dismissalTransitionWillBegin()
                    if let presentation { self?.fadeDimming(of: presentation, to: 0) }
                }),
            animated: animated
        ) { completed in
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(completed)
            // Gone already: a callback of this very dismissal replaced the window's root,
            // which dismissed everything at once (its presenter must not come back).
            guard self.presentations.contains(where: { $0 === presentation }) else { return }
            if completed {
                if presentation.removesPresenter { presentation.restorePresenter() }
                self.forget(presentation)
            } else if presentation.removesPresenter {
                presentation.presenterView.removeFromSuperview()
            }
        }
        // The dismissal runs: an alert's chosen handler runs now (Alerts.md).
        if host.context?.containerView === presentation.container { controller.dismissalTransitionDidStart() }
    }

    /// Dismisses `presentation` without animation, with the callbacks an animated dismissal
    /// makes, in the same order.
    private func dismissNow(_ presentation: Presentation) {
        performDismiss(presentation, animated: false, interaction: nil)
    }

    /// Everything presented goes at once, top first, with its callbacks and completions: a
    /// running presentation or dismissal ends where it was going, waiting requests end
    /// (their completions run; nothing more is presented). For the window's root being
    /// replaced: what was presented over the old root must not outlive it.
    func dismissAllNow() {
        // A running transition ends where it was going; its completion may start another (a
        // present from a dismissal's completion), which ends too. Bounded: a completion that
        // kept starting new ones would otherwise never let the root change.
        for _ in 0..<Self.transitionsEndedAtOnce where host.isBusy {
            host.dropWaiting()
            host.endRunningTransitionNow(completed: true)
        }
        // What the pages' callbacks ask for meanwhile was for the old root: it ends unapplied.
        host.holdingRequests {
            for presentation in presentations.reversed() where presentations.contains(where: { $0 === presentation }) {
                dismissNow(presentation)
            }
        }
        host.dropWaiting()
    }

    /// How many transitions started from completions `dismissAllNow` ends before it gives up.
    private static let transitionsEndedAtOnce = 4

    /// Takes a presentation off the books and out of the window.
    private func forget(_ presentation: Presentation) {
        guard presentations.contains(where: { $0 === presentation }) else { return }
        presentation.container.removeFromSuperview()
        presentation.presentedView.removeFromSuperview()
        presentations.removeAll { $0 === presentation }
        if presentation.presented.presentation === presentation { presentation.presented.presentation = nil }
        if presentation.presenting.presentedLink === presentation.presented {
            presentation.presenting.presentedLink = nil
        }
        isHidden = presentations.isEmpty
        // A page over full screen leaves without its presenter reappearing: the title goes
        // back to the page now on top.
        window?.showVisiblePageTitle()
    }

    /// The appearance a presentation's pages follow: the window's (always on screen) while it
    /// is up; none once it is gone (a callback of its own transition replaced the root, which
    /// dismissed it at once: its pages must not appear again).
    private func appearance(of presentation: Presentation?) -> AppearanceState {
        guard let presentation, presentations.contains(where: { $0 === presentation }) else { return .disappeared }
        return .appeared
    }

    /// The dimming view follows the transition's fraction (an alongside animation); with no
    /// transition animating (a change made at once) it takes its end alpha now.
    private func fadeDimming(of presentation: Presentation, to alpha: Double) {
        guard let dim = presentation.controller.builtInDimmingView else { return }
        guard let coordinator = presentation.runningCoordinator else {
            dim.alpha = alpha
            return
        }
        coordinator.animate(alongsideTransition: { _ in dim.alpha = alpha })
    }
}
