import Views

/// Which pages show large titles (LargeTitles.md).
extension NavigationController {
    /// Whether the page of `viewController` shows a large title: never unless the bar prefers
    /// large titles; then by its `largeTitleDisplayMode`, `.automatic` following the page below
    /// it (the root page: a large title). Nil for a page off the stack (one leaving in a pop),
    /// which keeps what it shows.
    func showsLargeTitle(_ viewController: ViewController) -> Bool? {
        let stack = viewControllers
        guard var index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        guard navigationBar.prefersLargeTitles else { return false }
        while true {
            switch stack[index].navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic:
                guard index > 0 else { return true }
                index -= 1
            }
        }
    }

    /// Shows or hides `page`'s large title by `showsLargeTitle`, with its item's title in the
    /// look's large-title colour and font (`largeTitleTextAttributes`, BarAppearances.md).
    func configureLargeTitle(of page: PageView) {
        let bar = page.navigationBar
        if let shows = showsLargeTitle(page.viewController) { bar.largeTitleView.isShown = shows }
        bar.largeTitleView.titleLabel.text = page.viewController.navigationItem.title ?? ""
        bar.largeTitleView.titleLabel.textColor = bar.appearance.shownLargeTitleColor
        bar.largeTitleView.titleLabel.font = bar.appearance.shownLargeTitleFont
        bar.applyRestingTitleAlpha()
    }
}
