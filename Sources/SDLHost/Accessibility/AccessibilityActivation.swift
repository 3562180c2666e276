/// Whether the bridge connects, and where: forced on by the app (`--accessibility`) or
/// `SEGUE_ACCESSIBILITY=1`, off with `SEGUE_ACCESSIBILITY=0`, else on only while the desktop's
/// `org.a11y.Status` says an assistive technology is enabled (`IsEnabled` or
/// `ScreenReaderEnabled`), which is also how GTK decides.
enum AccessibilityActivation {
    /// The environment variable that forces the bridge on (1) or off (0).
    static let variable = "SEGUE_ACCESSIBILITY"

    /// What the app and the environment ask for: true (on), false (off), nil (ask the desktop).
    static func request(forced: Bool, environment: [String: String]) -> Bool? {
        switch environment[variable] {
        case "0": return false
        case "1": return true
        default: return forced ? true : nil
        }
    }

    /// Does `org.a11y.Status` on the session bus say an assistive technology is on?
    static func desktopWantsAccessibility(_ session: DBusConnection) throws(DBusFailure) -> Bool {
        guard
            let message = DBusMessage.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: Atspi.properties, member: "GetAll")
        else { throw DBusFailure(name: "org.freedesktop.DBus.Error.NoMemory", message: "no message") }
        message.append([.string("org.a11y.Status")])
        let reply = try session.call(message, timeoutMilliseconds: 1000)
        guard case .array(_, let entries)? = reply.first else { return false }
        return entries.contains { entry in
            guard case .dictEntry(let key, let value) = entry else { return false }
            return (key.stringValue == "IsEnabled" || key.stringValue == "ScreenReaderEnabled")
                && value.boolValue == true
        }
    }

    /// The accessibility bus's address (`org.a11y.Bus.GetAddress`, which starts the bus
    /// launcher through D-Bus activation when it is not running).
    static func accessibilityBusAddress(_ session: DBusConnection) throws(DBusFailure) -> String {
        guard
            let message = DBusMessage.methodCall(
                destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
        else { throw DBusFailure(name: "org.freedesktop.DBus.Error.NoMemory", message: "no message") }
        guard let address = try session.call(message, timeoutMilliseconds: 3000).first?.stringValue, !address.isEmpty
        else { throw DBusFailure(name: "org.freedesktop.DBus.Error.Failed", message: "org.a11y.Bus gave no address") }
        return address
    }
}
