import Navigation
import Views

/// The second tab: a page whose view is a page stack of plain views, filling it.
@MainActor
final class PageStackHostController: ViewController {
    private(set) var pageStack: PageStackView!

    init() { super.init(name: "pagesTab") }

    func install(_ stack: PageStackView) {
        pageStack = stack
        tabBarItem.title = "Pages"
        // Loaded at once, so the stack sits under this tab from the start: its warnings
        // reach the window's sink through the tab bar controller even before it shows.
        _ = view
    }

    override func loadView() {
        setView(FillingView(filler: pageStack))
    }
}

/// A view whose one subview fills it.
@MainActor
private final class FillingView: View {
    let filler: View

    init(filler: View) {
        self.filler = filler
        super.init(frame: .zero)
        name = "pagesTab"
        addSubview(filler)
    }

    override func layoutSubviews() { filler.frame = bounds }
}
