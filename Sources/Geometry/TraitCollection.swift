/// The traits a view or page is drawn with (UIKit's `UITraitCollection`): its
/// `userInterfaceStyle`, inherited window -> page -> view unless overridden
/// (`overrideUserInterfaceStyle`), and its `userInterfaceLevel`, elevated in a sheet
/// (DarkMode.md in the Views module).
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// Light, dark, or not said (`unspecified`, which colours resolve as light).
    public var userInterfaceStyle: UserInterfaceStyle
    /// Base, elevated (in a sheet), or not said (`unspecified`, which colours resolve as base).
    public var userInterfaceLevel: UserInterfaceLevel

    /// Traits with `userInterfaceStyle` and `userInterfaceLevel` (UIKit's
    /// `UITraitCollection(userInterfaceStyle:)` and `(userInterfaceLevel:)`); none said by
    /// default.
    public init(
        userInterfaceStyle: UserInterfaceStyle = .unspecified, userInterfaceLevel: UserInterfaceLevel = .unspecified
    ) {
        self.userInterfaceStyle = userInterfaceStyle
        self.userInterfaceLevel = userInterfaceLevel
    }

    /// Whether a colour could look different under `other` (UIKit's
    /// `hasDifferentColorAppearance(comparedTo:)`): the styles differ once `unspecified` is
    /// read as light.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        colorAppearance != (other ?? TraitCollection()).colorAppearance
    }

    /// The look a colour takes under these traits.
    var colorAppearance: Color.Appearance {
        guard userInterfaceStyle == .dark else { return .light }
        return userInterfaceLevel == .elevated ? .elevatedDark : .dark
    }

    /// "TraitCollection(userInterfaceStyle: dark, userInterfaceLevel: base)".
    public var description: String {
        "TraitCollection(userInterfaceStyle: \(userInterfaceStyle), userInterfaceLevel: \(userInterfaceLevel))"
    }
}
