import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// A window on a manual clock with a split view as its root: a sidebar and a content column,
/// each a navigation controller over a logging page.
@MainActor
final class SplitHarness: ManualClockStage {
    let stage: ManualClockWindow
    let split: SplitViewController
    let sidebar: NavigationController
    let content: NavigationController
    let log = EventLog()
    var transitions: [TransitionEvent] = []
    static let height = 600.0

    init(width: Double, reducedMotion: Bool = false) {
        stage = ManualClockWindow(size: Size(width: width, height: Self.height))
        let sidebarPage = LoggingPage("Sections", log: log)
        let contentPage = LoggingPage("Welcome", log: log)
        sidebar = NavigationController(rootViewController: sidebarPage, name: "sidebar")
        content = NavigationController(rootViewController: contentPage, name: "content")
        split = SplitViewController(primary: sidebar, secondary: content)
        window.prefersReducedMotion = reducedMotion
        window.observeTransitions { [unowned self] event in self.transitions.append(event) }
        stage.setRootViewController(split)
        settle()
        _ = log.take()
    }

    /// Resizes the window to `width` points (the height stays) and runs one frame.
    func resize(to width: Double) {
        play(InputScript(start: clock.now).resize(to: Size(width: width, height: Self.height)))
        step()
    }

    /// A navigation controller over one logging page, to show as the content.
    func detail(_ name: String) -> NavigationController {
        NavigationController(rootViewController: LoggingPage(name, log: log), name: "detail-" + name)
    }

    /// The frame of `controller`'s view in the window's coordinates, as drawn now.
    func frameOnScreen(_ controller: ViewController) -> Rect {
        controller.view.layer.presentationFrameInRoot
    }

    /// The operations of the transitions that began since the last call.
    func takeBegun() -> [TransitionOperation] {
        defer { transitions = [] }
        return transitions.filter { $0.phase == .begin }.map(\.operation)
    }
}
