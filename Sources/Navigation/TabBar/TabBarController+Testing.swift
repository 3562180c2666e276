import Views

/// Hooks for Segue's own tests, trace and torture test (package access, not for apps).
extension TabBarController {
    /// The running tab switch's context.
    package var activeTransitionContext: TransitionContext? { transitionHost.context }
}
