@testable import SDLHost

/// When the bridge connects: forced by the app or SEGUE_ACCESSIBILITY=1, kept off by =0, else
/// the desktop decides; with no session bus it does not connect (and never autolaunches one).
@MainActor
struct AccessibilityActivationTests {
    func testRequestFollowsTheVariableThenTheApp() {
        expectNil(AccessibilityActivation.request(forced: false, environment: [:]))
        expectEqual(AccessibilityActivation.request(forced: true, environment: [:]), true)
        expectEqual(AccessibilityActivation.request(forced: false, environment: ["SEGUE_ACCESSIBILITY": "1"]), true)
        expectEqual(AccessibilityActivation.request(forced: true, environment: ["SEGUE_ACCESSIBILITY": "0"]), false)
        expectNil(AccessibilityActivation.request(forced: false, environment: ["SEGUE_ACCESSIBILITY": "yes"]))
    }

    func testSessionAddressNeverAutolaunches() {
        expectNil(DBusConnection.sessionAddress([:]))
        expectEqual(DBusConnection.sessionAddress(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/x"]), "unix:path=/x")
        expectNil(DBusConnection.sessionAddress(["XDG_RUNTIME_DIR": "/nonexistent-segue-runtime"]))
    }

    /// A bus address that leads nowhere: no bridge, and the failure is a clear error.
    func testUnreachableBusIsAnError() {
        expectThrows(DBusFailure.self) { try DBusConnection.open(address: "unix:path=/nonexistent-segue/bus") }
    }
}
