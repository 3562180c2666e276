import Animation

/// An animator whose whole transition is one `PropertyAnimator`: it only builds that
/// animator, and gets `animateTransition`, `interruptibleAnimator` (the same animator for the
/// whole transition, as UIKit requires) and `animationEnded` for free. The built-in
/// animators are written this way; an app's can be too.
@MainActor
public protocol PropertyAnimatorTransitioning: AnimatedTransitioning {
    /// Where the transition's animator is kept (one slot per animator object).
    var animatorSlot: AnimatorSlot { get }
    /// Builds the animator for `context`; called once per transition.
    func makeAnimator(using context: TransitionContext) -> PropertyAnimator
}

extension PropertyAnimatorTransitioning {
    /// Starts the transition's animator.
    public func animateTransition(using context: TransitionContext) {
        animator(for: context).startAnimation()
    }

    /// The transition's animator, the same for the whole transition.
    public func interruptibleAnimator(using context: TransitionContext) -> PropertyAnimator {
        animator(for: context)
    }

    /// Forgets the transition's animator.
    public func animationEnded(_ transitionCompleted: Bool) { animatorSlot.clear() }

    /// The transition's animator, made on first use.
    public func animator(for context: TransitionContext) -> PropertyAnimator {
        animatorSlot.animator(for: context) { makeAnimator(using: context) }
    }
}

/// The one `PropertyAnimator` of one transition: made on the first request and handed out
/// again for the same context; a later transition with the same animator object gets a new
/// one.
@MainActor
public final class AnimatorSlot {
    private weak var context: TransitionContext?
    private var animator: PropertyAnimator?

    /// Creates an empty slot.
    public init() {}

    /// The animator kept for `context`, made with `make` on the first request for it.
    public func animator(for context: TransitionContext, make: () -> PropertyAnimator) -> PropertyAnimator {
        if let animator, self.context === context { return animator }
        let made = make()
        self.context = context
        animator = made
        return made
    }

    /// Forgets the animator.
    public func clear() {
        context = nil
        animator = nil
    }
}
