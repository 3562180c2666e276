/// A hook for Segue's own trace and tests (`@_spi(SegueTools)`: for Segue's Tools/ package, not
/// for apps): every layout pass of a view controller's root view in this window
/// (LayoutAsUIKit.md, "The layout pass").
extension Window {
    /// Calls `observer` with the view after its owner's `viewDidLayoutSubviews` (in the
    /// frame's layout pass, or a `layoutIfNeeded`), for every view in this window that has one.
    @_spi(SegueTools) public func observeOwnedViewLayouts(_ observer: @escaping @MainActor (View) -> Void) {
        ownedViewLayoutObservers.append(observer)
    }
}
