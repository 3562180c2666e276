import Navigation
import Views

/// Two promises at rest about what the user sees, over the whole window rather than the
/// world's own books: every controller whose view shows in the window has appeared and every
/// other one has disappeared (split views' columns and their folded stacks included); and
/// keyboard focus, if any view has it, is on a view that shows, in the page on top.
extension InvariantChecker {
    /// Every controller from the window's root down (its children, theirs) and every presented
    /// page with its own: appeared exactly when its view is in the window with nothing above
    /// it hidden.
    func checkEveryPage(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        var seen = Set<ObjectIdentifier>()
        func visit(_ vc: ViewController) {
            guard seen.insert(ObjectIdentifier(vc)).inserted else { return }
            let shown = vc.isViewLoaded && Self.shows(vc.view, in: world.window)
            let expected: AppearanceState = shown ? .appeared : .disappeared
            if vc.appearanceState != expected {
                fail(
                    "rest.appearance.window",
                    "\(vc.name) is \(vc.appearanceState) while \(shown ? "in the window" : "out of it")")
            }
            if let page = vc as? TorturePage, page.seen != vc.appearanceState {
                fail(
                    "rest.appearance.window", "\(vc.name)'s callbacks say \(page.seen), its state \(vc.appearanceState)"
                )
            }
            for child in vc.children { visit(child) }
        }
        if let root = world.root { visit(root) }
        for presented in world.window.presentedViewControllers { visit(presented) }
    }

    /// The focused view shows (it and every view above it not hidden, not transparent) and is
    /// in the page on top: the top presented page's container while one is up, else the root's.
    func checkFocus(_ world: TortureWorld, _ fail: (String, String) -> Void) {
        guard let focused = world.window.focusedView else { return }
        let name = focused.name ?? "\(type(of: focused))"
        if !Self.shows(focused, in: world.window, countingAlpha: true) {
            fail("rest.focus", "focus is on \(name), which does not show")
        }
        let top = world.window.presentedViewControllers.last.flatMap { $0.view.superview } ?? world.root?.view
        if let top, !focused.isDescendant(of: top) {
            fail("rest.focus", "focus is on \(name), outside the page on top (\(top.name ?? "?"))")
        }
    }

    /// Whether `view` is in `window` with it and every view above it shown (and, with
    /// `countingAlpha`, not transparent).
    static func shows(_ view: View, in window: Window, countingAlpha: Bool = false) -> Bool {
        guard view.window === window else { return false }
        var current: View? = view
        while let v = current, v !== window {
            if v.isHidden || (countingAlpha && v.alpha < 0.01) { return false }
            current = v.superview
        }
        return true
    }
}
