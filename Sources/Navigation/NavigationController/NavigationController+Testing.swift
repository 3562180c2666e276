import Views

/// Hooks for Segue's own tests, trace and torture test (`@_spi(SegueTools)`: for Segue's Tools/
/// package, not for apps: an app hears transitions through `Window.observeTransitions` and
/// appearance through its pages).
extension NavigationController {
    /// The running transition's context.
    @_spi(SegueTools) public var activeTransitionContext: TransitionContext? { pageStack.activeTransitionContext }

    /// Hears every appearance callback of the pages.
    @_spi(SegueTools) public func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void)
    {
        pageStack.transitionHost.observeAppearance(observer)
    }

    /// Hears this controller's transitions' begin and end.
    @_spi(SegueTools) public func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        pageStack.observeTransitions(observer)
    }
}
