import Views

/// Hooks for Segue's own tests, trace and torture test (package access, not for apps: an app
/// hears transitions through `Window.observeTransitions`).
extension Window {
    /// The running presentation or dismissal's context.
    package var activePresentationContext: TransitionContext? {
        presentationLayerIfAny?.transitioning.flatMap { _ in presentationLayerIfAny?.host.context }
    }

    /// Hears every appearance callback of presented pages and of pages inside presented
    /// containers.
    package func observePresentedAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        presentationLayer.host.observeAppearance(observer)
    }

    /// Hears every presentation and dismissal's begin and end.
    package func observePresentationTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        presentationLayer.host.observe(observer)
    }

    /// Hears every appearance callback of every page in the window, in any container.
    package func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        navigationServices.observeAppearance(observer)
    }
}
