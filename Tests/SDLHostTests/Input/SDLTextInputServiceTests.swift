import CSDL2
import Geometry
import Views

@testable import SDLHost

/// The SDL text-input service on the headless platform: SDL's text-input switch, the caret
/// rectangle in window units, and the clipboard and primary selection (kept by SDL itself
/// where the video driver has none, as the offscreen one; the X11 clipboard is checked by
/// `WindowedInputChecks`).
@MainActor
struct SDLTextInputServiceTests {
    static func service(scale: Double = 1) throws -> SDLTextInputService {
        let window = try SDLWindow(
            platform: HostFixture.platform(), title: "SDLTextInputServiceTests", size: Size(width: 100, height: 80),
            resizable: false, hidden: true, renderer: HostFixture.rendererRequest, scale: scale)
        return SDLTextInputService(window: window)
    }

    /// SDL turns text input on when video starts; the service turns it off, and on only
    /// between start and stop.
    func testTextInputIsOnOnlyWhileStarted() throws {
        SDL_StartTextInput()
        let service = try Self.service()
        expectFalse(service.isTextInputActive)
        expectEqual(SDL_IsTextInputActive(), SDL_FALSE)
        service.startTextInput()
        expectEqual(SDL_IsTextInputActive(), SDL_TRUE)
        service.startTextInput()
        expectTrue(service.isTextInputActive)
        service.stopTextInput()
        expectEqual(SDL_IsTextInputActive(), SDL_FALSE)
        service.stopTextInput()
        expectFalse(service.isTextInputActive)
    }

    /// Stopping drops the typed text still queued (SDL flushes it; what the driver types
    /// while stopped is never queued: `WindowedInputChecks`).
    func testTypedTextIsDroppedWhileStopped() throws {
        let service = try Self.service()
        let ours = service.window.windowID
        SDLEvents.flush()
        service.startTextInput()
        var typed = SDLEvents.text("a", window: ours)
        expectEqual(SDL_PushEvent(&typed), 1)
        service.stopTextInput()
        var event = SDL_Event()
        var texts = 0
        while SDL_PollEvent(&event) != 0 { texts += event.type == SDL_TEXTINPUT.rawValue ? 1 : 0 }
        expectEqual(texts, 0)
    }

    func testTheCaretRectangleIsInWindowUnitsGrownToWholeUnits() {
        let rect = SDLTextInputService.sdlRect(Rect(x: 10.25, y: 20, width: 1.5, height: 17.5), unitsPerPoint: 2)
        expectEqual(rect.map { [$0.x, $0.y, $0.w, $0.h] }, [20, 40, 4, 35])
        let plain = SDLTextInputService.sdlRect(Rect(x: 3, y: 4, width: 2, height: 20), unitsPerPoint: 1)
        expectEqual(plain.map { [$0.x, $0.y, $0.w, $0.h] }, [3, 4, 2, 20])
    }

    func testACaretRectangleThatIsNotFiniteIsIgnored() throws {
        let service = try Self.service()
        service.setTextInputRect(Rect(x: 1, y: 2, width: 2, height: 16))
        service.setTextInputRect(Rect(x: .nan, y: 2, width: 2, height: 16))
        service.setTextInputRect(Rect(x: 1, y: .infinity, width: 2, height: 16))
        expectEqual(service.lastRect.map { [$0.x, $0.y, $0.w, $0.h] }, [1, 2, 2, 16])
        let huge = SDLTextInputService.sdlRect(Rect(x: 1e300, y: -1e300, width: 1, height: 1), unitsPerPoint: 1)
        expectEqual(huge.map { [$0.x, $0.y] }, [1_000_000_000, -1_000_000_000])
    }

    func testTheClipboardRoundTrips() throws {
        let service = try Self.service()
        service.clipboardText = "Grüße, 世界 👋"
        expectEqual(service.clipboardText, "Grüße, 世界 👋")
        service.clipboardText = nil
        expectNil(service.clipboardText)
        service.clipboardText = ""
        expectNil(service.clipboardText)
    }

    func testTenMegabytesOfTextRoundTrip() throws {
        let service = try Self.service()
        let line = String(repeating: "0123456789abcdefghijklmnopqrstuvwxyzäöü€😀\n", count: 1)
        let big = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        expectGreater(big.utf8.count, 10_000_000)
        service.clipboardText = big
        expectEqual(service.clipboardText, big)
        service.primarySelectionText = big
        expectEqual(service.primarySelectionText, big)
        service.clipboardText = nil
        service.primarySelectionText = nil
    }

    func testThePrimarySelectionIsApartFromTheClipboard() throws {
        let service = try Self.service()
        service.clipboardText = "copied"
        service.primarySelectionText = "selected"
        expectEqual(service.clipboardText, "copied")
        expectEqual(service.primarySelectionText, "selected")
        expectEqual(SDL_HasPrimarySelectionText(), SDL_TRUE)
        service.primarySelectionText = nil
        expectNil(service.primarySelectionText)
        expectEqual(service.clipboardText, "copied")
        service.clipboardText = nil
    }

    /// A write SDL refuses is reported, and the clipboard keeps what it had.
    func testARefusedWriteIsReportedAndChangesNothing() throws {
        let service = try Self.service()
        var errors: [HostError] = []
        service.onError = { errors.append($0) }
        service.clipboardText = "kept"
        service.injectedSetFailures = 2
        service.clipboardText = "lost"
        service.primarySelectionText = "lost too"
        expectEqual(
            errors,
            [
                .sdl(call: "SDL_SetClipboardText", message: "injected failure"),
                .sdl(call: "SDL_SetPrimarySelectionText", message: "injected failure"),
            ])
        expectEqual(service.clipboardText, "kept")
        expectNotEqual(service.primarySelectionText, "lost too")
        service.clipboardText = nil
    }
}
