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
        /// What `--stack` and `--present` take, and what `--list-pages` lists first.
        let name: String
        let title: String
        /// What the page shows, in a few plain words: the menu's subtitle. (The name is left
        /// to `--list-pages`: it is a command-line handle, not something to read in a menu.)
        let summary: String
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
            Entry(name: "menu", title: "Segue", summary: "This list of pages") { MenuPage(catalog: $0) },
            Entry(
                name: "orange", title: "Orange bar", summary: "A coloured bar; the page slides as a whole, bar included"
            ) {
                BarColorPage.orange(catalog: $0)
            },
            Entry(name: "white", title: "White bar", summary: "A white bar with a hairline, like the system's") {
                BarColorPage.white(catalog: $0)
            },
            Entry(
                name: "hidden", title: "Hidden bar",
                summary: "No bar: a button on the page goes back; the drag still works"
            ) {
                HiddenBarPage(catalog: $0)
            },
            Entry(
                name: "custom-back", title: "Custom back button",
                summary: "A chevron image as the back button, pulled towards the edge"
            ) { CustomBackPage(catalog: $0) },
            Entry(
                name: "bars", title: "Fuller bars",
                summary: "Items on both sides, a title view, a toolbar; the bar and toolbar slide away"
            ) { FullerBarsPage(catalog: $0) },
            Entry(
                name: "no-gesture", title: "Back gesture off",
                summary: "Dragging does nothing here; the back button and Alt+Left still work"
            ) { NoGesturePage(catalog: $0) },
            Entry(name: "list", title: "Long list", summary: "200 rows to scroll with the wheel or a touchpad") {
                LongListPage(catalog: $0)
            },
            Entry(
                name: "layers", title: "Layers showcase",
                summary: "Text, an image, rounded corners, a shadow, translucency and rotation"
            ) { LayersPage(catalog: $0) },
            Entry(
                name: "page-stack", title: "Page stack of plain views",
                summary: "Three coloured cards that push and pop each other, without view controllers"
            ) { PageStackPage(catalog: $0) },
            Entry(
                name: "present", title: "Present",
                summary: "Pages that come up over everything: full screen, translucent, a card, a fade"
            ) { PresentPage(catalog: $0) },
            Entry(
                name: "present-full", title: "Full-screen page",
                summary: "Covers the whole window; the pages underneath leave until it closes", isModal: true
            ) { PresentedPage.fullScreen(catalog: $0) },
            Entry(
                name: "present-over", title: "Over-full-screen page",
                summary: "A translucent page over everything: the pages underneath show through", isModal: true
            ) { PresentedPage.overFullScreen(catalog: $0) },
            Entry(
                name: "present-card", title: "Card",
                summary: "A card rises over the dimmed page; a click on the dimming closes it", isModal: true
            ) { PresentedPage.card(catalog: $0) },
            Entry(
                name: "present-fade", title: "Fade mask",
                summary: "A translucent page that fades in and out (seed 001's mask)", isModal: true
            ) { PresentedPage.fade(catalog: $0) },
            Entry(
                name: "present-nav", title: "Presented navigation controller",
                summary: "A card with a navigation stack of its own: it pushes a page inside the card", isModal: true
            ) { PresentedNavigationPage.navigationController(catalog: $0) },
            Entry(
                name: "tabs", title: "Tabs",
                summary: "A tab bar; the detail page of its first tab hides the tab bar", isModal: true
            ) { TabsPage.tabBarController(catalog: $0) },
            Entry(
                name: "split", title: "Split view",
                summary: "A sidebar and the section chosen side by side; one stack below 720 points wide",
                isModal: true
            ) { SplitSidebarPage.splitViewController(catalog: $0) },
            Entry(
                name: "handle-pop", title: "Own interaction",
                summary: "The app's own interaction controller: drag a handle down and the page drops away"
            ) { HandlePopPage(catalog: $0) },
            Entry(
                name: "alongside", title: "Alongside animations",
                summary: "A colour animated alongside each push and pop, following a back-drag"
            ) { AlongsidePage(catalog: $0) },
            Entry(
                name: "notes", title: "Notes",
                summary: "Text fields and alerts: write a note in a card, share from an action sheet"
            ) { NotesPage(catalog: $0) },
            Entry(
                name: "compose", title: "New note",
                summary: "A title field and a body; Cancel with text asks first", isModal: true
            ) { ComposePage.inCard(ComposePage(catalog: $0)) },
            Entry(
                name: "constraints", title: "Auto Layout",
                summary: "A form, a centred card and a row of buttons placed by constraints; resize the window"
            ) { ConstraintsPage(catalog: $0) },
            Entry(
                name: "settings", title: "Settings",
                summary: "Where the back-drag starts and how far, the animation, the release, slow motion, frame times"
            ) { SettingsPage(catalog: $0) },
        ]
    }

    /// `--list-pages`: one page a line, its name first (what `--stack` and `--present` take),
    /// then, aligned, its title and what it shows, as the menu says it.
    var listing: [String] {
        let width = (entries.map(\.name.count).max() ?? 0) + 2
        return entries.map { entry in
            entry.name.padding(toLength: width, withPad: " ", startingAt: 0) + entry.title + " — " + entry.summary
        }
    }

    /// Checks the command line's page names without SDL (a catalog of placeholder images): throws
    /// `UnknownPage` for a name not in the catalog and `PresentedOnly` for a presented page in
    /// `stack`.
    static func check(stack: [String], present: String?) throws {
        let catalog = PageCatalog(settings: DemoSettings(), images: .placeholder)
        for name in stack {
            guard let entry = catalog.entry(name) else { throw UnknownPage(name: name) }
            if entry.isModal { throw PresentedOnly(name: name) }
        }
        if let present, catalog.entry(present) == nil { throw UnknownPage(name: present) }
    }

    /// The entry named `name`, if any.
    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }

    /// A new page for `name` to push; throws `PresentedOnly` for a page made to be presented
    /// (a presented navigation controller cannot be pushed).
    func makeForStack(_ name: String) throws -> ViewController {
        if entry(name)?.isModal == true { throw PresentedOnly(name: name) }
        return try make(name)
    }

    /// The pages that show a large title in a stack that prefers them.
    static let largeTitlePages: Set<String> = ["menu", "list"]

    /// A new page for `name`; throws `UnknownPage` for a name not in the catalog.
    func make(_ name: String) throws -> ViewController {
        guard let entry = entry(name) else { throw UnknownPage(name: name) }
        let page = entry.make(self)
        // Large titles are the menu's and the long list's (when the stack prefers them).
        if !Self.largeTitlePages.contains(name) { page.navigationItem.largeTitleDisplayMode = .never }
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
    let tabs: DemoTabImages
}

/// The tab page's icons (templates: the tab bar tints them): each outlined at rest and filled
/// while its tab is selected, as iOS shows tab icons.
struct DemoTabImages {
    let browse: Image
    let browseSelected: Image
    let favourites: Image
    let favouritesSelected: Image
    let profile: Image
    let profileSelected: Image
}
