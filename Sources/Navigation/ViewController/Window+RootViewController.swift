import Views

extension Window {
    /// Makes `viewController` the window's root: its view fills the window and it appears
    /// (UIKit's `rootViewController`). What was presented over the old root is dismissed
    /// first, without animation (their completions run), as it must not outlive its root.
    public func setRootViewController(_ viewController: ViewController) {
        presentationLayerIfAny?.dismissAllNow()
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
