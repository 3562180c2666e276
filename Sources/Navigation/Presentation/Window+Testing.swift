import Views

/// Hooks for Segue's own tests, trace and torture test (`@_spi(SegueTools)`: for Segue's Tools/
/// package, not for apps: an app hears transitions through `Window.observeTransitions`).
extension Window {
    /// The running presentation or dismissal's context.
    @_spi(SegueTools) public var activePresentationContext: TransitionContext? {
        presentationLayerIfAny?.transitioning.flatMap { _ in presentationLayerIfAny?.host.context }
    }

    /// Hears every appearance callback of presented pages and of pages inside presented
    /// containers.
    @_spi(SegueTools) public func observePresentedAppearance(
        _ observer: @escaping (ViewController, AppearanceCallback) -> Void
    ) {
        presentationLayer.host.observeAppearance(observer)
    }

    /// Hears every presentation and dismissal's begin and end.
    @_spi(SegueTools) public func observePresentationTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        presentationLayer.host.observe(observer)
    }

    /// Hears every appearance callback of every page in the window, in any container.
    @_spi(SegueTools) public func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void)
    {
        navigationServices.observeAppearance(observer)
    }
}
