import Geometry
import Navigation
import Views

/// A page of the torture app: a view controller whose look and rules follow from its number
/// (some hide their bar, some have another bar colour, some hide the tab bar or refuse the
/// back-drag), with buttons that push, pop, present and dismiss through the package API, as
/// an app's buttons do. It checks its own appearance callbacks as they come: each must be
/// one the previous allows (will-appear, then did-appear or will-disappear; and so on).
@MainActor
final class TorturePage: ViewController {
    let stack: TortureOp.Stack?
    let number: Int
    weak var world: TortureWorld?
    /// Where the world keeps it (its appearance hooks are set there).
    var key: TortureWorld.PageKey?
    /// The callbacks' own account of where the page is, kept apart from the controller's.
    private(set) var seen = AppearanceState.disappeared

    init(stack: TortureOp.Stack?, number: Int, world: TortureWorld?, kind: String? = nil) {
        self.stack = stack
        self.number = number
        self.world = world
        let kind = kind ?? stack.map { "\($0)" } ?? (number < 0 ? "plain" : "presented")
        super.init(name: number < 0 ? kind : "\(kind)-\(number)")
        title = name
        prefersNavigationBarHidden = number % 5 == 4
        if number % 4 == 3 {
            let orange = NavigationBarAppearance()
            orange.backgroundColor = Color(r8: 0xFB, g8: 0x9C, b8: 0x0A)
            navigationItem.standardAppearance = orange
        }
        if number % 4 == 1 {
            // A look of its own at the scroll edge (its page has no list: always there), which
            // the whole-page rule sees (BarAppearances.md); opaque, so that the page's
            // buttons stay below the bar.
            let edge = NavigationBarAppearance()
            edge.backgroundColor = Color(r8: 0x5A, g8: 0xC8, b8: 0xFA)
            navigationItem.scrollEdgeAppearance = edge
        }
        hidesBottomBarWhenPushed = number % 6 == 5
        allowsInteractivePop = number % 7 != 6
        isModalInPresentation = stack == nil && number % 9 == 8
    }

    /// Where the page's buttons are, in its view's coordinates.
    static let buttonFrames: [(String, Rect)] = [
        ("push", Rect(x: 40, y: 20, width: 140, height: 44)),
        ("pop", Rect(x: 40, y: 80, width: 140, height: 44)),
        ("present", Rect(x: 40, y: 140, width: 140, height: 44)),
        ("dismiss", Rect(x: 40, y: 200, width: 140, height: 44)),
    ]

    override func loadView() {
        let content = View()
        content.backgroundColor = number % 2 == 0 ? .white : Color(white: 0.93)
        for (title, frame) in Self.buttonFrames {
            let button = Button(frame: frame, title: title)
            button.name = "\(name).\(title)"
            button.addAction { [weak self] in self?.buttonPressed(title) }
            content.addSubview(button)
        }
        setView(content)
    }

    private func buttonPressed(_ title: String) {
        guard let world else { return }
        switch title {
        case "push":
            guard let stack, let nav = navigationController else { return }
            nav.pushViewController(world.freshPage(in: stack), animated: true)
        case "pop":
            navigationController?.popViewController(animated: true)
        case "present":
            let page = world.freshPresentedPage()
            world.notePresented(page)
            present(page, animated: true)
        default:
            dismiss(animated: true)
        }
    }

    override func viewWillAppear(_ animated: Bool) { note(.viewWillAppear) }
    override func viewDidAppear(_ animated: Bool) { note(.viewDidAppear) }
    override func viewWillDisappear(_ animated: Bool) { note(.viewWillDisappear) }
    override func viewDidDisappear(_ animated: Bool) { note(.viewDidDisappear) }

    private func note(_ callback: AppearanceCallback) {
        let next: AppearanceState?
        switch (callback, seen) {
        case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): next = .appearing
        case (.viewDidAppear, .appearing): next = .appeared
        case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): next = .disappearing
        case (.viewDidDisappear, .disappearing): next = .disappeared
        default: next = nil
        }
        guard let next else {
            world?.report("appearance", "\(name) got \(callback.rawValue) while \(seen)")
            return
        }
        seen = next
        // The app's own work in the callback (an `onAppearance` hook), after its account.
        if let world, let key { world.runHooks(of: key, callback) }
    }
}
