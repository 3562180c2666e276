import Animation
import Views

/// The built-in animators, which reduced motion replaces (an app's own animators are the
/// app's to adapt, as in UIKit).
@MainActor
protocol BuiltInTransitionAnimator: AnimatedTransitioning {}

extension SlideAnimator: BuiltInTransitionAnimator {}
extension SnapshotSlideAnimator: BuiltInTransitionAnimator {}
extension MoveInAnimator: BuiltInTransitionAnimator {}
extension CubeAnimator: BuiltInTransitionAnimator {}
extension FlipAnimator: BuiltInTransitionAnimator {}
extension FadeAnimator: BuiltInTransitionAnimator {}
extension CoverVerticalAnimator: BuiltInTransitionAnimator {}

/// Reduced motion (Containers.md): a transition that starts animating (not under
/// the pointer) with a built-in animator becomes a cross-fade of `duration` seconds. One
/// that starts under the pointer keeps its animator, so a drag still moves the page 1:1
/// (libadwaita's rule: gestures follow the finger whatever the setting).
enum ReducedMotion {
    // docs-number: the reduced-motion cross-fade (s)
    static let duration = 0.2

    /// The cross-fade that replaces `animator`, or nil when it runs as it is.
    @MainActor
    static func replacement(
        for animator: any AnimatedTransitioning, interactive: Bool, in window: Window?
    ) -> FadeAnimator? {
        guard window?.prefersReducedMotion == true, !interactive, animator is any BuiltInTransitionAnimator else {
            return nil
        }
        let fade = FadeAnimator()
        fade.duration = duration
        return fade
    }
}
