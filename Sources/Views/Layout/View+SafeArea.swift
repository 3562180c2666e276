import Geometry

/// The safe area (LayoutAsUIKit.md, "Safe area"): the part of a view no bar covers
/// (UIKit's `safeAreaInsets`). A container gives a view controller's root view its insets (the
/// height of a translucent bar the page extends under, plus the controller's
/// `additionalSafeAreaInsets`); every other view takes the part of its superview's safe area
/// it overlaps. Reported by `safeAreaInsetsDidChange` in the layout pass, before
/// `layoutSubviews`, and only when it changed.
extension View {
    /// How far in from each edge the safe area starts (`UIView.safeAreaInsets`); zero where
    /// nothing covers the view.
    public var safeAreaInsets: EdgeInsets {
        let base = layoutState.givenSafeAreaInsets ?? inheritedSafeAreaInsets
        let more = layoutState.ownerAdditionalSafeAreaInsets
        guard more != .zero else { return base }
        return EdgeInsets(
            top: base.top + more.top, left: base.left + more.left, bottom: base.bottom + more.bottom,
            right: base.right + more.right)
    }

    /// The part of the superview's safe area this view overlaps, as insets from its edges.
    package var inheritedSafeAreaInsets: EdgeInsets {
        guard let superview else { return .zero }
        let parentInsets = superview.safeAreaInsets
        guard parentInsets != .zero else { return .zero }
        let safe = superview.bounds.inset(by: parentInsets)
        let frame = self.frame
        return EdgeInsets(
            top: min(max(safe.minY - frame.minY, 0), frame.height),
            left: min(max(safe.minX - frame.minX, 0), frame.width),
            bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
            right: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }

    /// The bounds inset by the safe area (what UIKit's `safeAreaLayoutGuide` covers).
    public var safeAreaFrame: Rect { bounds.inset(by: safeAreaInsets) }

    /// The safe area a container gives this view (a view controller's root view), replacing
    /// the one it would take from its superview; nil takes it from the superview again.
    package var givenSafeAreaInsets: EdgeInsets? {
        get { layoutState.givenSafeAreaInsets }
        set {
            guard newValue != layoutState.givenSafeAreaInsets else { return }
            layoutState.givenSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }

    /// What the view's controller adds to its safe area (`additionalSafeAreaInsets`).
    package var ownerAdditionalSafeAreaInsets: EdgeInsets {
        get { layoutState.ownerAdditionalSafeAreaInsets }
        set {
            guard newValue != layoutState.ownerAdditionalSafeAreaInsets else { return }
            layoutState.ownerAdditionalSafeAreaInsets = newValue
            setNeedsLayout()
        }
    }

    /// Reports a changed safe area (`safeAreaInsetsDidChange`, the owner's
    /// `viewSafeAreaInsetsDidChange`) and has the subviews look at theirs when they lay out.
    func updateSafeAreaInsets(owner: (any ViewLayoutOwner)?) {
        let insets = safeAreaInsets
        guard insets != layoutState.reportedSafeAreaInsets else { return }
        layoutState.reportedSafeAreaInsets = insets
        for subview in subviews { subview.setNeedsLayout() }
        safeAreaInsetsDidChange()
        owner?.viewSafeAreaInsetsDidChange()
    }
}
