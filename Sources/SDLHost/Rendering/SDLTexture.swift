import CSDL2

/// An SDL texture owned by Swift: destroyed when the last reference goes. It keeps its
/// window (and so the SDL renderer) alive until then.
@MainActor
final class SDLTexture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// True when every pixel is opaque, so it may be copied without blending.
    var isOpaque = false
    private let window: SDLWindow
    private var blendMode = SDL_BLENDMODE_BLEND

    /// The pixel layout of every texture we create: the software renderer's own.
    static let format = SDL_PIXELFORMAT_ARGB8888.rawValue

    /// A blank texture of `width` x `height` pixels (at least 1x1).
    init(window: SDLWindow, width: Int, height: Int, target: Bool, linear: Bool = true) throws {
        let access = target ? SDL_TEXTUREACCESS_TARGET : SDL_TEXTUREACCESS_STATIC
        let w = max(1, width)
        let h = max(1, height)
        guard let handle = SDL_CreateTexture(window.renderer, Self.format, Int32(access.rawValue), Int32(w), Int32(h))
        else {
            throw HostError.sdl("SDL_CreateTexture(\(w)x\(h))")
        }
        self.handle = handle
        self.width = w
        self.height = h
        self.window = window
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, linear ? SDL_ScaleModeLinear : SDL_ScaleModeNearest)
    }

    /// A texture holding a copy of `surface`'s pixels.
    init(window: SDLWindow, surface: UnsafeMutablePointer<SDL_Surface>) throws {
        guard let handle = SDL_CreateTextureFromSurface(window.renderer, surface) else {
            throw HostError.sdl("SDL_CreateTextureFromSurface")
        }
        self.handle = handle
        self.width = Int(surface.pointee.w)
        self.height = Int(surface.pointee.h)
        self.window = window
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
    }

    /// Replaces the pixels of `rect` (the whole texture when nil) with ARGB8888 `pixels`,
    /// `rowLength` pixels a row.
    func update(argb pixels: UnsafeRawPointer, rowLength: Int, rect: SDL_Rect? = nil) throws {
        let status: Int32
        if var rect {
            status = SDL_UpdateTexture(handle, &rect, pixels, Int32(rowLength * 4))
        } else {
            status = SDL_UpdateTexture(handle, nil, pixels, Int32(rowLength * 4))
        }
        if status != 0 { throw HostError.sdl("SDL_UpdateTexture") }
    }

    /// Blends when `blend`, copies over otherwise; calls SDL only on a change.
    func setBlending(_ blend: Bool) {
        let mode = blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE
        if mode != blendMode {
            blendMode = mode
            SDL_SetTextureBlendMode(handle, mode)
        }
    }

    var byteCount: Int { width * height * 4 }

    isolated deinit {
        SDL_DestroyTexture(handle)
    }
}
