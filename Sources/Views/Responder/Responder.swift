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

    // MARK: - The first responder (KeyboardFocus.md)

    /// Whether this responder can become the first responder: the one keys and typed text go
    /// to first (UIKit's `canBecomeFirstResponder`). False by default; a text field says yes
    /// while it is enabled. A view that says yes also takes keyboard focus: in a window the
    /// first responder is the focused view.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this responder lets the first-responder status go when asked (UIKit's
    /// `canResignFirstResponder`): a text field asks its delegate (`textFieldShouldEndEditing`).
    /// True by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder (UIKit's `isFirstResponder`): a
    /// view that has keyboard focus and can be first responder. A responder that is not a view
    /// knows no window and says false; ask `Window.firstResponder` about the app's key responder.
    open var isFirstResponder: Bool {
        guard let view = self as? View else { return false }
        return view.window?.firstResponderView === view
    }

    /// Makes this responder the first responder (UIKit's `becomeFirstResponder()`): a view in a
    /// window takes keyboard focus, which the previous first responder must let go
    /// (`canResignFirstResponder`), and a text field starts editing. False, with nothing
    /// changed, when it cannot (`canBecomeFirstResponder`, not in a window, hidden, outside the
    /// top presented page, refused by a delegate). A responder that is not a view has no window
    /// to ask: `Window.makeFirstResponder(_:)` takes it.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let view = self as? View, let window = view.window else { return false }
        return window.focusSystem.makeFirstResponder(view)
    }

    /// Gives up the first-responder status (UIKit's `resignFirstResponder()`): keyboard focus
    /// goes to no view, and a text field ends editing. False when this responder refuses
    /// (`canResignFirstResponder`); true when it was not first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard let view = self as? View, let window = view.window, window.firstResponderView === view else {
            return true
        }
        return window.focusSystem.change(to: nil, showingRing: false, force: false)
    }

    /// Whether this responder agrees to become first responder now: asked once per attempt,
    /// after `canBecomeFirstResponder` (a text field asks `textFieldShouldBeginEditing`).
    func shouldBecomeFirstResponder() -> Bool { true }

    /// This responder became the window's first responder (a text field starts editing).
    func didBecomeFirstResponder() {}

    /// This responder stopped being the first responder (a text field ends editing).
    func didResignFirstResponder() {}
}
