import CSDL2
import Foundation
import Layers
import Logging

/// Decodes image files (PNG, through SDL_image) into `Image`s. What `load(asset:)` chose or
/// missed is told to the `segue.assets` logger (FontsAndAssets.md, "Diagnostics").
@MainActor
public struct ImageLoader {
    /// The SDL platform, started (SDL_image needs it).
    public let platform: SDLPlatform
    /// Where assets are looked up.
    public let assets: AssetLocator
    /// The display's pixels per point: which of an asset's variants fits best.
    public let scale: Double
    /// Where `load(asset:)` tells the file it chose (`debug`) and an asset it could not load
    /// (`warning`, besides the error it throws: an app that gives up on an image with `try?`
    /// still leaves a trace).
    var logger = HostLog.assets

    /// Creates a loader for images in `assets`, picking variants for `scale` pixels per point.
    public init(platform: SDLPlatform, assets: AssetLocator = .standard(), scale: Double = 1) {
        self.platform = platform
        self.assets = assets
        self.scale = scale
    }

    /// Loads the asset `name` (for example "Icons/back.png") in the variant that suits
    /// `scale`, as UIKit picks them: "back@2x.png" at scale 1.5 and above, "back@3x.png" at
    /// 2.5 and above, each falling back to the others (nearest scale first) when missing. A
    /// name that already ends in "@2x" is taken as it is. A file ending in "@2x.png" gets
    /// scale 2 ("@3x" 3). A missing asset is `HostError.missingAsset`, naming every place
    /// searched for the name asked for.
    public func load(asset name: String) throws -> Image {
        do {
            for candidate in Self.variants(of: name, scale: scale) {
                guard let path = try? assets.path(for: candidate) else { continue }
                logger.debug("asset \(name) at scale \(scale): \(path)")
                return try load(path: path)
            }
            do {
                return try load(path: try assets.path(for: name))
            } catch let missing as AssetLocator.MissingAsset {
                throw HostError.missingAsset(missing)
            }
        } catch {
            logger.warning("image \(name) not loaded: \(error)")
            throw error
        }
    }

    /// The file names to try for `name` at `scale`, best first.
    static func variants(of name: String, scale: Double) -> [String] {
        let ns = name as NSString
        let ext = ns.pathExtension
        let stem = ns.deletingPathExtension
        if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") { return [name] }
        let dot = ext.isEmpty ? "" : "." + ext
        let one = name
        let two = stem + "@2x" + dot
        let three = stem + "@3x" + dot
        if scale >= 2.5 { return [three, two, one] }
        if scale >= 1.5 { return [two, three, one] }
        return [one, two, three]
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
        let stem = (path as NSString).deletingPathExtension
        let scale: Double = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        return Image(pixels: PixelBuffer(width: width, height: height, bytes: bytes), scale: scale)
    }
}
