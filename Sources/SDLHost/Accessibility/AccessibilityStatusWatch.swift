/// Watches the desktop's `org.a11y.Status` on the session bus while no assistive technology is
/// on, and connects the bridge when one is turned on (`IsEnabled` or `ScreenReaderEnabled`
/// becomes true: a screen reader started after the app). The frame loop keeps the watch, and
/// then the bridge it made, for as long as the loop lives.
///
/// Costs what the bridge's own waiting costs: a thread blocked in `poll()` on the session bus's
/// socket (`DBusSocketWaker`), woken only by the bus's signals about `org.a11y.Bus`.
@MainActor
final class AccessibilityStatusWatch {
    private let session: DBusConnection
    private var waker: DBusSocketWaker?
    private let connect: @MainActor (DBusConnection) -> AccessibilityBridge?
    /// The bridge made once the desktop turned an assistive technology on.
    private(set) var bridge: AccessibilityBridge?

    private init(session: DBusConnection, connect: @escaping @MainActor (DBusConnection) -> AccessibilityBridge?) {
        self.session = session
        self.connect = connect
    }

    /// Starts watching through `session` (which the watch then owns); `connect` makes the
    /// bridge. Without a way to wake `loop` it does not watch (the app runs as before).
    static func start(
        session: DBusConnection, loop: FrameLoop,
        connect: @escaping @MainActor (DBusConnection) -> AccessibilityBridge?
    ) {
        session.addMatch(
            "type='signal',sender='org.a11y.Bus',path='/org/a11y/bus',"
                + "interface='\(Atspi.properties)',member='PropertiesChanged'")
        session.flush()
        guard let descriptor = session.fileDescriptor, let waker = DBusSocketWaker(fileDescriptor: descriptor) else {
            session.close()
            return
        }
        let watch = AccessibilityStatusWatch(session: session, connect: connect)
        watch.waker = waker
        // Held strongly by the loop: nothing else keeps the watch.
        loop.eventHandlers[waker.eventType] = { watch.check() }
    }

    /// Reads what the session bus sent; when `org.a11y.Status` changed and now says an
    /// assistive technology is on, connects the bridge and stops watching.
    func check() {
        guard bridge == nil, let waker else { return }
        guard let messages = session.readPendingMessages() else {
            stop()
            return
        }
        let statusChanged = messages.contains { message in
            message.isSignal && message.member == "PropertiesChanged"
                && message.arguments.first?.stringValue == "org.a11y.Status"
        }
        if statusChanged, (try? AccessibilityActivation.desktopWantsAccessibility(session)) == true {
            bridge = connect(session)
            if bridge != nil {
                stop()
                return
            }
        }
        waker.rearm()
    }

    private func stop() {
        waker?.stop()
        waker = nil
        session.close()
    }
}
