import Foundation
import Geometry
import Views

/// Follows the desktop's light or dark while the app runs (DarkMode.md in the Views module):
/// a child `gdbus monitor` of the settings portal, or `gsettings monitor` of GNOME's
/// `color-scheme`, whose lines a thread of its own reads; each change is handed to `onChange`
/// on that thread (`DesktopAppearance.follow` passes it to the frame loop's inbox). Stopped by
/// `stop()` or when released.
public final class DesktopAppearanceMonitor {
    private let process: Process

    /// Starts following `source` (`.portal` or `.gnome`); nil for a source with nothing to
    /// follow or when the tool cannot start.
    public init?(
        source: DesktopAppearance.Source, onChange: @escaping @Sendable (UserInterfaceStyle) -> Void
    ) {
        let tool: String
        let arguments: [String]
        let parse: @Sendable (String) -> UserInterfaceStyle?
        switch source {
        case .portal:
            tool = "gdbus"
            arguments = [
                "monitor", "--session", "--dest", DesktopAppearance.portalName, "--object-path",
                DesktopAppearance.portalPath,
            ]
            parse = { line in
                DesktopAppearance.isColorSchemeChange(line) ? DesktopAppearance.style(fromPortal: line) : nil
            }
        case .gnome:
            tool = "gsettings"
            arguments = ["monitor", DesktopAppearance.gnomeSchema, "color-scheme"]
            parse = { line in DesktopAppearance.style(fromGnome: line) }
        case .environment, .none:
            return nil
        }
        guard let (launched, reading) = GLibTool.launch(tool, arguments) else { return nil }
        process = launched
        // Lines are read off the main thread, which may be blocked waiting for SDL's events.
        let thread = Thread {
            var pending = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { return }  // the child ended
                pending.append(chunk)
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                    pending.removeSubrange(pending.startIndex...newline)
                    if let style = parse(line) { onChange(style) }
                }
            }
        }
        thread.name = "segue.desktop-appearance"
        thread.start()
    }

    /// Ends the child (its reading thread ends with it).
    public func stop() {
        if process.isRunning { process.terminate() }
    }

    deinit { stop() }
}

extension DesktopAppearance {
    /// Sets `window.desktopUserInterfaceStyle` to the desktop's now and keeps it so: changes are
    /// read by a `DesktopAppearanceMonitor` and applied on the loop's thread before its next
    /// frame (`FrameLoop.inbox`). Returns the monitor to keep (nil when there is nothing to
    /// follow: `SEGUE_APPEARANCE` set, or no portal and no GNOME setting).
    @MainActor
    public static func follow(
        window: Window, loop: FrameLoop, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> DesktopAppearanceMonitor? {
        let (style, source) = read(environment: environment)
        window.desktopUserInterfaceStyle = style
        let inbox = loop.inbox
        return DesktopAppearanceMonitor(source: source) { style in
            inbox.post { window.desktopUserInterfaceStyle = style }
        }
    }
}
