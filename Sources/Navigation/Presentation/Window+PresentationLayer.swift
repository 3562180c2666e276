import Views

extension Window {
    /// The layer presented pages live in, above the content; made on first use.
    var presentationLayer: PresentationLayerView {
        if let layer = presentationLayerIfAny { return layer }
        let layer = PresentationLayerView(frame: bounds)
        addOverlay(layer)
        // A close that waits for a drag inside the top page hears every drag's end.
        navigationServices.observeTransitions { [weak layer] event in
            if event.phase == .end { layer?.closeTopAfterDragEnds() }
        }
        return layer
    }

    var presentationLayerIfAny: PresentationLayerView? {
        // A plain loop: asked at every frame and input, and a lazy map's generic wrappers
        // made it 4% of the torture test's instructions in a debug build.
        for overlay in overlays {
            if let layer = overlay as? PresentationLayerView { return layer }
        }
        return nil
    }

    /// The one place every container in this window reports a refused request (a duplicate
    /// push, a pop to a page not on the stack, a page presented twice, …); nil, the default,
    /// sends them to the `segue.navigation` logger, as does a container in no window. The
    /// window owns it, with its transition stream (`WindowNavigation`).
    public var onNavigationWarning: (@MainActor (NavigationWarning) -> Void)? {
        get { navigationServicesIfMade?.warningSink }
        set { navigationServices.warningSink = newValue }
    }

    /// The pages presented in this window, bottom first.
    public var presentedViewControllers: [ViewController] {
        presentationLayerIfAny?.presentations.map(\.presented) ?? []
    }

    /// Hears the begin and end of every transition in this window, whatever container runs
    /// it (a navigation controller, a page stack, a tab bar controller, the presentations;
    /// `TransitionEvent.container` names it): for an app's analytics or a trace.
    public func observeTransitions(_ observer: @escaping (TransitionEvent) -> Void) {
        navigationServices.observeTransitions(observer)
    }
}
