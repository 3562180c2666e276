import Views

extension Window {
    /// The page the user sees: the top presented page, else the root, and inside a
    /// container the child on screen (a navigation controller's top page, the selected tab),
    /// all the way down.
    public var visibleViewController: ViewController? {
        var page = presentedViewControllers.last ?? rootViewController
        while let child = page?.childReceivingAppearance { page = child }
        return page
    }

    /// Makes the window's title the visible page's (asked whenever a page has appeared, or the
    /// title of one on screen changed).
    func showVisiblePageTitle() {
        // An alert is a question over the page, not a page: the window keeps the title of
        // the page under it (Alerts.md).
        var page = presentedViewControllers.last { !($0 is AlertController) } ?? rootViewController
        while let child = page?.childReceivingAppearance { page = child }
        title = page?.title
    }
}
