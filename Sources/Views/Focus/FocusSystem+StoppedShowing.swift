/// Focus never rests on a view the user cannot see. Whatever hides the focused view — it or a
/// view above it hidden or made transparent (a navigation bar or toolbar hidden with its items,
/// the tab bar hidden under a page pushed without animation) — the window's next layout pass
/// moves focus to the next stop that shows, in reading order from where the view was, or to
/// none: one rule in the window instead of a patch per container. A stop that edits text is
/// skipped (it would start editing just because something else was hidden). A view taken out
/// of the window already has no focus (`current` is nil), and a page change moves focus itself.
///
/// While a view above the focused one takes no input (a container's shield: its pages are
/// moving) the check waits: what a transition hides for a while (a snapshot animator hides the
/// real page) is no change of focus, and the page change at its end moves focus where it
/// belongs. Lifting the shield asks again.
extension FocusSystem {
    /// `view` was hidden, made transparent or had its shield lifted: if focus is in it, the
    /// window's next layout pass checks that the focused view still shows.
    func viewMayHaveStoppedShowing(_ view: View) {
        guard let stored, stored.window === window, stored.isDescendant(of: view) else { return }
        needsShowingCheck = true
        window.setNeedsLayout()
    }

    /// The check, once per layout pass when something asked for it: focus on a view that no
    /// longer shows moves to the next stop that does, or to none. The ring stays as it was.
    func moveFocusOffViewThatStoppedShowing() {
        guard needsShowingCheck else { return }
        needsShowingCheck = false
        guard let focused = stored, focused.window === window else { return }
        var shows = true
        var view: View? = focused
        while let current = view, current !== window {
            if current.isHidden || current.alpha < Self.minimumAlpha { shows = false }
            if current !== focused && !current.isUserInteractionEnabled {
                // Moving in a shielded container: asked again when the shield lifts.
                needsShowingCheck = true
                return
            }
            view = current.superview
        }
        guard !shows else { return }
        set(nextStop(after: focused), showingRing: showsRing)
    }

    /// The first stop after `view` in reading order (round the end) that shows and does not
    /// edit text, nil when there is none.
    private func nextStop(after view: View) -> View? {
        let stops = order.filter { !$0.target.canBecomeFirstResponder && $0.target !== view }
        guard !stops.isEmpty else { return nil }
        let here = FocusOrder.Stop(
            target: view, owner: view, frame: view.convert(view.bounds, to: nil), treeIndex: .max)
        let placed = FocusOrder.readingOrder(stops + [here])
        guard let index = placed.firstIndex(where: { $0.treeIndex == .max }) else { return nil }
        return placed[(index + 1) % placed.count].target
    }
}
