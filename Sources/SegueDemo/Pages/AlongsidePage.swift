import Geometry
import Layers
import Navigation
import Views

/// Animations alongside a transition (UIKit's `transitionCoordinator?.animate(alongsideTransition:
/// completion:)`): the page's swatch turns from grey to blue as the page is pushed, to orange as
/// a page is pushed over it and back to blue as that page pops, following a back-drag and going
/// back with it when the drag is cancelled. The line under it says how the last one ended.
@MainActor
final class AlongsidePage: DemoPage {
    static let blue = Color(red: 0.1, green: 0.45, blue: 0.95)
    private let swatch = View()
    private let status = Label(text: "", font: .boldSystem(size: 15), textColor: Color(white: 0.15))

    init(catalog: PageCatalog) {
        super.init(
            name: "alongside", title: "Alongside animations",
            note: "The swatch's colour is animated alongside each push and pop, with the page's transition"
                + " coordinator: push the orange page, then drag back from the left edge: the colour follows the"
                + " drag, and goes back with it if you let go early.", catalog: catalog)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        swatch.name = "swatch"
        swatch.backgroundColor = Color(white: 0.8)
        swatch.layer.cornerRadius = 10
        column.add(swatch, height: 120)
        status.name = "alongside-status"
        status.text = "Nothing has moved yet."
        column.add(status, height: 24)
        addPushButton("Push the orange page", page: "orange")
    }

    /// The colour for the transition about to begin, and whether the page is on screen (so a
    /// cancelled pop's balancing viewWillDisappear asks for nothing).
    private var pending: Color?
    private var isOnScreen = false
    private var observes = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follow(to: Self.blue)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
        applyPending()
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // A cancelled pop back to this page calls this too, as it goes back: the colour has
        // gone back with the transition already.
        guard isOnScreen else { return }
        follow(to: .orange)
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        isOnScreen = false
        applyPending()
    }

    /// Animates the swatch to `color` alongside the transition that is starting. Segue makes
    /// the coordinator once the will-callbacks have run, so the page asks for it when the
    /// transition begins (the window's transition events), unless it has one already.
    private func follow(to color: Color) {
        if let coordinator = transitionCoordinator, !coordinator.hasEnded {
            follow(coordinator, to: color)
            return
        }
        pending = color
        guard !observes, let window = navigationController?.view.window else { return }
        observes = true
        window.observeTransitions { [weak self] event in
            guard event.phase == .begin, let self, pending != nil else { return }
            if let coordinator = transitionCoordinator, !coordinator.hasEnded, let color = pending {
                pending = nil
                follow(coordinator, to: color)
            }
        }
    }

    /// A change that did not animate (no transition began): the colour at once.
    private func applyPending() {
        guard let color = pending else { return }
        pending = nil
        swatch.backgroundColor = color
    }

    private func follow(_ coordinator: TransitionCoordinator, to color: Color) {
        // Asked now: once the user lets go, the transition is no longer interactive.
        let kind =
            coordinator.isInteractive ? "Interactive \(coordinator.operation)" : "\(coordinator.operation)".capitalized
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in swatch.backgroundColor = color },
            completion: { [weak self] coordinator in
                let how = coordinator.isCancelled ? "cancelled: the colour went back with it" : "completed"
                self?.status.text = "Last: \(kind) \(how)."
            })
    }
}
