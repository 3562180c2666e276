import Views

/// The tab bar is a row of tabs (`.tabBar`): its items are its tabs.
extension TabBar: AccessibilityDefaultsProviding {
    /// A tab list container.
    public var defaultAccessibility: AccessibilityDefaults {
        AccessibilityDefaults(traits: .tabBar, containerType: .semanticGroup)
    }
}

/// A tab reads as its title ("Favourites"), a selected button while its tab shows, its badge
/// as the value and its place as the hint ("2 of 3"); activating it switches to it.
extension TabBarButton: AccessibilityDefaultsProviding {
    /// A tab named by its item.
    var defaultAccessibility: AccessibilityDefaults {
        var traits: AccessibilityTraits = .button
        if isSelectedTab { traits.insert(.selected) }
        if !isEnabled { traits.insert(.notEnabled) }
        var position: String?
        if let bar = superview as? TabBar, let index = bar.items.firstIndex(where: { $0 === item }) {
            position = "\(index + 1) of \(bar.items.count)"
        }
        return AccessibilityDefaults(
            isElement: true, label: item.title, value: item.badgeValue, hint: position, traits: traits)
    }
}
