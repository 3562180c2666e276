import Geometry
import Layers
import Navigation
import Views

/// A page with fuller bars: a title view, two items on each side (the left ones after the
/// back button), a toolbar, and buttons that hide and show the bar and the toolbar with
/// UIKit's slide.
@MainActor
final class FullerBarsPage: DemoPage {
    /// What the items last did, shown on the page.
    private let status = Label.note("Click an item.", color: .demoGray(0.3))

    init(catalog: PageCatalog) {
        super.init(
            name: "bars", title: "Fuller bars",
            note:
                "Items on both sides (the left one after the back button), a title view, and a toolbar that travels with this page: push a page without one to see it leave with this page.",
            catalog: catalog)
        let item = navigationItem
        item.leftItemsSupplementBackButton = true
        item.leftBarButtonItems = [BarButtonItem(title: "Mark") { [unowned self] in said("Mark") }]
        item.rightBarButtonItems = [
            BarButtonItem(title: "Edit") { [unowned self] in said("Edit") },
            BarButtonItem(title: "Share") { [unowned self] in said("Share") },
        ]
        item.titleView = Self.titleView()
        // The next page's back button is the chevron alone.
        item.backButtonDisplayMode = .minimal
        toolbarItems = [
            BarButtonItem(title: "Reply") { [unowned self] in said("Reply") },
            .flexibleSpace(),
            BarButtonItem(title: "Archive") { [unowned self] in said("Archive") },
            .flexibleSpace(),
            BarButtonItem(title: "Hide/show bar") { [unowned self] in toggleBar() },
        ]
    }

    /// A small rounded badge in the title's place.
    private static func titleView() -> View {
        let badge = View(frame: Rect(x: 0, y: 0, width: 150, height: 30))
        badge.name = "titleView"
        badge.backgroundColor = Color(
            light: Color(red: 0.9, green: 0.94, blue: 1), dark: Color(red: 0.1, green: 0.16, blue: 0.28))
        badge.layer.cornerRadius = 15
        let label = Label(
            frame: badge.bounds, text: "Title view", font: .boldSystem(size: 15),
            textColor: Color(light: Color(red: 0, green: 0.35, blue: 0.8), dark: Color(red: 0.45, green: 0.7, blue: 1)),
            textAlignment: .center)
        badge.addSubview(label)
        return badge
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // UIKit's toolbar is hidden until asked for; a page without items still shows none.
        navigationController?.setToolbarHidden(false, animated: false)
        status.name = "status"
        column.add(note: status)
        addButton("Hide or show the bar (animated)", name: "toggle-bar") { [unowned self] in toggleBar() }
        addButton("Hide or show the toolbar (animated)", name: "toggle-toolbar") { [unowned self] in
            guard let nav = navigationController else { return }
            nav.setToolbarHidden(!nav.isToolbarHidden, animated: true)
        }
        addPushButton("Push a page without a toolbar", page: "white")
    }

    /// The bar is the whole stack's: leaving this page brings it back, and the status says so
    /// (it shows again when a pushed page is popped).
    override func viewWillDisappear(_ animated: Bool) {
        if navigationController?.isNavigationBarHidden == true {
            navigationController?.setNavigationBarHidden(false, animated: false)
            said("Bar shown")
        }
    }

    private func toggleBar() {
        guard let nav = navigationController else { return }
        nav.setNavigationBarHidden(!nav.isNavigationBarHidden, animated: true)
        said(nav.isNavigationBarHidden ? "Bar hidden" : "Bar shown")
    }

    private func said(_ text: String) {
        status.text = text
        column.setNeedsLayout()
    }
}
