import Geometry
import Views

/// One page presented over another: who presents whom, the style, the container it lives
/// in (one per presentation, stacked in the window's presentation layer), its presentation
/// controller, and the runner its transitions run through.
@MainActor
final class Presentation {
    let presented: ViewController
    unowned let presenting: ViewController
    /// The view that is covered: the window's content for the first presentation, the page
    /// below for the next.
    let presenterView: View
    let style: ModalPresentationStyle
    let controller: PresentationController
    let container = View()
    let runner: TransitionRunner
    /// Where a full-screen presentation took the presenter's view from, to put it back.
    var presenterPlace: (superview: View, index: Int)?
    /// The layer this presentation lives in (set when it is shown).
    weak var layer: PresentationLayerView?
    /// The drag-to-dismiss: a downward swipe anywhere on the presentation.
    let dismissGestureRecognizer = DismissGestureRecognizer()
    private(set) lazy var swipeTracker = SwipeTracker(swipeable: self, recognizer: dismissGestureRecognizer)

    init(
        presented: ViewController, presenting: ViewController, presenterView: View, style: ModalPresentationStyle,
        controller: PresentationController
    ) {
        self.presented = presented
        self.presenting = presenting
        self.presenterView = presenterView
        self.style = style
        self.controller = controller
        container.name = "presentation:" + presented.name
        let container = self.container
        var layer: (@MainActor () -> PresentationLayerView?)?
        runner = TransitionRunner(containerView: container) { [unowned presented, unowned controller] view in
            if view === presented.view { return controller.frameOfPresentedView(in: container.bounds) }
            // The presenter rests where its own home puts it (so a resize mid-transition
            // counts): the window's content fills the window, a page presented below sits
            // where its presentation puts it.
            return layer?()?.restFrame(ofPresenter: view) ?? view.frame
        }
        controller.containerView = container
        container.addGestureRecognizer(dismissGestureRecognizer)
        _ = swipeTracker
        layer = { [weak self] in self?.layer }
    }

    /// Whether the user may dismiss this page now (drag, Escape, a click on the dimming):
    /// it is on top, nothing is moving, and the page does not insist on staying.
    var userMayDismiss: Bool {
        guard let layer, layer.presentations.last === self, !layer.isTransitioning else { return false }
        return !presented.isModalInPresentation
    }

    var presentedView: View { presented.view }

    /// Whether the presenter's view leaves the view tree while this page is up.
    var removesPresenter: Bool { !style.keepsPresenterVisible || controller.shouldRemovePresentersView }

    /// Remembers where the presenter's view is, before it leaves.
    func notePresenterPlace() {
        guard let superview = presenterView.superview else { return }
        presenterPlace = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? superview.subviews.count)
    }

    /// Puts the presenter's view back where it was.
    func restorePresenter() {
        guard presenterView.superview == nil, let place = presenterPlace else { return }
        place.superview.insertSubview(presenterView, at: min(place.index, place.superview.subviews.count))
    }
}

/// The drag-to-dismiss: the presented page follows the pointer down 1:1 and is released by
/// the same policy and velocity-matched release as the back-drag.
extension Presentation: Swipeable {
    var swipeDistance: Double { presentedView.frame.height }

    func swipeShouldBegin() -> Bool { dismissGestureRecognizer.isEnabled && userMayDismiss }

    func beginSwipe(driven interaction: PercentDrivenInteractiveTransition) {
        guard swipeShouldBegin() else { return }
        layer?.dismiss(self, animated: true, interaction: interaction, completion: nil)
    }

    func swipeContext(drivenBy interaction: PercentDrivenInteractiveTransition) -> TransitionContext? {
        guard let driver = runner.driver, driver.interaction === interaction else { return nil }
        return driver.context
    }
}
