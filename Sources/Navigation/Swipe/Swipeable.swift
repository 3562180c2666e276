/// The container side of a swipe (libadwaita's AdwSwipeable): what a `SwipeTracker` asks
/// the page stack (and, next, a presentation) it drives.
///
/// A swipe drives one interactive transition whose two ends are its snap points: progress 0
/// (where it cancels to) and 1 (where it completes).
@MainActor
protocol Swipeable: AnyObject {
    /// Points of pointer travel for the whole transition (the container's width for a
    /// back-drag), so the page follows the pointer 1:1.
    var swipeDistance: Double { get }
    /// Whether a swipe may start a transition now: the container's guards.
    func swipeShouldBegin() -> Bool
    /// Starts the transition `interaction` drives.
    func beginSwipe(driven interaction: PercentDrivenInteractiveTransition)
    /// Whether a swipe the other way (a touchpad scroll to the right) may go forward now.
    func forwardSwipeShouldBegin() -> Bool
    /// Starts the forward transition `interaction` drives.
    func beginForwardSwipe(driven interaction: PercentDrivenInteractiveTransition)
    /// The running transition's context when `interaction` drives it.
    func swipeContext(drivenBy interaction: PercentDrivenInteractiveTransition) -> TransitionContext?
}
