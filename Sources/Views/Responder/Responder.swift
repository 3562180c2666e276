/// Something in the responder chain: keys, the mouse's side buttons and wheel scrolls that the
/// object under them (or the first responder) does not handle go to `nextResponder`, up to
/// the window — and through view controllers — as in UIKit.
@MainActor
open class Responder {
    /// Creates a responder.
    public init() {}

    /// Where unhandled events go next.
    open var nextResponder: Responder? { nil }

    /// Returns whether the key was handled; the default passes it on.
    open func keyDown(_ event: KeyEvent) -> Bool { nextResponder?.keyDown(event) ?? false }

    /// Returns whether the key release was handled; the default passes it on.
    open func keyUp(_ event: KeyEvent) -> Bool { nextResponder?.keyUp(event) ?? false }

    /// Typed text (`InputEvent.text`); a view that edits text inserts it. The default passes
    /// it on.
    open func insertText(_ event: TextInputEvent) -> Bool { nextResponder?.insertText(event) ?? false }

    /// An input method's composition (`InputEvent.composition`); a view that edits text shows
    /// it marked. The default passes it on.
    open func setMarkedText(_ event: TextCompositionEvent) -> Bool { nextResponder?.setMarkedText(event) ?? false }

    /// A press of a button other than the left one (right, middle, back, forward) over this
    /// responder. The navigation layer maps `.back` to a pop.
    open func auxiliaryButtonDown(_ event: PointerEvent) -> Bool {
        nextResponder?.auxiliaryButtonDown(event) ?? false
    }

    /// A wheel or touchpad scroll over this responder.
    open func scrollWheel(_ event: WheelEvent) -> Bool { nextResponder?.scrollWheel(event) ?? false }

    /// Whether this responder can take keyboard focus.
    open var canBecomeFirstResponder: Bool { false }
}
