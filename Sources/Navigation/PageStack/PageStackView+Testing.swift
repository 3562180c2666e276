import Views

/// Hooks for Segue's own tests, trace and torture test (package access, not for apps: an app
/// hears transitions through `Window.observeTransitions`).
extension PageStackView {
    /// The running transition's context.
    package var activeTransitionContext: TransitionContext? { transitionHost.context }

    /// Hears this stack's transitions' begin and end.
    package func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        transitionHost.observe(observer)
    }
}
