import CSDL2
import Testing

@testable import SDLHost

/// The SDL hints the platform sets for input (see `SDLPlatform.init`).
@MainActor
@Suite struct InputHintTests {
    /// A drag that leaves the window is delivered whole only with SDL's mouse auto-capture;
    /// a click that activates the window is dropped without click-through.
    @Test func platformTurnsMouseCaptureAndClickThroughOn() throws {
        _ = try HostFixture.platform()
        for name in [SDL_HINT_MOUSE_AUTO_CAPTURE, SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH] {
            let hint = SDL_GetHint(name).map { String(cString: $0) }
            expectEqual(hint, "1", "\(name)")
        }
    }
}
