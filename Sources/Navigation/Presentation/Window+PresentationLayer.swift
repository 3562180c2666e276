import Views

extension Window {
    /// The layer presented pages live in, above the content; made on first use.
    var presentationLayer: PresentationLayerView {
        if let layer = presentationLayerIfAny { return layer }
        let layer = PresentationLayerView(frame: bounds)
        addOverlay(layer)
        return layer
    }

    var presentationLayerIfAny: PresentationLayerView? {
        overlays.lazy.compactMap { $0 as? PresentationLayerView }.first
    }

    /// Where refused presentations are reported (a page already presented); the default
    /// writes them to standard error, as `NavigationController.onWarning` does.
    public var onPresentationWarning: @MainActor (NavigationWarning) -> Void {
        get { presentationLayer.onWarning }
        set { presentationLayer.onWarning = newValue }
    }

    /// The pages presented in this window, bottom first.
    public var presentedViewControllers: [ViewController] {
        presentationLayerIfAny?.presentations.map(\.presented) ?? []
    }

    /// The running presentation or dismissal's context, for traces and tests.
    public var activePresentationContext: TransitionContext? {
        presentationLayerIfAny?.transitioning?.runner.context
    }

    /// Hears every appearance callback of presented pages and of pages inside presented
    /// containers (for traces and tests).
    public func observePresentedAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        presentationLayer.observeAppearance(observer)
    }

    /// Hears every presentation and dismissal's begin and end (for traces and tests).
    public func observePresentationTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        presentationLayer.observe(observer)
    }
}
