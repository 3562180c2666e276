/// Right to left: which way leading and trailing point (AutoLayout.md, "Right to left").
extension View {
    /// How this view's content relates to the layout direction (UIKit's
    /// `semanticContentAttribute`); changing it lays out the window's constraints again.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { layoutState.semanticContentAttribute }
        set {
            guard newValue != layoutState.semanticContentAttribute else { return }
            layoutState.semanticContentAttribute = newValue
            window?.autoLayoutEngine?.itemsChanged()
        }
    }

    /// The direction this view's leading and trailing anchors follow (UIKit's
    /// `effectiveUserInterfaceLayoutDirection`): its `semanticContentAttribute` resolved against
    /// its window's `userInterfaceLayoutDirection` (left to right outside a window).
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(
            for: semanticContentAttribute, relativeTo: window?.userInterfaceLayoutDirection ?? .leftToRight)
    }

    /// The direction `attribute` gives in a window running `layoutDirection` (UIKit's
    /// `userInterfaceLayoutDirection(for:relativeTo:)`): playback and spatial content and
    /// forced left to right run left to right; forced right to left runs right to left.
    public static func userInterfaceLayoutDirection(
        for attribute: SemanticContentAttribute, relativeTo layoutDirection: UserInterfaceLayoutDirection
    ) -> UserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: layoutDirection
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}

extension Window {
    /// The direction the window's content runs (UIKit's application-wide
    /// `userInterfaceLayoutDirection`, kept per window here): left to right unless the app
    /// says otherwise. Changing it lays the window's constraints out again.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { layoutState.windowLayoutDirection }
        set {
            guard newValue != layoutState.windowLayoutDirection else { return }
            layoutState.windowLayoutDirection = newValue
            autoLayoutEngine?.itemsChanged()
            setNeedsLayout()
        }
    }
}
