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

    struct Entry {
        let name: String
        let title: String
        let make: @MainActor (PageCatalog) -> ViewController
    }

    let settings: DemoSettings
    let images: DemoImages
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
            Entry(name: "settings", title: "Settings") { SettingsPage(catalog: $0) },
        ]
    }

    var names: [String] { entries.map(\.name) }

    /// A new page for `name`; throws `UnknownPage` for a name not in the catalog.
    func make(_ name: String) throws -> ViewController {
        guard let entry = entries.first(where: { $0.name == name }) else { throw UnknownPage(name: name) }
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
