/// The traits a view or page is drawn with (UIKit's `UITraitCollection`): for now its
/// `userInterfaceStyle`, inherited window -> page -> view unless overridden
/// (`overrideUserInterfaceStyle`; DarkMode.md in the Views module).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light, dark, or not said (`unspecified`, which colours resolve as light).
    public var userInterfaceStyle: UserInterfaceStyle

    /// Traits with `userInterfaceStyle` (`UITraitCollection(userInterfaceStyle:)`); none said by
    /// default.
    public init(userInterfaceStyle: UserInterfaceStyle = .unspecified) {
        self.userInterfaceStyle = userInterfaceStyle
    }

    /// Whether a colour could look different under `other` (UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`): the styles differ once `unspecified` is
    /// read as light.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        userInterfaceStyle.resolvedForColor != (other?.userInterfaceStyle ?? .unspecified).resolvedForColor
    }

    /// "TraitCollection(userInterfaceStyle: dark)".
    public var description: String { "TraitCollection(userInterfaceStyle: \(userInterfaceStyle))" }
}

extension UserInterfaceStyle {
    /// What a colour is drawn as: `unspecified` is light.
    var resolvedForColor: UserInterfaceStyle { self == .dark ? .dark : .light }
}
