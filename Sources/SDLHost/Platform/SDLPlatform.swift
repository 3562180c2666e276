import CSDL2

/// SDL video, SDL_ttf and SDL_image (PNG), initialised for as long as this object lives.
///
/// Everything that holds SDL resources (windows, fonts, textures) keeps a strong reference to
/// its platform, so SDL shuts down only after the last of them is gone. SDL itself is
/// process-wide: create one platform per process.
@MainActor
public final class SDLPlatform {
    /// True when windows are drawn by SDL's `offscreen` driver (tests, benchmarks, CI).
    public let isHeadless: Bool
    /// The video driver SDL picked: "x11", "wayland", "offscreen", ...
    public let videoDriver: String

    private static let subsystems = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_TIMER)

    /// True once a headless window of this platform has drawn with OpenGL: the platform then
    /// holds the GL library until it ends (`keepGLLoaded()`).
    private var holdsGLLibrary = false

    /// Headless, keeps SDL's GL library loaded from now until the platform ends. SDL loads it
    /// with the first GL window and unloads it with the last, and the offscreen driver's load
    /// (EGL's start: the driver's shared object, its configuration) costs 10 ms of CPU on
    /// Mesa's llvmpipe, again for each window of a process that opens them one after another
    /// (tests, image making; MeasuredSDLFacts.md, "Renderers"). Not on a display, where
    /// SDL may need another GL library for another window's renderer (GLX or EGL on X11).
    /// `SDLWindow` calls this after making a GL renderer.
    func keepGLLoaded() {
        guard isHeadless, !holdsGLLibrary, SDL_GL_LoadLibrary(nil) == 0 else { return }
        holdsGLLibrary = true
    }

    /// Starts SDL. With `headless`, windows live in memory (the `offscreen` driver); without
    /// it, a missing display is an error (`HostError.noDisplay`) instead of SDL's silent
    /// fallback to an invisible window.
    public init(headless: Bool = false) throws {
        // SDL's own warnings and errors go to swift-log (`segue.sdl`), not to standard error.
        SDLLogRoute.install()
        // Measured on this machine (MeasuredSDLFacts.md): without this the software
        // renderer presents through llvmpipe GL at ten times the cost.
        SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        SDL_SetHint(SDL_HINT_RENDER_BATCHING, "1")
        // A drag that leaves the window keeps coming to it, to the release (the default in
        // 2.26, made explicit). Without it, SDL 2.26.5 on X11 sends LEAVE mid-drag and the
        // release with window ID 0 (measured under Xvfb; see SDLEventTranslator).
        SDL_SetHint(SDL_HINT_MOUSE_AUTO_CAPTURE, "1")
        // The click that activates a window acts too, as in other Linux apps; by default SDL
        // on X11 drops a press that comes within 10 ms of the focus (seen under Xvfb).
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        // An input method's composition of 32 bytes or more arrives whole (SDL_TEXTEDITING_EXT)
        // instead of cut into pieces whose start and length say nothing (SDLEventTranslator).
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        // We draw no candidate list of our own: where SDL would hide the input method's
        // (Windows' IMM; on X11 and Wayland IBus and Fcitx draw theirs either way), show it.
        SDL_SetHint(SDL_HINT_IME_SHOW_UI, "1")
        if headless {
            SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
        }
        SDL_SetMainReady()
        if SDL_InitSubSystem(Self.subsystems) != 0 {
            let message = String(cString: SDL_GetError())
            if headless { throw HostError.sdl(call: "SDL_InitSubSystem", message: message) }
            throw HostError.noDisplay(detail: "SDL could not start a video driver: \(message)")
        }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        if let error = Self.displayError(videoDriver: driver, headless: headless) {
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        if TTF_Init() != 0 {
            let error = HostError.sdl("TTF_Init")
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        let png = Int32(IMG_INIT_PNG.rawValue)
        if IMG_Init(png) & png == 0 {
            let error = HostError.sdl("IMG_Init(PNG)")
            TTF_Quit()
            SDL_QuitSubSystem(Self.subsystems)
            throw error
        }
        isHeadless = headless
        videoDriver = driver ?? ""
    }

    /// Decides whether the video driver SDL ended up with can show windows. SDL falls back
    /// to `offscreen` (or runs `dummy`) when it finds no display; that is only right when
    /// headless output was asked for.
    public nonisolated static func displayError(videoDriver: String?, headless: Bool) -> HostError? {
        guard !headless else { return nil }
        guard let videoDriver, !videoDriver.isEmpty else {
            return .noDisplay(detail: "SDL started no video driver")
        }
        if videoDriver == "offscreen" || videoDriver == "dummy" {
            return .noDisplay(detail: "SDL fell back to its \"\(videoDriver)\" video driver, which shows nothing")
        }
        return nil
    }

    isolated deinit {
        if holdsGLLibrary { SDL_GL_UnloadLibrary() }
        TTF_Quit()
        SDL_QuitSubSystem(Self.subsystems)
        if SDL_WasInit(0) == 0 {
            IMG_Quit()
            SDL_Quit()
        }
    }
}
