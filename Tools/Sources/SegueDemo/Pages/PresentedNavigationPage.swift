import Geometry
import Layers
import Navigation
import Views

/// The pages of the navigation controller the demo presents as a card: the root pushes a
/// detail page inside the presentation (its back-drag pops there too); both close the whole
/// presentation, since `dismiss` from a page in a presented container dismisses the container.
@MainActor
final class PresentedNavigationPage: DemoPage {
    let isRoot: Bool

    init(catalog: PageCatalog, isRoot: Bool) {
        self.isRoot = isRoot
        super.init(
            name: isRoot ? "present-nav-root" : "present-nav-detail",
            title: isRoot ? "Presented navigation controller" : "Detail",
            note: isRoot
                ? "A navigation controller presented as a card: its pages push inside the card."
                : "Pushed inside the presentation: drag from the card's left edge to go back.",
            catalog: catalog)
    }

    /// The presented navigation controller, a card with this page's root at the bottom (the
    /// card rounds and clips it; its root's bar gets the Done item presented stacks show).
    static func navigationController(catalog: PageCatalog) -> NavigationController {
        let navigation = NavigationController(
            rootViewController: PresentedNavigationPage(catalog: catalog, isRoot: true), name: "present-nav")
        navigation.modalPresentationStyle = .card
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let hint = Label.note("Close: Done, a drag down, Escape, or a click on the dimming.", color: .demoGray(0.3))
        column.add(note: hint)
        if isRoot {
            addButton("Push a detail page", name: "push:detail") { [unowned self] in
                navigationController?.pushViewController(
                    PresentedNavigationPage(catalog: catalog, isRoot: false), animated: true)
            }
        }
        addButton("Close", name: "close") { [unowned self] in dismiss(animated: true) }
    }
}
