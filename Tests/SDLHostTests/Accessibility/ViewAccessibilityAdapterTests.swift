import Geometry
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// The adapter over the window's AccessibilityTree: what is a node, its AT-SPI role, name, states and
/// actions; hidden views left out; a presentation hides what is under it.
@MainActor
struct ViewAccessibilityAdapterTests {
    @MainActor
    struct Screen {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 600))
        let title = Label(text: "Settings")
        let hidden = Label(text: "Hidden")
        let button = Button(frame: Rect(x: 20, y: 60, width: 120, height: 44), title: "Save")
        let toggle = Switch(frame: Rect(x: 20, y: 120, width: 51, height: 31))
        let field = TextField(frame: Rect(x: 20, y: 170, width: 200, height: 34))
        let list = ScrollList(
            frame: Rect(x: 0, y: 220, width: 400, height: 300),
            rows: [
                ListRow(title: "Orange bar"), ListRow(title: "White bar", subtitle: "A hairline"),
            ])
        let adapter: ViewAccessibilityAdapter

        init() {
            title.frame = Rect(x: 20, y: 20, width: 200, height: 30)
            hidden.frame = Rect(x: 20, y: 20, width: 200, height: 30)
            hidden.isHidden = true
            field.placeholder = "Title"
            // A see-through wrapper: its label is the content's child in the tree.
            let wrapper = View(frame: Rect(x: 0, y: 0, width: 400, height: 60))
            wrapper.addSubview(title)
            for view in [wrapper, hidden, button, toggle, field, list] { content.addSubview(view) }
            host.setContentView(content)
            host.step()
            adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        }
    }

    func testTreeOfMeaningfulViews() {
        let screen = Screen()
        let app = screen.adapter.application!
        expectEqual(app.role, .application)
        expectEqual(app.name, "test-app")
        expectEqual(app.children.count, 1)
        let window = screen.adapter.windowNode
        expectEqual(window.role, .frame)
        expectIdentical(window.parent, app)
        let roles = window.children.map(\.role)
        expectEqual(roles, [.label, .pushButton, .toggleButton, .entry, .list])
        expectEqual(window.children.map(\.name).prefix(2), ["Settings", "Save"])
        expectIdentical(window.children[0].parent, window)
        let rows = window.children[4].children
        // A row is named by its title and described by its subtitle (the list row's defaults).
        expectEqual(rows.map(\.name), ["Orange bar", "White bar"])
        expectEqual(rows.map(\.nodeDescription), ["", "A hairline"])
        expectEqual(rows.map(\.role), [.listItem, .listItem])
        expectIdentical(rows[0].parent, window.children[4])
        expectEqual(rows[0].actionNames, ["activate"])
    }

    func testStatesValuesAndActions() throws {
        let screen = Screen()
        var presses = 0
        screen.button.addAction { presses += 1 }
        let button = screen.adapter.node(for: screen.button)
        expectTrue(button.states.isSuperset(of: [.enabled, .sensitive, .visible, .showing, .focusable]))
        expectEqual(button.actionNames, ["activate"])
        expectTrue(button.performAction(at: 0))
        expectEqual(presses, 1)
        expectFalse(button.performAction(at: 1))
        expectEqual(presses, 1)
        screen.button.isEnabled = false
        expectFalse(button.states.contains(.enabled))

        let toggle = screen.adapter.node(for: screen.toggle)
        expectEqual(toggle.value, AccessibleValue(current: 0, minimum: 0, maximum: 1, increment: 1))
        expectTrue(toggle.setValue(1))
        expectTrue(screen.toggle.isOn)
        expectTrue(toggle.states.contains(.checked))
        expectFalse(toggle.setValue(.nan))

        let field = screen.adapter.node(for: screen.field)
        expectEqual(field.nodeDescription, "Title")
        expectTrue(field.states.isSuperset(of: [.editable, .singleLine]))
        expectEqual(field.text, "")
        expectTrue(field.setText("Hello"))
        expectEqual(screen.field.text, "Hello")
        expectFalse(screen.adapter.node(for: screen.title).setText("No"))
        expectEqual(screen.title.text, "Settings")
    }

    func testGrabFocusMovesTheKeyboardFocus() {
        let screen = Screen()
        let button = screen.adapter.node(for: screen.button)
        expectTrue(button.grabFocus())
        expectIdentical(screen.host.window.focusedView, screen.button)
        expectTrue(button.states.contains(.focused))
        expectIdentical(screen.adapter.focusedNode, button)
        expectFalse(screen.adapter.node(for: screen.title).grabFocus())
    }

    /// A presented page is the window's only child, a modal dialog: the page under it is hidden.
    func testPresentationHidesWhatIsUnder() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let root = ViewController()
        let under = Label(text: "Under")
        under.frame = Rect(x: 20, y: 100, width: 200, height: 30)
        root.view.addSubview(under)
        host.setRootViewController(NavigationController(rootViewController: root))
        host.step()
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        expectTrue(names(adapter.windowNode).contains("Under"))
        expectFalse(adapter.isPresenting)

        let card = ViewController()
        let over = Label(text: "Over")
        over.frame = Rect(x: 20, y: 100, width: 200, height: 30)
        card.view.addSubview(over)
        root.present(card, animated: false)
        host.step()
        expectTrue(adapter.isPresenting)
        let children = adapter.windowNode.children
        expectEqual(children.count, 1)
        expectEqual(children.first?.role, .dialog)
        expectEqual(children.first?.states.contains(.modal), true)
        expectTrue(names(adapter.windowNode).contains("Over"))
        expectFalse(names(adapter.windowNode).contains("Under"))
    }

    /// A navigation bar's title is a heading; the back button is "Back", described by the title
    /// it shows.
    func testBarTitleIsAHeadingAndBackIsNamed() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let root = ViewController()
        root.title = "Menu"
        let navigation = NavigationController(rootViewController: root)
        host.setRootViewController(navigation)
        let detail = ViewController()
        detail.title = "Detail"
        navigation.pushViewController(detail, animated: false)
        host.step()
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        let nodes = all(adapter.windowNode)
        expectTrue(nodes.contains { $0.role == .heading && $0.name == "Detail" })
        let back = nodes.first { $0.role == .pushButton && $0.name == "Back" }
        expectEqual(back?.nodeDescription, "Menu")
    }

    /// Nodes of views that are gone do not pile up, nor their object paths.
    func testNodesOfViewsThatAreGoneAreDropped() {
        let host = ManualClockWindow(size: Size(width: 400, height: 600))
        let adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
        let objects = AtspiObjectTable(root: adapter.application)
        for index in 0..<2000 {
            let label = Label(text: "Row \(index)")
            host.window.addSubview(label)
            _ = objects.path(for: adapter.node(for: label))
            label.removeFromSuperview()
        }
        expectLessOrEqual(adapter.nodeCount, 512)
        expectLessOrEqual(objects.count, 512)
    }

    private func all(_ node: any AccessibleNode) -> [any AccessibleNode] {
        [node] + node.children.flatMap { all($0) }
    }

    private func names(_ node: any AccessibleNode) -> [String] {
        [node.name] + node.children.flatMap { names($0) }
    }
}
