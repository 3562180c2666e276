import Views

/// Where a container's pages move: mid-transition it lists only the page that will be there
/// at rest (the arriving one, or nothing when the page leaves for good), never both. A
/// presentation's container is a dialog (modal) named by the presented page's title, until
/// its dismissal begins (ScreenReaders.md, "The tree").
extension TransitionContainerView: AccessibilityDefaultsProviding {
    /// The pages at rest; a dialog for a presentation.
    var defaultAccessibility: AccessibilityDefaults {
        var defaults = AccessibilityDefaults()
        let context = host?.context.flatMap { $0.containerView === self ? $0 : nil }
        if let context {
            defaults.elements = context.toView.superview === self ? [context.toView] : []
        }
        if let presented = presentation?.presented, context?.operation != .dismiss {
            defaults.isModal = true
            defaults.label = Self.title(of: presented)
        }
        return defaults
    }

    /// What a presented page is called: its title, else that of the page on screen inside it
    /// (a presented stack's top page, a presented tab bar's selected tab), all the way down.
    private static func title(of page: ViewController) -> String? {
        var current: ViewController? = page
        while let shown = current {
            if let title = shown.title { return title }
            current = shown.childReceivingAppearance
        }
        return nil
    }
}
