import Foundation

/// Whether the desktop asks for reduced motion: `SEGUE_REDUCED_MOTION` (1/0, true/false)
/// when set, else GNOME's `org.gnome.desktop.interface enable-animations` (false means
/// reduced), else no. Apply it with `window.prefersReducedMotion = …`.
public enum DesktopMotionPreference {
    /// Reads the preference; `environment` and `runGSettings` are injectable for tests.
    public static func prefersReducedMotion(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        runGSettings: () -> String? = DesktopMotionPreference.gnomeEnableAnimations
    ) -> Bool {
        if let value = environment["SEGUE_REDUCED_MOTION"]?.lowercased() {
            return ["1", "true", "yes", "on"].contains(value)
        }
        return runGSettings()?.trimmingCharacters(in: .whitespacesAndNewlines) == "false"
    }

    /// `gsettings get org.gnome.desktop.interface enable-animations`, or nil when there is
    /// no gsettings (not a GNOME desktop) or it fails.
    public static func gnomeEnableAnimations() -> String? {
        let candidates = ["/usr/bin/gsettings", "/bin/gsettings"]
        guard let path = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return nil
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["get", "org.gnome.desktop.interface", "enable-animations"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(data: output.fileHandleForReading.readDataToEndOfFile(), encoding: .utf8)
    }
}
