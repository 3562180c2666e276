import Geometry

/// Layout margins (LayoutAsUIKit.md, "Margins"): the room a view keeps inside its
/// edges for its content (UIKit's `layoutMargins`). What the app sets (8 points on every side
/// by default) grows by the safe area (`insetsLayoutMarginsFromSafeArea`) and, with
/// `preservesSuperviewLayoutMargins`, to reach the superview's margins where this view comes
/// within them.
extension View {
    /// The margins in effect (`UIView.layoutMargins`); setting them sets the view's own.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins() }
        set {
            guard newValue != layoutState.declaredMargins else { return }
            layoutState.declaredMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// The margins by reading direction (`UIView.directionalLayoutMargins`; left to right
    /// only: leading is left).
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { DirectionalEdgeInsets(layoutMargins) }
        set { layoutMargins = newValue.edgeInsets }
    }

    /// Whether the margins also keep clear of the superview's, where this view lies within
    /// them (`UIView.preservesSuperviewLayoutMargins`; false by default).
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutState.preservesSuperviewMargins }
        set {
            guard newValue != layoutState.preservesSuperviewMargins else { return }
            layoutState.preservesSuperviewMargins = newValue
            marginsMayHaveChanged()
        }
    }

    /// Whether the margins are counted from the safe area rather than the bounds
    /// (`UIView.insetsLayoutMarginsFromSafeArea`; true by default).
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState.insetsMarginsFromSafeArea }
        set {
            guard newValue != layoutState.insetsMarginsFromSafeArea else { return }
            layoutState.insetsMarginsFromSafeArea = newValue
            marginsMayHaveChanged()
        }
    }

    /// The bounds inset by the margins: where margin-relative content goes.
    public var layoutMarginsFrame: Rect { bounds.inset(by: layoutMargins) }

    private func effectiveLayoutMargins() -> EdgeInsets {
        var margins = layoutState.declaredMargins
        if layoutState.insetsMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = EdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        if layoutState.preservesSuperviewMargins, let superview {
            let inner = superview.bounds.inset(by: superview.layoutMargins)
            let frame = self.frame
            margins.top = max(margins.top, inner.minY - frame.minY)
            margins.left = max(margins.left, inner.minX - frame.minX)
            margins.bottom = max(margins.bottom, frame.maxY - inner.maxY)
            margins.right = max(margins.right, frame.maxX - inner.maxX)
        }
        return margins
    }

    /// The margins were set: report and lay out again if what is in effect moved.
    func marginsMayHaveChanged() {
        updateLayoutMargins(owner: owningResponder as? any ViewLayoutOwner)
        setNeedsLayout()
    }

    /// Calls `layoutMarginsDidChange` (and the owner's `viewLayoutMarginsDidChange`) when the
    /// margins in effect differ from those last reported; subviews that preserve them look
    /// again when they lay out.
    func updateLayoutMargins(owner: (any ViewLayoutOwner)?) {
        let margins = effectiveLayoutMargins()
        guard margins != layoutState.reportedMargins else { return }
        layoutState.reportedMargins = margins
        for subview in subviews where subview.preservesSuperviewLayoutMargins { subview.setNeedsLayout() }
        layoutMarginsDidChange()
        owner?.viewLayoutMarginsDidChange()
    }
}
