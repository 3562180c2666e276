import Views

extension Window {
    /// Makes `viewController` the window's root: its view fills the window and it appears
    /// (UIKit's `rootViewController`). What was presented over the old root is dismissed
    /// first, without animation (their completions run), as it must not outlive its root.
    ///
    /// A later call made from inside this one (a completion of those dismissals, an
    /// appearance callback of the new root's pages) wins: this one stops where it is, its
    /// root's appearance balanced, instead of putting back a root the app has already
    /// replaced.
    public func setRootViewController(_ viewController: ViewController) {
        let changes = presentationLayer.windowNavigation
        let call = changes.rootChanges.next()
        presentationLayerIfAny?.dismissAllNow()
        guard changes.rootChanges.isLatest(call) else { return }
        if let old = contentOwner as? ViewController {
            old.beginAppearanceTransition(false, animated: false)
            // Its viewWillDisappear set another root: that call took the old one out.
            guard changes.rootChanges.isLatest(call) else { return }
            setContentView(nil)
            old.endAppearanceTransition(animated: false)
            guard changes.rootChanges.isLatest(call) else { return }
        }
        viewController.beginAppearanceTransition(true, animated: false)
        guard changes.rootChanges.isLatest(call) else {
            viewController.beginAppearanceTransition(false, animated: false)
            viewController.endAppearanceTransition(animated: false)
            return
        }
        setContentView(viewController.view, owner: viewController)
        viewController.endAppearanceTransition(animated: false)
    }

    /// The root view controller, if one was set.
    public var rootViewController: ViewController? { contentOwner as? ViewController }
}
