import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// A page that records its appearance callbacks in a shared log.
@MainActor
final class LoggingPage: ViewController {
    let log: EventLog

    init(_ name: String, log: EventLog) {
        self.log = log
        super.init(name: name)
        title = name
    }

    override func viewDidLoad() { log.add("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.add("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.add("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.add("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.add("\(name).viewDidDisappear") }
}

@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A window on a manual clock with a navigation controller as its root.
@MainActor
final class NavigationHarness: ManualClockStage {
    let stage = ManualClockWindow(size: NavigationHarness.size)
    let nav: NavigationController
    let log = EventLog()
    var warnings: [NavigationWarning] = []
    var transitions: [TransitionEvent] = []
    private var pagesByName: [String: LoggingPage] = [:]

    static let size = Size(width: 800, height: 600)

    init(stack names: [String]) {
        let log = self.log
        let pages = names.map { LoggingPage($0, log: log) }
        nav = NavigationController(rootViewController: pages[0])
        for page in pages { pagesByName[page.name] = page }
        window.onNavigationWarning = { [unowned self] warning in self.warnings.append(warning) }
        nav.observeTransitions { [unowned self] event in self.transitions.append(event) }
        if pages.count > 1 { nav.setViewControllers(pages, animated: false) }
        stage.setRootViewController(nav)
        _ = log.take()
    }

    var width: Double { Self.size.width }

    func page(_ name: String) -> ViewController {
        if let page = pagesByName[name] { return page }
        let page = LoggingPage(name, log: log)
        pagesByName[name] = page
        return page
    }

    var stack: [String] { nav.viewControllers.map(\.name) }

    /// The x of a page's left edge on screen now.
    func x(of name: String) -> Double {
        let page = nav.page(for: page(name))
        return page.layer.presentation.position.x - page.layer.presentation.bounds.width / 2
            + page.layer.presentation.transform.m41
    }
}
