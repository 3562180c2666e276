import Geometry
import Views

/// Lays out one presentation and owns its chrome (UIPresentationController): where the
/// presented page sits in the container, and an optional dimming view over the presenter
/// whose alpha follows the transition. Subclass it (or return one from the transitioning
/// delegate) for custom layouts.
@MainActor
open class PresentationController {
    /// The page presented (held: a presentation controller lives as long as its
    /// presentation, which holds both pages anyway, as UIKit's does).
    public let presentedViewController: ViewController
    /// The page it is presented over (the one given, or, when none was, the one the
    /// presentation finds).
    public internal(set) var presentingViewController: ViewController
    /// The presentation's container (set when the presentation starts).
    public internal(set) weak var containerView: View?
    /// The view that is animated and placed in the container (`presentedView`): the
    /// presented page's view unless a subclass wraps it.
    open var presentedView: View? { presentedViewController.view }
    /// Segue's own black view over the presenter (made when `dimmingAlpha` is above 0), or nil
    /// for none; named so that a subclass's own `dimmingView`, as UIKit apps write, is free.
    public let builtInDimmingView: View?
    /// The dimming view's alpha when the page is fully up.
    public var dimmingAlpha: Double
    /// Whether a click on the dimming view dismisses the page (unless it is modal in
    /// presentation).
    public var dismissesOnDimmingClick = true

    /// Creates a presentation controller without Segue's dimming view, under UIKit's
    /// initializer (`init(presentedViewController:presenting:)`), so that a subclass can
    /// override it as UIKit code does.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        self.dimmingAlpha = 0
        builtInDimmingView = nil
    }

    /// Creates a presentation controller; a `dimmingAlpha` above 0 adds a black dimming view whose
    /// alpha follows the transition up to it.
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?,
        dimmingAlpha: Double = 0
    ) {
        self.presentedViewController = presentedViewController
        // A presenter not given yet (UIKit's `presenting: nil`) is set as the presentation starts.
        self.presentingViewController = presentingViewController ?? presentedViewController
        self.dimmingAlpha = dimmingAlpha
        if dimmingAlpha > 0 {
            let dim = View()
            dim.name = "dimming"
            dim.backgroundColor = .black
            builtInDimmingView = dim
        } else {
            builtInDimmingView = nil
        }
    }

    /// Where the presented page rests in the container (`frameOfPresentedViewInContainerView`):
    /// the whole container by default. Asked whenever the container lays out.
    open var frameOfPresentedViewInContainerView: Rect { containerView?.bounds ?? .zero }

    /// Called before the container lays the presented view out, and as the presentation
    /// starts (UIKit's `containerViewWillLayoutSubviews()`): where a subclass adjusts the
    /// presented view for the container's size, as the card rounds its corners.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container laid the presented view out
    /// (`containerViewDidLayoutSubviews()`).
    open func containerViewDidLayoutSubviews() {}

    /// Adds the presentation's own views around the presented page (a card's shadow above
    /// the dimming, its grabber on top); `isDraggable` tells whether a drag down would
    /// dismiss the page now.
    func addChrome(to container: View, above dimming: View?, isDraggable: @escaping @MainActor () -> Bool) {}

    /// Puts the chrome that belongs over the page back on top, once the page is in the
    /// container (an animator adds it there).
    func bringChromeToFront() {}

    /// Whether the presenter's view leaves the view tree while the page is up.
    open var shouldRemovePresentersView: Bool { false }

    /// Called as the presentation transition starts (`presentationTransitionWillBegin()`).
    open func presentationTransitionWillBegin() {}
    /// Called when it ended; `completed` is false when it was cancelled
    /// (`presentationTransitionDidEnd(_:)`).
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal transition starts (`dismissalTransitionWillBegin()`).
    open func dismissalTransitionWillBegin() {}
    /// Called when it ended; `completed` is false when it was cancelled
    /// (`dismissalTransitionDidEnd(_:)`).
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called once an animated dismissal is running (UIKit has no such call): where an alert
    /// runs its chosen action's handler, "after the dismissal starts" (Alerts.md).
    func dismissalTransitionDidStart() {}
}
