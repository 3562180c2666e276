/// Told what happens in a search bar (UIKit's `UISearchBarDelegate`). Every method is
/// optional: the extension below does nothing.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// The user changed the text (typing, deleting, pasting, the clear button); not called when
    /// code sets `text`, as UIKit.
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Return was pressed in the field (the keyboard's Search button).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The Cancel button was clicked (or Escape ended the search).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The field started editing.
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// The field stopped editing.
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
}

extension SearchBarDelegate {
    /// Nothing.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    /// Nothing.
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    /// Nothing.
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
}
