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
    private let status = Label(text: "", font: .boldSystem(size: 15), textColor: .demoGray(0.15))

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
        swatch.backgroundColor = .demoGray(0.8)
        swatch.layer.cornerRadius = 10
        column.add(swatch, height: 120)
        status.name = "alongside-status"
        status.text = "Nothing has moved yet."
        column.add(status, height: 24)
        addPushButton("Push the orange page", page: "orange")
    }

    /// Whether the page is on screen, so a cancelled pop's balancing viewWillDisappear asks
    /// for nothing.
    private var isOnScreen = false

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        follow(to: Self.blue)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        isOnScreen = true
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
    }

    /// Animates the swatch to `color` alongside the transition the will-callback is part of
    /// (UIKit's pattern: the coordinator is there in viewWillAppear), or at once when there is
    /// none (a change without animation).
    private func follow(to color: Color) {
        guard let coordinator = transitionCoordinator, !coordinator.hasEnded else {
            swatch.backgroundColor = color
            return
        }
        follow(coordinator, to: color)
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
