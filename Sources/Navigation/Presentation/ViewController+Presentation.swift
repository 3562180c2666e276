import Views

/// Modal presentation (UIKit's `present` and `dismiss`), run by the window's presentation
/// layer on the shared transition host.
extension ViewController {
    /// Presents `viewController` over the whole window, on top of any page already
    /// presented, with its transitioning delegate's animator or the built-in cover vertical
    /// (0.3 s). At once: a presentation or dismissal still animating is finished first;
    /// refused with a warning if it is already presented or this page is in no window.
    public func present(
        _ viewController: ViewController, animated: Bool, completion: (@MainActor () -> Void)? = nil
    ) {
        guard isViewLoaded, let window = view.window else {
            NavigationWarning.report(.notInWindow(page: name), from: windowForReports)
            return
        }
        window.presentationLayer.present(viewController, from: self, animated: animated, completion: completion)
    }

    /// Dismisses the page this one presents (and any above it); or, if this page (or a
    /// container it is in) was presented, that presentation. Nothing presented: nothing
    /// happens (the completion still runs).
    public func dismiss(animated: Bool, completion: (@MainActor () -> Void)? = nil) {
        // A presented page already on its way out counts as gone (an alert's handler runs once
        // its dismissal has started): the request is then for this page's own presentation.
        let leaving = presentedViewController?.isBeingDismissed ?? false
        let target = (leaving ? nil : presentedViewController?.presentation) ?? enclosingPresentation
        guard let target, let layer = target.layer else {
            completion?()
            return
        }
        layer.dismiss(target, animated: animated, completion: completion)
    }

    /// The page this one (or the container it is in) presents.
    public var presentedViewController: ViewController? {
        var current: ViewController? = self
        while let controller = current {
            if let presented = controller.presentedLink { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The page that presented this one (or the container it is in), while it is presented.
    public var presentingViewController: ViewController? { enclosingPresentation?.presenting }

    /// The presentation controller of the presentation this page, or a container above it, is
    /// shown in (`presentationController`); nil while it is not presented.
    public var presentationController: PresentationController? { enclosingPresentation?.controller }

    /// The presentation this page, or a container above it, is shown in.
    var enclosingPresentation: Presentation? {
        var current: ViewController? = self
        while let controller = current {
            if let presentation = controller.presentation { return presentation }
            current = controller.parent
        }
        return nil
    }
}
