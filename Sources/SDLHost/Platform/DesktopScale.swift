import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// How many pixels make a point, as the person or the desktop asks (MeasuredSDLFacts.md,
/// "HiDPI").
///
/// `SDLWindow` takes, in order: the scale given in code (the demo's `--scale`), then
/// `SEGUE_SCALE`, then the platform's own drawable scale where SDL reports one (Wayland,
/// macOS), then the desktop's setting read here — `GDK_SCALE`, else X resources' `Xft.dpi`
/// / 96 rounded to a quarter — and else 1.
@_spi(SegueTools) public enum DesktopScale {
    /// The environment variable that sets the scale: a number from 0.5 to 4.
    package static let environmentVariable = "SEGUE_SCALE"
    /// The scales accepted, from 0.5 to 4 pixels per point.
    @_spi(SegueTools) public static let range = 0.5...4.0

    /// `SEGUE_SCALE` when set to a number in `range`; nil otherwise.
    package static func requested(environment: [String: String] = ProcessInfo.processInfo.environment) -> Double? {
        environment[environmentVariable].flatMap(parse)
    }

    /// A scale from text ("2", "1.5"); nil unless a number in `range`.
    @_spi(SegueTools) public static func parse(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else { return nil }
        return value
    }

    /// The desktop's scale: `GDK_SCALE` (a whole number, as GTK reads it), else `Xft.dpi` / 96
    /// rounded to a quarter; nil when neither says anything.
    package static func desktop(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        xftDPI: () -> Double? = DesktopScale.xftDPI
    ) -> Double? {
        if let text = environment["GDK_SCALE"], let whole = Int(text.trimmingCharacters(in: .whitespaces)),
            whole >= 1
        {
            return min(Double(whole), range.upperBound)
        }
        guard let dpi = xftDPI(), dpi > 0 else { return nil }
        let scale = (dpi / 96 * 4).rounded() / 4
        return min(max(scale, 1), range.upperBound)
    }

    /// `Xft.dpi` from the X server's resource database (what `xrdb -query` prints), read
    /// through libX11 loaded at run time, so Segue does not link X11; nil without an X
    /// display or without the resource.
    package static func xftDPI() -> Double? {
        guard ProcessInfo.processInfo.environment["DISPLAY"].map({ !$0.isEmpty }) == true,
            let library = dlopen("libX11.so.6", RTLD_LAZY | RTLD_LOCAL)
        else { return nil }
        defer { dlclose(library) }
        typealias Open = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
        typealias Resources = @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>?
        typealias Close = @convention(c) (OpaquePointer?) -> Int32
        guard let open = dlsym(library, "XOpenDisplay"), let resources = dlsym(library, "XResourceManagerString"),
            let close = dlsym(library, "XCloseDisplay"),
            let display = unsafeBitCast(open, to: Open.self)(nil)
        else { return nil }
        defer { _ = unsafeBitCast(close, to: Close.self)(display) }
        guard let text = unsafeBitCast(resources, to: Resources.self)(display) else { return nil }
        return parseXftDPI(resources: String(cString: text))
    }

    /// The value of the `Xft.dpi` line of an X resource database.
    static func parseXftDPI(resources: String) -> Double? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi" else { continue }
            return Double(parts[1].trimmingCharacters(in: .whitespaces))
        }
        return nil
    }
}
