import CSDL2

/// Typed-text and composition events built in code, as SDL would queue them.
extension SDLEvents {
    /// `SDL_TEXTINPUT` holding `bytes` (at most 32; with fewer, a NUL follows them).
    static func text(bytes: [UInt8], window: UInt32, timestamp: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTINPUT.rawValue
        event.text.timestamp = timestamp
        event.text.windowID = window
        withUnsafeMutableBytes(of: &event.text.text) { fill($0, with: bytes) }
        return event
    }

    static func text(_ text: String, window: UInt32, timestamp: UInt32 = 0) -> SDL_Event {
        self.text(bytes: Array(text.utf8), window: window, timestamp: timestamp)
    }

    /// `SDL_TEXTEDITING` holding `bytes` (at most 32), `start` and `length` in code points.
    static func editing(
        bytes: [UInt8], start: Int32, length: Int32, window: UInt32, timestamp: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING.rawValue
        event.edit.timestamp = timestamp
        event.edit.windowID = window
        event.edit.start = start
        event.edit.length = length
        withUnsafeMutableBytes(of: &event.edit.text) { fill($0, with: bytes) }
        return event
    }

    static func editing(
        _ text: String, start: Int32, length: Int32, window: UInt32, timestamp: UInt32 = 0
    ) -> SDL_Event {
        editing(bytes: Array(text.utf8), start: start, length: length, window: window, timestamp: timestamp)
    }

    /// `SDL_TEXTEDITING_EXT` whose text is a copy of `bytes` that SDL allocated (`SDL_malloc`),
    /// as SDL's own `SDL_strdup` makes it: the translator must free it.
    static func editingExt(
        bytes: [UInt8], start: Int32, length: Int32, window: UInt32, timestamp: UInt32 = 0
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_TEXTEDITING_EXT.rawValue
        event.editExt.timestamp = timestamp
        event.editExt.windowID = window
        event.editExt.start = start
        event.editExt.length = length
        let copy = SDL_malloc(bytes.count + 1)!.bindMemory(to: CChar.self, capacity: bytes.count + 1)
        for (index, byte) in bytes.enumerated() { copy[index] = CChar(bitPattern: byte) }
        copy[bytes.count] = 0
        event.editExt.text = copy
        return event
    }

    static func editingExt(
        _ text: String, start: Int32, length: Int32, window: UInt32, timestamp: UInt32 = 0
    ) -> SDL_Event {
        editingExt(bytes: Array(text.utf8), start: start, length: length, window: window, timestamp: timestamp)
    }

    private static func fill(_ buffer: UnsafeMutableRawBufferPointer, with bytes: [UInt8]) {
        precondition(bytes.count <= buffer.count, "SDL's text arrays hold \(buffer.count) bytes")
        buffer.initializeMemory(as: UInt8.self, repeating: 0)
        buffer.copyBytes(from: bytes)
    }
}
