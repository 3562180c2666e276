import Views

/// A controller built on a page stack (the navigation controller): it keeps its own books
/// (containment, bars, its delegate) in step with the stack's changes and answers for its
/// pages. Internal: the stack's public `delegate` stays free for apps, and is honoured too.
@MainActor
protocol PageStackHost: AnyObject {
    /// A change is applying: the stack's `views` are the new ones, and its transition is about
    /// to start (or the change to be made at once). Pages join, the new top gets ready.
    func pageStack(_ stack: PageStackView, willApply change: PageStackChange)
    /// The change is over: completed (pages left for good) or cancelled (the stack is as it
    /// was before it).
    func pageStack(_ stack: PageStackView, didApply change: PageStackChange, completed: Bool)
    /// No transition runs and none is waiting: only the pages on the stack remain in play.
    func pageStackDidSettle(_ stack: PageStackView)
    /// Where the host is in its appearance cycle: its pages follow it.
    var pageStackAppearance: AppearanceState { get }
    /// Whether the back-drag may pop `page`.
    func pageStack(_ stack: PageStackView, allowsInteractivePopOf page: View) -> Bool
    /// The animator and interaction controller for a change: the host's delegate's, or
    /// nil to let the stack decide (its own delegate, then `defaultAnimator`).
    func pageStack(
        _ stack: PageStackView, transitionFor change: PageStackChange
    ) -> (animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)?)?
    /// The animator when nobody gives one.
    func pageStack(_ stack: PageStackView, defaultAnimatorFor change: PageStackChange) -> any AnimatedTransitioning
    /// A back request's turn: go back to the page at `index` through the host's overridable
    /// pops (one page: its pop; more: its pop-to), which apply at once.
    func pageStack(_ stack: PageStackView, goBackTo index: Int)
    /// A forward request's turn: push `page` back through the host's overridable push.
    func pageStack(_ stack: PageStackView, goForwardTo page: View)
    /// A swipe's pop of `page` completed: report it through the host's overridable pop (its
    /// base implementation only answers).
    func pageStack(_ stack: PageStackView, didCompleteSwipePopOf page: View)
    /// The name warnings use for `page`.
    func pageStack(_ stack: PageStackView, nameOf page: View) -> String
}
