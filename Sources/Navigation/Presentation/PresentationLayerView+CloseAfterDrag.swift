import Views

/// Escape while the user drags a page inside the top presented page (a back-drag in a stack it
/// holds, an app's interaction controller it drives): the close waits, doing nothing while the
/// hand is on the page, and dismisses once that transition has ended, as every request made
/// during a drag waits for its release. Dismissing at once would take the container from under
/// the pointer, and end the drag's pop (cancelled) after its page had gone.
///
/// libadwaita does not look at keys during a swipe (`AdwSwipeTracker` has no key handling, and
/// `AdwNavigationView`'s Escape pops at once, skipping the running animation); UIKit has no
/// Escape for sheets. So the rule is ours, the same one a drag down on the presented page
/// itself follows (its host holds the close until the drag ends).
extension PresentationLayerView {
    /// Whether a transition the user or the app drags runs in a container inside `view` (the
    /// window's presentations' own host aside: a drag down holds its close there).
    func isDragged(inside view: View) -> Bool {
        if let container = view as? TransitionContainerView, let inner = container.host, inner !== host,
            inner.isRunningBackSwipe || inner.context?.isInteractive == true
        {
            return true
        }
        return view.subviews.contains { isDragged(inside: $0) }
    }

    /// A transition ended somewhere in the window: a close that waited for a drag inside the top
    /// presented page is due once nothing is dragged there any more (made in the next layout
    /// pass, so that the drag's end is heard everywhere before the dismissal begins).
    func closeTopAfterDragEnds() {
        guard let waiting = closeAfterDrag, !isDragged(inside: waiting.container) else { return }
        closeIsDue = true
        setNeedsLayout()
    }

    /// Makes the close that waited for a drag, if it is due and its page is still on top.
    func closeTopIfDue() {
        guard closeIsDue else { return }
        closeIsDue = false
        // A new drag began meanwhile: the close waits for that one too.
        guard let waiting = closeAfterDrag, !isDragged(inside: waiting.container) else { return }
        closeAfterDrag = nil
        guard presentations.last === waiting else { return }
        _ = requestCloseTop()
    }
}
