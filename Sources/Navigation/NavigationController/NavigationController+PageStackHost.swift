import Views

/// How a navigation controller keeps its books in step with its page stack: containment,
/// bars, appearance, and its delegate's animators.
extension NavigationController: PageStackHost {
    private func controller(_ page: View) -> ViewController? { (page as? PageView)?.viewController }

    func pageStack(_ stack: PageStackView, willAdd page: View) {
        if let vc = controller(page) { adopt(vc) }
    }

    func pageStack(_ stack: PageStackView, didAdd page: View) {
        if let vc = controller(page) { vc.didMove(toParent: self) }
    }

    func pageStack(_ stack: PageStackView, didRemove page: View) {
        if let vc = controller(page) { release(vc) }
    }

    func pageStack(_ stack: PageStackView, prepareToShow page: View) {
        guard let page = page as? PageView else { return }
        configureBar(of: page)
        // Before the controller's own view loads, its pages stay empty (UIKit loads lazily).
        if isViewLoaded { page.installContent() }
    }

    func pageStackDidChange(_ stack: PageStackView) {
        refreshBars()
        bottomBarHost?.layoutTabs()
    }

    func pageStack(_ stack: PageStackView, willTransitionFrom from: View, to: View, animated: Bool) {
        // When the tab bar's visibility changes, it moves with the page that shows it.
        guard animated, let tabs = bottomBarHost, let toVC = controller(to),
            let index = viewControllers.firstIndex(where: { $0 === toVC })
        else { return }
        let fromShows = !tabs.tabBar.isHidden
        let toShows = showsBottomBar(at: index)
        guard fromShows != toShows else { return }
        tabs.lendTabBar(to: fromShows ? from : to)
    }

    func pageStackDidEndTransition(_ stack: PageStackView) {
        bottomBarHost?.takeBackTabBar()
    }

    func pageStackDidSettle(_ stack: PageStackView) {
        forgetPagesOffTheStack()
    }

    var pageStackAppearance: AppearanceState { isViewLoaded ? appearanceState : .disappeared }

    func pageStack(_ stack: PageStackView, allowsInteractivePopOf page: View) -> Bool {
        controller(page)?.allowsInteractivePop ?? true
    }

    func pageStack(_ stack: PageStackView, nameOf page: View) -> String {
        controller(page)?.name ?? page.name ?? "page"
    }

    func pageStack(_ stack: PageStackView, willShow page: View, animated: Bool) {
        guard let vc = controller(page) else { return }
        delegate?.navigationController(self, willShow: vc, animated: animated)
    }

    func pageStack(_ stack: PageStackView, didShow page: View, animated: Bool) {
        guard let vc = controller(page) else { return }
        delegate?.navigationController(self, didShow: vc, animated: animated)
    }

    func pageStack(
        _ stack: PageStackView, animatorFor operation: NavigationOperation, from: View, to: View
    ) -> any AnimatedTransitioning {
        let fromPage = from as! PageView
        let toPage = to as! PageView
        let custom = delegate?.navigationController(
            self, animatorFor: operation, from: fromPage.viewController, to: toPage.viewController)
        delegateAnimator = custom
        return custom ?? defaultAnimator(for: operation, from: fromPage, to: toPage)
    }

    func pageStack(
        _ stack: PageStackView, interactionControllerFor animator: any AnimatedTransitioning
    ) -> (any InteractiveTransitioning)? {
        guard let custom = delegateAnimator, custom === animator else { return nil }
        return delegate?.navigationController(self, interactionControllerFor: custom)
    }
}
