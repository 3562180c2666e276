import Views

/// How a folded split view keeps its books in step with its one stack: the stack holds the
/// sidebar's view and, over it, the content's; going back to the sidebar and forward again
/// say which the split shows (`isShowingContent`).
extension SplitViewController: PageStackHost {
    func pageStack(_ stack: PageStackView, willApply change: PageStackChange) {}

    func pageStack(_ stack: PageStackView, didApply change: PageStackChange, completed: Bool) {
        guard completed, stack === collapsedStack else { return }
        isShowingContent = stack.views.count > 1
    }

    func pageStackDidSettle(_ stack: PageStackView) {}

    var pageStackAppearance: AppearanceState { isViewLoaded ? appearanceState : .disappeared }

    func pageStack(_ stack: PageStackView, allowsInteractivePopOf page: View) -> Bool {
        controller(of: page)?.allowsInteractivePop ?? true
    }

    func pageStack(
        _ stack: PageStackView, transitionFor change: PageStackChange
    ) -> (animator: any AnimatedTransitioning, interaction: (any InteractiveTransitioning)?)? {
        nil
    }

    /// The navigation controller's slide: folded, the split moves as one navigation stack.
    func pageStack(_ stack: PageStackView, defaultAnimatorFor change: PageStackChange) -> any AnimatedTransitioning {
        SlideAnimator()
    }

    func pageStack(_ stack: PageStackView, goBackTo index: Int) {
        stack.pop(to: stack.views[index], animated: true)
    }

    func pageStack(_ stack: PageStackView, goForwardTo page: View) {
        stack.push(page, animated: true)
    }

    func pageStack(_ stack: PageStackView, didCompleteSwipePopOf page: View) {
        stack.pop(animated: false)
    }

    func pageStack(_ stack: PageStackView, nameOf page: View) -> String {
        controller(of: page)?.name ?? page.name ?? "page"
    }
}
