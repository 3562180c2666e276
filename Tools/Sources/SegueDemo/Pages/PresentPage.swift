import Geometry
import Layers
import Navigation
import Views

/// Modal presentation (seed 001): each button presents one of the catalog's presented pages
/// in its own style, over the whole window.
@MainActor
final class PresentPage: DemoPage {
    init(catalog: PageCatalog) {
        super.init(
            name: "present", title: "Present",
            note: "Each button presents a page over the whole window, the bar included.", catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // A note, so a narrow window wraps it rather than cutting it short.
        let hint = Label.note(
            "Close it with its Close button or Escape; a card (and the fade) also with a drag down.",
            color: .demoGray(0.3))
        column.add(note: hint)
        addPresentButton("Full screen", page: "present-full")
        addPresentButton("Over full screen, translucent", page: "present-over")
        addPresentButton("Card over the dimmed page", page: "present-card")
        addPresentButton("Fade mask (seed 001)", page: "present-fade")
        addPresentButton("Navigation controller that pushes", page: "present-nav")
    }

    /// Adds a button that presents the catalog page `page` (named "present:" + the page).
    private func addPresentButton(_ title: String, page: String) {
        addButton(title, name: "present:" + page) { [unowned self] in
            guard let next = try? catalog.make(page) else { return }
            present(next, animated: true)
        }
    }
}
