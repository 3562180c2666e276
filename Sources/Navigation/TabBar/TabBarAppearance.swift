import Geometry

/// How a tab bar looks.
public struct TabBarAppearance: Sendable, Hashable {
    public var backgroundColor: Color
    public var selectedTint: Color
    public var normalTint: Color
    public var hairlineColor: Color?

    public init(
        backgroundColor: Color = Color(white: 0.97), selectedTint: Color = Color(red: 0, green: 0.48, blue: 1),
        normalTint: Color = Color(white: 0.55), hairlineColor: Color? = Color(white: 0.78)
    ) {
        self.backgroundColor = backgroundColor
        self.selectedTint = selectedTint
        self.normalTint = normalTint
        self.hairlineColor = hairlineColor
    }

    /// UIKit's default look: light grey, a blue selected tab.
    public static let standard = TabBarAppearance()
}
