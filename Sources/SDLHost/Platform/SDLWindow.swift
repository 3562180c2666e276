import CSDL2
import Geometry
import Layers

/// A window and the software renderer that draws into it.
///
/// Sizes are in points; the window is not high-DPI, so a point is a pixel.
@MainActor
public final class SDLWindow {
    public let platform: SDLPlatform
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// SDL's id for this window, as found in window events.
    public let windowID: UInt32
    /// The drawable size in points, as of the last `updateSize()`.
    public private(set) var size: Size
    /// The name of the renderer's driver: `software`, the only one `init` creates.
    public let rendererName: String

    /// True when the renderer filters the textures it draws through `SDL_RenderGeometry`
    /// itself: the GPU drivers (opengl, opengles2, direct3d, metal) sample a texture with its
    /// linear scale mode there. SDL's `software` driver reads the nearest texel whatever the
    /// scale mode, so `SDLRenderer` draws sheared and perspective quads filtered on the CPU
    /// instead (`QuadSampler`, docs/ARCHITECTURE.md §5 and §13).
    public var filtersGeometry: Bool { rendererName != "software" }

    /// Opens a window of `size` points, centred, with the `software` renderer chosen by index
    /// (docs/ARCHITECTURE.md §13: with framebuffer acceleration off and batching on).
    public init(
        platform: SDLPlatform, title: String, size: Size, resizable: Bool = true, hidden: Bool = false
    ) throws {
        self.platform = platform
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        var flags: UInt32 = 0  // not high-DPI: points are pixels
        if resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
        if hidden { flags |= SDL_WINDOW_HIDDEN.rawValue }
        let width = Int32(max(1, size.width.rounded()))
        let height = Int32(max(1, size.height.rounded()))
        guard let window = SDL_CreateWindow(title, centered, centered, width, height, flags) else {
            throw HostError.sdl("SDL_CreateWindow")
        }
        let index: Int32
        do {
            index = try Self.softwareDriverIndex()
        } catch {
            SDL_DestroyWindow(window)
            throw error
        }
        guard let renderer = SDL_CreateRenderer(window, index, SDL_RENDERER_SOFTWARE.rawValue) else {
            let error = HostError.sdl("SDL_CreateRenderer(software)")
            SDL_DestroyWindow(window)
            throw error
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var info = SDL_RendererInfo()
        rendererName = SDL_GetRendererInfo(renderer, &info) == 0 ? info.name.map { String(cString: $0) } ?? "" : ""
        self.window = window
        self.renderer = renderer
        self.windowID = SDL_GetWindowID(window)
        self.size = Size(width: Double(width), height: Double(height))
        updateSize()
    }

    /// The index of SDL's `software` render driver.
    static func softwareDriverIndex() throws -> Int32 {
        var names: [String] = []
        for index in 0..<SDL_GetNumRenderDrivers() {
            var info = SDL_RendererInfo()
            guard SDL_GetRenderDriverInfo(index, &info) == 0, let name = info.name else { continue }
            let driver = String(cString: name)
            if driver == "software" { return index }
            names.append(driver)
        }
        throw HostError.noSoftwareRenderer(available: names)
    }

    /// Re-reads the drawable size after the window was resized; returns it.
    @discardableResult
    public func updateSize() -> Size {
        var width: Int32 = 0
        var height: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &width, &height) != 0 {
            SDL_GetWindowSize(window, &width, &height)
        }
        size = Size(width: Double(width), height: Double(height))
        return size
    }

    /// Asks for a new size (the window manager may refuse); call `updateSize()` after the
    /// resize event arrives.
    public func setSize(_ newSize: Size) {
        SDL_SetWindowSize(window, Int32(newSize.width.rounded()), Int32(newSize.height.rounded()))
    }

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
