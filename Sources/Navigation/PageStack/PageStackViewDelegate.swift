import Views

/// Told about and asked for a page stack's transitions (the view-level counterpart of
/// `NavigationControllerDelegate`). All optional.
@MainActor
public protocol PageStackViewDelegate: AnyObject {
    func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool)
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
    public func pageStack(_ pageStack: PageStackView, willShow view: View, animated: Bool) {}
    public func pageStack(_ pageStack: PageStackView, didShow view: View, animated: Bool) {}
    public func pageStack(
        _ pageStack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> (any AnimatedTransitioning)? { nil }
    public func pageStack(
        _ pageStack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? { nil }
}
