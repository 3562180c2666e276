import Views

/// Told about and asked for a page stack's transitions (the view-level counterpart of
/// `NavigationControllerDelegate`). Every method is optional: write only what you need. As
/// with every delegate protocol, a subclass that adds a method its conforming superclass
/// never wrote is not asked: derive delegates that form a hierarchy from
/// `PageStackViewDelegateBase`.
@MainActor
public protocol PageStackViewDelegate: AnyObject {
    /// Called as `view` is about to show on top, when a push, pop or change of views starts while
    /// the stack is on screen.
    func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool)
    /// Called once `view` shows on top, when that change has completed (a cancelled drag calls
    /// nothing).
    func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool)
    /// An animator for this transition, or nil for the stack's default (`defaultAnimator`).
    func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)?
    /// An interaction controller for an animator this delegate gave, or nil for an animated,
    /// non-interactive transition.
    func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}

extension PageStackViewDelegate {
    /// Does nothing.
    public func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool) {}
    /// Does nothing.
    public func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool) {}
    /// Nil: the stack's default animator.
    public func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { nil }
    /// Nil: no interaction controller.
    public func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
}
