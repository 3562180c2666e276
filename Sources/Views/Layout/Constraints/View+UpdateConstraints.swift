/// UIKit's constraint update pass: views that asked update their constraints before the
/// layout pass, subviews first (AutoLayout.md).
extension View {
    /// Asks for `updateConstraints()` before the next layout pass (UIKit's
    /// `setNeedsUpdateConstraints()`); a view outside a window gets it once it is in one.
    public func setNeedsUpdateConstraints() {
        layoutState.needsUpdateConstraints = true
        guard let window else { return }
        window.layoutState.hasConstraintUpdates = true
        // The window lays out first in a pass: the update runs before any view's layout.
        window.setNeedsLayout()
    }

    /// Whether `updateConstraints()` is due (UIKit's `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { layoutState.needsUpdateConstraints }

    /// Runs the due `updateConstraints()` in this subtree now, subviews before their
    /// superviews (UIKit's `updateConstraintsIfNeeded()`; the layout pass calls it for the
    /// window). A view controller's root view calls its controller's `updateViewConstraints()`.
    public func updateConstraintsIfNeeded() {
        for child in subviews { child.updateConstraintsIfNeeded() }
        guard layoutState.needsUpdateConstraints else { return }
        layoutState.needsUpdateConstraints = false
        if let owner = owningResponder as? any ViewLayoutOwner {
            owner.updateViewConstraints()
        } else {
            updateConstraints()
        }
    }

    /// Runs the window's due `updateConstraints` before any layout (the layout pass and
    /// `layoutIfNeeded()` call it), so constraints changed there are laid out, and animated
    /// inside `View.animate`.
    func runConstraintUpdatesIfDue() {
        guard let window, window.layoutState.hasConstraintUpdates else { return }
        window.layoutState.hasConstraintUpdates = false
        window.updateConstraintsIfNeeded()
    }
}
