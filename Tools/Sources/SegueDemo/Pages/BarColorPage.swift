import Foundation
import Geometry
import Layers
import Navigation
import Views

/// A page with its own bar colour: pushing it over a page whose bar differs shows each bar
/// travelling with its page.
@MainActor
final class BarColorPage: DemoPage {
    static func orange(catalog: PageCatalog) -> BarColorPage {
        let page = BarColorPage(
            name: "orange", title: "Orange bar",
            note: "An orange (fb9c0a) bar. Drag from the left edge to go back.", catalog: catalog)
        // As UIKit code writes it: an opaque look of its own, white text and items.
        let appearance = NavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .orange
        appearance.shadowColor = nil
        appearance.titleTextAttributes = [.foregroundColor: Color.white]
        appearance.tintColor = .white
        page.navigationItem.standardAppearance = appearance
        return page
    }

    static func white(catalog: PageCatalog) -> BarColorPage {
        let page = BarColorPage(
            name: "white", title: "White bar", note: "A white bar, like the system's, with a hairline.",
            catalog: catalog)
        let appearance = NavigationBarAppearance()
        appearance.backgroundColor = .systemBackground
        page.navigationItem.standardAppearance = appearance
        return page
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addPushButton("Push an orange page", page: "orange")
        addPushButton("Push a white page", page: "white")
        addPushButton("Push a page without a bar", page: "hidden")
        addButton("Back to the menu", name: "pop-to-root") { [unowned self] in
            navigationController?.popToRootViewController(animated: true)
        }
    }
}

/// A page that hides the navigation bar; its own button goes back.
@MainActor
final class HiddenBarPage: DemoPage {
    init(catalog: PageCatalog) {
        super.init(name: "hidden", title: "Hidden bar", note: "No bar here: drag from the edge, or:", catalog: catalog)
        prefersNavigationBarHidden = true
    }

    override func viewDidLoad() {
        // The page's own header where the bar would be: a rounded blue card with the title,
        // rounded like the buttons under it (a square block looked unfinished).
        let header = View()
        header.name = "header"
        header.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.9)
        header.layer.cornerRadius = 10
        let heading = Label(
            text: title ?? "", font: .boldSystem(size: 28), textColor: .white, textAlignment: .center)
        heading.accessibilityTraits = [.staticText, .header]
        header.addSubview(heading)
        heading.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        column.add(header, height: 100)
        super.viewDidLoad()
        addButton("Go back", name: "back") { [unowned self] in
            navigationController?.popViewController(animated: true)
        }
        addPushButton("Push an orange page", page: "orange")
    }
}

/// A custom back button (an image, pulled towards the edge) that keeps the back-drag.
@MainActor
final class CustomBackPage: DemoPage {
    init(catalog: PageCatalog) {
        super.init(
            name: "custom-back", title: "Custom back button",
            note: "A chevron image as the back button; the drag still works.",
            catalog: catalog)
        // The image is drawn like the default chevron (scripts/make-images); pulled 8 points
        // towards the edge it sits where the default one does (`NavigationBar.chevronX`).
        let back = BarButtonItem(image: catalog.images.chevron, offset: -8) { [unowned self] in
            navigationController?.popViewController(animated: true)
        }
        // An image alone: a screen reader needs its name.
        back.accessibilityLabel = "Back"
        navigationItem.leftBarButtonItem = back
    }
}

/// A page that turns the back-drag off (the back button and Alt+Left still work).
@MainActor
final class NoGesturePage: DemoPage {
    init(catalog: PageCatalog) {
        super.init(
            name: "no-gesture", title: "Back gesture off", note: "Dragging from the edge does nothing on this page.",
            catalog: catalog)
        allowsInteractivePop = false
    }
}

/// A long list, for the wheel and the touchpad (the glide, the momentum, the rubber band and
/// the scroll indicator); a row pushes a page named after it, and its highlight fades back as
/// that page is popped.
@MainActor
final class LongListPage: ViewController, SearchResultsUpdating {
    let catalog: PageCatalog
    private static let titles = (1...200).map { "Row \($0)" }
    private let list = ScrollList(rows: LongListPage.titles.map { ListRow(title: $0, accessory: .disclosureIndicator) })
    /// The titles the list shows: all of them, or those the search in the bar matches.
    private var shownTitles = LongListPage.titles

    init(catalog: PageCatalog) {
        self.catalog = catalog
        super.init(name: "list")
        title = "Long list"
    }

    override func loadView() {
        list.name = "long-list"
        list.backgroundColor = .systemBackground
        list.keepsSelection = true
        list.onSelect = { [unowned self] index in
            let title = shownTitles[index]
            let row = DemoPage(
                name: "row", title: title,
                note: "Pushed from \(title) of the long list. Go back, or drag back from the left edge:"
                    + " the row's highlight fades with the pop, and comes back if you let go early.",
                catalog: catalog)
            // The large title turns into the row page's back button (LargeTitles.md).
            row.navigationItem.largeTitleDisplayMode = .never
            navigationController?.pushViewController(row, animated: true)
        }
        setView(list)
    }

    /// A search field under the title (Ctrl+F) filters the rows as you type.
    override func viewDidLoad() {
        let search = SearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.searchBar.placeholder = "Search rows"
        navigationItem.searchController = search
    }

    /// The rows whose title contains the search text (case-insensitively), all without one.
    func updateSearchResults(for searchController: SearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        let matches = query.isEmpty ? Self.titles : Self.titles.filter { $0.lowercased().contains(query) }
        guard matches != shownTitles else { return }
        shownTitles = matches
        list.rows = matches.map { ListRow(title: $0, accessory: .disclosureIndicator) }
    }

    /// The row that pushed the page now popping fades alongside the pop.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        list.deselectSelectedRow(alongside: transitionCoordinator, animated: animated)
    }
}

/// The layer showcase of the foundation, inside a page: its content only, under the page's
/// own navigation bar (the showcase's drawn bar belongs to `--showcase`).
@MainActor
final class LayersPage: ViewController {
    let images: DemoImages

    init(catalog: PageCatalog) {
        images = catalog.images
        super.init(name: "layers")
        title = "Layers showcase"
    }

    /// The showcase's layers, scaled down as a whole when the page is smaller than they are.
    private let content = View()

    override func loadView() {
        let view = View()
        // iOS's grouped ground: #F2F2F7, black in dark, under a card of the grouped cells' colour.
        view.backgroundColor = Color(light: Color(red: 0.95, green: 0.95, blue: 0.97), dark: .black)
        content.name = "showcase"
        content.isUserInteractionEnabled = false
        view.addSubview(content)
        ShowcaseScene.buildContent(in: content.layer, top: 0, photo: images.photo)
        // The showcase is plain layers, which a screen reader never meets (the shapes beside
        // the card are decoration, so they stay unread): the card is read through a
        // see-through stand-in at its place.
        let card = View(frame: ShowcaseScene.cardFrame(top: 0))
        card.name = "card-reading"
        card.isUserInteractionEnabled = false
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Photo: " + ShowcaseScene.caption
        card.accessibilityTraits = .image
        content.addSubview(card)
        setView(view)
    }

    /// The showcase's extent, beside the card (wide) and below it (narrow), with its margins.
    private static let wideSize = Size(width: 700, height: 470)
    private static let narrowSize = Size(width: 520, height: 680)

    /// Where the shapes beside the card move in a window too narrow for both columns (the
    /// card, then the shapes, end 700 points from the left): below the card and beside it.
    private static let narrowOffsets: [String: Point] = [
        "blue": Point(x: -380, y: 326), "translucent": Point(x: -380, y: 326), "rotated": Point(x: -150, y: 84),
    ]
    /// The shapes' positions as the showcase placed them.
    private var widePositions: [(layer: Layer, position: Point)] = []

    /// The shapes beside the card while it fits, below it when it does not.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if widePositions.isEmpty {
            widePositions = content.layer.sublayers.compactMap { layer in
                Self.narrowOffsets[layer.name ?? ""] == nil ? nil : (layer, layer.position)
            }
        }
        let narrow = view.bounds.width < 700
        for (layer, position) in widePositions {
            let offset = narrow ? Self.narrowOffsets[layer.name ?? ""] ?? .zero : .zero
            layer.position = Point(x: position.x + offset.x, y: position.y + offset.y)
        }
        // Below the bar, the whole showcase in view: scaled down (never up) to what the page
        // leaves, so a short or narrow window shows all of it rather than cutting it off.
        let size = narrow ? Self.narrowSize : Self.wideSize
        let top = view.safeAreaInsets.top
        let room = Size(width: view.bounds.width, height: max(0, view.bounds.height - top))
        let scale = max(0.1, min(1, room.width / size.width, room.height / size.height))
        content.transform = .identity
        content.frame = Rect(x: 0, y: top, width: size.width, height: size.height)
        content.transform = AffineTransform(scaleX: scale, y: scale)
        content.center = Point(x: size.width * scale / 2, y: top + size.height * scale / 2)
    }
}
