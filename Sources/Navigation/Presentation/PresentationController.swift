import Geometry
import Views

/// Lays out one presentation and owns its chrome (UIPresentationController): where the
/// presented page sits in the container, and an optional dimming view over the presenter
/// whose alpha follows the transition. Subclass it (or return one from the transitioning
/// delegate) for custom layouts.
@MainActor
open class PresentationController {
    public unowned let presentedViewController: ViewController
    public unowned let presentingViewController: ViewController
    /// The presentation's container (set when the presentation starts).
    public internal(set) weak var containerView: View?
    /// The presented page's view.
    public var presentedView: View { presentedViewController.view }
    /// A black view over the presenter, or nil for none.
    public let dimmingView: View?
    /// The dimming view's alpha when the page is fully up.
    public var dimmingAlpha: Double
    /// Whether a click on the dimming view dismisses the page (unless it is modal in
    /// presentation).
    public var dismissesOnDimmingClick = true

    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController,
        dimmingAlpha: Double = 0
    ) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
        self.dimmingAlpha = dimmingAlpha
        if dimmingAlpha > 0 {
            let dim = View()
            dim.name = "dimming"
            dim.backgroundColor = .black
            dimmingView = dim
        } else {
            dimmingView = nil
        }
    }

    /// Where the presented page rests in a container of `bounds` (the whole container by
    /// default).
    open func frameOfPresentedView(in bounds: Rect) -> Rect { bounds }

    /// Whether the presenter's view leaves the view tree while the page is up.
    open var shouldRemovePresentersView: Bool { false }

    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}
