import CSDL2
import Geometry
import Layers
import Logging

/// A window and the SDL renderer that draws into it.
///
/// Sizes are in points; `scale` pixels make a point (MeasuredSDLFacts.md, "HiDPI").
/// SDL measures the window in its own units: points where the platform scales drawables itself
/// (Wayland, macOS), pixels on X11, where a window at scale 2 is made twice as large.
@MainActor
public final class SDLWindow {
    /// The started SDL platform the window belongs to.
    public let platform: SDLPlatform
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// SDL's id for this window, as found in window events.
    public let windowID: UInt32
    /// The drawable size in points, as of the last `updateSize()`.
    public private(set) var size: Size
    /// The drawable size in pixels, as of the last `updateSize()`.
    public private(set) var pixelSize: Size
    /// Pixels per point: what was asked for, else the platform's or the desktop's
    /// (`DesktopScale`).
    public let scale: Double
    /// SDL window units per point: SDL's sizes and pointer coordinates are divided by this.
    public let unitsPerPoint: Double
    /// SDL's name for the renderer drawing this window: "software", "opengl", "opengles2".
    public let rendererName: String
    /// Why the renderer is not the one asked for, when it is not: automatic found OpenGL only
    /// on a CPU rasterizer and took the software renderer instead.
    public let rendererNote: String?
    /// True when presenting waits for the display's vertical blank: an accelerated renderer
    /// is asked for vsync, and this is whether SDL's renderer info says it has it (SDL 2.26
    /// also sets the flag when it simulates vsync by sleeping in the present, where the driver
    /// refused). The frame loop then lets the present pace its frames (`FramePacer`). The
    /// software renderer is never asked (its info lists vsync as a capability either way).
    public let presentsWithVSync: Bool

    /// True when the renderer filters the textures it draws through `SDL_RenderGeometry`
    /// itself: the GPU drivers (opengl, opengles2, direct3d, metal) sample a texture with its
    /// linear scale mode there. SDL's `software` driver reads the nearest texel whatever the
    /// scale mode, so `SDLRenderer` draws sheared and perspective quads filtered on the CPU
    /// instead (`QuadSampler`, Rendering.md and MeasuredSDLFacts.md). Stored, as every fill asks
    /// (through `softwareSurface`).
    public let filtersGeometry: Bool

    /// Texture creations still to fail on purpose, counting down: the fault tests' way of
    /// making SDL fail to create a texture (`SDLTexture`), which otherwise takes running out
    /// of memory.
    var injectedTextureFailures = 0

    /// The window's own pixels when the software renderer draws straight into them (SDL's
    /// window surface), for passes that write pixels directly (`SurfaceFill`); nil on the
    /// GPU renderers. The software renderer and this share one surface: SDL makes it again
    /// after a resize, for both.
    var softwareSurface: UnsafeMutablePointer<SDL_Surface>? {
        filtersGeometry ? nil : SDL_GetWindowSurface(window)
    }
    /// OpenGL's `glFinish`, for an OpenGL renderer.
    private let glFinish: (@convention(c) () -> Void)?

    /// Opens a window of `size` points, centred, drawn by the renderer `request` asks for
    /// (by default what `SEGUE_RENDERER` says, else automatic: see `RendererRequest`), at
    /// `scale` pixels per point (nil: `SEGUE_SCALE`, else the platform's, else the
    /// desktop's: see `DesktopScale`).
    public init(
        platform: SDLPlatform, title: String, size: Size, resizable: Bool = true, hidden: Bool = false,
        renderer request: RendererRequest = .fromEnvironment(), scale requestedScale: Double? = nil
    ) throws {
        self.platform = platform
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        // Created hidden: the renderer may be chosen again on a new window, and the size
        // changes with the scale, before anyone sees it.
        var flags = SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_HIDDEN.rawValue
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        // The scale asked for, else the desktop's; the window is first made that many SDL
        // units per point, right where units are pixels (X11, offscreen), where a drawable
        // made once and never resized is the dependable one (a GL surface of the offscreen
        // driver does not follow a resize).
        let wanted = requestedScale ?? DesktopScale.requested()
        let guess = wanted ?? DesktopScale.desktop() ?? 1
        let width = Int32(max(1, (size.width * guess).rounded()))
        let height = Int32(max(1, (size.height * guess).rounded()))
        func createWindow() throws -> OpaquePointer {
            guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
                throw HostError.sdl("SDL_CreateWindow")
            }
            return window
        }
        var window = try createWindow()
        var renderer: OpaquePointer
        var note: String?
        do {
            renderer = try Self.createRenderer(for: window, request: request)
            if request == .automatic, SDL_GetHint(SDL_HINT_RENDER_DRIVER) == nil,
                let glRenderer = Self.cpuRasterizer(behind: renderer)
            {
                // A GL context on a CPU rasterizer: SDL's software renderer does the same
                // work for less (MeasuredSDLFacts.md). The GL window cannot take a software renderer, so
                // start again with a fresh window.
                SDL_DestroyRenderer(renderer)
                SDL_DestroyWindow(window)
                window = try createWindow()
                renderer = try Self.createRenderer(for: window, request: .software)
                note = "accelerated rendering would run on \(glRenderer), a CPU rasterizer"
            }
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(renderer, &info)
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        self.window = window
        self.renderer = renderer
        self.rendererName = info.name.map { String(cString: $0) } ?? "unknown"
        self.filtersGeometry = rendererName != "software"
        self.rendererNote = note
        HostLog.host.debug("renderer: \(rendererName)\(note.map { " (\($0))" } ?? "")")
        self.presentsWithVSync =
            filtersGeometry && info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        if rendererName.hasPrefix("opengl") { platform.keepGLLoaded() }
        glFinish =
            self.rendererName.hasPrefix("opengl")
            ? SDL_GL_GetProcAddress("glFinish").map { unsafeBitCast($0, to: (@convention(c) () -> Void).self) } : nil
        self.windowID = SDL_GetWindowID(window)
        // The platform's own scale: drawable pixels per window unit (1 on X11).
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &outputWidth, &outputHeight)
        let platformScale = outputWidth > 0 ? Double(outputWidth) / Double(width) : 1
        if platformScale > 1 {
            // The platform scales drawables itself (Wayland, macOS): units are points there.
            scale = wanted ?? platformScale
            unitsPerPoint = scale / platformScale
            SDL_SetWindowSize(
                window, Int32((size.width * unitsPerPoint).rounded()), Int32((size.height * unitsPerPoint).rounded()))
            SDL_SetWindowPosition(window, centered, centered)
        } else {
            scale = guess
            unitsPerPoint = guess
        }
        self.size = size
        self.pixelSize = size
        if !hidden { SDL_ShowWindow(window) }
        updateSize()
    }

    /// Creates the renderer `request` asks for (MeasuredSDLFacts.md, "Renderers").
    ///
    /// The software renderer is chosen by index, so the hints set by `SDLPlatform`
    /// (framebuffer acceleration off, batching on) apply to it. An accelerated renderer
    /// presents in step with the display (vsync).
    static func createRenderer(for window: OpaquePointer, request: RendererRequest) throws -> OpaquePointer {
        let available = availableDrivers()
        switch request {
        case .automatic:
            let accelerated = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            if let renderer = SDL_CreateRenderer(window, -1, accelerated) { return renderer }
            return try createRenderer(for: window, request: .software)
        case .software:
            guard let index = available.firstIndex(of: "software") else {
                throw HostError.rendererUnavailable(requested: "software", available: available, reason: nil)
            }
            guard let renderer = SDL_CreateRenderer(window, Int32(index), SDL_RENDERER_SOFTWARE.rawValue) else {
                throw HostError.rendererUnavailable(
                    requested: "software", available: available, reason: String(cString: SDL_GetError()))
            }
            return renderer
        case .driver(let name):
            guard let index = available.firstIndex(of: name) else {
                throw HostError.rendererUnavailable(requested: name, available: available, reason: nil)
            }
            let flags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
            guard let renderer = SDL_CreateRenderer(window, Int32(index), flags) else {
                throw HostError.rendererUnavailable(
                    requested: name, available: available, reason: String(cString: SDL_GetError()))
            }
            return renderer
        }
    }

    /// The GL renderer string ("llvmpipe (LLVM 15.0.6, 256 bits)") when `renderer` draws with
    /// OpenGL on a CPU rasterizer (Mesa's llvmpipe, softpipe or swrast); nil for a GPU or a
    /// renderer that is not OpenGL.
    static func cpuRasterizer(behind renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
            String(cString: name).hasPrefix("opengl"),
            let address = SDL_GL_GetProcAddress("glGetString")
        else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01  // GL_RENDERER
        guard let text = glGetString(glRenderer) else { return nil }
        let description = String(cString: text)
        let lowered = description.lowercased()
        let cpuRasterizers = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]
        return cpuRasterizers.contains(where: lowered.contains) ? description : nil
    }

    /// SDL's render drivers, by index.
    static func availableDrivers() -> [String] {
        (0..<SDL_GetNumRenderDrivers()).map { index in
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name else { return "" }
            return String(cString: name)
        }
    }

    /// Re-reads the drawable size after the window was resized; returns it.
    @discardableResult
    public func updateSize() -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        size = Size(width: Double(width) / unitsPerPoint, height: Double(height) / unitsPerPoint)
        if SDL_GetRendererOutputSize(renderer, &width, &height) == 0 {
            pixelSize = Size(width: Double(width), height: Double(height))
        } else {
            pixelSize = Size(width: size.width * scale, height: size.height * scale)
        }
        return size
    }

    /// Asks for a new size in points (the window manager may refuse); call `updateSize()`
    /// after the resize event arrives.
    public func setSize(_ newSize: Size) {
        SDL_SetWindowSize(
            window, Int32((newSize.width * unitsPerPoint).rounded()), Int32((newSize.height * unitsPerPoint).rounded()))
    }

    /// The smallest size, in points, the user can resize the window to (zero: none).
    public var minimumSize: Size = .zero {
        didSet {
            SDL_SetWindowMinimumSize(
                window, Int32((max(0, minimumSize.width) * unitsPerPoint).rounded()),
                Int32((max(0, minimumSize.height) * unitsPerPoint).rounded()))
        }
    }

    /// The window's title bar text.
    public var title: String {
        get { String(cString: SDL_GetWindowTitle(window)) }
        set { SDL_SetWindowTitle(window, newValue) }
    }

    /// The refresh rate of the window's display in Hz; 60 where SDL reports 0 (as under Xvfb).
    public var refreshRate: Double {
        let display = SDL_GetWindowDisplayIndex(window)
        var mode = SDL_DisplayMode()
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else {
            return 60
        }
        return Double(mode.refresh_rate)
    }

    /// Blocks until the GPU has carried out everything drawn so far (`glFinish` on the current
    /// GL context: call it right after this window's present); returns at once on the
    /// software renderer, which draws as it is called. For benchmarks: an
    /// offscreen GL surface does not throttle presents, so without it a frame's time is only
    /// what queuing its work took, and Mesa's llvmpipe, falling behind, makes some later frame
    /// wait for the whole backlog (README, "Benchmarks").
    @_spi(SegueTools) public func waitForGPU() {
        glFinish?()
    }

    /// The window's pixels as last presented (RGBA), read back from the renderer.
    public func readPixels() throws -> PixelBuffer {
        SDL_SetRenderTarget(renderer, nil)
        var width: Int32 = 0
        var height: Int32 = 0
        guard SDL_GetRendererOutputSize(renderer, &width, &height) == 0 else {
            throw HostError.sdl("SDL_GetRendererOutputSize")
        }
        var bytes = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
        let status = bytes.withUnsafeMutableBytes { raw in
            SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, raw.baseAddress, width * 4)
        }
        guard status == 0 else { throw HostError.sdl("SDL_RenderReadPixels") }
        return PixelBuffer(width: Int(width), height: Int(height), bytes: bytes)
    }

    isolated deinit {
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
    }
}
