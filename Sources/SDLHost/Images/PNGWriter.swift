import CSDL2
import Layers

/// Writes pixels to PNG files (through SDL_image).
public enum PNGWriter {
    /// Writes `pixels` (RGBA, straight alpha) to `path`, replacing any file there.
    public static func write(_ pixels: PixelBuffer, to path: String) throws {
        var bytes = pixels.bytes
        try bytes.withUnsafeMutableBytes { raw in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(pixels.width), Int32(pixels.height), 32, Int32(pixels.width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { throw HostError.sdl("SDL_CreateRGBSurfaceWithFormatFrom") }
            defer { SDL_FreeSurface(surface) }
            guard IMG_SavePNG(surface, path) == 0 else { throw HostError.sdl("IMG_SavePNG(\(path))") }
        }
    }
}
