import Views

/// A controller built on a page stack (the navigation controller): it keeps its own books
/// (containment, bars) in step with the stack's pages and answers for them. Internal: the
/// stack's public `delegate` stays free for apps.
@MainActor
protocol PageStackHost: AnyObject {
    /// A page joins the stack (a transition showing it is about to start, or it is set).
    func pageStack(_ stack: PageStackView, willAdd page: View)
    /// A page that joined is now settled on the stack (its transition completed).
    func pageStack(_ stack: PageStackView, didAdd page: View)
    /// A page left the stack for good.
    func pageStack(_ stack: PageStackView, didRemove page: View)
    /// The page is about to go on screen: make it ready (load its content).
    func pageStack(_ stack: PageStackView, prepareToShow page: View)
    /// The pages or their order changed (bars show the page below's title).
    func pageStackDidChange(_ stack: PageStackView)
    /// A transition from `from` to `to` is about to run (animated or not).
    func pageStack(_ stack: PageStackView, willTransitionFrom from: View, to: View, animated: Bool)
    /// That transition is over (after `pageStackDidChange`).
    func pageStackDidEndTransition(_ stack: PageStackView)
    /// No transition runs and none is queued: only the pages on the stack remain in play.
    func pageStackDidSettle(_ stack: PageStackView)
    /// Where the host is in its appearance cycle: its pages follow it.
    var pageStackAppearance: AppearanceState { get }
    /// Whether the back-drag may pop `page`.
    func pageStack(_ stack: PageStackView, allowsInteractivePopOf page: View) -> Bool
    /// The name warnings use for `page`.
    func pageStack(_ stack: PageStackView, nameOf page: View) -> String
    func pageStack(_ stack: PageStackView, willShow page: View, animated: Bool)
    func pageStack(_ stack: PageStackView, didShow page: View, animated: Bool)
    /// The animator for a transition, and whether it is the host's delegate's own (only then
    /// is the delegate asked for an interaction controller, as in UIKit).
    func pageStack(
        _ stack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> any AnimatedTransitioning
    func pageStack(
        _ stack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)?
}
