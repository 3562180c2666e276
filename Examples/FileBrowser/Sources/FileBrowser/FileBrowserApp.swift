import Foundation
import Segue

/// Opens the window on `options.folder` and runs until the window is closed or Ctrl+Q.
@MainActor
func runFileBrowser(_ options: LaunchOptions) throws {
    let platform = try SDLPlatform()
    let sdlWindow = try SDLWindow(platform: platform, title: "File Browser", size: Size(width: 800, height: 600))
    let renderer = try SDLRenderer(window: sdlWindow)

    let scene = Scene(size: sdlWindow.size, clock: MonotonicClock())
    let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: platform, scale: sdlWindow.scale))
    window.displayScale = sdlWindow.scale  // HiDPI: crisp text and one-pixel hairlines
    window.textInputService = SDLTextInputService(window: sdlWindow)  // typed text and the clipboard
    let tabs = BrowserTabs(folder: options.folder)
    window.setRootViewController(tabs)
    let trace = options.trace ? NavigationTrace(tabs: tabs, window: window) : nil

    let loop = FrameLoop(window: sdlWindow, renderer: renderer, source: scene)
    loop.onInput = { [unowned loop] event in
        // The app's one key of its own; everything else (Alt+Left, Escape, the tab keys) is
        // the library's, through the window.
        if isQuitKey(event) { loop.stop() } else { window.handle(event) }
    }
    try loop.run()
    withExtendedLifetime(trace) {}  // it hears the window through weak references only
}

/// Ctrl+Q, pressed (a key held down repeating, or held when the window opens, is not a quit).
func isQuitKey(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return key.phase == .down && !key.isRepeat && key.key == .character("q") && key.modifiers == .control
}
