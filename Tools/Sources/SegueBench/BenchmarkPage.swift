import Geometry
import Layers
import Navigation
import Views

/// A list page for the navigation scenarios, made of ordinary views: a row of three buttons
/// on top, then rows of a `Label` and a one-point separator `View`, in a content view that
/// clips (as a scroll view would; the rows of a long page lie below the window).
///
/// The page's view tree holds exactly `viewCount` views (at least 12): the content view, the
/// three buttons with their title label and image view each, and two views per row.
@MainActor
final class BenchmarkPage: ViewController {
    let viewCount: Int
    let rowCount: Int
    /// The first button: the push scenario clicks it to push the next page.
    private(set) var openButton: Button!

    static let buttonTitles = ["Open", "Edit", "Share"]
    /// Views that are not rows: the content view and three buttons of three views each.
    static let fixedViews = 1 + 3 * buttonTitles.count
    static let rowHeight = 44.0
    static let buttonBarHeight = 52.0

    init(name: String, title: String, views: Int) {
        precondition(
            views >= Self.fixedViews + 2 && (views - Self.fixedViews) % 2 == 0,
            "a page has the content view, three buttons and two views per row")
        viewCount = views
        rowCount = (views - Self.fixedViews) / 2
        super.init(name: name)
        self.title = title
    }

    override func loadView() {
        let content = ListContentView()
        content.name = name + "-content"
        content.backgroundColor = .white
        content.clipsToBounds = true
        for (i, title) in Self.buttonTitles.enumerated() {
            let button = Button(title: title)
            button.name = "button-" + title.lowercased()
            content.addSubview(button)
            if i == 0 { openButton = button }
        }
        for i in 0..<rowCount {
            let label = Label(text: "\(title ?? name) row \(i + 1)", font: .system(size: 17))
            content.addSubview(label)
            let separator = View()
            separator.backgroundColor = Color(red: 0.78, green: 0.78, blue: 0.8)
            separator.isUserInteractionEnabled = false
            content.addSubview(separator)
        }
        setView(content)
    }

    /// Where the open button's centre is, in window coordinates (the page must be on screen).
    var openButtonCenter: Point {
        openButton.convert(Point(x: openButton.bounds.midX, y: openButton.bounds.midY), to: nil)
    }
}

/// Lays out the buttons in a row on top and the rows under them.
@MainActor
private final class ListContentView: View {
    override func layoutSubviews() {
        let width = bounds.width
        var index = 0
        for i in 0..<BenchmarkPage.buttonTitles.count {
            subviews[index].frame = Rect(x: 16 + Double(i) * 112, y: 8, width: 100, height: 36)
            index += 1
        }
        var y = BenchmarkPage.buttonBarHeight
        while index + 1 < subviews.count {
            subviews[index].frame = Rect(x: 16, y: y, width: width - 32, height: BenchmarkPage.rowHeight - 1)
            subviews[index + 1].frame = Rect(x: 16, y: y + BenchmarkPage.rowHeight - 1, width: width - 16, height: 1)
            y += BenchmarkPage.rowHeight
            index += 2
        }
    }
}

extension View {
    /// This view and every view under it.
    var subtreeViewCount: Int { 1 + subviews.reduce(0) { $0 + $1.subtreeViewCount } }
}

extension Layer {
    /// This layer and every layer under it.
    var subtreeLayerCount: Int { 1 + sublayers.reduce(0) { $0 + $1.subtreeLayerCount } }
}
