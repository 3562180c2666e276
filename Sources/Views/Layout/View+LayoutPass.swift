/// One view's turn in the frame's layout pass (LayoutAsUIKit.md): parents first, and
/// only for views marked by `setNeedsLayout` or a size change, so a frame where nothing changed
/// does no layout work at all.
extension View {
    /// Autoresizing first (a size changed through the layer), then the safe area and margins
    /// callbacks, then the owning controller's `viewWillLayoutSubviews`, `layoutSubviews` and
    /// `viewDidLayoutSubviews`.
    func runLayoutPass() {
        runConstraintUpdatesIfDue()
        resizeSubviewsIfNeeded()
        let owner = owningResponder as? any ViewLayoutOwner
        updateSafeAreaInsets(owner: owner)
        updateLayoutMargins(owner: owner)
        owner?.viewWillLayoutSubviews()
        // Auto Layout places the subviews it owns (AutoLayout.md).
        if let engine = window?.autoLayoutEngine, !engine.isEmpty { engine.layOutSubviews(of: self) }
        layoutSubviews()
        guard let owner else { return }
        owner.viewDidLayoutSubviews()
        // The trace counts them (Window.observeOwnedViewLayouts).
        for observer in window?.ownedViewLayoutObservers ?? [] { observer(self) }
    }
}
