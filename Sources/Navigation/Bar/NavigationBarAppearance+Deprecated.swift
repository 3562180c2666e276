import Foundation
import Geometry
import Layers

/// The spellings of Segue's earlier `NavigationBarAppearance` (a struct of its own fields),
/// kept for existing apps and deprecated in favour of UIKit's.
extension NavigationBarAppearance {
    /// An appearance of the given colours and font.
    @available(
        *, deprecated,
        message:
            "use NavigationBarAppearance() and set backgroundColor, titleTextAttributes, tintColor and shadowColor, as UIKit's UINavigationBarAppearance"
    )
    public convenience init(
        backgroundColor: Color = Color(white: 0.97), titleColor: Color = .black,
        titleFont: Font = .boldSystem(size: 17), tintColor: Color = Color(red: 0, green: 0.48, blue: 1),
        hairlineColor: Color? = Color(white: 0.78)
    ) {
        self.init()
        self.backgroundColor = backgroundColor
        titleTextAttributes = [.foregroundColor: titleColor, .font: titleFont]
        self.tintColor = tintColor
        shadowColor = hairlineColor
    }

    /// The title's colour.
    @available(*, deprecated, message: "use titleTextAttributes[.foregroundColor], as UIKit")
    public var titleColor: Color {
        get { shownTitleColor }
        set { titleTextAttributes[.foregroundColor] = newValue }
    }

    /// The title's font.
    @available(*, deprecated, message: "use titleTextAttributes[.font], as UIKit")
    public var titleFont: Font {
        get { shownTitleFont }
        set { titleTextAttributes[.font] = newValue }
    }

    /// The line under the bar.
    @available(*, deprecated, renamed: "shadowColor")
    public var hairlineColor: Color? {
        get { shadowColor }
        set { shadowColor = newValue }
    }

    /// The look of a bar with nothing set.
    @available(*, deprecated, message: "use NavigationBarAppearance(), as UIKit")
    public static var standard: NavigationBarAppearance { NavigationBarAppearance() }
}
