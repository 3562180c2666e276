import CSDL2
import Geometry
import Views

/// Turns one window's `SDL_Event`s into `InputEvent` values (the input seam:
/// docs/ARCHITECTURE.md and InputTranslation.md).
///
/// Events of other windows, and mouse events SDL synthesizes from touches, give nil; so do
/// the events that carry no input (shown, exposed, enter, user events, ...). Timestamps are
/// SDL's own (milliseconds, turned into seconds), never the wall clock. Locations and sizes
/// are in window points: SDL's window units divided by `unitsPerPoint` (2 on X11 at scale 2,
/// see `SDLWindow`); while SDL captures the mouse they can lie outside the window and are
/// kept as they are.
///
/// The pointer leaving the window. What SDL 2.26.5 sent under Xvfb (no window manager),
/// window at (100, 100), 400x300, driven by xdotool, `SDL_HINT_MOUSE_AUTO_CAPTURE` "1" (which
/// `SDLPlatform` sets); each step about 50-100 ms after the previous one:
///
///     ENTER, MOTION state=0 (200,150)          pointer moved into the window
///     BUTTONDOWN b=1 (200,150)
///     MOTION state=1 (600,150)                 outside; our window ID, no LEAVE
///     MOTION state=1 (1179,699)                far outside (screen corner)
///     MOTION state=1 (-50,-50)                 negative coordinates, above-left
///     BUTTONUP b=1 (-50,-50)                   released outside, still our window ID
///     LEAVE                                    only now, right after the release
///     MOTION state=0 (399,150), LEAVE          no button: a last motion clamped to the edge
///
/// When the pointer leaves before SDL has handled the press (press and move out in one
/// batch of X events, as when a frame takes long), SDL sends `LEAVE` and at once `ENTER`
/// while the button is held, then the rest of the drag as above, release outside included.
/// So a LEAVE while a button of ours is held does not end the drag: it gives nil.
///
/// With the hint "0" a drag gives `MOTION state=1 (399,150)` clamped to the edge, `LEAVE`
/// with the button held, then `BUTTONUP` with window ID 0 (no window): the drag is lost to
/// us. That release is the first sign of it, so a release for no window while a button of
/// ours is held gives `.pointerLeft`, and the gesture is cancelled instead of stuck.
///
/// Also seen: press, move out, move and release all in one batch (no pause at all) make SDL
/// lose the release itself (it reports the button held until the next click); no
/// translation can see that.
package struct SDLEventTranslator: Sendable {
    /// SDL's id of the window whose events are translated.
    package let windowID: UInt32
    /// SDL window units per point (`SDLWindow.unitsPerPoint`).
    package let unitsPerPoint: Double
    /// Where the pointer was last seen (window points), from button and motion events.
    package private(set) var lastPointerLocation: Point?
    /// The buttons held in this window (SDL's mask: bit n - 1 for button n), from its button
    /// and motion events.
    package private(set) var heldButtons: UInt32 = 0
    /// Wheel events carry the pointer's location from SDL 2.26 on; before that the last
    /// known pointer location stands in.
    let wheelEventsCarryLocation: Bool
    /// Frees the text of an `SDL_TEXTEDITING_EXT` (SDL's `SDL_free`); tests count the calls.
    var releaseText: @Sendable (UnsafeMutablePointer<CChar>?) -> Void = { SDL_free($0) }

    /// SDL's `SDL_TOUCH_MOUSEID`, `((Uint32)-1)`: the `which` of mouse events synthesized
    /// from touches (Swift imports the macro but cannot evaluate it: "'-1' overflows").
    static let touchMouseID = UInt32.max

    /// Creates a translator for the window `windowID`, whose SDL units are `unitsPerPoint` points.
    package init(windowID: UInt32, unitsPerPoint: Double = 1) {
        self.init(
            windowID: windowID, wheelEventsCarryLocation: Self.linkedSDLHasWheelLocation(), unitsPerPoint: unitsPerPoint
        )
    }

    init(windowID: UInt32, wheelEventsCarryLocation: Bool, unitsPerPoint: Double = 1) {
        self.windowID = windowID
        self.wheelEventsCarryLocation = wheelEventsCarryLocation
        self.unitsPerPoint = unitsPerPoint > 0 ? unitsPerPoint : 1
    }

    /// A location in SDL window units, in points.
    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / unitsPerPoint, y: Double(y) / unitsPerPoint)
    }

    /// True when the SDL library linked at run time fills `SDL_MouseWheelEvent.mouseX/Y`
    /// (2.26.0 and later).
    static func linkedSDLHasWheelLocation() -> Bool {
        var version = SDL_version()
        SDL_GetVersion(&version)
        return (version.major, version.minor, version.patch) >= (2, 26, 0)
    }

    /// The input `event` means for this window, or nil. Frees what SDL allocated for the
    /// event (the text of `SDL_TEXTEDITING_EXT`, any window's): translate each event once.
    package mutating func translate(_ event: SDL_Event) -> InputEvent? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            return translateButton(event.button)
        case SDL_MOUSEMOTION:
            return translateMotion(event.motion)
        case SDL_MOUSEWHEEL:
            return translateWheel(event.wheel)
        case SDL_KEYDOWN, SDL_KEYUP:
            return translateKey(event.key)
        case SDL_WINDOWEVENT:
            return translateWindow(event.window)
        case SDL_TEXTINPUT:
            return translateText(event.text)
        case SDL_TEXTEDITING:
            return translateEditing(event.edit)
        case SDL_TEXTEDITING_EXT:
            return translateEditingExt(event.editExt)
        default:
            return nil
        }
    }

    // MARK: - Mouse

    private mutating func translateButton(_ event: SDL_MouseButtonEvent) -> InputEvent? {
        guard event.which != Self.touchMouseID, let button = Self.pointerButton(sdlButton: Int32(event.button))
        else { return nil }
        let bit = Self.mask(sdlButton: Int32(event.button))
        let isDown = event.type == SDL_MOUSEBUTTONDOWN.rawValue
        if event.windowID == 0, !isDown, heldButtons & bit != 0 {
            // Our drag was released where SDL saw no window of ours: it is lost (see above).
            heldButtons &= ~bit
            return .pointerLeft(timestamp: Self.seconds(event.timestamp))
        }
        guard event.windowID == windowID else { return nil }
        if isDown { heldButtons |= bit } else { heldButtons &= ~bit }
        let location = point(event.x, event.y)
        lastPointerLocation = location
        let phase: PointerEvent.Phase = isDown ? .down : .up
        return .pointer(
            PointerEvent(phase: phase, location: location, button: button, timestamp: Self.seconds(event.timestamp)))
    }

    private mutating func translateMotion(_ event: SDL_MouseMotionEvent) -> InputEvent? {
        guard event.windowID == windowID, event.which != Self.touchMouseID else { return nil }
        let location = point(event.x, event.y)
        lastPointerLocation = location
        heldButtons = event.state  // SDL's own state: corrects what the button events said
        return .pointer(
            PointerEvent(
                phase: .move, location: location, button: Self.lowestHeldButton(state: event.state),
                timestamp: Self.seconds(event.timestamp)))
    }

    private func translateWheel(_ event: SDL_MouseWheelEvent) -> InputEvent? {
        guard event.windowID == windowID, event.which != Self.touchMouseID else { return nil }
        // SDL: y > 0 away from the user, x > 0 to the right, both as the user moved unless
        // the direction is flipped ("natural" scrolling reports the content's motion).
        let sign: Double = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = Point(x: sign * Double(event.preciseX), y: sign * Double(event.preciseY))
        let location =
            wheelEventsCarryLocation
            ? point(event.mouseX, event.mouseY) : (lastPointerLocation ?? .zero)
        return .wheel(WheelEvent(location: location, delta: delta, timestamp: Self.seconds(event.timestamp)))
    }

    /// SDL's button numbers: 1 left, 2 middle, 3 right, 4 X1 (back), 5 X2 (forward).
    static func pointerButton(sdlButton: Int32) -> PointerButton? {
        switch sdlButton {
        case SDL_BUTTON_LEFT: return .left
        case SDL_BUTTON_MIDDLE: return .middle
        case SDL_BUTTON_RIGHT: return .right
        case SDL_BUTTON_X1: return .back
        case SDL_BUTTON_X2: return .forward
        default: return nil
        }
    }

    /// The lowest-numbered button held in a motion event's `state` mask (bit `n - 1` for
    /// button n: SDL's `SDL_BUTTON(n)` macro, which Swift cannot import).
    static func lowestHeldButton(state: UInt32) -> PointerButton? {
        for sdlButton in SDL_BUTTON_LEFT...SDL_BUTTON_X2 where state & mask(sdlButton: sdlButton) != 0 {
            return pointerButton(sdlButton: sdlButton)
        }
        return nil
    }

    /// `SDL_BUTTON(n)`.
    static func mask(sdlButton: Int32) -> UInt32 {
        1 << UInt32(sdlButton - 1)
    }

    // MARK: - Keyboard

    private func translateKey(_ event: SDL_KeyboardEvent) -> InputEvent? {
        guard event.windowID == windowID else { return nil }
        let phase: KeyEvent.Phase = event.type == SDL_KEYDOWN.rawValue ? .down : .up
        return .key(
            KeyEvent(
                phase: phase, key: Self.key(keycode: event.keysym.sym),
                modifiers: Self.modifiers(sdlMod: event.keysym.mod), isRepeat: event.repeat != 0,
                timestamp: Self.seconds(event.timestamp)))
    }

    /// A key by its meaning: SDL's keycode (the layout's), not the physical scancode.
    static func key(keycode: SDL_Keycode) -> Key {
        if let named = namedKeys[keycode] { return named }
        let f1 = Int32(SDLK_F1.rawValue)
        let f13 = Int32(SDLK_F13.rawValue)
        if (f1...Int32(SDLK_F12.rawValue)).contains(keycode) { return .function(Int(keycode - f1) + 1) }
        if (f13...Int32(SDLK_F24.rawValue)).contains(keycode) { return .function(Int(keycode - f13) + 13) }
        // Keycodes without SDLK_SCANCODE_MASK are the Unicode character the key types.
        if keycode >= 0x20, keycode != 0x7F, keycode & Int32(SDLK_SCANCODE_MASK) == 0,
            let scalar = Unicode.Scalar(UInt32(keycode)), scalar.properties.generalCategory != .control,
            let character = Character(scalar).lowercased().first
        {
            return .character(character)
        }
        return .other(keycode)
    }

    private static let namedKeys: [SDL_Keycode: Key] = [
        Int32(SDLK_ESCAPE.rawValue): .escape,
        Int32(SDLK_RETURN.rawValue): .enter,
        Int32(SDLK_KP_ENTER.rawValue): .enter,
        Int32(SDLK_TAB.rawValue): .tab,
        Int32(SDLK_BACKSPACE.rawValue): .backspace,
        Int32(SDLK_DELETE.rawValue): .delete,
        Int32(SDLK_SPACE.rawValue): .space,
        Int32(SDLK_LEFT.rawValue): .left,
        Int32(SDLK_RIGHT.rawValue): .right,
        Int32(SDLK_UP.rawValue): .up,
        Int32(SDLK_DOWN.rawValue): .down,
        Int32(SDLK_HOME.rawValue): .home,
        Int32(SDLK_END.rawValue): .end,
        Int32(SDLK_PAGEUP.rawValue): .pageUp,
        Int32(SDLK_PAGEDOWN.rawValue): .pageDown,
    ]

    /// Shift, control, alt and GUI (meta), left or right.
    static func modifiers(sdlMod: UInt16) -> KeyModifiers {
        let mod = UInt32(sdlMod)
        var modifiers: KeyModifiers = []
        if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        if mod & KMOD_GUI.rawValue != 0 { modifiers.insert(.meta) }
        return modifiers
    }

    // MARK: - Window

    private mutating func translateWindow(_ event: SDL_WindowEvent) -> InputEvent? {
        guard event.windowID == windowID else { return nil }
        let timestamp = Self.seconds(event.timestamp)
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            // SIZE_CHANGED comes for every change (RESIZED only for external ones, and after
            // it): one of them, or a resize would be reported twice.
            return .resized(
                Size(width: Double(event.data1) / unitsPerPoint, height: Double(event.data2) / unitsPerPoint),
                timestamp: timestamp)
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // The gesture is cancelled; until the next motion says otherwise, nothing is held.
            heldButtons = 0
            return .focusLost(timestamp: timestamp)
        case SDL_WINDOWEVENT_LEAVE:
            // Mid-drag, SDL's capture brings the rest of the drag (see above).
            return heldButtons == 0 ? .pointerLeft(timestamp: timestamp) : nil
        default:
            return nil
        }
    }

    /// SDL timestamps are milliseconds since SDL started.
    static func seconds(_ milliseconds: UInt32) -> Double {
        Double(milliseconds) / 1000
    }
}
