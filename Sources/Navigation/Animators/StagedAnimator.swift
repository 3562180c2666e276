import Animation

/// A built-in animator, as they are all built: one `PropertyAnimator` of `duration` seconds
/// on `curve` (kept in `animatorSlot` by `PropertyAnimatorTransitioning`) and a
/// `TransitionStage` that places everything from its fraction. Only the staging differs
/// from one animator to the next; `stagedAnimator(using:_:)` is the rest, written once.
@MainActor
protocol StagedAnimator: PropertyAnimatorTransitioning {
    /// Seconds the transition takes when not dragged.
    var duration: Double { get }
    /// The easing when not dragged (scrubbing is always linear in the fraction).
    var curve: TimingCurve { get }
}

extension StagedAnimator {
    /// The transition's animator. `setUp` stages the transition (puts the arriving page into
    /// the container, adds helper views), outside any animation block, and returns `place`,
    /// which puts everything where it is at a fraction, reading sizes from the stage when it
    /// runs. `place(0)` runs at once; then `place` follows the animator's fraction and runs
    /// again when the container lays out, and the transition completes when the animator
    /// ends. `setUp` gets the animator for completions that must run before that.
    func stagedAnimator(
        using context: TransitionContext,
        _ setUp: @MainActor (TransitionStage, PropertyAnimator) -> @MainActor (Double) -> Void
    ) -> PropertyAnimator {
        let stage = TransitionStage(context)
        let animator = stage.makeAnimator(duration: duration, curve: curve)
        var place: @MainActor (Double) -> Void = { _ in }
        stage.scene.performWithoutAnimation {
            place = setUp(stage, animator)
            place(0)
        }
        stage.follow(animator, place)
        stage.completes(with: animator)
        return animator
    }
}
