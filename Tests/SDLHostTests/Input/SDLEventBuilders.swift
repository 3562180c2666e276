import CSDL2

/// `SDL_Event`s built in code, as SDL would queue them.
enum SDLEvents {
    static func button(
        _ down: Bool, _ button: Int32, x: Int32, y: Int32, window: UInt32, timestamp: UInt32 = 0, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.timestamp = timestamp
        event.button.windowID = window
        event.button.which = which
        event.button.button = UInt8(button)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.clicks = 1
        event.button.x = x
        event.button.y = y
        return event
    }

    /// Held buttons are given by SDL number; the mask is built as `SDL_BUTTON(n)` would.
    static func motion(
        x: Int32, y: Int32, held: [Int32] = [], window: UInt32, timestamp: UInt32 = 0, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.timestamp = timestamp
        event.motion.windowID = window
        event.motion.which = which
        event.motion.state = held.reduce(0) { $0 | (1 << UInt32($1 - 1)) }
        event.motion.x = x
        event.motion.y = y
        return event
    }

    /// `x` and `y` are the integer deltas SDL also sends; they differ from the precise ones
    /// so a test can tell which were used.
    static func wheel(
        preciseX: Float, preciseY: Float, x: Int32 = 0, y: Int32 = 0, flipped: Bool = false, mouseX: Int32 = 0,
        mouseY: Int32 = 0, window: UInt32, timestamp: UInt32 = 0, which: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = timestamp
        event.wheel.windowID = window
        event.wheel.which = which
        event.wheel.x = x
        event.wheel.y = y
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        event.wheel.preciseX = preciseX
        event.wheel.preciseY = preciseY
        event.wheel.mouseX = mouseX
        event.wheel.mouseY = mouseY
        return event
    }

    static func key(
        _ down: Bool, _ keycode: SDL_Keycode, mod: UInt32 = 0, isRepeat: Bool = false, window: UInt32,
        timestamp: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_KEYDOWN.rawValue : SDL_KEYUP.rawValue
        event.key.timestamp = timestamp
        event.key.windowID = window
        event.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = keycode
        event.key.keysym.mod = UInt16(mod)
        return event
    }

    static func key(
        _ down: Bool, _ keycode: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false, window: UInt32,
        timestamp: UInt32 = 0
    ) -> SDL_Event {
        key(
            down, SDL_Keycode(keycode.rawValue), mod: mod.rawValue, isRepeat: isRepeat, window: window,
            timestamp: timestamp)
    }

    static func window(
        _ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0, window: UInt32, timestamp: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.timestamp = timestamp
        event.window.windowID = window
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }

    static func user(timestamp: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        event.user.timestamp = timestamp
        return event
    }

    /// Appends `events` to SDL's queue as they are, timestamps included (`SDL_PushEvent`
    /// would overwrite those); returns how many SDL took.
    @discardableResult
    static func enqueue(_ events: [SDL_Event]) -> Int32 {
        var events = events
        return SDL_PeepEvents(&events, Int32(events.count), SDL_ADDEVENT, 0, 0)
    }

    /// Empties SDL's queue (after pumping, so nothing the driver had pending comes later).
    static func flush() {
        SDL_PumpEvents()
        SDL_FlushEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
    }
}
