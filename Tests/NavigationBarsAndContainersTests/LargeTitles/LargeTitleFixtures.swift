import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A page listing "Row 0" … "Row 99" in a list filling its view.
@MainActor
final class LargeTitleListPage: ViewController {
    let list = ScrollList(rows: (0..<100).map { ListRow(title: "Row \($0)") })

    init(_ name: String, mode: NavigationItem.LargeTitleDisplayMode = .automatic) {
        super.init(name: name)
        title = name
        navigationItem.largeTitleDisplayMode = mode
    }

    override func loadView() {
        let view = FillingView()
        view.backgroundColor = .white
        view.addSubview(list)
        setView(view)
    }
}

extension SearchStage {
    /// A stage whose navigation controller prefers large titles, with `root` on it.
    static func largeTitles(root: ViewController) -> SearchStage {
        let stage = SearchStage(root: root)
        stage.nav.navigationBar.prefersLargeTitles = true
        stage.scene.layoutIfNeeded()
        return stage
    }

    func bar(_ vc: ViewController) -> NavigationBar { page(vc).navigationBar }

    /// The top of row `index` of `list` in the window.
    func rowTop(_ list: ScrollList, _ index: Int) -> Double {
        frame(of: list).minY + list.rectForRow(at: index).minY - list.contentOffset
    }
}
