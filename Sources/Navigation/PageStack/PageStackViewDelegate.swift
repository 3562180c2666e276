import Views

/// Told about and asked for a page stack's transitions (the view-level counterpart of
/// `NavigationControllerDelegate`). Every method is required (no protocol-extension defaults, which a subclass could not override): write them all, or subclass `PageStackViewDelegateBase` and override what you need.
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
