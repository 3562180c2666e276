import Views

/// Hooks for Segue's own tests, trace and torture test (`@_spi(SegueTools)`: for Segue's Tools/
/// package, not for apps).
extension TabBarController {
    /// The running tab switch's context.
    @_spi(SegueTools) public var activeTransitionContext: TransitionContext? { transitionHost.context }
}
