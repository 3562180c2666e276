// With PlainSDLStaticFrame, the only files in Sources/ outside SDLHost that call SDL
// (docs/ARCHITECTURE.md): the baseline measures raw SDL, so it must not go through SDLHost.
import CSDL2
import Geometry
import Layers
import SDLHost

/// The benchmark's baseline: the frame of a push transition drawn with raw SDL calls and
/// nothing else, so Segue's cost can be compared with the least SDL itself needs.
///
/// Page A (underneath) is moved left by 30% of the width times `progress`, with a black dim
/// of alpha `0.1 × progress` over only its visible strip; page B arrives from the right edge
/// (`width × (1 − progress)`) with a soft shadow strip along its left edge. Pages are opaque
/// and copied without blending (MeasuredSDLFacts.md). It draws into an `SDLWindow`'s
/// renderer, found through SDL by the window's id, with textures of its own.
@MainActor
final class PlainSDLSlideFrame {
    /// Where everything lands at a given progress, in pixels.
    struct Layout: Equatable, Sendable {
        /// Page A's horizontal offset: `−0.3 × width × progress`.
        var pageAOffset: Double
        /// Page B's left edge: `width × (1 − progress)`.
        var pageBOffset: Double
        /// The dimmed strip: page A's visible part, left of page B.
        var dim: Rect
        /// The dim's alpha, `0.1 × progress`.
        var dimAlpha: Double
        /// The shadow strip just left of page B.
        var shadow: Rect

        /// Computes the layout at `progress` (0: page B off screen, 1: covering) for a window of
        /// `size` pixels.
        init(progress: Double, size: Size, shadowWidth: Double) {
            pageAOffset = -0.3 * size.width * progress
            pageBOffset = size.width * (1 - progress)
            dim = Rect(x: 0, y: 0, width: max(0, pageBOffset), height: size.height)
            dimAlpha = 0.1 * progress
            shadow = Rect(x: pageBOffset - shadowWidth, y: 0, width: shadowWidth, height: size.height)
        }
    }

    /// The window the frame is drawn in.
    let window: SDLWindow
    /// Width of the shadow strip in pixels.
    let shadowWidth: Int
    /// The shadow's darkest alpha, right beside page B.
    let shadowOpacity: Double
    private let renderer: OpaquePointer
    private let pageA: OpaquePointer
    private let pageB: OpaquePointer
    private let shadow: OpaquePointer

    /// `pageA` and `pageB` default to generated pages of the window's size.
    init(
        window: SDLWindow, pageA: Image? = nil, pageB: Image? = nil, shadowWidth: Int = 20,
        shadowOpacity: Double = 0.3
    ) throws {
        guard let sdlWindow = SDL_GetWindowFromID(window.windowID), let renderer = SDL_GetRenderer(sdlWindow) else {
            throw Self.failure("SDL_GetRenderer")
        }
        let strip = max(1, shadowWidth)
        self.window = window
        self.renderer = renderer
        self.shadowWidth = strip
        self.shadowOpacity = shadowOpacity
        let width = Int(window.size.width)
        let height = Int(window.size.height)
        let a = pageA ?? Image(pixels: Self.page(width: width, height: height, tint: Color(white: 0.97)))
        let b =
            pageB ?? Image(pixels: Self.page(width: width, height: height, tint: Color(red: 0.9, green: 0.95, blue: 1)))
        // A horizontal ramp of black: transparent at the left, `shadowOpacity` at the right.
        let ramp = (0..<strip).map { x -> UInt32 in
            let t = (Double(x) + 0.5) / Double(strip)
            return UInt32((shadowOpacity * t * t * 255).rounded()) << 24
        }
        var made: [OpaquePointer] = []
        do {
            for page in [a.pixels, b.pixels] {
                made.append(try Self.texture(renderer, argb: Self.argb(page), width: page.width, height: page.height))
            }
            made.append(try Self.texture(renderer, argb: ramp, width: strip, height: 1))
        } catch {
            for texture in made { SDL_DestroyTexture(texture) }
            throw error
        }
        (self.pageA, self.pageB, self.shadow) = (made[0], made[1], made[2])
    }

    // The textures go first; `window` keeps the SDL renderer alive until then.
    isolated deinit {
        SDL_DestroyTexture(pageA)
        SDL_DestroyTexture(pageB)
        SDL_DestroyTexture(shadow)
    }

    /// Draws the frame at `progress` (0: only page A; 1: page B covers the window) and
    /// presents it.
    func draw(progress: Double) {
        let size = window.size
        let layout = Layout(progress: progress, size: size, shadowWidth: Double(shadowWidth))
        let w = Float(size.width)
        let h = Float(size.height)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(pageA, SDL_BLENDMODE_NONE)
        SDL_SetTextureBlendMode(pageB, SDL_BLENDMODE_NONE)
        SDL_SetTextureColorMod(pageA, 255, 255, 255)
        SDL_SetTextureAlphaMod(pageA, 255)
        SDL_SetTextureColorMod(pageB, 255, 255, 255)
        SDL_SetTextureAlphaMod(pageB, 255)
        // Page A's visible part only: the rest is under page B.
        let visibleA = Float(min(layout.pageBOffset, size.width))
        if visibleA > 0 {
            var dst = SDL_FRect(x: Float(layout.pageAOffset), y: 0, w: w, h: h)
            SDL_RenderCopyF(renderer, pageA, nil, &dst)
            let alpha = UInt8((layout.dimAlpha * 255).rounded())
            if alpha > 0 {
                SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
                SDL_SetRenderDrawColor(renderer, 0, 0, 0, alpha)
                var dim = SDL_FRect(x: 0, y: 0, w: visibleA, h: h)
                SDL_RenderFillRectF(renderer, &dim)
            }
        }
        if layout.pageBOffset < size.width {
            var strip = SDL_FRect(
                x: Float(layout.shadow.minX), y: 0, w: Float(layout.shadow.width), h: h)
            SDL_SetTextureBlendMode(shadow, SDL_BLENDMODE_BLEND)
            SDL_RenderCopyF(renderer, shadow, nil, &strip)
            var dst = SDL_FRect(x: Float(layout.pageBOffset), y: 0, w: w, h: h)
            SDL_RenderCopyF(renderer, pageB, nil, &dst)
        }
        SDL_RenderPresent(renderer)
    }

    /// A page-like picture: a tinted background, a bar at the top and rows of grey lines.
    static func page(width: Int, height: Int, tint: Color) -> PixelBuffer {
        var pixels = PixelBuffer(width: width, height: height, color: tint)
        let bar = Color(white: 0.85).rgba8
        let line = Color(white: 0.6).rgba8
        pixels.bytes.withUnsafeMutableBufferPointer { bytes in
            for y in 0..<height {
                let inBar = y < 64
                let inLine = y >= 64 && (y - 64) % 44 >= 18 && (y - 64) % 44 < 26
                guard inBar || inLine else { continue }
                let c = inBar ? bar : line
                let x0 = inBar ? 0 : 16
                let x1 = inBar ? width : max(x0, width * 2 / 3)
                for x in x0..<x1 {
                    let i = (y * width + x) * 4
                    bytes[i] = c.r
                    bytes[i + 1] = c.g
                    bytes[i + 2] = c.b
                    bytes[i + 3] = 255
                }
            }
        }
        return pixels
    }

    /// A static ARGB8888 texture of `argb` (`width` pixels a row), filtered linearly and
    /// blended by default, as SDLHost makes its own.
    private static func texture(_ renderer: OpaquePointer, argb: [UInt32], width: Int, height: Int) throws
        -> OpaquePointer
    {
        guard
            let texture = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), Int32(width),
                Int32(height))
        else { throw failure("SDL_CreateTexture(\(width)x\(height))") }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(texture, SDL_ScaleModeLinear)
        let status = argb.withUnsafeBytes { SDL_UpdateTexture(texture, nil, $0.baseAddress, Int32(width * 4)) }
        guard status == 0 else {
            let error = failure("SDL_UpdateTexture")
            SDL_DestroyTexture(texture)
            throw error
        }
        return texture
    }

    /// `pixels` (RGBA bytes) as ARGB8888 words.
    private static func argb(_ pixels: PixelBuffer) -> [UInt32] {
        let b = pixels.bytes
        return stride(from: 0, to: b.count, by: 4).map { i in
            UInt32(b[i + 3]) << 24 | UInt32(b[i]) << 16 | UInt32(b[i + 1]) << 8 | UInt32(b[i + 2])
        }
    }

    /// The failure of `call`, with SDL's own explanation.
    private static func failure(_ call: String) -> HostError {
        .sdl(call: call, message: String(cString: SDL_GetError()))
    }
}
