import Geometry
import Layers
import Navigation
import Views

/// The tab page (seed 000's app): a tab bar controller presented full screen with three
/// tabs, each a navigation controller (so each page has its bar and title) with an icon above
/// its title. "Browse"'s detail page hides the tab bar (`hidesBottomBarWhenPushed`): the bar
/// leaves with the page underneath and comes back with it, following a back-drag 1:1. Every
/// tab page can close the whole presentation.
@MainActor
final class TabsPage: DemoPage {
    enum Role { case browse, detail, favourites, profile }
    let role: Role

    init(catalog: PageCatalog, role: Role) {
        self.role = role
        let (name, title, note): (String, String, String) =
            switch role {
            case .browse:
                // The menu's row says "Tabs": the first page is titled so (its tab stays "Browse").
                (
                    "tabs-browse", "Tabs",
                    "A navigation controller in a tab. Its detail page hides the tab bar: watch the bar leave with this page."
                )
            case .detail:
                (
                    "tabs-detail", "Detail",
                    "hidesBottomBarWhenPushed: the full height is this page's. Drag from the left edge: the bar comes back with the page underneath."
                )
            case .favourites:
                (
                    "tabs-favourites", "Favourites",
                    "A page in a tab; the badge on its tab's star says 3, and the star fills while the tab is selected."
                )
            case .profile:
                ("tabs-profile", "Profile", "Ctrl+PageUp / Ctrl+PageDown and Ctrl+1…3 switch tabs.")
            }
        super.init(name: name, title: title, note: note, catalog: catalog)
        hidesBottomBarWhenPushed = role == .detail
    }

    /// The tab bar controller, presented full screen.
    static func tabBarController(catalog: PageCatalog) -> TabBarController {
        let icons = catalog.images.tabs
        let browse = NavigationController(rootViewController: TabsPage(catalog: catalog, role: .browse), name: "browse")
        browse.tabBarItem.title = "Browse"
        browse.tabBarItem.image = icons.browse
        browse.tabBarItem.selectedImage = icons.browseSelected
        let favourites = NavigationController(
            rootViewController: TabsPage(catalog: catalog, role: .favourites), name: "favourites")
        favourites.tabBarItem.title = "Favourites"
        favourites.tabBarItem.image = icons.favourites
        favourites.tabBarItem.selectedImage = icons.favouritesSelected
        favourites.tabBarItem.badgeValue = "3"
        let profile = NavigationController(
            rootViewController: TabsPage(catalog: catalog, role: .profile), name: "profile")
        profile.tabBarItem.title = "Profile"
        profile.tabBarItem.image = icons.profile
        profile.tabBarItem.selectedImage = icons.profileSelected
        let tabs = TabBarController(viewControllers: [browse, favourites, profile], name: "tabs")
        tabs.modalPresentationStyle = .fullScreen
        return tabs
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if role == .browse {
            addButton("Open the detail page", name: "push:tabs-detail") { [unowned self] in
                navigationController?.pushViewController(TabsPage(catalog: catalog, role: .detail), animated: true)
            }
        }
        addButton("Close the tabs", name: "close") { [unowned self] in dismiss(animated: true) }
    }
}
