import Geometry

/// What UIKit's layout keeps for one view (LayoutAsUIKit.md): the size its subviews were
/// last autoresized for, the margins the app set, and the safe area and margins last reported.
struct ViewLayoutState {
    /// The bounds size the subviews' `autoresizingMask` last followed (at first, the size the
    /// view was made with).
    var autoresizedSize = Size.zero
    /// The margins the app set (`layoutMargins` before the safe area and the superview's
    /// are taken into account): UIKit's 8 points on every side.
    var declaredMargins = EdgeInsets(all: 8)
    /// Whether the margins keep clear of the superview's (`preservesSuperviewLayoutMargins`).
    var preservesSuperviewMargins = false
    /// Whether the margins count from the safe area (`insetsLayoutMarginsFromSafeArea`).
    var insetsMarginsFromSafeArea = true
    /// The safe area a container gives this view (a view controller's root view); nil
    /// derives it from the superview's.
    var givenSafeAreaInsets: EdgeInsets?
    /// The layout guides made so far (`safeAreaLayoutGuide`, ...), each made once.
    var guides: [LayoutGuide] = []
    /// Content hugging, horizontal then vertical (`LayoutAxis.rawValue`).
    var hugging = [LayoutPriority.defaultLow, .defaultLow]
    /// Compression resistance, horizontal then vertical.
    var compressionResistance = [LayoutPriority.defaultHigh, .defaultHigh]
    /// What the view's controller adds to its safe area (`additionalSafeAreaInsets`).
    var ownerAdditionalSafeAreaInsets = EdgeInsets.zero
    /// The safe area `safeAreaInsetsDidChange` last reported.
    var reportedSafeAreaInsets = EdgeInsets.zero
    /// The margins in effect `layoutMarginsDidChange` last reported (at first, the default).
    var reportedMargins = EdgeInsets(all: 8)
    /// Whether the frame is the view's own rather than Auto Layout's
    /// (`translatesAutoresizingMaskIntoConstraints`).
    var translatesMaskIntoConstraints = true
    /// The active constraints kept with this view (its first item's).
    var constraints: [NSLayoutConstraint] = []
    /// Whether `updateConstraints` is due (`setNeedsUpdateConstraints`).
    var needsUpdateConstraints = false
    /// On a window: whether some view in it asked for `updateConstraints`.
    var hasConstraintUpdates = false
    /// How the view's content relates to the layout direction (`semanticContentAttribute`).
    var semanticContentAttribute = SemanticContentAttribute.unspecified
    /// On a window: the direction its content runs (`userInterfaceLayoutDirection`).
    var windowLayoutDirection = UserInterfaceLayoutDirection.leftToRight
}
