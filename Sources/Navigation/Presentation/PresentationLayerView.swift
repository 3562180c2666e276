import Foundation
import Geometry
import Layers
import Views

/// The window's presentation layer: above the content, it holds one container per presented
/// page (bottom first) and runs presentations and dismissals through the shared transition
/// runner (docs/ARCHITECTURE.md §12). While one runs it takes every click (the input
/// shield); with nothing presented it is hidden and takes none.
@MainActor
final class PresentationLayerView: View {
    private(set) var presentations: [Presentation] = []
    private var pending: [PresentationRequest] = []
    /// Where refused requests are reported; the default writes them to standard error.
    var onWarning: @MainActor (NavigationWarning) -> Void = { warning in
        FileHandle.standardError.write(("segue: warning: \(warning)\n").data(using: .utf8)!)
    }
    private var observers: [(TransitionEvent) -> Void] = []
    /// Hear every appearance callback of presented pages.
    private(set) var appearanceObservers: [(ViewController, AppearanceCallback) -> Void] = []

    override init(frame: Rect) {
        super.init(frame: frame)
        name = "presentations"
        isHidden = true
    }

    /// The presentation running a transition, if any.
    var transitioning: Presentation? { presentations.first { $0.runner.isRunning } }
    var isTransitioning: Bool { transitioning != nil || dismissing != nil }
    private var dismissing: Presentation?

    func observe(_ observer: @escaping (TransitionEvent) -> Void) {
        observers.append(observer)
    }

    func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        appearanceObservers.append(observer)
    }

    override func hitTest(_ point: Point) -> View? {
        guard !isHidden else { return nil }
        // The shield: while a page moves nothing in it takes the press, but its container
        // does, so its drag-to-dismiss can grab a release.
        if isTransitioning { return (transitioning ?? dismissing)?.container ?? self }
        // Empty space of the layer or of a container is not ours: it shows the page below.
        let hit = super.hitTest(point)
        return hit === self || presentations.contains(where: { $0.container === hit }) ? nil : hit
    }

    /// Where a presenter's view rests: a page presented below where its presentation puts
    /// it, the window's content over the whole window (this layer's bounds).
    func restFrame(ofPresenter view: View) -> Rect {
        if let below = presentations.first(where: { $0.presentedView === view }) {
            return below.controller.frameOfPresentedView(in: below.container.bounds)
        }
        return bounds
    }

    override func layoutSubviews() {
        for presentation in presentations {
            presentation.container.frame = bounds
            presentation.runner.containerDidLayout()
            if !presentation.runner.isRunning {
                presentation.presentedView.frame = presentation.controller.frameOfPresentedView(in: bounds)
            }
            presentation.controller.dimmingView?.frame = bounds
        }
    }

    // MARK: - Present

    func present(
        _ presented: ViewController, from source: ViewController, animated: Bool,
        completion: (@MainActor () -> Void)?
    ) {
        if presented.presentation != nil || presentations.contains(where: { $0.presented === presented })
            || pending.contains(where: { $0.isPresent && $0.presented === presented })
        {
            onWarning(.alreadyPresented(page: presented.name))
            return
        }
        if isTransitioning {
            pending.append(.present(presented, source: source, animated: animated, completion: completion))
            return
        }
        guard let window else { return }
        // The page on top presents (a presented page presenting again stacks on it).
        let presenting: ViewController
        let presenterView: View
        if let top = presentations.last {
            presenting = top.presented
            presenterView = top.presentedView
        } else {
            guard let root = window.rootViewController else {
                onWarning(.notInWindow(page: source.name))
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
            controller: controller)
        presentation.runner.observe { [weak self] event in self?.announce(event) }
        presentation.layer = self
        presentations.append(presentation)
        presented.presentation = presentation
        presenting.presentedLink = presented
        isHidden = false
        presentation.container.frame = bounds
        addSubview(presentation.container)
        if let dim = controller.dimmingView {
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
        presented.isBeingPresented = true
        let animator =
            delegate?.animator(forPresented: presented, presenting: presenting, source: source)
            ?? CoverVerticalAnimator()
        let interaction = delegate?.interactionControllerForPresentation(using: animator)
        if presentation.removesPresenter { presentation.notePresenterPlace() }
        controller.presentationTransitionWillBegin()
        let finish: @MainActor (Bool) -> Void = { [weak self] completed in
            presented.isBeingPresented = false
            controller.presentationTransitionDidEnd(completed)
            if !completed { self?.forget(presentation) }
            completion?()
            self?.runPending()
        }
        let scene = window.scene
        guard animated else {
            presentation.runner.swapImmediately(
                .present, from: presenterView, to: presented.view, containerAppearance: .appeared,
                fromViewLeaves: presentation.removesPresenter)
            controller.dimmingView?.alpha = controller.dimmingAlpha
            finish(true)
            return
        }
        presentation.runner.run(
            .init(
                operation: .present, from: presenterView, to: presented.view, animator: animator,
                interaction: interaction, containerAppearance: { .appeared },
                fromViewLeaves: presentation.removesPresenter),
            in: scene, didEnd: { _ in },
            completion: finish)
        fadeDimming(of: presentation, to: controller.dimmingAlpha)
    }

    // MARK: - Dismiss

    /// Dismisses `presentation` and every page presented above it (those without animation).
    func dismiss(
        _ presentation: Presentation, animated: Bool, interaction: (any InteractiveTransitioning)? = nil,
        completion: (@MainActor () -> Void)?
    ) {
        if isTransitioning {
            pending.append(.dismiss(presentation.presented, animated: animated, completion: completion))
            return
        }
        guard let index = presentations.firstIndex(where: { $0 === presentation }), let window else {
            completion?()
            return
        }
        for above in presentations[(index + 1)...].reversed() {
            dismissImmediately(above)
        }
        let presented = presentation.presented
        let controller = presentation.controller
        presented.isBeingDismissed = true
        presentation.restorePresenter()
        let delegate = presented.transitioningDelegate
        let animator = delegate?.animator(forDismissed: presented) ?? CoverVerticalAnimator()
        let interaction = interaction ?? delegate?.interactionControllerForDismissal(using: animator)
        controller.dismissalTransitionWillBegin()
        let finish: @MainActor (Bool) -> Void = { [weak self] completed in
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(completed)
            self?.dismissing = nil
            if completed {
                self?.forget(presentation)
            } else if presentation.removesPresenter {
                presentation.presenterView.removeFromSuperview()
            }
            completion?()
            self?.runPending()
        }
        guard animated else {
            dismissImmediately(presentation)
            presented.isBeingDismissed = false
            controller.dismissalTransitionDidEnd(true)
            completion?()
            runPending()
            return
        }
        dismissing = presentation
        presentation.runner.run(
            .init(
                operation: .dismiss, from: presented.view, to: presentation.presenterView, animator: animator,
                interaction: interaction, containerAppearance: { .appeared },
                toViewAppears: presentation.removesPresenter),
            in: window.scene, didEnd: { _ in }, completion: finish)
        fadeDimming(of: presentation, to: 0)
    }

    /// The top presented page, dismissed with an animation (Escape); false when none.
    func dismissTop() -> Bool {
        guard let top = presentations.last, top.userMayDismiss else { return false }
        dismiss(top, animated: true, completion: nil)
        return true
    }

    private func dismissImmediately(_ presentation: Presentation) {
        presentation.restorePresenter()
        presentation.runner.swapImmediately(
            .dismiss, from: presentation.presentedView, to: presentation.presenterView, containerAppearance: .appeared,
            toViewAppears: presentation.removesPresenter)
        forget(presentation)
    }

    /// Takes a presentation off the books and out of the window.
    private func forget(_ presentation: Presentation) {
        presentation.container.removeFromSuperview()
        presentation.presentedView.removeFromSuperview()
        presentations.removeAll { $0 === presentation }
        presentation.presented.presentation = nil
        if presentation.presenting.presentedLink === presentation.presented {
            presentation.presenting.presentedLink = nil
        }
        isHidden = presentations.isEmpty
    }

    /// The dimming view follows the transition's fraction (an alongside animation).
    private func fadeDimming(of presentation: Presentation, to alpha: Double) {
        guard let dim = presentation.controller.dimmingView, let coordinator = presentation.runner.coordinator
        else { return }
        coordinator.animate(alongsideTransition: { _ in dim.alpha = alpha })
    }

    private func announce(_ event: TransitionEvent) {
        for observer in observers { observer(event) }
    }

    private func runPending() {
        while !isTransitioning, !pending.isEmpty {
            switch pending.removeFirst() {
            case .present(let presented, let source, let animated, let completion):
                present(presented, from: source, animated: animated, completion: completion)
            case .dismiss(let presented, let animated, let completion):
                if let presentation = presented.presentation {
                    dismiss(presentation, animated: animated, completion: completion)
                } else {
                    completion?()
                }
            }
        }
    }
}
