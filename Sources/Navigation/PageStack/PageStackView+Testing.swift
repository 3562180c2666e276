import Views

/// Hooks for Segue's own tests, trace and torture test (`@_spi(SegueTools)`: for Segue's Tools/
/// package, not for apps: an app hears transitions through `Window.observeTransitions`).
extension PageStackView {
    /// The running transition's context.
    @_spi(SegueTools) public var activeTransitionContext: TransitionContext? { transitionHost.context }

    /// Hears this stack's transitions' begin and end.
    @_spi(SegueTools) public func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        transitionHost.observe(observer)
    }
}
