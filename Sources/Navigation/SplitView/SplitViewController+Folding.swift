import Geometry
import Layers
import Views

/// How a split view folds its columns into one stack and unfolds them
/// (Containers.md): each is one request on the split's host, animated by `SplitColumnsAnimator` in the
/// columns' container, at once off screen or under reduced motion.
extension SplitViewController {
    /// A collapse or expansion's turn: the width now decides (it may have crossed back while
    /// the request waited).
    func applyWidth() {
        guard isViewLoaded else { return }
        endRunningTransitionsInside()
        let wantsCollapsed = view.bounds.width < collapseBreakpoint
        guard wantsCollapsed != isCollapsed else { return }
        let animated =
            view.window != nil && appearanceState == .appeared && !(view.window?.prefersReducedMotion ?? true)
        if wantsCollapsed { fold(animated: animated) } else { unfold(animated: animated) }
    }

    /// Ends what runs inside the split before its arrangement changes: in the folded stack,
    /// which is about to go, everything (a drag the user still holds cancelled, a released
    /// one or an animation ended where it was going); in the columns, each child cancels a
    /// drag the user still holds in it (its page would jump under the pointer).
    func endRunningTransitionsInside() {
        collapsedStack?.transitionHost.endRunningTransitions(onlyDriven: false)
        for child in children { child.parentWillRearrange() }
    }

    private var columnRestFrame: @MainActor (View) -> Rect {
        { [weak self] view in self?.restFrame(of: view) ?? view.frame }
    }

    /// Folds the columns: the one not shown (the sidebar when the content shows) slides out,
    /// then both go onto one page stack, the content over the sidebar when it shows.
    func fold(animated: Bool) {
        let primary = primaryViewController.view
        let secondary = secondaryViewController.view
        let showsContent = isShowingContent
        let hiding = showsContent ? primary : secondary
        let staying = showsContent ? secondary : primary
        let start = [(view: primary, frame: primary.frame), (view: secondary, frame: secondary.frame)]
        columnsLayout = showsContent ? .secondaryOnly : .primaryOnly
        transitionHost.perform(
            .init(
                operation: .collapse, containerView: columns, restFrame: columnRestFrame, from: hiding, to: staying,
                choose: { (SplitColumnsAnimator(startFrames: start), nil) },
                containerAppearance: { [weak self] in self?.appearanceState ?? .disappeared }, toViewAppears: false),
            animated: animated
        ) { completed in
            // Strong: a collapse in flight keeps its split until it ends.
            if completed {
                self.makeCollapsedStack()
                self.delegate?.splitViewControllerDidCollapse(self)
            } else {
                self.columnsLayout = .sideBySide
                self.view.setNeedsLayout()
            }
        }
    }

    /// Puts the shown column (and, under the content, the sidebar) on a new page stack that
    /// fills the split; its back-drag, back button and Alt+Left go back to the sidebar.
    private func makeCollapsedStack() {
        let primary = primaryViewController.view
        let secondary = secondaryViewController.view
        let showsContent = columnsLayout == .secondaryOnly
        primary.removeFromSuperview()
        secondary.removeFromSuperview()
        let stack = PageStackView(rootView: primary)
        stack.name = "splitStack"
        stack.transitionHost.name = name + ".stack"
        stack.transitionHost.ownerController = self
        stack.host = self
        collapsedStack = stack
        columns.isHidden = true
        view.addSubview(stack)
        stack.frame = view.bounds
        // Both pages have had their callbacks (the hidden one disappeared with the collapse):
        // the stack only takes them over.
        if showsContent { stack.setViews([primary, secondary], animated: false) }
        secondaryViewController.parentArrangementDidChange()
        view.setNeedsLayout()
        view.window?.showVisiblePageTitle()
    }

    /// Unfolds: the stack's pages go back into their columns, and the one not shown slides in.
    func unfold(animated: Bool) {
        guard let stack = collapsedStack else { return }
        let primary = primaryViewController.view
        let secondary = secondaryViewController.view
        let showsContent = stack.views.count > 1
        for page in stack.views {
            page.removeFromSuperview()
            if page.holdingContainer === stack { page.holdingContainer = nil }
        }
        stack.host = nil
        stack.removeFromSuperview()
        collapsedStack = nil
        secondaryViewController.parentArrangementDidChange()
        columns.isHidden = false
        let shown = showsContent ? secondary : primary
        let arriving = showsContent ? primary : secondary
        // Where the expansion starts: the folded look (the shown page over the whole width).
        columnsLayout = showsContent ? .secondaryOnly : .primaryOnly
        columns.addSubview(primary)
        columns.addSubview(secondary)
        for column in [primary, secondary] { column.frame = restFrame(of: column) }
        let start = [(view: primary, frame: primary.frame), (view: secondary, frame: secondary.frame)]
        columnsLayout = .sideBySide
        transitionHost.perform(
            .init(
                operation: .expand, containerView: columns, restFrame: columnRestFrame, from: shown, to: arriving,
                choose: { (SplitColumnsAnimator(startFrames: start), nil) },
                containerAppearance: { [weak self] in self?.appearanceState ?? .disappeared }, fromViewLeaves: false),
            animated: animated
        ) { _ in
            self.view.setNeedsLayout()
            self.view.window?.showVisiblePageTitle()
            self.delegate?.splitViewControllerDidExpand(self)
        }
    }
}

/// Folded, the content's root page gets a back button to the sidebar (when the content is a
/// stack with bars, a navigation controller: its bar is the one on screen).
extension SplitViewController: RootBackContainer {
    func rootBack(for child: ViewController) -> RootBack? {
        guard isCollapsed, child === secondaryViewController else { return nil }
        return RootBack(target: primaryViewController) { [weak self] in self?.show(.primary) }
    }
}
