import Views

/// A `ViewControllerTransitioningDelegate` that gives nil everywhere (the built-in choices),
/// to subclass: override only what you need (a subclass's override is always the one asked).
///
/// UIKit's names are declared here, final and renamed: a subclass that writes
/// `animationController(forPresented:presenting:source:)` or
/// `animationController(forDismissed:)` does not compile ("overrides a 'final' instance method"), and the declaration it points to
/// gives Segue's name.
@MainActor
open class ViewControllerTransitioningDelegateBase: ViewControllerTransitioningDelegate {
    /// Creates the delegate.
    public init() {}

    /// Nil: `CoverVerticalAnimator`.
    open func animator(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }

    /// Nil: `CoverVerticalAnimator`.
    open func animator(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func interactionControllerForPresentation(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func interactionControllerForDismissal(
        using animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }

    /// Nil: a plain presentation controller.
    open func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> PresentationController? { nil }

    /// UIKit's name for ``animator(forPresented:presenting:source:)``, which Segue asks.
    @available(
        *, deprecated, renamed: "animator(forPresented:presenting:source:)",
        message: "UIKit's name: Segue asks animator(forPresented:presenting:source:)"
    )
    public final func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any AnimatedTransitioning)? { nil }

    /// UIKit's name for ``animator(forDismissed:)``, which Segue asks.
    @available(
        *, deprecated, renamed: "animator(forDismissed:)", message: "UIKit's name: Segue asks animator(forDismissed:)"
    )
    public final func animationController(forDismissed dismissed: ViewController) -> (any AnimatedTransitioning)? {
        nil
    }
}
