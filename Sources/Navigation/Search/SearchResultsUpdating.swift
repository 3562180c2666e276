/// Told to update the search results (UIKit's `UISearchResultsUpdating`): the search
/// controller calls it on every change of its search bar's text (typed, deleted, pasted,
/// cleared, set by code) and when the search is activated or ended.
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Shows the results for `searchController.searchBar.text` (filter a list's rows, say).
    func updateSearchResults(for searchController: SearchController)
}
