import CSDL2
import Foundation
import Geometry
import Logging
import Views

/// The `TextInputService` of an `SDLWindow`: SDL's text input switched on and off, the
/// input method's caret rectangle, the clipboard and the X11 primary selection
/// (MeasuredSDLFacts.md, "Typed text and the clipboard under Xvfb").
///
/// SDL 2.26 turns text input on when video starts (where there is no on-screen keyboard:
/// every desktop; `SDL_IsTextInputActive()` is true right after `SDL_Init`), so typed text
/// would arrive whenever a key is pressed. The service turns it off when it is created:
/// `SDL_TEXTINPUT` and `SDL_TEXTEDITING` then come only between `startTextInput()` and
/// `stopTextInput()`, while a view edits text. SDL's text input is one for the whole process
/// (SDL2 has no per-window state): one service per process, as one `SDLPlatform`.
///
/// On X11 SDL serves the clipboard and the primary selection it owns from its event loop:
/// another program reads what was set here only while the loop pumps events (as
/// `FrameLoop` does). Reading them when another program owns them waits for that program
/// (SDL gives up after about a second).
@MainActor
public final class SDLTextInputService: TextInputService {
    /// The window the caret rectangle is relative to.
    public let window: SDLWindow
    /// Told when SDL refuses a request (setting the clipboard or the primary selection);
    /// by default a warning to the `segue.host` logger (swift-log). Nothing else changes: the clipboard keeps
    /// what it had.
    public var onError: (HostError) -> Void = { error in
        HostLog.host.warning("\(error)")
    }
    /// The caret rectangle last given to SDL, in SDL window units; nil after `startTextInput()`.
    private(set) var lastRect: SDL_Rect?
    /// Clipboard and primary-selection writes still to fail on purpose, counting down: the
    /// tests' way of making SDL refuse one (as `SDLWindow.injectedTextureFailures`).
    var injectedSetFailures = 0

    /// Creates the service for `window` and turns SDL's text input off until a view edits.
    public init(window: SDLWindow) {
        self.window = window
        SDL_StopTextInput()
    }

    /// Whether SDL's text input is on.
    public var isTextInputActive: Bool { SDL_IsTextInputActive() == SDL_TRUE }

    /// Turns SDL's text input on (`SDL_StartTextInput`), if it is off.
    public func startTextInput() {
        guard !isTextInputActive else { return }
        SDL_StartTextInput()
        lastRect = nil  // the input method may have been reset: give it the caret again
    }

    /// Turns SDL's text input off (`SDL_StopTextInput`), if it is on: keys are only keys.
    public func stopTextInput() {
        guard isTextInputActive else { return }
        SDL_StopTextInput()
    }

    /// Places the input method's candidate window beside `rect` (window points); cheap to call
    /// every frame: SDL hears only of a change. A rectangle that is not finite is ignored.
    public func setTextInputRect(_ rect: Rect) {
        guard var sdlRect = Self.sdlRect(rect, unitsPerPoint: window.unitsPerPoint) else { return }
        if let lastRect, lastRect.hasSameBounds(as: sdlRect) { return }
        lastRect = sdlRect
        SDL_SetTextInputRect(&sdlRect)
    }

    /// `rect` (points) in SDL window units, grown outwards to whole units; nil when not
    /// finite. Coordinates are kept within a billion units, far beyond any screen.
    static func sdlRect(_ rect: Rect, unitsPerPoint: Double) -> SDL_Rect? {
        let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY].map { $0 * unitsPerPoint }
        guard edges.allSatisfy(\.isFinite) else { return nil }
        let limit = 1e9
        let clamped = edges.map { min(max($0, -limit), limit) }
        let left = Int32(clamped[0].rounded(.down))
        let top = Int32(clamped[1].rounded(.down))
        let right = Int32(clamped[2].rounded(.up))
        let bottom = Int32(clamped[3].rounded(.up))
        return SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
    }

    /// The clipboard's text (`SDL_GetClipboardText`); nil when it holds none. Setting it
    /// (`SDL_SetClipboardText`; nil empties it) makes this program its owner; text ends at
    /// its first NUL, as C strings do.
    public var clipboardText: String? {
        get { Self.takeText(SDL_GetClipboardText()) }
        set { set(newValue, with: SDL_SetClipboardText, call: "SDL_SetClipboardText") }
    }

    /// The X11 primary selection's text (`SDL_GetPrimarySelectionText`, SDL 2.26); nil when
    /// none. Setting it (`SDL_SetPrimarySelectionText`) makes this program its owner.
    public var primarySelectionText: String? {
        get { Self.takeText(SDL_GetPrimarySelectionText()) }
        set { set(newValue, with: SDL_SetPrimarySelectionText, call: "SDL_SetPrimarySelectionText") }
    }

    /// Hands `text` to SDL's `setter`; a refusal goes to `onError`.
    private func set(_ text: String?, with setter: (UnsafePointer<CChar>?) -> Int32, call: String) {
        if injectedSetFailures > 0 {
            injectedSetFailures -= 1
            onError(.sdl(call: call, message: "injected failure"))
            return
        }
        if setter(text ?? "") != 0 { onError(.sdl(call)) }
    }

    /// The text SDL allocated at `pointer`, which this frees (`SDL_free`); nil when there is
    /// none or it is empty (SDL's answer when the clipboard holds no text, or reading it
    /// failed). Bytes that are not UTF-8 become U+FFFD.
    static func takeText(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { SDL_free(pointer) }
        let text = SDLEventTranslator.string(fromCString: pointer)
        return text.isEmpty ? nil : text
    }
}
