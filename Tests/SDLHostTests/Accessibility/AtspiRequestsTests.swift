import Geometry
import SegueTestSupport
import Views

@testable import SDLHost

/// AT-SPI's calls answered on the adapter's nodes: references, children, roles, states,
/// interfaces, extents in window and screen pixels at scale 2, text and editable text.
@MainActor
struct AtspiRequestsTests {
    @MainActor
    struct Fixture {
        let host = ManualClockWindow(size: Size(width: 400, height: 300))
        let button = Button(frame: Rect(x: 20, y: 60, width: 120, height: 44), title: "Save")
        let field = TextField(frame: Rect(x: 20, y: 120, width: 200, height: 34))
        let adapter: ViewAccessibilityAdapter
        let objects: AtspiObjectTable
        let requests: AtspiRequests

        init() {
            let content = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))
            content.addSubview(button)
            content.addSubview(field)
            host.setContentView(content)
            host.step()
            adapter = ViewAccessibilityAdapter(window: host.window, applicationName: "test-app")
            objects = AtspiObjectTable(root: adapter.application)
            requests = AtspiRequests(
                objects: objects, busName: ":1.7",
                desktop: .structure([.string(Atspi.registryName), .objectPath(Atspi.rootPath)]),
                windowOrigin: { Point(x: 100, y: 50) }, pixelsPerPoint: { 2 }, toolkitVersion: "0.5")
        }
    }

    func testRootAndChildren() throws {
        let fixture = Fixture()
        let requests = fixture.requests
        let app = fixture.adapter.application!
        expectEqual(requests.property(Atspi.accessible, "Name", of: app), .string("test-app"))
        expectEqual(requests.property(Atspi.accessible, "Parent", of: app), requests.desktop)
        expectEqual(requests.property(Atspi.application, "ToolkitName", of: app), .string("Segue"))
        let children = try require(requests.call(Atspi.accessible, "GetChildren", [], on: app))
        let windowPath = fixture.objects.path(for: fixture.adapter.windowNode)
        expectEqual(
            children, [.array(elementSignature: "(so)", [.structure([.string(":1.7"), .objectPath(windowPath)])])])
        expectIdentical(fixture.objects.node(at: windowPath), fixture.adapter.windowNode)
        expectNil(fixture.objects.node(at: "/org/a11y/atspi/accessible/999"))
        let window = fixture.adapter.windowNode
        expectEqual(requests.call(Atspi.accessible, "GetIndexInParent", [], on: window), [.int32(0)])
        expectEqual(requests.call(Atspi.accessible, "GetRole", [], on: window), [.uint32(23)])
        let outOfRange = requests.call(Atspi.accessible, "GetChildAtIndex", [.int32(9)], on: window)
        expectEqual(outOfRange, [.structure([.string(""), .objectPath(Atspi.nullPath)])])
        expectNil(requests.call(Atspi.accessible, "NoSuchMethod", [], on: window))
    }

    func testInterfacesAndExtents() {
        let fixture = Fixture()
        let button = fixture.adapter.node(for: fixture.button)
        let requests = fixture.requests
        expectEqual(
            requests.interfaces(of: button), [Atspi.accessible, Atspi.component, Atspi.action])
        expectTrue(requests.interfaces(of: fixture.adapter.node(for: fixture.field)).contains(Atspi.editableText))
        // 20,60 120x44 points at scale 2: 40,120 240x88 pixels in the window; the window at 100,50.
        let window = requests.call(Atspi.component, "GetExtents", [.uint32(1)], on: button)
        expectEqual(window, [.structure([.int32(40), .int32(120), .int32(240), .int32(88)])])
        let screen = requests.call(Atspi.component, "GetExtents", [.uint32(0)], on: button)
        expectEqual(screen, [.structure([.int32(140), .int32(170), .int32(240), .int32(88)])])
        expectEqual(
            requests.call(Atspi.component, "Contains", [.int32(41), .int32(121), .uint32(1)], on: button),
            [
                .bool(true)
            ])
        expectEqual(
            requests.call(Atspi.component, "Contains", [.int32(39), .int32(121), .uint32(1)], on: button),
            [
                .bool(false)
            ])
    }

    func testTextAndEditableText() {
        let fixture = Fixture()
        let field = fixture.adapter.node(for: fixture.field)
        let requests = fixture.requests
        expectEqual(requests.call(Atspi.editableText, "SetTextContents", [.string("Grüße")], on: field), [.bool(true)])
        expectEqual(requests.call(Atspi.text, "GetText", [.int32(0), .int32(-1)], on: field), [.string("Grüße")])
        expectEqual(requests.call(Atspi.text, "GetText", [.int32(2), .int32(4)], on: field), [.string("üß")])
        expectEqual(requests.property(Atspi.text, "CharacterCount", of: field), .int32(5))
        expectEqual(
            requests.call(Atspi.editableText, "InsertText", [.int32(5), .string("!"), .int32(1)], on: field),
            [
                .bool(true)
            ])
        expectEqual(requests.call(Atspi.editableText, "DeleteText", [.int32(0), .int32(1)], on: field), [.bool(true)])
        expectEqual(fixture.field.text, "rüße!")
        // Bad offsets are clamped, never a trap.
        expectEqual(requests.call(Atspi.text, "GetText", [.int32(-5), .int32(99)], on: field), [.string("rüße!")])
        expectEqual(requests.call(Atspi.editableText, "DeleteText", [.int32(9), .int32(2)], on: field), [.bool(true)])
        expectEqual(fixture.field.text, "rüße!")
        // A button has no editable text.
        let button = fixture.adapter.node(for: fixture.button)
        expectEqual(requests.call(Atspi.editableText, "SetTextContents", [.string("x")], on: button), [.bool(false)])
    }
}
