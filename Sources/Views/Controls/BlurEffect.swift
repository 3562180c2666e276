import Geometry

/// A blur material (UIKit's `UIBlurEffect`): how much a `VisualEffectView` blurs what lies
/// under it, and the colour it lays over the blur.
public struct BlurEffect: Equatable, Sendable {
    /// The materials UIKit names (`UIBlurEffect.Style`).
    public enum Style: String, Equatable, Sendable, CaseIterable {
        /// A light material: the blur under a thin white.
        case light
        /// A lighter one, nearly white: text on it reads as on paper.
        case extraLight
        /// A dark material: the blur under a deep grey, for white text.
        case dark
        /// Between light and dark, for content that adapts to neither.
        case regular
    }

    /// The blur's standard deviation, in points.
    public var radius: Double
    /// The colour laid over the blur (translucent, so the blur shows through it).
    public var tint: Color

    /// The material of `style`: a 20-point blur under its tint.
    public init(style: Style) {
        switch style {
        case .light: self.init(radius: 20, tint: Color(white: 1, alpha: 0.45))
        case .extraLight: self.init(radius: 20, tint: Color(white: 0.97, alpha: 0.75))
        case .dark: self.init(radius: 20, tint: Color(white: 0.1, alpha: 0.72))
        case .regular:
            self.init(
                radius: 20, tint: Color(light: Color(white: 0.8, alpha: 0.5), dark: Color(white: 0.12, alpha: 0.7)))
        }
    }

    /// A material of its own: a blur of `radius` points (its standard deviation, finite and
    /// ≥ 0) under `tint`.
    public init(radius: Double, tint: Color) {
        precondition(radius >= 0 && radius.isFinite, "BlurEffect radius must be finite and ≥ 0, not \(radius)")
        self.radius = radius
        self.tint = tint
    }
}
