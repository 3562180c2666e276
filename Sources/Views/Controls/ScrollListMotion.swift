import Animation
import Geometry

/// Moves a `ScrollList`'s content on the scene's clock (ControlsAndScrolling.md, "Scrolling"):
/// the eased glide of wheel notches, the touchpad's rubber band past an end, the momentum after
/// the fingers lift and the spring back to an end. One object per list, stepped by the scene's
/// `AnimationEngine` while it moves; a step allocates nothing.
@MainActor
final class ScrollListMotion: FrameAnimation {
    enum Phase {
        /// Still, within the ends.
        case idle
        /// Gliding to where the notches so far lead.
        case notch(CurveSimulation, start: Double)
        /// The fingers are on the touchpad: the content follows them (stretched past an end).
        case touchpad
        /// Gliding on after the fingers lifted, slowing down.
        case momentum(DecelerationSimulation, start: Double)
        /// Springing back to the end it was stretched past.
        case bounce(SpringSimulation, start: Double)
    }

    // docs-number: the spring back from past an end
    /// Critically damped: back at the end in about 0.4 s without going past it.
    static let bounceSpring = Spring(dampingRatio: 1, stiffness: 400)

    private(set) var phase = Phase.idle
    /// Weak: a list freed while it moves leaves the engine at the next step.
    private weak var owner: ScrollList?
    /// Where the fingers have taken the offset, before the rubber band.
    private var fingerOffset = 0.0
    private var fingerVelocity = VelocityTracker()
    /// The scene time of the last touchpad event.
    private var lastTouchpadTime = -Double.infinity
    private var isRegistered = false

    init(list: ScrollList) {
        owner = list
    }

    /// The list; only reached while it exists (it calls in, or a step found it).
    private var list: ScrollList { owner! }

    /// True while the fingers are on the touchpad (precise events keep coming).
    func isTouchpadScrolling(at now: Double) -> Bool {
        if case .touchpad = phase { return now - lastTouchpadTime < list.touchpadLiftDelay }
        return false
    }

    /// Where the notches given so far lead, while they glide.
    var notchTarget: Double? {
        if case .notch(let glide, _) = phase { return glide.to }
        return nil
    }

    /// Whether the content may be past an end now (layout then leaves the offset alone).
    var allowsOverscroll: Bool {
        switch phase {
        case .idle, .notch: return false
        case .touchpad, .momentum, .bounce: return true
        }
    }

    /// A mouse notch of `points` (positive shows the content below): the glide's target moves
    /// by it, within the ends, and the offset eases there from where it is. Returns false when
    /// the target did not move and nothing glides (the list is at that end already).
    func scrollNotch(by points: Double, in engine: AnimationEngine) -> Bool {
        let now = engine.clock.now
        let gliding = notchTarget
        let current = list.contentOffset
        let base = gliding ?? min(max(current, 0), list.maximumContentOffset)
        let target = min(max(base + points, 0), list.maximumContentOffset)
        guard target != base || gliding != nil else {
            // Pushing against an end: a stretch or a momentum in flight settles on its own.
            return allowsOverscroll
        }
        if target == gliding { return true }
        phase = .notch(
            CurveSimulation(from: current, to: target, duration: list.wheelScrollDuration, curve: .easeOut), start: now)
        register(in: engine)
        return true
    }

    /// A touchpad's precise scroll of `points`: the content follows the fingers, stretched by
    /// the rubber band past an end. Returns false when the content fits and nothing moves.
    func scrollTouchpad(by points: Double, in engine: AnimationEngine) -> Bool {
        let now = engine.clock.now
        let maximum = list.maximumContentOffset
        let current = list.contentOffset
        if !isFollowingFingers {
            guard maximum > 0 || current != 0 else { return false }
            // Taking over whatever moves now, from where it shows.
            fingerOffset =
                current + rubberBand.overscroll(showing: overscroll(of: current))
                - overscroll(of: current)
            fingerVelocity.reset()
        }
        fingerOffset += points
        fingerVelocity.addSample(Point(x: 0, y: fingerOffset), at: now)
        lastTouchpadTime = now
        phase = .touchpad
        list.moveContent(to: shown(fingerOffset))
        register(in: engine)
        return true
    }

    /// Stops whatever moves, leaving the offset where it is; the next step unregisters.
    func stop() {
        phase = .idle
    }

    private var isFollowingFingers: Bool {
        if case .touchpad = phase { return true }
        return false
    }

    func step(to time: Double) -> Bool {
        guard let list = owner else { return false }
        switch phase {
        case .idle:
            break
        case .notch(let glide, let start):
            list.moveContent(to: glide.position(at: time - start))
            if !glide.isDone(at: time - start) { return true }
        case .touchpad:
            if time - lastTouchpadTime < list.touchpadLiftDelay { return true }
            lift(at: time)
            if !isIdle { return true }
        case .momentum(let glide, let start):
            let t = time - start
            let offset = glide.position(at: t)
            let edge = min(max(offset, 0), list.maximumContentOffset)
            if offset != edge {
                // Past an end: the spring takes the speed over and brings it back.
                phase = .bounce(
                    SpringSimulation(
                        from: offset, to: edge, initialVelocity: glide.velocity(at: t), spring: Self.bounceSpring,
                        tolerance: 1e-3), start: time)
                list.moveContent(to: offset)
                return true
            }
            list.moveContent(to: offset)
            if !glide.isDone(at: t) { return true }
        case .bounce(let spring, let start):
            list.moveContent(to: spring.position(at: time - start))
            if !spring.isDone(at: time - start) { return true }
        }
        phase = .idle
        isRegistered = false
        list.contentDidComeToRest()
        return false
    }

    private var isIdle: Bool {
        if case .idle = phase { return true }
        return false
    }

    /// The fingers lifted (seen at `time`): a stretch springs back, a fling glides on, a slow
    /// lift stops.
    private func lift(at time: Double) {
        let shownOffset = shown(fingerOffset)
        let edge = min(max(shownOffset, 0), list.maximumContentOffset)
        let speed = fingerVelocity.velocity(at: lastTouchpadTime).y
        if shownOffset != edge {
            let stretch = rubberBand.slope(at: fingerOffset - min(max(fingerOffset, 0), list.maximumContentOffset))
            phase = .bounce(
                SpringSimulation(
                    from: shownOffset, to: edge, initialVelocity: speed * stretch, spring: Self.bounceSpring,
                    tolerance: 1e-3), start: time)
            return
        }
        let glide = DecelerationSimulation(from: shownOffset, initialVelocity: speed, rate: list.decelerationRate)
        phase = glide.isDone(at: 0) ? .idle : .momentum(glide, start: time)
    }

    private var rubberBand: RubberBand { RubberBand(dimension: list.bounds.height) }

    /// How far `offset` is past an end (negative above the top).
    private func overscroll(of offset: Double) -> Double {
        offset - min(max(offset, 0), list.maximumContentOffset)
    }

    /// The offset shown for the fingers' `offset`: itself within the ends, stretched past them.
    private func shown(_ offset: Double) -> Double {
        let past = overscroll(of: offset)
        return offset - past + rubberBand.stretched(past)
    }

    private func register(in engine: AnimationEngine) {
        guard !isRegistered else { return }
        isRegistered = true
        engine.add(self)
    }
}
