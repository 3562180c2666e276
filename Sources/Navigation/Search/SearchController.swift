import Geometry
import Layers
import Views

/// Search in a page's navigation bar (UIKit's UISearchController; SearchInTheBar.md,
/// "Search in the bar").
///
/// Set it as a page's `navigationItem.searchController`: the page's bar grows by the search
/// bar's strip (`SearchBar.height`, 52 points) under the title, and the strip slides away as
/// the page's list scrolls (`NavigationItem.hidesSearchBarWhenScrolling`). A click in the field,
/// Tab to it or Ctrl+F starts editing, which makes the search active (`isActive`): a Cancel
/// button slides in, and while the text is empty the page is dimmed
/// (`obscuresBackgroundDuringPresentation`; a click on the dimming ends the search). Every
/// change of the text and every activation and end calls `searchResultsUpdater`. Cancel or
/// Escape ends the search: the text is cleared, the field stops editing, `isActive` turns false.
///
/// Results show in the searching page itself when `searchResultsController` is nil (the
/// updater filters the page's own list); otherwise that controller's view covers the page's
/// content while the search is active and has text.
@MainActor
open class SearchController: ViewController {
    /// The controller whose view shows the results over the page (nil: the page shows them).
    public let searchResultsController: ViewController?
    /// The search bar the navigation bar shows.
    public let searchBar = SearchBar()
    /// Told to update the results on every change of the text, and when the search starts and
    /// ends.
    public weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told when the search starts and ends.
    public weak var delegate: (any SearchControllerDelegate)?
    /// Whether the page is dimmed while the search is active and its text empty (true by
    /// default, as UIKit).
    public var obscuresBackgroundDuringPresentation = true {
        didSet { updatePresentation() }
    }
    /// Whether the Cancel button shows while the search is active (true by default, as UIKit).
    public var automaticallyShowsCancelButton = true
    /// Whether the search bar may slide away as the page's list scrolls (true by default). The
    /// bar slides away only when this and the navigation item's `hidesSearchBarWhenScrolling`
    /// (UIKit's place for it) are both true.
    public var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { page?.setNeedsLayout() } }
    }

    /// The page whose bar shows the search bar (set when it lays out).
    final weak var page: PageView?
    /// The list whose scrolling slides the search bar away (the page's, followed by its
    /// `PageScrollTracker`).
    final weak var trackedList: ScrollList?
    let dimmingView = SearchDimmingView()
    private var active = false

    /// Creates a search controller showing results in `searchResultsController`'s view, or in
    /// the searching page itself when it is nil.
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(name: "SearchController")
        searchBar.searchController = self
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
        dimmingView.onClick = { [weak self] in self?.searchBar.cancelButtonClicked() }
    }

    /// A clear view holding the dimming and the results controller's view.
    open override func loadView() {
        let view = View()
        view.name = "search"
        setView(view)
        view.addSubview(dimmingView)
        if let results = searchResultsController { view.addSubview(results.view) }
        view.isHidden = true
    }

    /// Lays the dimming and the results out over the whole view.
    func layoutOverlay(in frame: Rect) {
        view.frame = frame
        dimmingView.frame = view.bounds
        searchResultsController?.view.frame = view.bounds
    }

    /// Lets the tracked list go; the page lays its bar out again without the strip (its
    /// `PageScrollTracker` follows the list, for the large title too).
    func stopTrackingList() {
        trackedList = nil
        page?.setNeedsLayout()
    }

    /// The page's bar no longer shows this search (the item's `searchController` changed).
    func searchBarLeftItsBar() {
        stopTrackingList()
        if isActive { isActive = false }
        page = nil
    }

    // MARK: - Activation

    /// Whether the search is on (UIKit's `isActive`): turned on when the field starts
    /// editing, off by Cancel, Escape or a click on the dimming. Setting it true does not start
    /// editing (as UIKit); setting it false ends the search as Cancel does.
    public var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }

    private func setActive(_ value: Bool) {
        guard value != active else { return }
        if value {
            delegate?.willPresentSearchController(self)
            active = true
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
            changed()
            delegate?.didPresentSearchController(self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            searchBar.searchTextField.text = ""
            if searchBar.searchTextField.isEditing { _ = searchBar.searchTextField.endEditing(true) }
            if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
            changed()
            delegate?.didDismissSearchController(self)
        }
    }

    /// The results are updated and the overlay and the bar's strip follow the state.
    private func changed() {
        updatePresentation()
        page?.setNeedsLayout()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarDidBeginEditing() {
        isActive = true
    }

    func searchBarTextDidChange() {
        updatePresentation()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The dimming shows while active with empty text (and `obscuresBackgroundDuringPresentation`);
    /// the results controller's view while active with text; the overlay only when one shows, so
    /// that otherwise the page's own content takes the clicks.
    private func updatePresentation() {
        guard isViewLoaded || active else { return }
        let empty = (searchBar.text ?? "").isEmpty
        dimmingView.isHidden = !(active && obscuresBackgroundDuringPresentation && empty)
        let showsResults = active && !empty && searchResultsController != nil
        searchResultsController?.view.isHidden = !showsResults
        view.isHidden = dimmingView.isHidden && !showsResults
    }
}
