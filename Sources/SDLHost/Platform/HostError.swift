import CSDL2
import Layers

/// What can go wrong at the SDL door, each with a message a person can act on.
public enum HostError: Error, CustomStringConvertible, Equatable {
    /// SDL found no display to open windows on (it fell back to the `offscreen` or `dummy`
    /// driver, or no video driver started at all).
    case noDisplay(detail: String)
    /// An SDL, SDL_ttf or SDL_image call failed; `message` is what `SDL_GetError` said.
    case sdl(call: String, message: String)
    /// An image asset that no asset root holds.
    case missingAsset(AssetLocator.MissingAsset)
    /// A font that neither the assets nor the system's fonts have (`FontLocator`).
    case missingFont(FontLocator.NotFound)
    /// A file given by path that does not exist or cannot be read.
    case missingFile(path: String)
    /// A file that could not be written (`PNGWriter`); `reason` is the system's.
    case unwritableFile(path: String, reason: String)
    /// The renderer asked for is not among SDL's drivers (`reason` nil), or could not be
    /// created (`reason` is what SDL said).
    case rendererUnavailable(requested: String, available: [String], reason: String?)
    /// The app's delegate returned false from `application(_:didFinishLaunchingWithOptions:)`
    /// (`Application.launchOffscreen`).
    case launchDeclined

    /// A message a person can act on: what failed and, where known, how to fix it.
    public var description: String {
        switch self {
        case .noDisplay(let detail):
            return "no display: there is no screen to open a window on; set DISPLAY (X11) or WAYLAND_DISPLAY"
                + " (\(detail))"
        case .sdl(let call, let message):
            return "\(call) failed: \(message.isEmpty ? "SDL gave no reason" : message)"
        case .missingAsset(let missing):
            return missing.description
        case .missingFont(let missing):
            return missing.description
        case .missingFile(let path):
            return "missing file \"\(path)\": it does not exist or cannot be read"
        case .unwritableFile(let path, let reason):
            return "cannot write \"\(path)\": \(reason)"
        case .rendererUnavailable(let requested, let available, let reason):
            let drivers = available.filter { !$0.isEmpty }.joined(separator: ", ")
            if let reason {
                return "the \"\(requested)\" renderer could not be created: \(reason) (SDL has: \(drivers))"
            }
            return "SDL offers no \"\(requested)\" renderer; it has: \(drivers)"
        case .launchDeclined:
            return "the app's delegate returned false from application(_:didFinishLaunchingWithOptions:)"
        }
    }

    /// The failure of `call`, with SDL's own explanation.
    static func sdl(_ call: String) -> HostError {
        .sdl(call: call, message: String(cString: SDL_GetError()))
    }
}
