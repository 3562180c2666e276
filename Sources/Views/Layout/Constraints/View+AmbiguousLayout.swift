/// UIKit's debug check for constraints that leave a view free (AutoLayout.md).
extension View {
    /// Whether the view's constraints leave its frame undecided (UIKit's `hasAmbiguousLayout`):
    /// true for a view Auto Layout places (`translatesAutoresizingMaskIntoConstraints` false)
    /// whose left, top, width or height could move without any constraint minding, such as a
    /// view with a width and a left edge but no top. False for a view whose frame is its own,
    /// and for one outside a window (nothing lays it out). A debug check: it solves a copy of
    /// the window's constraints, leaving the layout as it is.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let window else { return false }
        guard let engine = window.autoLayoutEngine, !engine.isEmpty else { return true }
        return engine.hasAmbiguousLayout(self)
    }

    /// Moves a view whose layout is ambiguous to another frame its constraints allow (UIKit's
    /// `exerciseAmbiguityInLayout()`), a debugging aid to see what is missing: each call swaps
    /// between two such frames, taken at the next layout pass. A view whose constraints decide
    /// its frame, or whose frame is its own, stays where it is.
    public func exerciseAmbiguityInLayout() {
        guard !translatesAutoresizingMaskIntoConstraints, let engine = window?.autoLayoutEngine else { return }
        engine.exerciseAmbiguity(of: self)
    }
}
