import Animation
import Geometry
import Layers
@_spi(SegueTools) import Navigation
import SegueTestSupport
import Views

/// A window on a manual clock whose content is a page stack of plain, named views.
@MainActor
final class PageStackHarness: ManualClockStage {
    let stage = ManualClockWindow(size: PageStackHarness.size)
    let stack: PageStackView
    var warnings: [NavigationWarning] = []
    var transitions: [TransitionEvent] = []
    private var viewsByName: [String: View] = [:]

    static let size = Size(width: 800, height: 600)

    init(root: String = "root") {
        let rootView = Self.makeView(root)
        viewsByName[root] = rootView
        stack = PageStackView(rootView: rootView)
        window.onNavigationWarning = { [unowned self] warning in warnings.append(warning) }
        stack.observeTransitions { [unowned self] event in transitions.append(event) }
        stage.setContentView(stack)
    }

    var width: Double { scene.size.width }

    /// The plain view called `name`, made on first use (with a child, as a real page has).
    func view(_ name: String) -> View {
        if let view = viewsByName[name] { return view }
        let view = Self.makeView(name)
        viewsByName[name] = view
        return view
    }

    private static func makeView(_ name: String) -> View {
        let view = View()
        view.name = name
        view.backgroundColor = .white
        let child = View(frame: Rect(x: 20, y: 20, width: 100, height: 40))
        child.name = name + ".button"
        view.addSubview(child)
        return view
    }

    var names: [String] { stack.views.map { $0.name ?? "?" } }

    /// The x of a view's left edge on screen now.
    func x(of name: String) -> Double {
        let layer = view(name).layer.presentation
        return layer.position.x - layer.bounds.width * layer.anchorPoint.x + layer.transform.m41
    }
}
