import Views

/// What a `TransitionHost` asks about the pages it moves and where it reports: their
/// appearance callbacks, keyboard focus, and the window of the controller that owns the
/// container. The container's to give (the standard one: pages are view controllers' views,
/// `pages`), so the host itself knows views and transitions only.
@MainActor
struct PagePolicy {
    /// Begins a page view's appearance transition (appearing or not), animated or not.
    var beginAppearance: @MainActor (_ page: View, _ appearing: Bool, _ animated: Bool) -> Void
    /// Ends a page view's appearance transition.
    var endAppearance: @MainActor (_ page: View, _ animated: Bool) -> Void
    /// `from` is about to be replaced (not by a drag, which may be cancelled): a field in it
    /// stops editing.
    var pageWillChange: @MainActor (_ from: View, _ window: Window?) -> Void
    /// `to` replaced `from`: focus in `from` is remembered there and moves into `to`.
    var pageDidChange: @MainActor (_ from: View, _ to: View, _ window: Window?) -> Void
    /// The window reports go to when the container's view is in none: its owner's (a
    /// controller), else that of the controller owning `top`, the topmost view above it.
    var windowForReports: @MainActor (_ owner: AnyObject?, _ top: View?) -> Window?

    /// Pages are view controllers' views (or plain views, which get no callbacks); focus is
    /// the window's.
    static let pages = PagePolicy(
        beginAppearance: { page, appearing, animated in
            ContainerTransitionContext.viewController(of: page)?.beginAppearanceTransition(
                appearing, animated: animated)
        },
        endAppearance: { page, animated in
            ContainerTransitionContext.viewController(of: page)?.endAppearanceTransition(animated: animated)
        },
        pageWillChange: { from, window in window?.focusPageWillChange(from: from) },
        pageDidChange: { from, to, window in window?.focusPageDidChange(from: from, to: to) },
        windowForReports: { owner, top in
            (owner as? ViewController)?.windowForReports
                ?? (top?.owningResponder as? ViewController)?.windowForReports
        })
}

extension TransitionHost {
    /// Hears every appearance callback of this container's pages, as view controllers.
    func observeAppearance(_ observer: @escaping (ViewController, AppearanceCallback) -> Void) {
        observeAppearance { (page: AnyObject, callback: AppearanceCallback) in
            if let page = page as? ViewController { observer(page, callback) }
        }
    }
}
