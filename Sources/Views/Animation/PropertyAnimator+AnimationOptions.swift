import Animation

extension PropertyAnimator {
    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`:
    /// an animator on the curve `options` name, started after `delay`. Of the other options,
    /// none applies to an animator (it never repeats, and the views it moves keep taking
    /// input); they are accepted and ignored.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, options: View.AnimationOptions,
        animations: @escaping @MainActor () -> Void, completion: (@MainActor (Position) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: options.curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }
}
