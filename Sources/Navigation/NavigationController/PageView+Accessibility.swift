import Views

/// A page of a navigation stack is a landmark named by its title: its bar, its content and
/// its toolbar, in that order (the bar is read with its page even while a transition lends
/// it to the container).
extension PageView: AccessibilityDefaultsProviding {
    /// A landmark named by the page's title.
    public var defaultAccessibility: AccessibilityDefaults {
        var elements: [View] = [navigationBar]
        if viewController.isViewLoaded { elements.append(viewController.view) }
        elements.append(toolbar)
        return AccessibilityDefaults(
            label: viewController.navigationItem.title ?? viewController.title, containerType: .landmark,
            elements: elements)
    }
}
