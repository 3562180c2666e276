import Geometry
import Layers
import Navigation
import Views

/// The demo's pages by name: what `--stack` and `--list-pages` use, and what the menu lists.
@MainActor
final class PageCatalog {
    struct UnknownPage: Error, CustomStringConvertible {
        let name: String
        var description: String { "unknown page \"\(name)\" (segue-demo --list-pages lists them)" }
    }

    /// A page made to be presented, asked for on the stack.
    struct PresentedOnly: Error, CustomStringConvertible {
        let name: String
        var description: String { "page \"\(name)\" is presented, not pushed: use --present \(name)" }
    }

    struct Entry {
        let name: String
        let title: String
        /// What the page shows, for the menu's subtitle (nil: the name alone).
        var summary: String? = nil
        /// Whether the menu presents the page (in its own style) instead of pushing it.
        var isModal = false
        let make: @MainActor (PageCatalog) -> ViewController
    }

    let settings: DemoSettings
    let images: DemoImages
    /// Seed 001's shared fade "mask": one delegate for every page that fades in (the pages
    /// hold it weakly, as UIKit's `transitioningDelegate`, so the catalog keeps it).
    let maskTransitionDelegate = MaskTransitionDelegate()
    private(set) var entries: [Entry] = []
    /// Counts pages made per name, so a page pushed twice gets a distinct name ("orange-2").
    private var made: [String: Int] = [:]

    init(settings: DemoSettings, images: DemoImages) {
        self.settings = settings
        self.images = images
        entries = [
            Entry(name: "menu", title: "Segue") { MenuPage(catalog: $0) },
            Entry(name: "orange", title: "Orange bar") { BarColorPage.orange(catalog: $0) },
            Entry(name: "white", title: "White bar") { BarColorPage.white(catalog: $0) },
            Entry(name: "hidden", title: "Hidden bar") { HiddenBarPage(catalog: $0) },
            Entry(name: "custom-back", title: "Custom back button") { CustomBackPage(catalog: $0) },
            Entry(name: "no-gesture", title: "Back gesture off") { NoGesturePage(catalog: $0) },
            Entry(name: "list", title: "Long list") { LongListPage(catalog: $0) },
            Entry(name: "layers", title: "Layers showcase") { LayersPage(catalog: $0) },
            Entry(name: "page-stack", title: "Page stack of plain views") { PageStackPage(catalog: $0) },
            Entry(
                name: "present", title: "Present",
                summary: "full screen, over full screen, card, fade mask, a navigation controller"
            ) { PresentPage(catalog: $0) },
            Entry(
                name: "present-full", title: "Full-screen page",
                summary: "presented full screen: the stack leaves the view tree", isModal: true
            ) { PresentedPage.fullScreen(catalog: $0) },
            Entry(
                name: "present-over", title: "Over-full-screen page",
                summary: "presented over full screen, translucent: the stack shows through", isModal: true
            ) { PresentedPage.overFullScreen(catalog: $0) },
            Entry(
                name: "present-card", title: "Card",
                summary: "a card over the dimmed stack; a click on the dimming closes it", isModal: true
            ) { PresentedPage.card(catalog: $0) },
            Entry(
                name: "present-fade", title: "Fade mask",
                summary: "seed 001's shared MaskTransitionDelegate: a 0.3 s fade", isModal: true
            ) { PresentedPage.fade(catalog: $0) },
            Entry(
                name: "present-nav", title: "Presented navigation controller",
                summary: "a navigation controller as a card; its page pushes a detail page", isModal: true
            ) { PresentedNavigationPage.navigationController(catalog: $0) },
            Entry(
                name: "tabs", title: "Tabs",
                summary: "a tab bar controller; the detail page of its first tab hides the tab bar", isModal: true
            ) { TabsPage.tabBarController(catalog: $0) },
            Entry(name: "settings", title: "Settings") { SettingsPage(catalog: $0) },
        ]
    }

    var names: [String] { entries.map(\.name) }

    /// The entry named `name`, if any.
    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// A new page for `name` to push; throws `PresentedOnly` for a page made to be presented
    /// (a presented navigation controller cannot be pushed).
    func makeForStack(_ name: String) throws -> ViewController {
        if entry(name)?.isModal == true { throw PresentedOnly(name: name) }
        return try make(name)
    }

    /// A new page for `name`; throws `UnknownPage` for a name not in the catalog.
    func make(_ name: String) throws -> ViewController {
        guard let entry = entry(name) else { throw UnknownPage(name: name) }
        let page = entry.make(self)
        let count = (made[name] ?? 0) + 1
        made[name] = count
        if count > 1 { page.name = "\(name)-\(count)" }
        return page
    }
}

/// The images the pages show.
struct DemoImages {
    let chevron: Image
    let photo: Image
}
