import Views

extension Window {
    /// Makes `viewController` the window's root: its view fills the window and it appears
    /// (UIKit's `rootViewController`).
    public func setRootViewController(_ viewController: ViewController) {
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
