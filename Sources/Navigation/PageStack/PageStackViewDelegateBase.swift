import Views

/// A `PageStackViewDelegate` that does nothing and gives nil, to subclass: override only what
/// you need (a subclass's override is always the one asked).
@MainActor
open class PageStackViewDelegateBase: PageStackViewDelegate {
    /// Creates the delegate.
    public init() {}

    /// Does nothing.
    open func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool) {}

    /// Does nothing.
    open func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool) {}

    /// Nil: the stack's default animator.
    open func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { nil }

    /// Nil: no interaction controller.
    open func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
}
