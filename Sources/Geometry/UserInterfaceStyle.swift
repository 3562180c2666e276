/// Light or dark (UIKit's `UIUserInterfaceStyle`): the look a window, page or view asks its
/// dynamic colours for (`Color.resolvedColor(with:)`).
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No choice of its own: inherited from above; a colour resolves it as `light`.
    case unspecified
    /// The light look: dark text on light grounds.
    case light
    /// The dark look: light text on black and near-black grounds.
    case dark

    /// "unspecified", "light" or "dark".
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }

    /// `light` or `dark`, from those words (any case); nil for anything else.
    public init?(name: String) {
        switch name.lowercased() {
        case "light": self = .light
        case "dark": self = .dark
        default: return nil
        }
    }
}
