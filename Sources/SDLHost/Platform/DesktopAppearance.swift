import Foundation
import Geometry

/// The desktop's light or dark (DarkMode.md in the Views module): `SEGUE_APPEARANCE`
/// (`light` or `dark`) when set, else the freedesktop settings portal's
/// `org.freedesktop.appearance color-scheme` (1 dark, 2 light, 0 no preference: light) read
/// over the session bus, else GNOME's `org.gnome.desktop.interface color-scheme`
/// (`prefer-dark` is dark), else light. The bus and GSettings are asked through GLib's own
/// tools, `gdbus` and `gsettings` (as `DesktopMotionPreference` asks for reduced motion): no
/// D-Bus library to link, and what they print is stable. `Application` applies it and
/// follows it live (`follow(window:loop:environment:)`).
public enum DesktopAppearance {
    /// The environment variable that decides, over the desktop: `light` or `dark`.
    public static let environmentVariable = "SEGUE_APPEARANCE"

    /// Where the style came from, and so what can be followed.
    public enum Source: Equatable, Sendable {
        /// `SEGUE_APPEARANCE`: fixed, nothing to follow.
        case environment
        /// The settings portal answered: its `SettingChanged` signal is followed.
        case portal
        /// GNOME's setting answered: `gsettings monitor` follows it.
        case gnome
        /// Nothing answered: light, nothing to follow.
        case none
    }

    /// The desktop's style and where it came from. `readPortal` and `readGnome` (injectable for
    /// tests) return what `gdbus` and `gsettings` print, or nil when they could not ask.
    public static func read(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        readPortal: ([String: String]) -> String? = DesktopAppearance.portalColorScheme,
        readGnome: () -> String? = DesktopAppearance.gnomeColorScheme
    ) -> (style: UserInterfaceStyle, source: Source) {
        if let value = environment[environmentVariable], let style = UserInterfaceStyle(name: value) {
            return (style, .environment)
        }
        if let answer = readPortal(environment), let style = style(fromPortal: answer) {
            return (style, .portal)
        }
        if let answer = readGnome(), let style = style(fromGnome: answer) {
            return (style, .gnome)
        }
        return (.light, .none)
    }

    /// The style a portal answer or `SettingChanged` line names: the `uint32` after it (1 dark,
    /// 2 light, 0 light as no preference); nil when there is none or another value.
    public static func style(fromPortal text: String) -> UserInterfaceStyle? {
        guard let range = text.range(of: "uint32 ") else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        switch Int(digits) {
        case 1: return .dark
        case 0, 2: return .light
        default: return nil
        }
    }

    /// The style GNOME's `color-scheme` names (`'prefer-dark'` dark, `'default'` and
    /// `'prefer-light'` light), also in a `gsettings monitor` line (`color-scheme:
    /// 'prefer-dark'`); nil for anything else.
    public static func style(fromGnome text: String) -> UserInterfaceStyle? {
        if text.contains("'prefer-dark'") { return .dark }
        if text.contains("'default'") || text.contains("'prefer-light'") { return .light }
        return nil
    }

    /// Whether a `gdbus monitor` line is the portal's `SettingChanged` of `color-scheme`.
    public static func isColorSchemeChange(_ line: String) -> Bool {
        line.contains("SettingChanged") && line.contains("'org.freedesktop.appearance', 'color-scheme'")
    }

    /// Whether there is a session bus to ask: `DBUS_SESSION_BUS_ADDRESS`, or the bus socket in
    /// `XDG_RUNTIME_DIR`. Without one, GLib would try to launch a bus: not asked.
    static func hasSessionBus(_ environment: [String: String]) -> Bool {
        if environment["DBUS_SESSION_BUS_ADDRESS"].map({ !$0.isEmpty }) ?? false { return true }
        guard let runtime = environment["XDG_RUNTIME_DIR"] else { return false }
        return FileManager.default.fileExists(atPath: runtime + "/bus")
    }

    /// `gdbus call` of the portal's `Settings.Read("org.freedesktop.appearance",
    /// "color-scheme")` (one second at most), or nil without a session bus, gdbus or answer.
    public static func portalColorScheme(environment: [String: String]) -> String? {
        guard hasSessionBus(environment) else { return nil }
        return GLibTool.output(
            "gdbus",
            [
                "call", "--session", "--timeout", "1", "--dest", portalName, "--object-path", portalPath,
                "--method", "org.freedesktop.portal.Settings.Read", "org.freedesktop.appearance", "color-scheme",
            ])
    }

    /// `gsettings get org.gnome.desktop.interface color-scheme`, or nil without gsettings, the
    /// schema or the key.
    public static func gnomeColorScheme() -> String? {
        GLibTool.output("gsettings", ["get", gnomeSchema, "color-scheme"])
    }

    /// The portal's bus name and object.
    static let portalName = "org.freedesktop.portal.Desktop"
    static let portalPath = "/org/freedesktop/portal/desktop"
    /// GNOME's schema of the setting.
    static let gnomeSchema = "org.gnome.desktop.interface"
}

/// GLib's command-line tools, found in /usr/bin or /bin.
enum GLibTool {
    static func path(_ name: String) -> String? {
        ["/usr/bin/" + name, "/bin/" + name].first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The tool started with its standard output piped back (its errors dropped); nil when
    /// there is no such tool or it cannot start.
    static func launch(_ name: String, _ arguments: [String]) -> (process: Process, output: FileHandle)? {
        guard let path = path(name) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        return (process, output.fileHandleForReading)
    }

    /// What the tool prints when it ends with status 0; nil otherwise.
    static func output(_ name: String, _ arguments: [String]) -> String? {
        guard let (process, output) = launch(name, arguments) else { return nil }
        let data = output.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(data: data, encoding: .utf8)
    }
}
