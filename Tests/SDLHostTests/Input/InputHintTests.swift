import CSDL2

@testable import SDLHost

/// The SDL hints the platform sets for input (see `SDLPlatform.init`).
@MainActor
struct InputHintTests {
    /// A drag that leaves the window is delivered whole only with SDL's mouse auto-capture;
    /// a click that activates the window is dropped without click-through.
    func testPlatformTurnsMouseCaptureAndClickThroughOn() throws {
        _ = try HostFixture.platform()
        for name in [SDL_HINT_MOUSE_AUTO_CAPTURE, SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH] {
            let hint = SDL_GetHint(name).map { String(cString: $0) }
            expectEqual(hint, "1", "\(name)")
        }
    }
}
