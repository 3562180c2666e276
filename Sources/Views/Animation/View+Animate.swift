import Animation
import Layers

/// UIKit's block animations (ViewAnimations.md). They have no receiver: a block joins
/// the window of each view it changes, the first time it changes one there, and animates
/// there as `Scene.animate` would — inside an interactive transition's animator it follows
/// the transition's fraction, so a drag scrubs it and a cancel runs it back.
extension View {
    /// Animates the changes `animations` makes to views, over `duration` seconds after
    /// `delay`, as `options` say (`UIView.animate(withDuration:delay:options:animations:completion:)`).
    /// `completion` gets true if every change ran to its end, false if one was interrupted (its
    /// property taken by `.beginFromCurrentState`, or its view gone from the window); it is
    /// never called from inside the call. A block that changes nothing completes as finished
    /// on the next frame, or at once outside any window's code.
    public static func animate(
        withDuration duration: Double, delay: Double, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        OpenAnimation.run(
            options.request(duration: duration, delay: delay, timing: .curve(options.curve)), animations: animations,
            completion: completion)
    }

    /// Animates with no delay, ease-in-ease-out (`UIView.animate(withDuration:animations:completion:)`).
    public static func animate(
        withDuration duration: Double, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with no delay, ease-in-ease-out, and no completion
    /// (`UIView.animate(withDuration:animations:)`).
    public static func animate(withDuration duration: Double, animations: () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Animates on a spring of damping ratio `dampingRatio` (1 comes to rest without
    /// overshooting, less bounces) that settles within `duration`, starting at
    /// `velocity` — in whole distances a second, as UIKit counts it: a view moving at v points
    /// a second with d points to go starts at v / d
    /// (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
    /// The curve in `options` is not used; the others are, as in `animate`.
    public static func animate(
        withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
        initialSpringVelocity velocity: Double, options: AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let ratio = dampingRatio.isFinite ? max(dampingRatio, 0) : 1
        let timing = TimingParameters.spring(
            .settling(in: duration, dampingRatio: ratio), initialVelocity: velocity.isFinite ? velocity : 0)
        OpenAnimation.run(
            options.request(duration: duration, delay: delay, timing: timing), animations: animations,
            completion: completion)
    }

    /// Makes the changes in `actionsWithoutAnimation` at once, even inside an animation block
    /// or a transition; a `View.animate` called directly inside it animates nothing
    /// (`UIView.performWithoutAnimation(_:)`).
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        OpenAnimation.performWithoutAnimation(actionsWithoutAnimation)
    }
}
