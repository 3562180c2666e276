import SDLHost

struct DesktopMotionPreferenceTests {
    func testTheVariableWinsThenGNOMEsSetting() {
        expectTrue(DesktopMotionPreference.prefersReducedMotion(environment: ["SEGUE_REDUCED_MOTION": "1"]) { "true" })
        expectFalse(
            DesktopMotionPreference.prefersReducedMotion(environment: ["SEGUE_REDUCED_MOTION": "0"]) { "false" })
        expectTrue(DesktopMotionPreference.prefersReducedMotion(environment: [:]) { "false\n" })
        expectFalse(DesktopMotionPreference.prefersReducedMotion(environment: [:]) { "true\n" })
        expectFalse(DesktopMotionPreference.prefersReducedMotion(environment: [:]) { nil })
    }
}
