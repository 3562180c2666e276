/// Base or elevated (UIKit's `UIUserInterfaceLevel`): a page in a window is at the base level,
/// a sheet presented over it is elevated, so that in dark its grounds are a step lighter than
/// the black they float over (`Color.systemBackground` is #1C1C1E there, not black).
public enum UserInterfaceLevel: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// No level of its own: inherited; a colour draws it as `base`.
    case unspecified
    /// The window's level.
    case base
    /// Above the window's content: cards and sheets.
    case elevated

    /// "unspecified", "base" or "elevated".
    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .base: return "base"
        case .elevated: return "elevated"
        }
    }
}
