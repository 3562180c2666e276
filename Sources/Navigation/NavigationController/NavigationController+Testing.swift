import Views

/// Hooks for Segue's own tests, trace and torture test (package access, not for apps: an app
/// hears transitions through `Window.observeTransitions` and appearance through its pages).
extension NavigationController {
    /// The running transition's context.
    package var activeTransitionContext: TransitionContext? { pageStack.activeTransitionContext }

    /// Hears every appearance callback of the pages.
    package func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        pageStack.transitionHost.observeAppearance(observer)
    }

    /// Hears this controller's transitions' begin and end.
    package func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        pageStack.observeTransitions(observer)
    }
}
