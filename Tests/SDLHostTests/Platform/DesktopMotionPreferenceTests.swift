import SDLHost
import Testing

struct DesktopMotionPreferenceTests {
    @Test func theVariableWinsThenGNOMEsSetting() {
        #expect(DesktopMotionPreference.prefersReducedMotion(environment: ["SEGUE_REDUCED_MOTION": "1"]) { "true" })
        #expect(!DesktopMotionPreference.prefersReducedMotion(environment: ["SEGUE_REDUCED_MOTION": "0"]) { "false" })
        #expect(DesktopMotionPreference.prefersReducedMotion(environment: [:]) { "false\n" })
        #expect(!DesktopMotionPreference.prefersReducedMotion(environment: [:]) { "true\n" })
        #expect(!DesktopMotionPreference.prefersReducedMotion(environment: [:]) { nil })
    }
}
