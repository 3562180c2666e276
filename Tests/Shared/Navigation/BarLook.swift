import Geometry
import Layers
import Navigation

/// A bar look made as UIKit code makes one — `NavigationBarAppearance()`, then its properties
/// set — in one line: the default background with what is given changed (`shadow: .some(nil)`
/// removes the line).
@MainActor
func barLook(
    background: Color? = nil, title: Color? = nil, titleFont: Font? = nil, tint: Color? = nil,
    shadow: Color?? = .none
) -> NavigationBarAppearance {
    let look = NavigationBarAppearance()
    if let background { look.backgroundColor = background }
    if let title { look.titleTextAttributes[.foregroundColor] = title }
    if let titleFont { look.titleTextAttributes[.font] = titleFont }
    look.tintColor = tint
    if case .some(let shadow) = shadow { look.shadowColor = shadow }
    return look
}
