import Geometry

/// What a window needs from the platform to edit text: typed-text events switched on and off,
/// the input method's candidate window placed at the caret, the clipboard and the X11 primary
/// selection. The SDL host implements it (`SDLTextInputService`); `InMemoryTextInputService`
/// stands in for tests and for windows with no host.
@MainActor
public protocol TextInputService: AnyObject {
    /// A view started editing text: typed text and compositions are wanted
    /// (`SDL_StartTextInput`).
    func startTextInput()
    /// No view edits text any more (`SDL_StopTextInput`): keys are keys again.
    func stopTextInput()
    /// The caret's rectangle in window points: the input method's candidate window opens
    /// beside it (`SDL_SetTextInputRect`).
    func setTextInputRect(_ rect: Rect)
    /// The clipboard's text (Ctrl+C, Ctrl+X, Ctrl+V); nil when it holds none.
    var clipboardText: String? { get set }
    /// The primary selection's text (X11: what was last selected; a middle click pastes it);
    /// nil when none, or where the platform has no primary selection.
    var primarySelectionText: String? { get set }
}

/// A `TextInputService` kept in memory: a clipboard and a primary selection of its own, and a
/// record of what was asked, for tests (and a window the host did not wire).
@MainActor
public final class InMemoryTextInputService: TextInputService {
    /// Whether typed text is on (between `startTextInput()` and `stopTextInput()`).
    public private(set) var isTextInputActive = false
    /// The last caret rectangle given, window points.
    public private(set) var textInputRect: Rect?
    /// The clipboard's text.
    public var clipboardText: String?
    /// The primary selection's text.
    public var primarySelectionText: String?

    /// Creates a service with an empty clipboard and primary selection.
    public init() {}

    /// Turns typed text on.
    public func startTextInput() { isTextInputActive = true }
    /// Turns typed text off.
    public func stopTextInput() { isTextInputActive = false }
    /// Keeps `rect`.
    public func setTextInputRect(_ rect: Rect) { textInputRect = rect }
}
