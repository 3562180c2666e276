import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A page listing "Row 0" … "Row 99" with a search in its bar whose results updater filters
/// the list's rows (results in the page itself), recording what its delegates hear.
@MainActor
final class SearchListPage: ViewController, SearchResultsUpdating, SearchBarDelegate, SearchControllerDelegate {
    static let allRows = (0..<100).map { ListRow(title: "Row \($0)") }
    let list = ScrollList(rows: SearchListPage.allRows)
    let search: SearchController
    var events: [String] = []
    var updates = 0

    init(_ name: String, results: ViewController? = nil) {
        search = SearchController(searchResultsController: results)
        super.init(name: name)
        title = name
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        navigationItem.searchController = search
    }

    override func loadView() {
        let view = FillingView()
        view.backgroundColor = .white
        view.addSubview(list)
        setView(view)
    }

    var rowTitles: [String] { list.rows.map(\.title) }

    func updateSearchResults(for searchController: SearchController) {
        updates += 1
        let text = searchController.searchBar.text ?? ""
        list.rows = text.isEmpty ? Self.allRows : Self.allRows.filter { $0.title.contains(text) }
    }

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        events.append("textDidChange:\(searchText)")
    }
    func searchBarCancelButtonClicked(_ searchBar: SearchBar) { events.append("cancel") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search") }
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { events.append("begin") }
    func searchBarTextDidEndEditing(_ searchBar: SearchBar) { events.append("end") }
    func willPresentSearchController(_ searchController: SearchController) { events.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { events.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { events.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { events.append("didDismiss") }
}

/// A view whose layout fills its only subview (the list) with its bounds.
@MainActor
final class FillingView: View {
    override func layoutSubviews() {
        for view in subviews { view.frame = bounds }
    }
}

/// A window on a manual clock with a navigation controller, and input helpers.
@MainActor
final class SearchStage {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let nav: NavigationController
    private var time = 0.0

    init(root: ViewController) {
        nav = NavigationController(rootViewController: root)
        stage.setRootViewController(nav)
        stage.scene.layoutIfNeeded()
    }

    var window: Window { stage.window }
    var scene: Scene { stage.scene }

    func page(_ vc: ViewController) -> PageView { nav.page(for: vc) }

    /// `view`'s frame in window points (model values).
    func frame(of view: View) -> Rect { view.convert(view.bounds, to: nil) }

    private func tick() -> Double {
        time = max(time + 0.001, stage.now)
        return time
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) {
        let t = tick()
        window.handle(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, timestamp: t)))
        window.handle(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: t)))
        scene.layoutIfNeeded()
    }

    func type(_ text: String) {
        window.handle(.text(TextInputEvent(text: text, timestamp: tick())))
        scene.layoutIfNeeded()
    }

    func click(_ point: Point) {
        time = tick() + 1
        window.handle(.pointer(PointerEvent(phase: .down, location: point, button: .left, timestamp: time)))
        window.handle(.pointer(PointerEvent(phase: .up, location: point, button: .left, timestamp: time + 0.01)))
        time += 0.01
        scene.layoutIfNeeded()
    }

    /// A click in the middle of `view`.
    func click(_ view: View) {
        let f = frame(of: view)
        click(Point(x: f.midX, y: f.midY))
    }

    func settle() { _ = stage.settle() }
}
