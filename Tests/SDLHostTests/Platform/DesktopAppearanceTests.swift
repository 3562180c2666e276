import Geometry
import SDLHost
import Testing

/// Where the desktop's light or dark is read from, first answer wins, and what the portal's
/// and GNOME's answers and change lines say (DarkMode.md).
struct DesktopAppearanceTests {
    @Test func theVariableThenThePortalThenGNOMEThenLight() {
        let portalDark: ([String: String]) -> String? = { _ in "(<<uint32 1>>,)\n" }
        let gnomeLight: () -> String? = { "'default'\n" }
        let none: ([String: String]) -> String? = { _ in nil }
        var read = DesktopAppearance.read(
            environment: ["SEGUE_APPEARANCE": "Light"], readPortal: portalDark, readGnome: gnomeLight)
        #expect(read.style == .light && read.source == .environment)
        read = DesktopAppearance.read(environment: [:], readPortal: portalDark, readGnome: gnomeLight)
        #expect(read.style == .dark && read.source == .portal)
        read = DesktopAppearance.read(environment: [:], readPortal: none) { "'prefer-dark'\n" }
        #expect(read.style == .dark && read.source == .gnome)
        read = DesktopAppearance.read(environment: [:], readPortal: none) { nil }
        #expect(read.style == .light && read.source == .none)
        // A value the variable does not take is passed over, not an error.
        read = DesktopAppearance.read(environment: ["SEGUE_APPEARANCE": "dim"], readPortal: portalDark) { nil }
        #expect(read.style == .dark && read.source == .portal)
    }

    @Test func portalAnswersAndSignals() {
        #expect(DesktopAppearance.style(fromPortal: "(<<uint32 1>>,)") == .dark)
        #expect(DesktopAppearance.style(fromPortal: "(<uint32 2>,)") == .light)
        #expect(DesktopAppearance.style(fromPortal: "(<<uint32 0>>,)") == .light)
        #expect(DesktopAppearance.style(fromPortal: "(<<uint32 7>>,)") == nil)
        #expect(DesktopAppearance.style(fromPortal: "Error: GDBus.Error") == nil)
        let line =
            "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
            + "('org.freedesktop.appearance', 'color-scheme', <uint32 1>)"
        #expect(DesktopAppearance.isColorSchemeChange(line))
        #expect(DesktopAppearance.style(fromPortal: line) == .dark)
        #expect(
            !DesktopAppearance.isColorSchemeChange(
                "/org/freedesktop/portal/desktop: org.freedesktop.portal.Settings.SettingChanged "
                    + "('org.freedesktop.appearance', 'accent-color', <(0.1, 0.2, 0.3)>)"))
    }

    @Test func gnomeValuesAndMonitorLines() {
        #expect(DesktopAppearance.style(fromGnome: "'prefer-dark'\n") == .dark)
        #expect(DesktopAppearance.style(fromGnome: "color-scheme: 'prefer-dark'") == .dark)
        #expect(DesktopAppearance.style(fromGnome: "color-scheme: 'prefer-light'") == .light)
        #expect(DesktopAppearance.style(fromGnome: "'default'") == .light)
        #expect(DesktopAppearance.style(fromGnome: "No such key") == nil)
    }

    @Test func withoutASessionBusThePortalIsNotAsked() {
        #expect(DesktopAppearance.portalColorScheme(environment: [:]) == nil)
    }
}
