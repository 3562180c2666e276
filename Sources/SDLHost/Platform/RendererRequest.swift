import Foundation

/// Which of SDL's render drivers a window draws with.
///
/// The rule (MeasuredSDLFacts.md, "Renderers"): an explicit request — this value, set in
/// code, from `SEGUE_RENDERER` or the demo's `--renderer` — is obeyed or fails with a clear
/// error; `automatic` lets SDL pick an accelerated driver (honouring SDL's own
/// `SDL_RENDER_DRIVER`), and falls back to the software renderer when none can be created.
public enum RendererRequest: Equatable, Sendable, CustomStringConvertible {
    /// The accelerated renderer SDL picks (or `SDL_RENDER_DRIVER` names), else software.
    case automatic
    /// SDL's CPU renderer.
    case software
    /// A render driver by SDL's name for it: "opengl", "opengles2", ...
    case driver(String)

    /// The environment variable that requests a renderer: `software`, `opengl`, `opengles2`
    /// or `auto`.
    public static let environmentVariable = "SEGUE_RENDERER"

    /// Parses `auto`, `software` or a driver name (case-insensitive); nil for an empty string.
    public init?(name: String) {
        let name = name.trimmingCharacters(in: .whitespaces).lowercased()
        switch name {
        case "": return nil
        case "auto", "automatic": self = .automatic
        case "software": self = .software
        default: self = .driver(name)
        }
    }

    /// `SEGUE_RENDERER` from `environment` when set, else `automatic`.
    public static func fromEnvironment(
        _ environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> RendererRequest {
        environment[environmentVariable].flatMap(RendererRequest.init(name:)) ?? .automatic
    }

    /// The driver name SDL knows this request by; nil for `automatic`.
    public var driverName: String? {
        switch self {
        case .automatic: return nil
        case .software: return "software"
        case .driver(let name): return name
        }
    }

    /// The driver name, or `auto`.
    public var description: String { driverName ?? "auto" }
}
