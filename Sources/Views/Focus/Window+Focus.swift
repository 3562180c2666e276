/// Keyboard focus (KeyboardFocus.md): the window keeps which view has
/// it; Tab, Shift+Tab, Enter, Space and the arrows the responder chain leaves move and use it.
extension Window {
    /// The view with keyboard focus (UIKit's `UIFocusSystem.focusedItem`): nil when none has
    /// it, or when the one that had it has left the window.
    public var focusedView: View? { focusSystem.current }

    /// Whether the focus ring is drawn: focus was last moved or used with the keyboard (Tab,
    /// an arrow, Enter, Space). A click hides it, as on a desktop.
    public var showsFocusRing: Bool { focusSystem.showsRing && focusedView != nil }

    /// Gives keyboard focus to `view` (nil: to no view), with the ring shown or not. Returns
    /// false, and leaves focus where it is, when `view` cannot take focus now (it says it
    /// cannot, does not show, is in a page that is moving, or is outside the top presented
    /// page), or a text field losing or taking it refuses (its delegate said no).
    @discardableResult
    public func moveFocus(to view: View?, showingRing: Bool = false) -> Bool {
        if let view, !focusSystem.canFocus(view) { return false }
        return focusSystem.change(to: view, showingRing: showingRing, force: false)
    }

    /// Moves focus as Tab does (`backwards`: as Shift+Tab does): to the next view in reading
    /// order, round the end. False when no view can take focus.
    @discardableResult
    public func moveFocusToNextView(backwards: Bool = false) -> Bool {
        focusSystem.moveToNextStop(backwards: backwards)
    }

    /// The views Tab stops on now, in order: the views that take focus, in reading order (top
    /// to bottom, then left to right), a group (a list, a tab bar) by the view Tab lands on in
    /// it.
    public var focusOrder: [View] { focusSystem.order.map(\.target) }

    /// A container's report that a change away from `from` begins with no drag driving it: a
    /// field editing there stops now (KeyboardFocus.md, "The first responder").
    package func focusPageWillChange(from: View) {
        focusSystem.pageWillChange(from: from)
    }

    /// A container's report that `to` replaced `from` as a page the user sees (a push, a pop,
    /// a presentation, a dismissal, a tab switch): focus in `from` is remembered there and
    /// moves into `to` (KeyboardFocus.md).
    package func focusPageDidChange(from: View, to: View) {
        focusSystem.pageDidChange(from: from, to: to)
    }
}
