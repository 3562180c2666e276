import Geometry

/// The look of a borderless control under the pointer and pressed (a bar item, the back
/// button, a tab item, a switch): a faint translucent black drawn behind its content, as
/// GTK's and libadwaita's header bar buttons show hover. Translucent, so it darkens whatever
/// the control sits on by the same amount.
public enum PointerHighlight {
    // docs-number: borderless controls (bar items, tab items, switches) under the pointer
    /// Behind a hovered control's content.
    public static let hovered = Color(light: Color(white: 0, alpha: 0.06), dark: Color(white: 1, alpha: 0.1))
    // docs-number: borderless controls pressed
    /// Behind a pressed control's content (with the pointer inside).
    public static let pressed = Color(light: Color(white: 0, alpha: 0.1), dark: Color(white: 1, alpha: 0.16))

    /// The highlight for `state`: none at rest or when disabled.
    public static func color(for state: ControlState) -> Color? {
        if state.contains(.disabled) { return nil }
        if state.contains(.highlighted) { return pressed }
        if state.contains(.hovered) { return hovered }
        return nil
    }
}
