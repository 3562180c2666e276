import CSDL2
import Foundation
import Layers

/// Decodes image files (PNG, through SDL_image) into `Image`s.
@MainActor
public struct ImageLoader {
    public let platform: SDLPlatform
    public let assets: AssetLocator

    public init(platform: SDLPlatform, assets: AssetLocator = .standard()) {
        self.platform = platform
        self.assets = assets
    }

    /// Loads the asset `name` (for example "Icons/back.png"); a name ending in "@2x.png" gets
    /// scale 2. A missing asset is `HostError.missingAsset`, naming every place searched.
    public func load(asset name: String) throws -> Image {
        let path: String
        do {
            path = try assets.path(for: name)
        } catch let missing as AssetLocator.MissingAsset {
            throw HostError.missingAsset(missing)
        }
        return try load(path: path)
    }

    /// Loads the file at `path`; a missing file is `HostError.missingFile(path:)`.
    public func load(path: String) throws -> Image {
        guard FileManager.default.isReadableFile(atPath: path) else { throw HostError.missingFile(path: path) }
        guard let loaded = IMG_Load(path) else { throw HostError.sdl("IMG_Load(\(path))") }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
            throw HostError.sdl("SDL_ConvertSurfaceFormat(\(path))")
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        SDL_LockSurface(surface)
        defer { SDL_UnlockSurface(surface) }
        let source = UnsafeRawPointer(surface.pointee.pixels!)
        bytes.withUnsafeMutableBytes { target in
            for row in 0..<height {
                (target.baseAddress! + row * width * 4).copyMemory(from: source + row * pitch, byteCount: width * 4)
            }
        }
        let scale: Double = (path as NSString).deletingPathExtension.hasSuffix("@2x") ? 2 : 1
        return Image(pixels: PixelBuffer(width: width, height: height, bytes: bytes), scale: scale)
    }
}
