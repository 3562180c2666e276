import Views

/// Auto Layout's debug check for tests (AutoLayout.md).
extension Window {
    /// The views in the window whose constraints leave their frames undecided
    /// (``/Views/View/hasAmbiguousLayout``), depth first: a test laying a page out with
    /// constraints expects none (`#expect(stage.window.viewsWithAmbiguousLayout.isEmpty)`).
    /// Lays the window out first.
    public var viewsWithAmbiguousLayout: [View] {
        scene.layoutIfNeeded()
        var found: [View] = []
        func visit(_ view: View) {
            if view.hasAmbiguousLayout { found.append(view) }
            for child in view.subviews { visit(child) }
        }
        visit(self)
        return found
    }
}
