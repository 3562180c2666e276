import Geometry

/// A scrubbable, pausable, reversible animation of one fraction: the engine of
/// `UIViewPropertyAnimator`, and the thing a percent-driven interactive transition drives.
///
/// The animator owns a single number, the fraction (0 = start, 1 = end; a spring may overshoot),
/// and hands it to its animation closures whenever it changes. The closures map it to visuals
/// (`Interpolatable` does the blending). Time comes only from the engine's clock.
///
/// States and transitions follow `UIViewAnimating`:
/// - `.inactive`: not started, or finished. Starting, pausing or scrubbing makes it `.active`.
/// - `.active`: running (registered with the engine, `isRunning`) or paused.
/// - `.stopped`: frozen by `stopAnimation(false)`; `finishAnimation(at:)` must follow.
///
/// Misuse that UIKit answers with an exception (scrubbing a running animator, starting a
/// stopped one, finishing one that is not stopped) is a precondition failure here, never a
/// silent no-op.
///
/// Deliberate differences from UIKit:
/// - `fractionComplete` is always the fraction handed to the animations, measured from start
///   (0) to end (1) whatever `isReversed` says, and including the easing: UIKit reports a time
///   fraction while running and counts reversed animators in confusing ways. A transition
///   can therefore hand a running animator's value straight to a gesture, and back.
/// - Scrubbing is always linear (UIKit's `scrubsLinearly = true`, its default).
/// - Continuing on a curve eases over the distance left, from exactly where the animator is
///   (UIKit does the same, visually); reversing a running curve does the same towards the
///   start, where UIKit retraces the curve in time. Reversing a running spring keeps its speed.
/// - When it becomes inactive after running, its animation and completion closures are
///   consumed, as UIKit's are; add new ones before starting it again.
@MainActor
public final class PropertyAnimator: FrameAnimation {
    /// `UIViewAnimatingState`.
    public enum State: Sendable, Hashable {
        /// Not started, or finished: no animations are applied.
        case inactive
        /// Started, scrubbed or paused: running or ready to run.
        case active
        /// Frozen by `stopAnimation(false)`: call `finishAnimation(at:)` next.
        case stopped
    }

    /// `UIViewAnimatingPosition`: where the animations ended.
    public enum Position: Sendable, Hashable {
        /// The animations ended at fraction 0, where they began.
        case start
        /// The animations ended at fraction 1, where they were heading.
        case end
        /// The animations were stopped where they were.
        case current
    }

    /// The engine that steps the animator while it runs (the window's scene's engine): the
    /// one given to `init(engine:duration:timing:)`, or, for an animator made with UIKit's
    /// initializers, the one of the `AnimationScope` it first became active in (nil until
    /// then).
    public private(set) var engine: AnimationEngine?
    /// `UIViewPropertyAnimator.duration`: seconds for the whole 0 → 1 on a curve.
    public let duration: Double
    /// `UIViewPropertyAnimator.timingParameters`, used by `startAnimation` and by a
    /// `continueAnimation` given nil.
    public let timingParameters: TimingParameters

    /// `UIViewAnimating.state`.
    public private(set) var state: State = .inactive
    /// `UIViewAnimating.isRunning`: true while moving, or waiting out a start delay.
    public private(set) var isRunning = false
    /// d(fractionComplete)/dt in fractions per second as of the last update; 0 unless moving.
    /// (UIKit has no such property; a gesture needs it to hand motion over without a jolt.)
    public private(set) var fractionVelocity: Double = 0

    /// UIKit-style animations (closures that change views), run when the animator becomes
    /// active so that their changes follow the fraction.
    private var viewAnimations: [@MainActor () -> Void] = []
    /// How view animations are captured: the scope's, kept from when the animator bound.
    private var capture: (@MainActor (PropertyAnimator, () -> Void) -> Void)?
    private var fraction: Double = 0
    private var reversed = false
    private var animations: [@MainActor (Double) -> Void] = []
    private var completions: [@MainActor (Position) -> Void] = []
    /// Told when `stopAnimation(true)` abandons the animations where they are.
    private var abandonHandlers: [@MainActor () -> Void] = []
    /// The motion under way; nil unless running.
    private var run: Run?
    /// True for the stand-in an animator's `interruptibleAnimator(using:)` returns when it
    /// does not write that method (UIKit's is optional and non-optional at once: not written,
    /// it is not asked).
    package private(set) var isPlaceholder = false
    /// Set while the animator follows another's fraction instead of the clock (started in a
    /// scope with a leader); the number counts the starts, so a stale follow does nothing.
    private var following: Int?
    private var followCount = 0

    /// `UIViewPropertyAnimator(duration:timingParameters:)`. The default easing is UIKit's.
    public init(
        engine: AnimationEngine, duration: Double, timing: TimingParameters = .curve(.easeInOut)
    ) {
        precondition(duration >= 0, "PropertyAnimator duration must not be negative")
        self.engine = engine
        self.duration = duration
        self.timingParameters = timing
        if let scope = AnimationScope.current, scope.engine === engine { capture = scope.capture }
    }

    /// `UIViewPropertyAnimator(duration:timingParameters:)`: an animator bound to the engine of
    /// the `AnimationScope` it first becomes active in.
    public init(duration: Double, timingParameters: any TimingCurveProvider) {
        precondition(duration >= 0, "PropertyAnimator duration must not be negative")
        self.engine = nil
        self.duration = duration
        self.timingParameters = timingParameters.timingParameters
    }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`: `animations` changes views; the
    /// changes follow the animator's fraction once it starts.
    public convenience init(duration: Double, curve: TimingCurve, animations: (@MainActor () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: TimingParameters.curve(curve))
        if let animations { viewAnimations.append(animations) }
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`: a spring of damping ratio
    /// `ratio` that settles in about `duration` (`Spring.settling(in:dampingRatio:)`).
    public convenience init(duration: Double, dampingRatio ratio: Double, animations: (@MainActor () -> Void)? = nil) {
        self.init(
            duration: duration,
            timingParameters: TimingParameters.spring(.settling(in: duration, dampingRatio: ratio), initialVelocity: 0))
        if let animations { viewAnimations.append(animations) }
    }

    /// `UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(
        duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (@MainActor () -> Void)? = nil
    ) {
        self.init(duration: duration, curve: TimingCurve(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
        if let animations { viewAnimations.append(animations) }
    }

    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`
    /// without the options: an animator on ease-in-ease-out, started after `delay`.
    @discardableResult
    public static func runningPropertyAnimator(
        withDuration duration: Double, delay: Double, animations: @escaping @MainActor () -> Void,
        completion: (@MainActor (Position) -> Void)? = nil
    ) -> PropertyAnimator {
        let animator = PropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// The stand-in for "no interruptible animator" (see `isPlaceholder`).
    package static func placeholder() -> PropertyAnimator {
        let animator = PropertyAnimator(duration: 0, timingParameters: TimingParameters.curve(.linear))
        animator.isPlaceholder = true
        return animator
    }

    /// The engine, bound from the current `AnimationScope` on first need.
    private var boundEngine: AnimationEngine {
        if let engine { return engine }
        guard let scope = AnimationScope.current else {
            preconditionFailure(
                "A PropertyAnimator made without an engine became active outside any window's AnimationScope: "
                    + "make it in a transition or a gesture's action, or inside scene.animationScope.run { }")
        }
        engine = scope.engine
        capture = scope.capture
        return scope.engine
    }

    /// Runs the view animations waiting for the animator to become active, so their changes
    /// follow its fraction from now on.
    private func captureViewAnimations() {
        guard !viewAnimations.isEmpty else { return }
        _ = boundEngine
        let pending = viewAnimations
        viewAnimations = []
        for body in pending {
            if let capture { capture(self, body) } else { body() }
        }
    }

    // MARK: - Fraction and direction

    /// `UIViewPropertyAnimator.fractionComplete`.
    ///
    /// Reading gives the fraction last handed to the animations. Setting scrubs: it is clamped to
    /// 0...1 and applied at once, and makes an inactive animator active (paused). It must not be
    /// set while running (pause first) or stopped.
    public var fractionComplete: Double {
        get { fraction }
        set {
            precondition(!isRunning, "Pause a running PropertyAnimator before scrubbing it")
            precondition(state != .stopped, "A stopped PropertyAnimator cannot be scrubbed; finish it")
            if state == .inactive {
                _ = boundEngine
                captureViewAnimations()
            }
            state = .active
            fraction = min(max(newValue, 0), 1)
            fractionVelocity = 0
            applyAnimations()
        }
    }

    /// `UIViewPropertyAnimator.isReversed`: when true the animator heads for the start (0) and
    /// completes at `.start`.
    ///
    /// Setting it on a running animator turns it round from where it is, without a jump: a curve
    /// eases back over the distance covered so far, a spring keeps its current speed.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard isRunning, let current = run else {
                reversed = newValue
                return
            }
            let now = boundEngine.clock.now
            if now < current.begin {
                // Still waiting out a delay: the same launch, aimed the other way.
                reversed = newValue
                run = plan(current.motion, launch: current.launch, begin: current.begin)
            } else {
                catchUp(to: now)
                reversed = newValue
                run = plan(current.motion, launch: .absolute(fractionVelocity), begin: now)
            }
        }
    }

    // MARK: - Closures

    /// `UIViewPropertyAnimator.addAnimations(_:)`: `apply` receives the fraction on every change
    /// (scrub and frame). Added to an active animator, it is also called at once with the
    /// current fraction, so its views catch up. Not allowed on a stopped animator (as in UIKit).
    public func addAnimations(_ apply: @escaping @MainActor (Double) -> Void) {
        precondition(state != .stopped, "Cannot add animations to a stopped PropertyAnimator")
        animations.append(apply)
        if state == .active {
            apply(fraction)
        }
    }

    /// `UIViewPropertyAnimator.addAnimations(_:)` as UIKit writes it: `animation` changes
    /// views, and the changes follow the animator's fraction. Added to an active animator it
    /// runs at once (its views catch up with the fraction); added to an inactive one it runs
    /// when the animator becomes active.
    public func addAnimations(_ animation: @escaping @MainActor () -> Void) {
        precondition(state != .stopped, "Cannot add animations to a stopped PropertyAnimator")
        viewAnimations.append(animation)
        if state == .active { captureViewAnimations() }
    }

    /// `UIViewPropertyAnimator.addAnimations(_:delayFactor:)`: as `addAnimations(_:)`, but
    /// the changes start once the animator is `delayFactor` (0...1) of the way through its
    /// fraction, and cover the rest of it linearly in the animator's fraction (whose own
    /// timing already eases it).
    public func addAnimations(_ animation: @escaping @MainActor () -> Void, delayFactor: Double) {
        precondition(state != .stopped, "Cannot add animations to a stopped PropertyAnimator")
        let delay = min(max(delayFactor, 0), 1)
        let delayed = PropertyAnimator(duration: duration, timingParameters: TimingParameters.curve(.linear))
        delayed.addAnimations(animation)
        addAnimations { [self] fraction in
            if delayed.engine == nil {
                delayed.engine = engine
                delayed.capture = capture
            }
            guard delayed.state != .stopped else { return }
            delayed.fractionComplete = delay >= 1 ? (fraction >= 1 ? 1 : 0) : max(0, (fraction - delay) / (1 - delay))
        }
        addCompletion { position in
            guard delayed.state == .active else { return }
            delayed.stopAnimation(false)
            delayed.finishAnimation(at: position)
        }
    }

    /// `UIViewPropertyAnimator.addCompletion(_:)`: called once, with where the animations ended,
    /// when the animator finishes by itself or through `finishAnimation(at:)`.
    public func addCompletion(_ completion: @escaping @MainActor (Position) -> Void) {
        completions.append(completion)
    }

    /// Called when `stopAnimation(true)` leaves the animations where they are without any
    /// completion (not in UIKit, whose views simply keep their current values: whatever the
    /// animations drive needs to hear of it to do the same).
    package func addAbandonHandler(_ handler: @escaping @MainActor () -> Void) {
        abandonHandlers.append(handler)
    }

    // MARK: - Control

    /// `UIViewAnimating.startAnimation()`: runs with `timingParameters` from the current
    /// fraction (from 0, or 1 when reversed, if inactive). Starting a running animator changes
    /// nothing.
    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// `UIViewAnimating.startAnimation(afterDelay:)`: as `startAnimation()`, but the motion
    /// begins `delay` seconds of engine time from now. The animator counts as running meanwhile.
    public func startAnimation(afterDelay delay: Double) {
        precondition(delay >= 0, "A start delay must not be negative")
        precondition(state != .stopped, "A stopped PropertyAnimator cannot start; finish it")
        guard !isRunning else { return }
        if state == .inactive {
            activate()
        }
        if let scope = AnimationScope.current, let leader = scope.leader, leader !== self, leader.state == .active {
            follow(leader, timelineDuration: scope.timelineDuration, delay: delay)
            return
        }
        launch(timingParameters, durationFactor: 1, delay: delay)
    }

    /// Runs from where it is to its target along `leader`'s fraction: fraction f of the leader
    /// is the moment f × `timelineDuration` − `delay` of this animator's own motion, and it
    /// completes where the leader does (at its end, or at its start when the leader ended there).
    private func follow(_ leader: PropertyAnimator, timelineDuration: Double, delay: Double) {
        followCount += 1
        let token = followCount
        following = token
        isRunning = true
        let from = fraction
        let to = target
        let simulation: any Simulation
        switch timingParameters {
        case .curve(let curve):
            simulation = CurveSimulation(from: from, to: to, duration: abs(to - from) * duration, curve: curve)
        case .spring(let spring, let velocity):
            simulation = SpringSimulation(from: from, to: to, initialVelocity: velocity * (to - from), spring: spring)
        }
        // The leader holds this animator (as the engine holds a running one) until it ends.
        leader.addAnimations { [self] leaderFraction in
            guard self.following == token else { return }
            let t = leaderFraction * timelineDuration - delay
            self.fraction = t <= 0 ? from : simulation.isDone(at: t) ? to : simulation.position(at: t)
            self.applyAnimations()
        }
        leader.addCompletion { [self] position in
            guard self.following == token else { return }
            self.following = nil
            let reachedTarget = position == .end
            self.settle(at: reachedTarget ? to : from)
            self.finish(at: reachedTarget ? (self.reversed ? .start : .end) : (self.reversed ? .end : .start))
        }
    }

    /// `UIViewAnimating.pauseAnimation()`: freezes the fraction where it is now. Pausing an
    /// inactive animator makes it active at its start.
    public func pauseAnimation() {
        precondition(state != .stopped, "A stopped PropertyAnimator cannot pause; finish it")
        switch state {
        case .inactive:
            activate()
        case .active where isRunning:
            catchUp(to: boundEngine.clock.now)
            halt()
        case .active, .stopped:
            break
        }
    }

    /// `UIViewAnimating.continueAnimation(withTimingParameters:durationFactor:)`: moves on from
    /// exactly where the animator is, towards the end (the start when reversed).
    ///
    /// - A curve (nil means `timingParameters`) covers the fraction left, eased over its own
    ///   span, in remaining fraction × `duration` × `durationFactor` seconds.
    /// - A spring ignores the durations. Its initial velocity is UIKit's "remaining distance per
    ///   second", converted to fraction per second: v × (target − fraction).
    ///
    /// Usually called on a paused animator; on a running one it re-plans from where it is now.
    public func continueAnimation(
        withTimingParameters parameters: TimingParameters?, durationFactor: Double = 1
    ) {
        precondition(durationFactor >= 0, "A duration factor must not be negative")
        precondition(state != .stopped, "A stopped PropertyAnimator cannot continue; finish it")
        prepareToContinue()
        launch(parameters ?? timingParameters, durationFactor: durationFactor, delay: 0)
    }

    /// `continueAnimation(withTimingParameters:durationFactor:)` given UIKit's timing objects
    /// (`CubicTimingParameters`, `SpringTimingParameters`).
    public func continueAnimation<Provider: TimingCurveProvider>(
        withTimingParameters parameters: Provider?, durationFactor: Double
    ) {
        continueAnimation(withTimingParameters: parameters?.timingParameters, durationFactor: durationFactor)
    }

    /// Continues on `spring` launched at `fractionVelocity` fractions per second (positive is
    /// towards 1), whatever distance is left. Not in UIKit: its relative velocity cannot
    /// express a fling released exactly at the target, where the distance left is 0.
    public func continueAnimation(with spring: Spring, fractionVelocity: Double) {
        precondition(state != .stopped, "A stopped PropertyAnimator cannot continue; finish it")
        prepareToContinue()
        start(.spring(spring), launch: .absolute(fractionVelocity), delay: 0)
    }

    /// `UIViewAnimating.stopAnimation(_:)`: freezes the fraction where it is now.
    ///
    /// - `true`: the animator becomes inactive and its completions are never called (nor its
    ///   animations again). Allowed in any state.
    /// - `false`: the animator must be active; it becomes `.stopped`, and `finishAnimation(at:)`
    ///   must follow.
    public func stopAnimation(_ withoutFinishing: Bool) {
        if isRunning {
            catchUp(to: boundEngine.clock.now)
            halt()
        }
        if withoutFinishing {
            state = .inactive
            animations = []
            viewAnimations = []
            completions = []
            let abandoned = abandonHandlers
            abandonHandlers = []
            for handler in abandoned { handler() }
        } else {
            precondition(state == .active, "Only an active PropertyAnimator can be stopped")
            state = .stopped
        }
    }

    /// `UIViewAnimating.finishAnimation(at:)`: ends a stopped animator, jumping to the start or
    /// the end (or staying at `.current`), then calls the completions with `position`.
    public func finishAnimation(at position: Position) {
        precondition(state == .stopped, "finishAnimation(at:) needs a stopped PropertyAnimator")
        switch position {
        case .start: settle(at: 0)
        case .end: settle(at: 1)
        case .current: break
        }
        finish(at: position)
    }

    // MARK: - FrameAnimation

    /// Called by the engine each frame while running; completes the animator (applying exactly
    /// 0 or 1 and calling the completions) once its motion is done.
    public func step(to time: Double) -> Bool {
        guard isRunning, let current = run else { return false }
        // Waiting out a start delay: nothing moves yet.
        if time < current.begin { return true }
        let t = time - current.begin
        if current.simulation.isDone(at: t) {
            let position: Position = reversed ? .start : .end
            settle(at: reversed ? 0 : 1)
            finish(at: position)
        } else {
            fraction = current.simulation.position(at: t)
            fractionVelocity = current.simulation.velocity(at: t)
            applyAnimations()
        }
        return isRunning
    }

    // MARK: - Motion

    /// The shape of a motion, kept so that reversing can re-plan it.
    private enum Motion {
        case curve(TimingCurve, durationFactor: Double)
        case spring(Spring)
    }

    /// How fast a motion begins: UIKit's relative velocity, or fractions per second.
    private enum Launch {
        case relative(Double)
        case absolute(Double)
    }

    private struct Run {
        let motion: Motion
        let launch: Launch
        /// Engine time at which the simulation's t is 0.
        let begin: Double
        let simulation: any Simulation
    }

    private var target: Double { reversed ? 0 : 1 }

    /// Inactive → active, at the start of the direction it will run in.
    private func activate() {
        _ = boundEngine
        captureViewAnimations()
        state = .active
        fraction = target == 1 ? 0 : 1
        fractionVelocity = 0
        applyAnimations()
    }

    private func prepareToContinue() {
        if state == .inactive {
            activate()
        } else if isRunning {
            catchUp(to: boundEngine.clock.now)
        }
    }

    private func launch(_ parameters: TimingParameters, durationFactor: Double, delay: Double) {
        switch parameters {
        case .curve(let curve):
            start(.curve(curve, durationFactor: durationFactor), launch: .relative(0), delay: delay)
        case .spring(let spring, let initialVelocity):
            start(.spring(spring), launch: .relative(initialVelocity), delay: delay)
        }
    }

    private func start(_ motion: Motion, launch: Launch, delay: Double) {
        let begin = boundEngine.clock.now + delay
        let planned = plan(motion, launch: launch, begin: begin)
        run = planned
        isRunning = true
        fractionVelocity = delay > 0 ? 0 : planned.simulation.velocity(at: 0)
        boundEngine.add(self)
    }

    /// A simulation from the current fraction to the current target.
    private func plan(_ motion: Motion, launch: Launch, begin: Double) -> Run {
        let from = fraction
        let to = target
        let simulation: any Simulation
        switch motion {
        case .curve(let curve, let durationFactor):
            // The curve is mapped over the span left, so it starts exactly at `from`.
            let seconds = abs(to - from) * duration * durationFactor
            simulation = CurveSimulation(from: from, to: to, duration: seconds, curve: curve)
        case .spring(let spring):
            let velocity: Double
            switch launch {
            case .relative(let perRemainingDistance): velocity = perRemainingDistance * (to - from)
            case .absolute(let perSecond): velocity = perSecond
            }
            simulation = SpringSimulation(from: from, to: to, initialVelocity: velocity, spring: spring)
        }
        return Run(motion: motion, launch: launch, begin: begin, simulation: simulation)
    }

    /// Brings fraction and velocity to `time` without completing, so pause, stop and reverse
    /// grab the animator where it is even if no frame has been ticked yet.
    private func catchUp(to time: Double) {
        guard let current = run, time >= current.begin else { return }
        let t = time - current.begin
        let done = current.simulation.isDone(at: t)
        let sampled = done ? target : current.simulation.position(at: t)
        fractionVelocity = done ? 0 : current.simulation.velocity(at: t)
        if sampled != fraction {
            fraction = sampled
            applyAnimations()
        }
    }

    /// Stops moving: leaves the engine (or stops following); the fraction stays where it is.
    private func halt() {
        following = nil
        run = nil
        isRunning = false
        fractionVelocity = 0
        engine?.remove(self)
    }

    /// Puts the fraction exactly at `value` and applies it.
    private func settle(at value: Double) {
        fraction = value
        fractionVelocity = 0
        applyAnimations()
    }

    /// Becomes inactive, then calls each completion once. Leaves the engine first, so that a
    /// completion may start the animator again.
    private func finish(at position: Position) {
        halt()
        state = .inactive
        let pending = completions
        animations = []
        viewAnimations = []
        completions = []
        abandonHandlers = []
        for completion in pending {
            completion(position)
        }
    }

    private func applyAnimations() {
        for apply in animations {
            apply(fraction)
        }
    }
}
