/// Which way a view's content runs (UIKit's `UIUserInterfaceLayoutDirection`): leading and
/// trailing anchors are the left and right edges left to right, the right and left edges right
/// to left (AutoLayout.md, "Right to left").
public enum UserInterfaceLayoutDirection: Int, Sendable {
    /// Content starts at the left edge (English).
    case leftToRight = 0
    /// Content starts at the right edge (Arabic, Hebrew).
    case rightToLeft = 1
}

/// How a view's content relates to the layout direction (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable {
    /// Follows the window's direction (the default).
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (arrows, a joystick): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}
