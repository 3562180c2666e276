import Views

/// The keys of search in the bar (SearchInTheBar.md): Ctrl+F
/// focuses the search field of the top page, from anywhere in it; Escape ends the search while
/// it is active, and only then (otherwise it goes where it went, closing a presented page).
/// Every controller's `keyDown` asks here first, so they work whatever has focus.
@MainActor
enum SearchKeys {
    /// Ctrl+F, pressed (not a key repeat).
    static func isFindKey(_ event: KeyEvent) -> Bool {
        event.key == .character("f") && event.modifiers == .control && !event.isRepeat
    }

    /// Handles Ctrl+F and Escape for the search of the page the user is in; false when neither
    /// applies.
    static func handle(_ event: KeyEvent, in window: Window) -> Bool {
        let isFind = isFindKey(event)
        let isClose = BackInput.isCloseKey(event)
        guard isFind || isClose, let controller = searchController(in: window) else { return false }
        if isClose {
            guard controller.isActive else { return false }
            controller.searchBar.cancelButtonClicked()
            return true
        }
        // The strip shows whole while the search is active, so a field the list had slid away
        // can take focus.
        controller.isActive = true
        controller.page?.layoutIfNeeded()
        if !controller.searchBar.searchTextField.becomeFirstResponder() {
            controller.isActive = false
        }
        return true
    }

    /// The search of the page holding the first responder, else of the top page in the top layer
    /// the user sees (the top presented page, else the window's content).
    static func searchController(in window: Window) -> SearchController? {
        var view = window.firstResponder as? View
        while let current = view {
            if let page = current as? PageView, let found = page.searchController, !page.isBarHidden { return found }
            view = current.superview
        }
        guard let scope = window.presentationLayerIfAny?.presentations.last?.container ?? window.contentView else {
            return nil
        }
        return topmost(in: scope)
    }

    /// The innermost showing page with a search in its bar (inside a page stack only its top
    /// page shows).
    private static func topmost(in view: View) -> SearchController? {
        if view.isHidden { return nil }
        if let stack = view as? PageStackView { return topmost(in: stack.topView) }
        for child in view.subviews.reversed() {
            if let found = topmost(in: child) { return found }
        }
        if let page = view as? PageView, !page.isBarHidden { return page.searchController }
        return nil
    }
}
