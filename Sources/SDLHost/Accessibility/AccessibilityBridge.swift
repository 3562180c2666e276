import CSDL2
import Foundation
import Geometry
import Logging
import Views

/// The AT-SPI bridge: a window's views, exported over D-Bus to the desktop's accessibility bus
/// so that screen readers (Orca) and other assistive technologies can read and drive the app
/// (Accessibility.md).
///
/// `start` connects only when asked to (`forced`, `SEGUE_ACCESSIBILITY=1`) or when the
/// desktop's `org.a11y.Status` says an assistive technology is on; without D-Bus it logs one
/// line and the app runs as before. Once connected, nothing happens per frame until a client
/// listens for events, and nodes are made only when a client asks for them.
@MainActor
public final class AccessibilityBridge {
    /// The window exported.
    public let window: Window
    private let connection: DBusConnection
    private let adapter: ViewAccessibilityAdapter
    private let objects: AtspiObjectTable
    private var requests: AtspiRequests
    private var waker: DBusSocketWaker?
    private var tracker = AtspiEventTracker()
    private var registeredEventsCall: UInt32?
    /// Event listeners the registry knows of (any client's); events are tracked while > 0.
    private(set) var registeredListeners = 0
    /// Is the bridge connected to the accessibility bus?
    public private(set) var isConnected = true

    private init(
        window: Window, sdlWindow: SDLWindow, connection: DBusConnection, applicationName: String
    ) {
        self.window = window
        self.connection = connection
        adapter = ViewAccessibilityAdapter(window: window, applicationName: applicationName)
        objects = AtspiObjectTable(root: adapter.application)
        let desktop = DBusValue.structure([.string(Atspi.registryName), .objectPath(Atspi.rootPath)])
        requests = AtspiRequests(
            objects: objects, busName: connection.uniqueName, desktop: desktop,
            windowOrigin: { sdlWindow.screenOrigin }, pixelsPerPoint: { sdlWindow.unitsPerPoint },
            toolkitVersion: Self.toolkitVersion)
        // The window's changes only mark the tracker dirty: compared after the next frame.
        window.observeFocusChanges { [weak self] _ in self?.tracker.focusMoved() }
        window.observeAccessibilityNotifications { [weak self] post in
            guard let self else { return }
            tracker.noted(post, adapter: adapter)
        }
    }

    /// The version the application reports (`org.a11y.atspi.Application.Version`).
    nonisolated public static let toolkitVersion = "0.5"

    /// Connects `window` to the desktop's accessibility bus, when asked to (`forced`, or
    /// `SEGUE_ACCESSIBILITY=1` in `environment`; `SEGUE_ACCESSIBILITY=0` keeps it off) or when
    /// the desktop says an assistive technology is on; `loop` then hands the bridge the bus's
    /// messages between frames. Returns nil, after one logged line (`segue.host`), when it does
    /// not connect now: at debug level when nobody asked for it, as a warning when it was
    /// forced. While the desktop has no assistive technology on, `loop` keeps watching
    /// `org.a11y.Status` and the bridge connects when one is turned on (a screen reader
    /// started after the app).
    public static func start(
        window: Window, sdlWindow: SDLWindow, loop: FrameLoop, applicationName: String, forced: Bool = false,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AccessibilityBridge? {
        let request = AccessibilityActivation.request(forced: forced, environment: environment)
        if request == false {
            HostLog.host.debug("accessibility: off (\(AccessibilityActivation.variable)=0)")
            return nil
        }
        let level: Logger.Level = request == true ? .warning : .debug
        let connect = { (session: DBusConnection) throws(DBusFailure) -> AccessibilityBridge in
            let address = try AccessibilityActivation.accessibilityBusAddress(session)
            let connection = try DBusConnection.open(address: address)
            let bridge = AccessibilityBridge(
                window: window, sdlWindow: sdlWindow, connection: connection, applicationName: applicationName)
            bridge.connect(loop: loop)
            HostLog.host.debug("accessibility: connected as \(connection.uniqueName)")
            return bridge
        }
        do throws(DBusFailure) {
            guard let sessionAddress = DBusConnection.sessionAddress(environment) else {
                throw DBusFailure(
                    name: "org.freedesktop.DBus.Error.NoServer",
                    message: "no session bus (DBUS_SESSION_BUS_ADDRESS is not set)")
            }
            let session = try DBusConnection.open(address: sessionAddress)
            if request == nil, try !AccessibilityActivation.desktopWantsAccessibility(session) {
                HostLog.host.debug("accessibility: no assistive technology is on (org.a11y.Status); watching it")
                AccessibilityStatusWatch.start(session: session, loop: loop) { session in
                    do throws(DBusFailure) {
                        return try connect(session)
                    } catch {
                        HostLog.host.warning("accessibility: not connected, the app runs without it: \(error)")
                        return nil
                    }
                }
                return nil
            }
            defer { session.close() }
            return try connect(session)
        } catch {
            HostLog.host.log(level: level, "accessibility: not connected, the app runs without it: \(error)")
            return nil
        }
    }

    /// Leaves the accessibility bus (the desktop's registry sees the application go).
    public func stop() {
        guard isConnected else { return }
        isConnected = false
        waker?.stop()
        waker = nil
        connection.close()
    }

    /// Embeds the application in the registry, asks which events clients listen for, and has
    /// `loop` wake the bridge when the bus has something to read.
    private func connect(loop: FrameLoop) {
        let busName = connection.uniqueName
        if let embed = DBusMessage.methodCall(
            destination: Atspi.registryName, path: Atspi.rootPath, interface: Atspi.socket, member: "Embed")
        {
            // Not waited for: the registry may ask the application things before it answers.
            embed.append([.structure([.string(busName), .objectPath(Atspi.rootPath)])])
            connection.send(embed)
        }
        connection.addMatch("type='signal',interface='\(Atspi.registryInterface)',member='EventListenerRegistered'")
        connection.addMatch("type='signal',interface='\(Atspi.registryInterface)',member='EventListenerDeregistered'")
        askForRegisteredEvents()
        emit(
            AtspiEventTracker.Event(
                source: adapter.windowNode, interface: Atspi.eventWindow, member: "Activate", detail: "",
                data: .string(adapter.windowNode.name)))
        connection.flush()
        if let descriptor = connection.fileDescriptor, let waker = DBusSocketWaker(fileDescriptor: descriptor) {
            self.waker = waker
            loop.eventHandlers[waker.eventType] = { [weak self] in self?.dispatch() }
        } else {
            HostLog.host.warning("accessibility: the bus cannot wake the frame loop; requests wait for a frame")
        }
        window.scene.observeRenderedFrames { [weak self] in self?.frameDrawn() }
        dispatch()
    }

    private func askForRegisteredEvents() {
        guard
            let message = DBusMessage.methodCall(
                destination: Atspi.registryName, path: "/org/a11y/atspi/registry", interface: Atspi.registryInterface,
                member: "GetRegisteredEvents")
        else { return }
        registeredEventsCall = connection.send(message)
    }

    /// Reads and answers everything the bus sent, without waiting.
    func dispatch() {
        guard isConnected else { return }
        guard let messages = connection.readPendingMessages() else {
            HostLog.host.notice("accessibility: the accessibility bus went away; the app runs without it")
            stop()
            return
        }
        for message in messages { handle(message) }
        if registeredListeners > 0, tracker.isDirty { emitChanges() }
        connection.flush()
        waker?.rearm()
    }

    /// After each frame drawn, while a client listens: the events for what changed.
    private func frameDrawn() {
        // Without a waker (no SDL event type left), the bus is read after each frame instead.
        if waker == nil { dispatch() }
        guard isConnected, registeredListeners > 0, tracker.isDirty else { return }
        emitChanges()
        connection.flush()
    }

    private func emitChanges() {
        let requests = requests
        for event in tracker.changes(adapter: adapter, reference: { requests.reference($0) }) { emit(event) }
    }

    private func emit(_ event: AtspiEventTracker.Event) {
        guard
            let signal = DBusMessage.signal(
                path: objects.path(for: event.source), interface: event.interface, member: event.member)
        else { return }
        signal.append([
            .string(event.detail), .int32(event.detail1), .int32(event.detail2), .variant(event.data),
            .array(elementSignature: "{sv}", []),
        ])
        connection.send(signal)
    }

    private func handle(_ message: DBusMessage) {
        if message.isSignal {
            if message.interface == Atspi.registryInterface,
                message.member == "EventListenerRegistered" || message.member == "EventListenerDeregistered"
            {
                askForRegisteredEvents()
            }
            return
        }
        if message.isMethodReturn || message.isError {
            if message.replySerial == registeredEventsCall {
                registeredEventsCall = nil
                let before = registeredListeners
                if case .array(_, let events)? = message.arguments.first { registeredListeners = events.count }
                if before == 0 && registeredListeners > 0 { tracker.reset(adapter: adapter) }
            }
            return
        }
        guard message.isMethodCall else { return }
        let reply = answer(message)
        guard !message.noReplyExpected, let reply else { return }
        connection.send(reply)
    }

    /// The reply to a method call: its return, or an error naming what was not found.
    private func answer(_ message: DBusMessage) -> DBusMessage? {
        let interface = message.interface ?? ""
        let member = message.member ?? ""
        let arguments = message.arguments
        if message.path == Atspi.cachePath, interface == Atspi.cache, member == "GetItems" {
            // No bulk cache (nodes are made when asked): an empty list, and clients ask object
            // by object.
            let reply = message.makeReturn()
            return reply?.append([.array(elementSignature: Atspi.cacheItemSignature, [])]) == true ? reply : nil
        }
        guard let node = objects.node(at: message.path ?? "") else {
            return message.makeError(
                name: "org.freedesktop.DBus.Error.UnknownObject", message: "no object at \(message.path ?? "")")
        }
        var values: [DBusValue]?
        switch interface {
        case Atspi.introspectable where member == "Introspect":
            values = [.string(AtspiIntrospection.document(interfaces: requests.interfaces(of: node)))]
        case Atspi.properties:
            values = properties(member, arguments, node)
        default:
            values = requests.call(interface, member, arguments, on: node)
        }
        guard let values else {
            return message.makeError(
                name: "org.freedesktop.DBus.Error.UnknownMethod", message: "no method \(member) of \(interface)")
        }
        let reply = message.makeReturn()
        guard reply?.append(values) == true else { return nil }
        return reply
    }

    private func properties(_ member: String, _ arguments: [DBusValue], _ node: any AccessibleNode) -> [DBusValue]? {
        let interface = arguments.first?.stringValue ?? ""
        switch member {
        case "Get":
            guard arguments.count >= 2, let name = arguments[1].stringValue,
                let value = requests.property(interface, name, of: node)
            else { return nil }
            return [.variant(value)]
        case "GetAll":
            let entries = requests.allProperties(interface, of: node).map {
                DBusValue.dictEntry(.string($0.0), .variant($0.1))
            }
            return [.array(elementSignature: "{sv}", entries)]
        case "Set":
            guard arguments.count >= 3, let name = arguments[1].stringValue else { return nil }
            switch (interface, name) {
            case (Atspi.application, "Id"):
                requests.applicationID = Int32(clamping: arguments[2].integerValue ?? 0)
            case (Atspi.value, "CurrentValue"):
                guard let number = arguments[2].doubleValue, node.setValue(number) else { return nil }
            default:
                return nil
            }
            return []
        default:
            return nil
        }
    }
}

extension SDLWindow {
    /// The window's top-left corner on the screen, in SDL's window units (pixels on X11).
    var screenOrigin: Point {
        var x: Int32 = 0
        var y: Int32 = 0
        SDL_GetWindowPosition(window, &x, &y)
        return Point(x: Double(x), y: Double(y))
    }
}
