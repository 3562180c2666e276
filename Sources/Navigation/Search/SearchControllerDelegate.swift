/// Told when a search controller starts and ends a search (UIKit's
/// `UISearchControllerDelegate`). Every method is optional: the extension below does nothing.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to become active (`isActive` turns true).
    func willPresentSearchController(_ searchController: SearchController)
    /// The search became active: the Cancel button and the dimming show.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to end (`isActive` turns false).
    func willDismissSearchController(_ searchController: SearchController)
    /// The search ended: the text is cleared and the field no longer edits.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// Nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// Nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}
