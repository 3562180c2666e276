import Views

extension Window {
    /// Makes `viewController` the window's root: its view fills the window and it appears
    /// (UIKit's `rootViewController`). What was presented over the old root is dismissed
    /// first, without animation (their completions run), as it must not outlive its root.
    public func setRootViewController(_ viewController: ViewController) {
        if let layer = presentationLayerIfAny {
            let call = layer.windowNavigation.rootChanges.next()
            layer.dismissAllNow()
            // A completion run by that dismissal set another root meanwhile: that later call
            // wins (this one would put back a root the app has already replaced).
            guard layer.windowNavigation.rootChanges.isLatest(call) else { return }
        }
        if let old = contentOwner as? ViewController {
            old.beginAppearanceTransition(false, animated: false)
            setContentView(nil)
            old.endAppearanceTransition(animated: false)
        }
        viewController.beginAppearanceTransition(true, animated: false)
        setContentView(viewController.view, owner: viewController)
        viewController.endAppearanceTransition(animated: false)
    }

    /// The root view controller, if one was set.
    public var rootViewController: ViewController? { contentOwner as? ViewController }
}
