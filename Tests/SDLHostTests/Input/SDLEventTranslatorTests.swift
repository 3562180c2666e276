import CSDL2
import Geometry
import Views

@testable import SDLHost

/// Translation of `SDL_Event`s built in code; no SDL state is involved.
struct SDLEventTranslatorTests {
    static let ours: UInt32 = 7
    static let theirs: UInt32 = 8

    static func translator() -> SDLEventTranslator {
        SDLEventTranslator(windowID: ours, wheelEventsCarryLocation: true)
    }

    static func translate(_ event: SDL_Event) -> InputEvent? {
        var translator = translator()
        return translator.translate(event)
    }

    static func pointer(_ event: SDL_Event) -> PointerEvent? {
        guard case .pointer(let pointer)? = translate(event) else { return nil }
        return pointer
    }

    static func key(_ event: SDL_Event) -> KeyEvent? {
        guard case .key(let key)? = translate(event) else { return nil }
        return key
    }

    // MARK: - Buttons

    func testButtonsGoDownAndUp() {
        forEachArgument([
            (SDL_BUTTON_LEFT, PointerButton.left), (SDL_BUTTON_MIDDLE, .middle), (SDL_BUTTON_RIGHT, .right),
            (SDL_BUTTON_X1, .back), (SDL_BUTTON_X2, .forward),
        ]) { Self().buttonsGoDownAndUp(sdlButton: $0.0, expected: $0.1) }
    }

    func buttonsGoDownAndUp(sdlButton: Int32, expected: PointerButton) {
        let down = Self.pointer(SDLEvents.button(true, sdlButton, x: 12, y: 34, window: Self.ours, timestamp: 1500))
        expectEqual(
            down, PointerEvent(phase: .down, location: Point(x: 12, y: 34), button: expected, timestamp: 1.5))
        let up = Self.pointer(SDLEvents.button(false, sdlButton, x: 13, y: 35, window: Self.ours, timestamp: 1516))
        expectEqual(up, PointerEvent(phase: .up, location: Point(x: 13, y: 35), button: expected, timestamp: 1.516))
    }

    func testSideButtonsAreSDLsFourAndFive() {
        expectTrue(SDL_BUTTON_X1 == 4 && SDL_BUTTON_X2 == 5)
        expectEqual(Self.pointer(SDLEvents.button(true, 4, x: 0, y: 0, window: Self.ours))?.button, .back)
        expectEqual(Self.pointer(SDLEvents.button(true, 5, x: 0, y: 0, window: Self.ours))?.button, .forward)
    }

    func testButtonsBeyondTheFiveAreIgnored() {
        expectNil(Self.translate(SDLEvents.button(true, 6, x: 0, y: 0, window: Self.ours)))
        expectNil(Self.translate(SDLEvents.button(false, 9, x: 0, y: 0, window: Self.ours)))
    }

    // MARK: - Motion

    func testMotionReportsTheLowestHeldButton() {
        func held(_ buttons: [Int32]) -> PointerButton?? {
            Self.pointer(SDLEvents.motion(x: 5, y: 6, held: buttons, window: Self.ours)).map(\.button)
        }
        expectEqual(held([]), .some(nil))
        expectEqual(held([SDL_BUTTON_RIGHT]), .right)
        // Seen under Xvfb: right then left held gives state 5.
        expectEqual(held([SDL_BUTTON_LEFT, SDL_BUTTON_RIGHT]), .left)
        expectEqual(held([SDL_BUTTON_RIGHT, SDL_BUTTON_MIDDLE]), .middle)
        expectEqual(held([SDL_BUTTON_X1, SDL_BUTTON_X2]), .back)
        expectEqual(held([SDL_BUTTON_X2]), .forward)
    }

    func testMotionKeepsItsLocationAndTimestamp() {
        let move = Self.pointer(SDLEvents.motion(x: 200, y: 150, window: Self.ours, timestamp: 1198))
        expectEqual(move, PointerEvent(phase: .move, location: Point(x: 200, y: 150), button: nil, timestamp: 1.198))
    }

    /// A captured drag (as SDL sent it under Xvfb for a 400x300 window): coordinates beyond
    /// the window, and negative, are kept.
    func testCoordinatesOutsideTheWindowAreKept() {
        var translator = Self.translator()
        let events = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 200, y: 150, window: Self.ours, timestamp: 1306),
            SDLEvents.motion(x: 600, y: 150, held: [SDL_BUTTON_LEFT], window: Self.ours, timestamp: 1410),
            SDLEvents.motion(x: 1179, y: 699, held: [SDL_BUTTON_LEFT], window: Self.ours, timestamp: 1516),
            SDLEvents.motion(x: -50, y: -50, held: [SDL_BUTTON_LEFT], window: Self.ours, timestamp: 1620),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: -60, y: 700, window: Self.ours, timestamp: 1724),
        ]
        let translated = events.map { translator.translate($0) }
        expectEqual(
            translated,
            [
                .pointer(PointerEvent(phase: .down, location: Point(x: 200, y: 150), button: .left, timestamp: 1.306)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 600, y: 150), button: .left, timestamp: 1.41)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 1179, y: 699), button: .left, timestamp: 1.516)),
                .pointer(PointerEvent(phase: .move, location: Point(x: -50, y: -50), button: .left, timestamp: 1.62)),
                .pointer(PointerEvent(phase: .up, location: Point(x: -60, y: 700), button: .left, timestamp: 1.724)),
            ])
        expectEqual(translator.lastPointerLocation, Point(x: -60, y: 700))
    }

    // MARK: - Wheel

    func testWheelUsesThePreciseDeltas() {
        let event = SDLEvents.wheel(
            preciseX: -0.25, preciseY: 1.5, x: 0, y: 1, mouseX: 40, mouseY: 50, window: Self.ours, timestamp: 2000)
        expectEqual(
            Self.translate(event),
            .wheel(WheelEvent(location: Point(x: 40, y: 50), delta: Point(x: -0.25, y: 1.5), timestamp: 2)))
    }

    func testFlippedWheelIsTurnedBack() {
        let event = SDLEvents.wheel(
            preciseX: 3.5, preciseY: -2.25, x: 3, y: -2, flipped: true, mouseX: 1, mouseY: 2, window: Self.ours,
            timestamp: 10)
        expectEqual(
            Self.translate(event),
            .wheel(WheelEvent(location: Point(x: 1, y: 2), delta: Point(x: -3.5, y: 2.25), timestamp: 0.01)))
    }

    func testWheelFromAnOlderSDLTakesTheLastPointerLocation() {
        var translator = SDLEventTranslator(windowID: Self.ours, wheelEventsCarryLocation: false)
        let wheel = SDLEvents.wheel(preciseX: 0, preciseY: 1, mouseX: 999, mouseY: 999, window: Self.ours)
        guard case .wheel(let before)? = translator.translate(wheel) else {
            recordIssue("no wheel event")
            return
        }
        expectEqual(before.location, .zero)
        _ = translator.translate(SDLEvents.motion(x: 30, y: 40, window: Self.ours))
        guard case .wheel(let after)? = translator.translate(wheel) else {
            recordIssue("no wheel event")
            return
        }
        expectEqual(after.location, Point(x: 30, y: 40))
    }

    func testTheLinkedSDLPutsTheLocationInWheelEvents() {
        var version = SDL_version()
        SDL_GetVersion(&version)
        let isAtLeast226 = (version.major, version.minor, version.patch) >= (2, 26, 0)
        expectEqual(SDLEventTranslator(windowID: 1).wheelEventsCarryLocation, isAtLeast226)
        expectTrue(
            isAtLeast226, "SDL \(version.major).\(version.minor).\(version.patch) is older than the 2.26 built with")
    }

    // MARK: - Keys

    func testFunctionKeys() {
        let cases: [(SDL_KeyCode, Int)] = [(SDLK_F1, 1), (SDLK_F5, 5), (SDLK_F12, 12), (SDLK_F13, 13), (SDLK_F24, 24)]
        for (keycode, number) in cases {
            expectEqual(Self.key(SDLEvents.key(true, keycode, window: Self.ours))?.key, .function(number))
        }
    }

    func testLettersAreLowercasedCharactersAndShiftIsAModifier() {
        let shiftA = Self.key(SDLEvents.key(true, SDLK_a, mod: KMOD_LSHIFT, window: Self.ours, timestamp: 2761))
        expectEqual(
            shiftA, KeyEvent(phase: .down, key: .character("a"), modifiers: .shift, isRepeat: false, timestamp: 2.761)
        )
        // Keycodes are the layout's characters; an upper-case one still gives the lower case.
        expectEqual(Self.key(SDLEvents.key(true, SDL_Keycode(65), window: Self.ours))?.key, .character("a"))
        expectEqual(Self.key(SDLEvents.key(true, SDL_Keycode(0xC4), window: Self.ours))?.key, .character("ä"))
        expectEqual(Self.key(SDLEvents.key(true, SDLK_1, window: Self.ours))?.key, .character("1"))
        expectEqual(Self.key(SDLEvents.key(true, SDLK_SLASH, window: Self.ours))?.key, .character("/"))
    }

    func testAltLeftIsTheBackShortcut() {
        for alt in [KMOD_LALT, KMOD_RALT] {
            let event = Self.key(SDLEvents.key(true, SDLK_LEFT, mod: alt, window: Self.ours, timestamp: 2606))
            expectEqual(event, KeyEvent(phase: .down, key: .left, modifiers: .alt, timestamp: 2.606))
        }
    }

    func testNamedKeys() {
        let cases: [(SDL_KeyCode, Key)] = [
            (SDLK_ESCAPE, .escape), (SDLK_RETURN, .enter), (SDLK_KP_ENTER, .enter), (SDLK_TAB, .tab),
            (SDLK_BACKSPACE, .backspace), (SDLK_DELETE, .delete), (SDLK_SPACE, .space), (SDLK_LEFT, .left),
            (SDLK_RIGHT, .right), (SDLK_UP, .up), (SDLK_DOWN, .down), (SDLK_HOME, .home), (SDLK_END, .end),
            (SDLK_PAGEUP, .pageUp), (SDLK_PAGEDOWN, .pageDown),
        ]
        for (keycode, key) in cases {
            expectEqual(Self.key(SDLEvents.key(true, keycode, window: Self.ours))?.key, key, "\(keycode)")
        }
    }

    func testOtherKeysKeepTheirKeycode() {
        for keycode in [SDLK_LSHIFT, SDLK_LALT, SDLK_CAPSLOCK, SDLK_VOLUMEUP] {
            let code = SDL_Keycode(keycode.rawValue)
            expectEqual(Self.key(SDLEvents.key(true, code, window: Self.ours))?.key, .other(code))
        }
    }

    func testModifiersLeftOrRight() {
        func modifiers(_ mod: UInt32) -> KeyModifiers? {
            Self.key(SDLEvents.key(true, SDL_Keycode(SDLK_x.rawValue), mod: mod, window: Self.ours))?.modifiers
        }
        expectEqual(modifiers(0), [])
        expectEqual(modifiers(KMOD_RSHIFT.rawValue), .shift)
        expectEqual(modifiers(KMOD_LCTRL.rawValue), .control)
        expectEqual(modifiers(KMOD_RCTRL.rawValue), .control)
        expectEqual(modifiers(KMOD_RALT.rawValue), .alt)
        expectEqual(modifiers(KMOD_LGUI.rawValue), .meta)
        expectEqual(modifiers(KMOD_RGUI.rawValue), .meta)
        expectEqual(
            modifiers(KMOD_LSHIFT.rawValue | KMOD_RCTRL.rawValue | KMOD_LALT.rawValue | KMOD_RGUI.rawValue),
            [.shift, .control, .alt, .meta])
        // Lock keys are no modifiers.
        expectEqual(modifiers(KMOD_NUM.rawValue | KMOD_CAPS.rawValue), [])
    }

    func testRepeatsAndReleases() {
        let held = Self.key(SDLEvents.key(true, SDLK_RIGHT, isRepeat: true, window: Self.ours, timestamp: 3000))
        expectEqual(held, KeyEvent(phase: .down, key: .right, isRepeat: true, timestamp: 3))
        let first = Self.key(SDLEvents.key(true, SDLK_RIGHT, window: Self.ours))
        expectEqual(first?.isRepeat, false)
        let up = Self.key(SDLEvents.key(false, SDLK_ESCAPE, mod: KMOD_LCTRL, window: Self.ours, timestamp: 3100))
        expectEqual(up, KeyEvent(phase: .up, key: .escape, modifiers: .control, timestamp: 3.1))
    }

    // MARK: - Window events

    func testWindowEvents() {
        let resized = SDLEvents.window(
            SDL_WINDOWEVENT_SIZE_CHANGED, data1: 500, data2: 350, window: Self.ours, timestamp: 2936)
        expectEqual(Self.translate(resized), .resized(Size(width: 500, height: 350), timestamp: 2.936))
        let focus = SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: Self.ours, timestamp: 40)
        expectEqual(Self.translate(focus), .focusLost(timestamp: 0.04))
        let leave = SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 1720)
        expectEqual(Self.translate(leave), .pointerLeft(timestamp: 1.72))
    }

    /// RESIZED follows SIZE_CHANGED for the same change; the others carry no input.
    func testOtherWindowEventsGiveNothing() {
        for id in [
            SDL_WINDOWEVENT_RESIZED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_ENTER,
            SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_CLOSE,
        ] {
            expectNil(Self.translate(SDLEvents.window(id, data1: 5, data2: 5, window: Self.ours)), "\(id)")
        }
    }

    // MARK: - Leaving mid-drag (sequences as SDL sent them under Xvfb)

    /// Pressed and moved out before SDL handled the press: LEAVE and ENTER with the button
    /// held, then the rest of the drag (capture on). The LEAVE that counts follows the release.
    func testLeaveWhileAButtonIsHeldDoesNotEndTheDrag() {
        let left = [SDL_BUTTON_LEFT]
        var translator = Self.translator()
        let translated = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 60, y: 80, window: Self.ours, timestamp: 1004),
            SDLEvents.motion(x: 400, y: 90, held: left, window: Self.ours, timestamp: 1004),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 1004),
            SDLEvents.window(SDL_WINDOWEVENT_ENTER, window: Self.ours, timestamp: 1005),
            SDLEvents.motion(x: -30, y: -20, held: left, window: Self.ours, timestamp: 1206),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: -30, y: -20, window: Self.ours, timestamp: 1406),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 1406),
        ].map { translator.translate($0) }
        expectEqual(
            translated,
            [
                .pointer(PointerEvent(phase: .down, location: Point(x: 60, y: 80), button: .left, timestamp: 1.004)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 400, y: 90), button: .left, timestamp: 1.004)),
                nil,
                nil,
                .pointer(PointerEvent(phase: .move, location: Point(x: -30, y: -20), button: .left, timestamp: 1.206)),
                .pointer(PointerEvent(phase: .up, location: Point(x: -30, y: -20), button: .left, timestamp: 1.406)),
                .pointerLeft(timestamp: 1.406),
            ])
        expectEqual(translator.heldButtons, 0)
    }

    /// Without capture the release goes to no window (ID 0): the drag is lost, and that
    /// release says so.
    func testADragLostWithoutCaptureEndsWithPointerLeft() {
        let left = [SDL_BUTTON_LEFT]
        var translator = Self.translator()
        let translated = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 200, y: 150, window: Self.ours, timestamp: 1303),
            SDLEvents.motion(x: 399, y: 150, held: left, window: Self.ours, timestamp: 1513),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 1513),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: 399, y: 150, window: 0, timestamp: 1723),
            SDLEvents.window(SDL_WINDOWEVENT_ENTER, window: Self.ours, timestamp: 1723),
            SDLEvents.motion(x: 399, y: 160, window: Self.ours, timestamp: 1723),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 1723),
        ].map { translator.translate($0) }
        expectEqual(
            translated,
            [
                .pointer(PointerEvent(phase: .down, location: Point(x: 200, y: 150), button: .left, timestamp: 1.303)),
                .pointer(PointerEvent(phase: .move, location: Point(x: 399, y: 150), button: .left, timestamp: 1.513)),
                nil,
                .pointerLeft(timestamp: 1.723),
                nil,
                .pointer(PointerEvent(phase: .move, location: Point(x: 399, y: 160), button: nil, timestamp: 1.723)),
                .pointerLeft(timestamp: 1.723),
            ])
    }

    func testAReleaseForNoWindowIsNothingWithoutADragOfOurs() {
        var translator = Self.translator()
        let release = SDLEvents.button(false, SDL_BUTTON_LEFT, x: 1, y: 1, window: 0)
        expectNil(translator.translate(release))
        // A drag in another window is not ours either.
        _ = translator.translate(SDLEvents.button(true, SDL_BUTTON_LEFT, x: 1, y: 1, window: Self.theirs))
        expectNil(translator.translate(release))
        // Nor is the release of a button other than the one held.
        _ = translator.translate(SDLEvents.button(true, SDL_BUTTON_RIGHT, x: 1, y: 1, window: Self.ours))
        expectNil(translator.translate(release))
        expectEqual(translator.heldButtons, 1 << 2)
    }

    /// Motion carries SDL's own button state; a release that never came is forgotten there.
    func testMotionCorrectsTheHeldButtons() {
        var translator = Self.translator()
        _ = translator.translate(SDLEvents.button(true, SDL_BUTTON_LEFT, x: 10, y: 10, window: Self.ours))
        expectEqual(translator.heldButtons, 1)
        _ = translator.translate(SDLEvents.motion(x: 12, y: 10, window: Self.ours))
        expectEqual(translator.heldButtons, 0)
        let leave = translator.translate(SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 9))
        expectEqual(leave, .pointerLeft(timestamp: 0.009))
    }

    func testFocusLostForgetsTheHeldButtons() {
        var translator = Self.translator()
        _ = translator.translate(SDLEvents.button(true, SDL_BUTTON_X1, x: 10, y: 10, window: Self.ours))
        _ = translator.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: Self.ours))
        let leave = translator.translate(SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.ours, timestamp: 9))
        expectEqual(leave, .pointerLeft(timestamp: 0.009))
    }

    // MARK: - Filtering

    func testOtherWindowsEventsGiveNothing() {
        let events = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 1, y: 1, window: Self.theirs),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: 1, y: 1, window: Self.theirs),
            SDLEvents.motion(x: 1, y: 1, held: [SDL_BUTTON_LEFT], window: Self.theirs),
            SDLEvents.wheel(preciseX: 0, preciseY: 1, window: Self.theirs),
            SDLEvents.key(true, SDLK_ESCAPE, window: Self.theirs),
            SDLEvents.key(false, SDLK_ESCAPE, window: Self.theirs),
            SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 5, data2: 5, window: Self.theirs),
            SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST, window: Self.theirs),
            SDLEvents.window(SDL_WINDOWEVENT_LEAVE, window: Self.theirs),
            // Released outside without capture: SDL says "no window".
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: 1, y: 1, window: 0),
        ]
        var translator = Self.translator()
        for event in events {
            expectNil(translator.translate(event), "type \(event.type)")
        }
        expectNil(translator.lastPointerLocation)
    }

    func testMouseEventsSynthesizedFromTouchesAreIgnored() {
        let touch = SDLEventTranslator.touchMouseID
        expectEqual(touch, UInt32(bitPattern: -1))
        let events = [
            SDLEvents.button(true, SDL_BUTTON_LEFT, x: 1, y: 1, window: Self.ours, which: touch),
            SDLEvents.motion(x: 2, y: 2, held: [SDL_BUTTON_LEFT], window: Self.ours, which: touch),
            SDLEvents.button(false, SDL_BUTTON_LEFT, x: 3, y: 3, window: Self.ours, which: touch),
            SDLEvents.wheel(preciseX: 0, preciseY: 1, window: Self.ours, which: touch),
        ]
        var translator = Self.translator()
        for event in events {
            expectNil(translator.translate(event), "type \(event.type)")
        }
        expectNil(translator.lastPointerLocation)
        // The real mouse (instance 0, as under X11) is not.
        expectNotNil(translator.translate(SDLEvents.motion(x: 2, y: 2, window: Self.ours, which: 0)))
    }

    func testEventsThatAreNotInputGiveNothing() {
        var text = SDL_Event()
        text.type = SDL_TEXTINPUT.rawValue
        text.text.windowID = Self.ours
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        for event in [text, quit, SDLEvents.user()] {
            expectNil(Self.translate(event), "type \(event.type)")
        }
    }
}
