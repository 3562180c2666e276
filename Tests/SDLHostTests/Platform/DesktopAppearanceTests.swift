import Geometry
import SDLHost

/// Where the desktop's light or dark is read from, first answer wins, and what the portal's
/// and GNOME's answers and change lines say (DarkMode.md).
struct DesktopAppearanceTests {
    func testTheVariableThenThePortalThenGNOMEThenLight() {
        let portalDark: ([String: String]) -> String? = { _ in "(<<uint32 1>>,)\n" }
        let gnomeLight: () -> String? = { "'default'\n" }
        let none: ([String: String]) -> String? = { _ in nil }
        var read = DesktopAppearance.read(
            environment: ["SEGUE_APPEARANCE": "Light"], readPortal: portalDark, readGnome: gnomeLight)
        expectTrue(read.style == .light && read.source == .environment)
        read = DesktopAppearance.read(environment: [:], readPortal: portalDark, readGnome: gnomeLight)
        expectTrue(read.style == .dark && read.source == .portal)
        read = DesktopAppearance.read(environment: [:], readPortal: none) { "'prefer-dark'\n" }
        expectTrue(read.style == .dark && read.source == .gnome)
        read = DesktopAppearance.read(environment: [:], readPortal: none) { nil }
        expectTrue(read.style == .light && read.source == .none)
        // A value the variable does not take is passed over, not an error.
        read = DesktopAppearance.read(environment: ["SEGUE_APPEARANCE": "dim"], readPortal: portalDark) { nil }
        expectTrue(read.style == .dark && read.source == .portal)
    }

    func testPortalAnswersAndSignals() {
        expectEqual(DesktopAppearance.style(fromPortal: "(<<uint32 1>>,)"), .dark)
        expectEqual(DesktopAppearance.style(fromPortal: "(<uint32 2>,)"), .light)
        expectEqual(DesktopAppearance.style(fromPortal: "(<<uint32 0>>,)"), .light)
        expectNil(DesktopAppearance.style(fromPortal: "(<<uint32 7>>,)"))
        expectNil(DesktopAppearance.style(fromPortal: "Error: GDBus.Error"))
        let line =
            "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
            + "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"
        expectTrue(DesktopAppearance.isColorSchemeChange(line))
        expectEqual(DesktopAppearance.style(fromPortal: line), .dark)
        expectFalse(
            DesktopAppearance.isColorSchemeChange(
                "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
                    + "('org.freedesktop.appearance', 'accent-color', <(0.1, 0.2, 0.3)>)"))
    }

    func testGnomeValuesAndMonitorLines() {
        expectEqual(DesktopAppearance.style(fromGnome: "'prefer-dark'\n"), .dark)
        expectEqual(DesktopAppearance.style(fromGnome: "color-scheme: 'prefer-dark'"), .dark)
        expectEqual(DesktopAppearance.style(fromGnome: "color-scheme: 'prefer-light'"), .light)
        expectEqual(DesktopAppearance.style(fromGnome: "'default'"), .light)
        expectNil(DesktopAppearance.style(fromGnome: "No such key"))
    }

    func testWithoutASessionBusThePortalIsNotAsked() {
        expectNil(DesktopAppearance.portalColorScheme(environment: [:]))
    }
}
