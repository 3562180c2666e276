import Geometry
import Views

/// One page presented over another: who presents whom, the style, the container it lives
/// in (one per presentation, stacked in the window's presentation layer), its presentation
/// controller, and its drag-to-dismiss. Its transitions run through the layer's host.
///
/// Owned by the presentation layer while the page is up. It keeps both pages alive, as
/// UIKit does: an app may drop the page that presented (pop it, replace the window's root
/// after the layer let go) and the presentation still dismisses normally.
@MainActor
final class Presentation {
    let presented: ViewController
    /// The page that presented (the window's root, or the page presented below).
    let presenting: ViewController
    /// The view that is covered: the window's content for the first presentation, the page
    /// below for the next.
    let presenterView: View
    let style: ModalPresentationStyle
    let controller: PresentationController
    let container: TransitionContainerView
    /// Where a full-screen presentation took the presenter's view from, to put it back.
    var presenterPlace: (superview: View, index: Int)?
    /// The layer this presentation lives in (set when it is shown).
    weak var layer: PresentationLayerView?
    /// The drag-to-dismiss: a downward swipe anywhere on the presentation.
    let dismissGestureRecognizer = DismissGestureRecognizer()
    private(set) lazy var swipeTracker = SwipeTracker(swipeable: self, recognizer: dismissGestureRecognizer)

    init(
        presented: ViewController, presenting: ViewController, presenterView: View, style: ModalPresentationStyle,
        controller: PresentationController, host: TransitionHost
    ) {
        self.presented = presented
        self.presenting = presenting
        self.presenterView = presenterView
        self.style = style
        self.controller = controller
        container = TransitionContainerView(host: host, name: "presentation:" + presented.name)
        controller.containerView = container
        container.presentation = self
        controller.presentingViewController = presenting
        container.addGestureRecognizer(dismissGestureRecognizer)
        _ = swipeTracker
    }

    /// Where `view` rests: the presented page where its presentation controller puts it; the
    /// presenter where its own home puts it (so a resize mid-transition counts): the window's
    /// content fills the window, a page presented below sits where its presentation puts it.
    func restFrame(of view: View) -> Rect {
        if view === presented.view { return controller.frameOfPresentedViewInContainerView }
        return layer?.restFrame(ofPresenter: view) ?? view.frame
    }

    /// The coordinator of this presentation's transition, while one runs.
    var runningCoordinator: TransitionCoordinator? { container.runningCoordinator }

    /// Whether the user may dismiss this page now (drag, Escape, a click on the dimming):
    /// it is on top, nothing is moving, and the page does not insist on staying.
    var userMayDismiss: Bool {
        guard let layer, layer.presentations.last === self, !layer.host.isBusy else { return false }
        return !presented.isModalInPresentation
    }

    /// Whether a drag down dismisses this page: cards yes, pages over the whole window only
    /// when the page opts in (UIKit's sheets are dismissed by a drag, full-screen pages not).
    var allowsDragToDismiss: Bool { presented.allowsDragToDismiss ?? (style == .card) }

    var presentedView: View { presented.view }

    /// Whether the presenter's view leaves the view tree while this page is up.
    var removesPresenter: Bool { !style.keepsPresenterVisible || controller.shouldRemovePresentersView }

    /// Remembers where the presenter's view is, before it leaves.
    func notePresenterPlace() {
        guard let superview = presenterView.superview else { return }
        presenterPlace = (superview, superview.subviews.firstIndex { $0 === presenterView } ?? superview.subviews.count)
    }

    /// Puts the presenter's view back where it was — also from the presentation's container,
    /// where an animator written the UIKit way put it (for a full-screen dismissal UIKit's
    /// animators add `toView` to the container themselves).
    func restorePresenter() {
        guard let place = presenterPlace, presenterView.superview !== place.superview else { return }
        presenterView.removeFromSuperview()
        if let window = place.superview as? Window {
            // A root the app has replaced meanwhile does not come back.
            guard window.rootViewController === presenting, let overlay = window.overlays.first else { return }
            // The window's content goes back under the overlays, wherever they are now.
            window.insertSubview(presenterView, belowSubview: overlay)
        } else {
            place.superview.insertSubview(presenterView, at: min(place.index, place.superview.subviews.count))
        }
    }
}

/// The drag-to-dismiss: the presented page follows the pointer down 1:1 and is released by
/// the same policy and velocity-matched release as the back-drag.
extension Presentation: Swipeable {
    var swipeDistance: Double { presentedView.frame.height }

    /// Whether a drag down may begin now: one line per reason.
    func swipeShouldBegin() -> Bool {
        guard dismissGestureRecognizer.isEnabled else { return false }  // the app turned it off
        guard allowsDragToDismiss else { return false }  // a card, or a page that opts in
        return userMayDismiss  // on top, nothing moving, not modal in presentation
    }

    func beginSwipe(driven interaction: PercentDrivenInteractiveTransition) {
        guard swipeShouldBegin() else { return }
        layer?.dismiss(self, animated: true, interaction: interaction, completion: nil)
    }

    /// A presentation has no forward.
    func forwardSwipeShouldBegin() -> Bool { false }

    func beginForwardSwipe(driven interaction: PercentDrivenInteractiveTransition) {}

    func swipeContext(drivenBy interaction: PercentDrivenInteractiveTransition) -> TransitionContext? {
        guard let layer, let driver = layer.host.driver, driver.interaction === interaction,
            driver.context.containerView === container
        else { return nil }
        return driver.context
    }
}
