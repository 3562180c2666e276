import Animation
import Views

/// A page's navigation bar or toolbar sliding out of the page or back in
/// (`NavigationController.setNavigationBarHidden(_:animated:)`, `setToolbarHidden(_:animated:)`):
/// one `PropertyAnimator` whose fraction moves the page's reveal (`PageView.barReveal` or
/// `toolbarReveal`) from where it was to `target`, over UIKit's
/// `UINavigationControllerHideShowBarDuration`, ease-in-out (NavigationBars.md).
@MainActor
final class BarRevealAnimation {
    // docs-number: a bar or toolbar sliding out of its page or back in (s)
    /// UIKit's `UINavigationControllerHideShowBarDuration`, in seconds.
    static let duration = 0.2

    /// The page whose bar moves.
    let page: PageView
    /// The reveal it ends at: 0 hidden, 1 shown.
    let target: Double
    private let animator: PropertyAnimator

    /// Starts moving `reveal` of `page` from its value now to `target`; `ended` runs once,
    /// when it gets there (by itself or through `finish`).
    init(
        page: PageView, reveal: ReferenceWritableKeyPath<PageView, Double>, target: Double, engine: AnimationEngine,
        ended: @escaping @MainActor () -> Void
    ) {
        self.page = page
        self.target = target
        let start = page[keyPath: reveal]
        animator = PropertyAnimator(engine: engine, duration: Self.duration)
        animator.addAnimations { [page] f in page[keyPath: reveal] = start + (target - start) * f }
        animator.addCompletion { _ in ended() }
        animator.startAnimation()
    }

    /// Jumps to the end at once (a transition is starting, or the target changed).
    func finish() {
        guard animator.state == .active else { return }
        animator.stopAnimation(false)
        animator.finishAnimation(at: .end)
    }
}
