import Geometry
import SegueTestSupport
import Views

/// Keys, the side buttons and the wheel: delivered to one responder and passed up the chain.
@MainActor
struct ResponderDispatchTests {
    let log = EventLog()
    let window = makeWindow()
    let controller: LoggingResponder
    let container: LoggingView
    let leaf: LoggingView

    init() {
        controller = LoggingResponder("controller", log: log)
        container = LoggingView("container", frame: Rect(x: 0, y: 0, width: 300, height: 300), log: log)
        leaf = LoggingView("leaf", frame: Rect(x: 50, y: 50, width: 100, height: 100), log: log)
        // The container is a controller's root view: the controller comes after it.
        container.owningResponder = controller
        window.addSubview(container)
        container.addSubview(leaf)
    }

    func testKeysGoToTheFirstResponderAndBubble() {
        leaf.acceptsFirstResponder = true
        leaf.handledKeys = [.character("a")]
        container.handledKeys = [.escape]
        expectTrue(window.makeFirstResponder(leaf))
        window.play(InputScript().key(.character("a")))
        expectEqual(log.entries, ["leaf keyDown", "leaf keyUp"])
        log.entries = []
        window.play(InputScript().key(.escape))
        expectEqual(log.entries, ["leaf keyDown", "container keyDown", "leaf keyUp", "container keyUp"])
        log.entries = []
        controller.handlesEverything = true
        window.play(InputScript().key(.left, modifiers: .alt))
        expectEqual(
            log.entries,
            [
                "leaf keyDown", "container keyDown", "controller keyDown", "leaf keyUp",
                "container keyUp", "controller keyUp",
            ])
    }

    func testWithNoFirstResponderKeysGoToTheWindow() {
        let app = LoggingResponder("app", log: log)
        window.owningResponder = app
        window.play(InputScript().key(.escape))
        expectEqual(log.entries, ["app keyDown", "app keyUp"])
    }

    func testAViewThatCannotTakeFocusIsRefused() {
        expectFalse(window.makeFirstResponder(leaf))
        expectNil(window.firstResponder)
    }

    func testTheBackButtonReachesAuxiliaryButtonDownThroughTheChain() {
        window.play(InputScript().down(at: pt(100, 100), button: .back).up())
        expectEqual(log.entries, ["leaf auxiliary back", "container auxiliary back", "controller auxiliary back"])
        // It is not a pointer sequence.
        expectFalse(window.isTrackingPointer)
        expectEmpty(leaf.pointerEvents)

        log.entries = []
        leaf.handlesAuxiliaryButtons = [.right]
        window.play(InputScript(start: 1).down(at: pt(100, 100), button: .right).up())
        expectEqual(log.entries, ["leaf auxiliary right"])
    }

    func testASideButtonOverNoViewGoesToTheWindow() {
        let app = LoggingResponder("app", log: log)
        window.owningResponder = app
        window.play(InputScript().down(at: pt(350, 280), button: .forward).up())
        expectEqual(log.entries, ["app auxiliary forward"])
    }

    func testTheWheelBubblesToAnAncestorThatHandlesIt() {
        container.handlesWheel = true
        window.play(InputScript().wheel(by: pt(0, -12), at: pt(100, 100)))
        expectEqual(log.entries, ["leaf wheel", "container wheel"])
        log.entries = []
        window.play(InputScript().wheel(by: pt(30, 0), at: pt(250, 250)))
        expectEqual(log.entries, ["container wheel"])
    }

    func testAResizeResizesTheScene() {
        window.play(InputScript().resize(to: Size(width: 640, height: 480)))
        expectEqual(window.scene.size, Size(width: 640, height: 480))
    }
}
