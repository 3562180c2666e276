import CSDL2
import Geometry
import Layers

/// The benchmark's baseline: the frame of a push transition drawn with raw SDL calls and
/// nothing else, so Segue's cost can be compared with the least SDL itself needs.
///
/// Page A (underneath) is moved left by 30% of the width times `progress`, with a black dim
/// of alpha `0.1 × progress` over only its visible strip; page B arrives from the right edge
/// (`width × (1 − progress)`) with a soft shadow strip along its left edge. Pages are opaque
/// and copied without blending (docs/ARCHITECTURE.md §13).
@MainActor
public final class PlainSDLSlideFrame {
    /// Where everything lands at a given progress, in pixels.
    public struct Layout: Equatable, Sendable {
        /// Page A's horizontal offset: `−0.3 × width × progress`.
        public var pageAOffset: Double
        /// Page B's left edge: `width × (1 − progress)`.
        public var pageBOffset: Double
        /// The dimmed strip: page A's visible part, left of page B.
        public var dim: Rect
        /// The dim's alpha, `0.1 × progress`.
        public var dimAlpha: Double
        /// The shadow strip just left of page B.
        public var shadow: Rect

        /// Computes the layout at `progress` (0: page B off screen, 1: covering) for a window of
        /// `size` pixels.
        public init(progress: Double, size: Size, shadowWidth: Double) {
            pageAOffset = -0.3 * size.width * progress
            pageBOffset = size.width * (1 - progress)
            dim = Rect(x: 0, y: 0, width: max(0, pageBOffset), height: size.height)
            dimAlpha = 0.1 * progress
            shadow = Rect(x: pageBOffset - shadowWidth, y: 0, width: shadowWidth, height: size.height)
        }
    }

    /// The window the frame is drawn in.
    public let window: SDLWindow
    /// Width of the shadow strip in pixels.
    public let shadowWidth: Int
    /// The shadow's darkest alpha, right beside page B.
    public let shadowOpacity: Double
    private let pageA: SDLTexture
    private let pageB: SDLTexture
    private let shadow: SDLTexture

    /// `pageA` and `pageB` default to generated pages of the window's size.
    public init(
        window: SDLWindow, pageA: Image? = nil, pageB: Image? = nil, shadowWidth: Int = 20,
        shadowOpacity: Double = 0.3
    ) throws {
        let strip = max(1, shadowWidth)
        self.window = window
        self.shadowWidth = strip
        self.shadowOpacity = shadowOpacity
        let width = Int(window.size.width)
        let height = Int(window.size.height)
        let cache = ImageTextureCache(window: window)
        let a = pageA ?? Image(pixels: Self.page(width: width, height: height, tint: Color(white: 0.97)))
        let b =
            pageB ?? Image(pixels: Self.page(width: width, height: height, tint: Color(red: 0.9, green: 0.95, blue: 1)))
        self.pageA = try cache.texture(for: a)
        self.pageB = try cache.texture(for: b)
        // A horizontal ramp of black: transparent at the left, `shadowOpacity` at the right.
        let ramp = (0..<strip).map { x -> UInt32 in
            let t = (Double(x) + 0.5) / Double(strip)
            return UInt32((shadowOpacity * t * t * 255).rounded()) << 24
        }
        let shadow = try SDLTexture(window: window, width: strip, height: 1, target: false)
        try ramp.withUnsafeBytes { try shadow.update(argb: $0.baseAddress!, rowLength: strip) }
        self.shadow = shadow
    }

    /// Draws the frame at `progress` (0: only page A; 1: page B covers the window) and
    /// presents it.
    public func draw(progress: Double) {
        let renderer = window.renderer
        let size = window.size
        let layout = Layout(progress: progress, size: size, shadowWidth: Double(shadowWidth))
        let w = Float(size.width)
        let h = Float(size.height)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderSetClipRect(renderer, nil)
        SDL_SetTextureBlendMode(pageA.handle, SDL_BLENDMODE_NONE)
        SDL_SetTextureBlendMode(pageB.handle, SDL_BLENDMODE_NONE)
        SDL_SetTextureColorMod(pageA.handle, 255, 255, 255)
        SDL_SetTextureAlphaMod(pageA.handle, 255)
        SDL_SetTextureColorMod(pageB.handle, 255, 255, 255)
        SDL_SetTextureAlphaMod(pageB.handle, 255)
        // Page A's visible part only: the rest is under page B.
        let visibleA = Float(min(layout.pageBOffset, size.width))
        if visibleA > 0 {
            var dst = SDL_FRect(x: Float(layout.pageAOffset), y: 0, w: w, h: h)
            SDL_RenderCopyF(renderer, pageA.handle, nil, &dst)
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
            SDL_SetTextureBlendMode(shadow.handle, SDL_BLENDMODE_BLEND)
            SDL_RenderCopyF(renderer, shadow.handle, nil, &strip)
            var dst = SDL_FRect(x: Float(layout.pageBOffset), y: 0, w: w, h: h)
            SDL_RenderCopyF(renderer, pageB.handle, nil, &dst)
        }
        SDL_RenderPresent(renderer)
    }

    /// A page-like picture: a tinted background, a bar at the top and rows of grey lines.
    public static func page(width: Int, height: Int, tint: Color) -> PixelBuffer {
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
}
