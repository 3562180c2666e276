import Views

/// How a navigation controller keeps its books in step with its page stack: containment,
/// bars, the tab bar below, appearance, and its delegate.
extension NavigationController: PageStackHost {
    private func controller(_ page: View) -> ViewController? { (page as? PageView)?.viewController }

    func pageStack(_ stack: PageStackView, willApply change: PageStackChange) {
        finishBarRevealAnimations()
        for page in change.adding {
            if let vc = controller(page) { adopt(vc) }
        }
        if let page = change.to as? PageView {
            configureBar(of: page)
            // Before the controller's own view loads, its pages stay empty (UIKit loads lazily).
            if isViewLoaded { page.installContent() }
        }
        if change.changesTop, change.isOnScreen, let vc = controller(change.to) {
            delegate?.navigationController(self, willShow: vc, animated: change.isAnimated)
        }
        // When the tab bar's visibility changes, it moves with the page that shows it.
        if change.isAnimated, let container = bottomBarContainer, let toVC = controller(change.to),
            let index = viewControllers.firstIndex(where: { $0 === toVC })
        {
            let fromShows = !container.bottomBar.isHidden
            let toShows = showsBottomBar(at: index)
            if fromShows != toShows, let page = (fromShows ? change.from : change.to) as? PageView {
                container.lendBottomBar(to: page)
                // The page keeps it at its bottom edge, whatever size it takes meanwhile.
                page.lentBottomBar = container.bottomBar
            }
        }
    }

    func pageStack(_ stack: PageStackView, didApply change: PageStackChange, completed: Bool) {
        refreshBars()
        bottomBarContainer?.childPagesDidChange()
        if completed, change.changesTop, change.isOnScreen, let vc = controller(change.to) {
            delegate?.navigationController(self, didShow: vc, animated: change.isAnimated)
        }
        if completed {
            for page in change.removing {
                if let vc = controller(page) { release(vc) }
            }
            for page in change.adding {
                if let vc = controller(page) { vc.didMove(toParent: self) }
            }
        } else {
            for page in change.adding {
                if let vc = controller(page) { release(vc) }
            }
        }
    }

    func pageStackDidSettle(_ stack: PageStackView) {
        forgetPagesOffTheStack()
    }

    var pageStackAppearance: AppearanceState { isViewLoaded ? appearanceState : .disappeared }

    func pageStack(_ stack: PageStackView, allowsInteractivePopOf page: View) -> Bool {
        controller(page)?.allowsInteractivePop ?? true
    }

    func pageStack(_ stack: PageStackView, goBackTo index: Int) {
        let stack = viewControllers
        guard stack.indices.contains(index), index < stack.count - 1 else { return }
        if index == stack.count - 2 {
            popViewController(animated: true)
        } else {
            popToViewController(stack[index], animated: true)
        }
    }

    func pageStack(_ stack: PageStackView, goForwardTo page: View) {
        guard let vc = controller(page) else { return }
        pushViewController(vc, animated: true)
    }

    func pageStack(_ stack: PageStackView, didCompleteSwipePopOf page: View) {
        popViewController(animated: false)
    }

    func pageStack(_ stack: PageStackView, nameOf page: View) -> String {
        controller(page)?.name ?? page.name ?? "page"
    }

    func pageStack(
        _ stack: PageStackView, transitionFor change: PageStackChange
    ) -> (animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)?)? {
        guard let from = controller(change.from), let to = controller(change.to),
            let custom = delegate?.navigationController(
                self, animationControllerFor: NavigationOperation(change.operation), from: from, to: to)
        else { return nil }
        // Asked only for the delegate's own animator, as in UIKit.
        return (custom, delegate?.navigationController(self, interactionControllerFor: custom))
    }

    func pageStack(_ stack: PageStackView, defaultAnimatorFor change: PageStackChange) -> any AnimatedTransitioning {
        guard let from = change.from as? PageView, let to = change.to as? PageView else {
            return SlideAnimator()
        }
        return defaultAnimator(for: NavigationOperation(change.operation), from: from, to: to)
    }
}
