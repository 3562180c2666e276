import Geometry
import Layers

extension View: TraitEnvironment {
    /// The traits the view is drawn with (`UIView.traitCollection`): its
    /// `overrideUserInterfaceStyle`, else its view controller's, else its superview's, up to
    /// the window's, whose style is the desktop's unless overridden (DarkMode.md). A view out
    /// of every window keeps the traits it last had (`.unspecified` before it was in one).
    public var traitCollection: TraitCollection { layer.traitCollection }

    /// The style this view and the views inside it take whatever is above
    /// (`UIView.overrideUserInterfaceStyle`); `.unspecified`, inherit, by default.
    public var overrideUserInterfaceStyle: UserInterfaceStyle {
        get { layer.overrideUserInterfaceStyle }
        set { layer.overrideUserInterfaceStyle = newValue }
    }

    /// The layer's traits changed: the view's owner (a view controller) is told, then the view.
    func userInterfaceStyleDidChange(from previousTraits: TraitCollection) {
        if let owner = owningResponder as? TraitEnvironment, owner !== self {
            owner.traitCollectionDidChange(previousTraits)
        }
        traitCollectionDidChange(previousTraits)
    }
}
