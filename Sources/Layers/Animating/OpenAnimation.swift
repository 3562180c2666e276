import Animation

/// A block of UIKit's static `View.animate`, which has no window to ask for a clock: it is
/// bound to the code running inside it (`AnimationContext`), and joins the scene of each layer
/// changed there the first time one of that scene's layers changes, as `Scene.animate` would
/// in that scene (so inside an interactive transition it follows the transition's fraction).
/// Its completion runs once, when every scene's share has ended (ViewAnimations.md).
@MainActor
package final class OpenAnimation {
    let request: AnimationRequest
    private var shares: [Share] = []
    /// The animators the shares made inside a redirected scene follow.
    private var followed: [PropertyAnimator] = []
    private var runningShares = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    private var isOpen = true

    /// One scene's part of the block.
    private struct Share {
        /// Weak: a block running forever (`.repeat`) must not keep a closed window's scene.
        weak var scene: Scene?
        let transaction: AnimationTransaction
        let block: AnimationBlock?
    }

    private init(request: AnimationRequest, completion: ((Bool) -> Void)?) {
        self.request = request
        self.completion = completion
    }

    /// Runs `animations`, animating every layer property they change by `request`;
    /// `completion` gets whether all of it ran to its end. Run directly inside
    /// `performWithoutAnimation`, or with no duration and no delay, the changes apply at once. A block that changes nothing in
    /// any scene completes as finished on the next tick of the scope it runs in
    /// (`AnimationScope.current`), or at once outside any.
    package static func run(
        _ request: AnimationRequest, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let request = AnimationContext.openAnimation.map { request.inheriting(from: $0.request) } ?? request
        let animation = OpenAnimation(request: request, completion: completion)
        // Inside `View.performWithoutAnimation` a block animates nothing, as in UIKit; nor does
        // one of no length (or a length that is no number), whose changes show at once.
        if case .withoutAnimation(nil)? = AnimationContext.current?.link { animation.isOpen = false }
        if !(request.duration > 0 && request.duration.isFinite) && !(request.delay > 0) { animation.isOpen = false }
        AnimationContext.with(.open(animation)) {
            animations()
            if request.layoutsSubviews {
                var laidOut = 0
                // Layout may change layers of a scene not yet joined; lay that one out too.
                while laidOut < animation.shares.count {
                    animation.shares[laidOut].scene?.layoutIfNeeded()
                    laidOut += 1
                }
            }
        }
        animation.close()
    }

    /// Runs `changes` with every change applied at once, in every scene, even inside an
    /// animation block (`View.performWithoutAnimation`).
    package static func performWithoutAnimation<Result>(_ changes: () throws -> Result) rethrows -> Result {
        try AnimationContext.with(.withoutAnimation(nil), changes)
    }

    /// The transaction of `scene`'s share, made on the first change of one of its layers.
    func transaction(for scene: Scene) -> AnimationTransaction? {
        if let share = shares.first(where: { $0.scene === scene }) { return share.transaction }
        guard isOpen else { return nil }
        runningShares += 1
        if let (animator, progress) = scene.redirection(delay: request.delay, timeline: request.timeline) {
            let transaction = AnimationTransaction(mode: .animator(animator, progress: progress))
            followed.append(animator)
            shares.append(Share(scene: scene, transaction: transaction, block: nil))
            return transaction
        }
        let block = AnimationBlock(
            simulation: request.timeline, start: scene.clock.now + request.delay, engine: scene.engine,
            waitsForFirstTick: true, completion: { [self] finished in shareEnded(finished: finished) })
        block.blocksInteraction = !request.allowsUserInteraction
        block.letsTakenPropertiesFinish = !request.beginsFromCurrentState
        let transaction = AnimationTransaction(mode: .timed(block))
        shares.append(Share(scene: scene, transaction: transaction, block: block))
        return transaction
    }

    private func close() {
        isOpen = false
        if shares.isEmpty {
            guard let scope = AnimationScope.current else {
                finish()
                return
            }
            // Nothing changed: finished, on the next tick, as UIKit reports it.
            runningShares = 1
            AnimationBlock(
                simulation: request.timeline, start: 0, engine: scope.engine, waitsForFirstTick: true,
                completion: { [self] finished in shareEnded(finished: finished) }
            ).begin()
            return
        }
        // After the block has run, so blocks nested in it step (and complete) before it.
        for share in shares { share.block?.begin() }
        // After the tracks' own completions, which put a cancelled transition's start values
        // back: the completion sees them.
        for animator in followed { animator.addCompletion { [self] _ in shareEnded(finished: true) } }
    }

    private func shareEnded(finished: Bool) {
        allFinished = allFinished && finished
        runningShares -= 1
        if runningShares == 0 { finish() }
    }

    private func finish() {
        let c = completion
        completion = nil
        c?(allFinished)
    }
}
