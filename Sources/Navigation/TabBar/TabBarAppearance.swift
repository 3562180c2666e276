import Geometry

/// How a tab bar looks.
public struct TabBarAppearance: Sendable, Hashable {
    /// The bar's background colour.
    public var backgroundColor: Color
    /// The colour of the selected item's title and image.
    public var selectedTint: Color
    /// The colour of the other items.
    public var normalTint: Color
    /// The one-point line on top; nil removes it.
    public var hairlineColor: Color?

    /// Creates an appearance; the defaults are UIKit's look, light and dark (DarkMode.md in the
    /// Views module).
    public init(
        backgroundColor: Color = Color(light: Color(white: 0.97), dark: Color(white: 0.07, alpha: 0.94)),
        selectedTint: Color = NavigationBarAppearance.defaultTintColor, normalTint: Color = Color(white: 0.55),
        hairlineColor: Color? = Color(light: Color(white: 0.78), dark: Color(white: 0.22))
    ) {
        self.backgroundColor = backgroundColor
        self.selectedTint = selectedTint
        self.normalTint = normalTint
        self.hairlineColor = hairlineColor
    }

    /// UIKit's default look: light grey, a blue selected tab.
    public static let standard = TabBarAppearance()
}
