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
        let layer = presentationLayer
        let changes = navigationServices
        let call = changes.rootChanges.next()
        layer.dismissAllNow()
        guard changes.rootChanges.isLatest(call) else { return }
        if let old = contentOwner as? ViewController {
            // What the old root's pages ask to present as they go was for the old root: it
            // ends unapplied.
            var replaced = false
            layer.host.holdingRequests {
                old.beginAppearanceTransition(false, animated: false)
                // Its viewWillDisappear set another root: that call took the old one out.
                guard changes.rootChanges.isLatest(call) else {
                    replaced = true
                    return
                }
                setContentView(nil)
                old.endAppearanceTransition(animated: false)
                replaced = !changes.rootChanges.isLatest(call)
            }
            layer.host.dropWaiting()
            guard !replaced else { return }
        }
        // What the new root's pages ask for as they appear runs once the root is in place.
        // A root loaded now is the window's size before its viewDidLoad.
        viewController.loadingSizeHint = bounds.size
        layer.host.holdingRequests(thenApply: true) {
            viewController.beginAppearanceTransition(true, animated: false)
            guard changes.rootChanges.isLatest(call) else {
                // Balanced, unless the later call made this same page the root.
                if rootViewController !== viewController {
                    viewController.beginAppearanceTransition(false, animated: false)
                    viewController.endAppearanceTransition(animated: false)
                }
                return
            }
            setContentView(viewController.view, owner: viewController)
            viewController.endAppearanceTransition(animated: false)
        }
    }

    /// The root view controller, if one was set (UIKit's `rootViewController`). Setting it is
    /// `setRootViewController(_:)`; setting nil takes the root out (what it presented is
    /// dismissed first) and leaves the window empty.
    public var rootViewController: ViewController? {
        get { contentOwner as? ViewController }
        set {
            if let newValue { setRootViewController(newValue) } else { removeRootViewController() }
        }
    }

    private func removeRootViewController() {
        guard let old = contentOwner as? ViewController else { return }
        presentationLayer.dismissAllNow()
        // A dismissal's completion may have replaced the root already.
        guard contentOwner === old else { return }
        old.beginAppearanceTransition(false, animated: false)
        setContentView(nil)
        old.endAppearanceTransition(animated: false)
    }
}
