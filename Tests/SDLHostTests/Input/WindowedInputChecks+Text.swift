import CSDL2
import Foundation
import Geometry
import Views

@testable import SDLHost

/// Typed text and the X11 clipboard through a real window: xdotool types, xclip reads and
/// writes the clipboard (MeasuredSDLFacts.md, "Typed text and the clipboard under
/// Xvfb"). In `WindowedInputChecks`, so that scripts/test runs them with it (step 5b); each
/// check skips when its tool is missing (scripts/setup --for-tests installs them).
extension WindowedInputChecks {
    /// Every character arrives as typed text, those xdotool types through a keycode it
    /// remaps for the moment (ü, ß, the CJK and the emoji on a US layout) included; with
    /// 150 ms between characters (at xdotool's default 12 ms SDL 2.26.5 sometimes loses a
    /// remapped one: MeasuredSDLFacts.md).
    func testTypedTextArrivesAsTextEvents() throws {
        let stage = try TextStage()
        stage.service.startTextInput()
        let typed = "Grüße, 世界 👋"
        let texts = try stage.texts(after: ["type", "--delay", "150", typed], until: { $0.joined() == typed })
        expectEqual(texts.joined(), typed)
    }

    /// Control combinations are keys only; with text input stopped, typing gives keys only.
    func testControlKeysAndStoppedTextInputGiveNoText() throws {
        let stage = try TextStage()
        stage.service.startTextInput()
        var inputs = try stage.inputs(after: ["key", "ctrl+a", "ctrl+c", "sleep", "0.1", "type", "x"]) {
            $0.contains { if case .text = $0 { true } else { false } }
        }
        expectEqual(TextStage.texts(in: inputs), ["x"], "\(inputs)")
        expectTrue(
            TextStage.keyDowns(in: inputs).contains(
                KeyEvent(phase: .down, key: .character("a"), modifiers: .control, timestamp: 0)))
        stage.service.stopTextInput()
        inputs = try stage.inputs(after: ["type", "--delay", "50", "aü"]) { _ in false }
        expectEmpty(TextStage.texts(in: inputs), "\(inputs)")
        expectTrue(TextStage.keyDowns(in: inputs).map(\.key).contains(.character("a")), "\(inputs)")
    }

    /// With the German layout the key left of Backspace (keycode 20) types "ß", Shift+1 "!",
    /// AltGr+Q "@", and the dead acute then E "é": the layout's text, never the key codes.
    func testAGermanLayoutTypesItsOwnText() throws {
        try skipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/setxkbmap"))
        let stage = try TextStage()
        stage.service.startTextInput()
        let previous =
            try TextStage.run("/usr/bin/setxkbmap", ["-query"])
            .split(separator: "\n").first { $0.hasPrefix("layout:") }?
            .split(separator: " ").last.map(String.init) ?? "us"
        try TextStage.run("/usr/bin/setxkbmap", ["de"])
        defer { _ = try? TextStage.run("/usr/bin/setxkbmap", [previous]) }
        stage.pump(seconds: 0.3)  // SDL reads the new keymap
        let expected = ["ß", "!", "@", "é"]
        let texts = try stage.texts(
            after: [
                "key", "20", "sleep", "0.1", "key", "shift+1", "sleep", "0.1", "key", "ISO_Level3_Shift+q", "sleep",
                "0.1", "key", "dead_acute", "e",
            ], until: { $0.count >= expected.count })
        expectEqual(texts, expected)
    }

    /// What this window puts on the clipboard and the primary selection, another program
    /// reads while the window's loop pumps, 10 MB too; what another program put there,
    /// this window reads.
    func testTheClipboardIsSharedWithOtherPrograms() throws {
        try skipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/xclip"))
        let stage = try TextStage()
        let text = "Grüße, 世界 👋"
        stage.service.clipboardText = text
        stage.service.primarySelectionText = "selected"
        try expectEqual(stage.pumping("/usr/bin/xclip", ["-selection", "clipboard", "-o"]), text)
        try expectEqual(stage.pumping("/usr/bin/xclip", ["-selection", "primary", "-o"]), "selected")
        let line = "0123456789abcdefghijklmnopqrstuvwxyzäöü€😀\n"
        let big = String(repeating: line, count: 10_000_000 / line.utf8.count + 1)
        stage.service.clipboardText = big
        expectEqual(stage.service.clipboardText, big)
        try expectEqual(stage.pumping("/usr/bin/xclip", ["-selection", "clipboard", "-o"]), big)

        let xclip = try TextStage.serve("from xclip ü")
        defer { TextStage.stop(xclip) }
        expectTrue(stage.poll(until: { stage.service.clipboardText == "from xclip ü" }))
    }
}

/// A real window with its text input service, and xdotool and xclip run against it.
@MainActor
private final class TextStage {
    let platform: SDLPlatform
    let window: SDLWindow
    let service: SDLTextInputService
    var translator: SDLEventTranslator

    /// Opens a window, waits for it to be on screen, and moves the pointer into it (with
    /// no window manager, the keyboard goes to the window under the pointer).
    init() throws {
        platform = try SDLPlatform(headless: false)
        window = try SDLWindow(
            platform: platform, title: "Segue text check", size: Size(width: 240, height: 160), scale: 1)
        service = SDLTextInputService(window: window)
        translator = SDLEventTranslator(windowID: window.windowID)
        var left: Int32 = 0
        var top: Int32 = 0
        SDL_GetWindowPosition(window.window, &left, &top)
        var event = SDL_Event()
        var focused = false
        let deadline = SDL_GetTicks() + 3000
        var moved = false
        while !focused, SDL_GetTicks() < deadline {
            if SDL_WaitEventTimeout(&event, 50) != 0, event.type == SDL_WINDOWEVENT.rawValue {
                let id = SDL_WindowEventID(UInt32(event.window.event))
                if id == SDL_WINDOWEVENT_EXPOSED, !moved {
                    moved = true
                    try Self.run("/usr/bin/xdotool", ["mousemove", "\(left + 100)", "\(top + 80)"])
                }
                focused = id == SDL_WINDOWEVENT_FOCUS_GAINED
            }
        }
        expectTrue(focused, "the window got no keyboard focus")
    }

    /// Runs xdotool with `arguments`, translating this window's events while it runs and
    /// after, until `done` says so or 3 s after xdotool ended.
    func inputs(after arguments: [String], until done: ([InputEvent]) -> Bool) throws -> [InputEvent] {
        let xdotool = Process()
        xdotool.executableURL = URL(fileURLWithPath: "/usr/bin/xdotool")
        xdotool.arguments = arguments
        try xdotool.run()
        var received: [InputEvent] = []
        var event = SDL_Event()
        while xdotool.isRunning {
            if SDL_WaitEventTimeout(&event, 5) != 0, let input = translator.translate(event) { received.append(input) }
        }
        expectEqual(xdotool.terminationStatus, 0)
        let deadline = SDL_GetTicks() + 3000
        while SDL_GetTicks() < deadline, !done(received) {
            if SDL_WaitEventTimeout(&event, 20) != 0, let input = translator.translate(event) { received.append(input) }
        }
        return received
    }

    /// The typed texts that arrive for xdotool's `arguments`, until `done`.
    func texts(after arguments: [String], until done: @escaping ([String]) -> Bool) throws -> [String] {
        Self.texts(in: try inputs(after: arguments) { done(Self.texts(in: $0)) })
    }

    static func texts(in inputs: [InputEvent]) -> [String] {
        inputs.compactMap { if case .text(let text) = $0 { text.text } else { nil } }
    }

    /// Key presses, their timestamps zeroed.
    static func keyDowns(in inputs: [InputEvent]) -> [KeyEvent] {
        inputs.compactMap { input -> KeyEvent? in
            guard case .key(var key) = input, key.phase == .down else { return nil }
            key.timestamp = 0
            return key
        }
    }

    /// Handles SDL's events (it answers other programs' selection requests there) for
    /// `seconds`.
    func pump(seconds: Double) {
        var event = SDL_Event()
        let deadline = SDL_GetTicks() + UInt32(seconds * 1000)
        while SDL_GetTicks() < deadline { _ = SDL_WaitEventTimeout(&event, 5) }
    }

    /// Runs `tool` while pumping SDL's events, at most 10 s; returns what it wrote (through a
    /// file: a pipe would fill up with 10 MB unread).
    func pumping(_ tool: String, _ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("segue-xclip-\(UUID()).txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        let deadline = SDL_GetTicks() + 10_000
        var event = SDL_Event()
        while process.isRunning, SDL_GetTicks() < deadline { _ = SDL_WaitEventTimeout(&event, 5) }
        if process.isRunning {
            process.terminate()
            recordIssue("\(tool) \(arguments) did not finish in 10 s")
        }
        process.waitUntilExit()
        return String(decoding: try Data(contentsOf: output), as: UTF8.self)
    }

    /// Runs `tool` to its end, with no events pumped (for tools that do not wait for this
    /// window); returns what it wrote.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return String(decoding: data, as: UTF8.self)
    }

    /// Starts xclip owning the clipboard with `text`, in the foreground (`-quiet`: by default
    /// it serves from a child of its own, which nothing here could stop); `stop(_:)` ends it.
    static func serve(_ text: String) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xclip")
        process.arguments = ["-quiet", "-i", "-selection", "clipboard"]
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        return process
    }

    /// Ends xclip with SIGKILL: it inherits the test process's blocked signals (Foundation
    /// starts it from a thread that blocks them all), SIGTERM among them.
    static func stop(_ process: Process) {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    /// Pumps events until `condition` holds, at most 3 s; returns whether it did.
    func poll(until condition: () -> Bool) -> Bool {
        let deadline = SDL_GetTicks() + 3000
        while SDL_GetTicks() < deadline {
            if condition() { return true }
            pump(seconds: 0.05)
        }
        return condition()
    }
}
