import Views

extension ScrollList {
    /// Deselects the selected row as the page showing the list comes back into view: call it
    /// from `viewWillAppear` with the page's `transitionCoordinator` (UIKit's
    /// `clearsSelectionOnViewWillAppear`). The highlight fades alongside the transition,
    /// following an interactive pop's drag, and comes back if the pop is cancelled; with no
    /// transition running it fades over `selectionFadeDuration` (`animated`) or goes at once.
    public func deselectSelectedRow(alongside coordinator: TransitionCoordinator?, animated: Bool = true) {
        guard let index = selectedRow else { return }
        guard let coordinator, !coordinator.hasEnded else {
            deselectSelectedRow(animated: animated)
            return
        }
        coordinator.animate(
            alongsideTransition: { [weak self] _ in
                // Without a fade of its own: the transition's timeline moves the highlight.
                self?.deselectSelectedRow(animated: false)
            },
            completion: { [weak self] coordinator in
                guard coordinator.isCancelled, let self, selectedRow == nil else { return }
                selectRow(at: index)
            })
    }
}
