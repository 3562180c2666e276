import CDBus
import Foundation

/// A private libdbus connection to one bus (the session bus, or the accessibility bus at an
/// address), used from the main thread only: blocking calls while the bridge starts, then
/// non-blocking reads (`readPendingMessages`) and sends.
final class DBusConnection {
    private let raw: OpaquePointer
    private var isOpen = true

    private init(raw: OpaquePointer) {
        self.raw = raw
        // A bus going away ends the bridge, never the app (libdbus's default for a bus
        // connection is to call exit()).
        dbus_connection_set_exit_on_disconnect(raw, 0)
    }

    deinit { close() }

    /// The session bus's address in `environment`: `DBUS_SESSION_BUS_ADDRESS`, else the user's
    /// bus socket in `XDG_RUNTIME_DIR` when there is one. Never libdbus's "autolaunch", which
    /// would start a bus daemon for an app that found none.
    static func sessionAddress(_ environment: [String: String]) -> String? {
        if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
        guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
            access(runtime + "/bus", F_OK) == 0
        else { return nil }
        return "unix:path=" + runtime + "/bus"
    }

    /// The bus at `address`, registered on it (it then has a unique name).
    static func open(address: String) throws(DBusFailure) -> DBusConnection {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        guard let raw = dbus_connection_open_private(address, &error) else { throw DBusFailure(consuming: &error) }
        let connection = DBusConnection(raw: raw)
        guard dbus_bus_register(raw, &error) != 0 else { throw DBusFailure(consuming: &error) }
        return connection
    }

    /// The connection's unique name on its bus (":1.42").
    var uniqueName: String { dbus_bus_get_unique_name(raw).map { String(cString: $0) } ?? "" }

    /// The socket libdbus reads, for a thread to wait on (`DBusSocketWaker`).
    var fileDescriptor: Int32? {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(raw, &descriptor) != 0 ? descriptor : nil
    }

    /// Sends `message` and waits at most `timeoutMilliseconds` for its reply's arguments.
    func call(_ message: DBusMessage, timeoutMilliseconds: Int32 = 2000) throws(DBusFailure) -> [DBusValue] {
        var error = CDBus.DBusError()
        dbus_error_init(&error)
        guard let reply = dbus_connection_send_with_reply_and_block(raw, message.raw, timeoutMilliseconds, &error)
        else { throw DBusFailure(consuming: &error) }
        return DBusMessage(owning: reply).arguments
    }

    /// Queues `message` (written by the next `flush()` or read); returns its serial, which its
    /// reply names (`DBusMessage.replySerial`), or nil when it could not be queued.
    @discardableResult
    func send(_ message: DBusMessage) -> UInt32? {
        guard isOpen else { return nil }
        var serial: UInt32 = 0
        return dbus_connection_send(raw, message.raw, &serial) != 0 ? serial : nil
    }

    /// Asks the bus to route the signals `rule` matches to this connection, without waiting
    /// for its answer (a rule it refuses just brings no signals).
    func addMatch(_ rule: String) {
        guard isOpen else { return }
        dbus_bus_add_match(raw, rule, nil)
    }

    /// Writes every queued message (blocking until the socket took them).
    func flush() {
        guard isOpen else { return }
        dbus_connection_flush(raw)
    }

    /// What arrived since the last look, without waiting; nil once the bus has gone.
    func readPendingMessages() -> [DBusMessage]? {
        guard isOpen, dbus_connection_read_write(raw, 0) != 0 else { return nil }
        var messages: [DBusMessage] = []
        while let message = dbus_connection_pop_message(raw) { messages.append(DBusMessage(owning: message)) }
        return messages
    }

    /// Closes the connection (also done when it is released).
    func close() {
        guard isOpen else { return }
        isOpen = false
        dbus_connection_close(raw)
        dbus_connection_unref(raw)
    }
}

/// What libdbus said went wrong: its error's name and message.
struct DBusFailure: Error, CustomStringConvertible {
    let name: String
    let message: String

    init(name: String, message: String) {
        self.name = name
        self.message = message
    }

    /// Takes libdbus's error and frees it.
    init(consuming error: inout CDBus.DBusError) {
        name = error.name.map { String(cString: $0) } ?? "org.freedesktop.DBus.Error.Failed"
        message = error.message.map { String(cString: $0) } ?? "no message"
        dbus_error_free(&error)
    }

    var description: String { "\(message) (\(name))" }
}
