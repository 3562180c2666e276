/// Where an animator made with UIKit's initializers (no engine, closures that change views)
/// finds its engine and has its closures' changes follow its fraction.
///
/// UIKit has one animation system per process; Segue has one per window (its `Scene`), and
/// no global state. So the window's code runs inside its scene's scope — a transition's
/// animator and interaction controller, a gesture recognizer's actions — and an animator
/// made there binds to that scene when it first becomes active (`startAnimation`,
/// `pauseAnimation`, setting `fractionComplete`). The scope is a task-local value, bound for
/// the length of a call, never a global.
public struct AnimationScope: Sendable {
    /// The engine an animator made inside the scope runs on.
    public let engine: AnimationEngine
    /// Runs `changes` so that the layer properties they change follow `animator`'s fraction.
    let capture: @MainActor @Sendable (PropertyAnimator, () -> Void) -> Void
    /// While set, an animator started inside the scope follows this one's fraction instead of
    /// the clock, fraction f being the moment f × `timelineDuration` of its timeline: how a
    /// transition scrubs an animator that an app's `animateTransition` made and started (as
    /// UIKit's interactive transitions scrub the animations made inside them).
    public let leader: PropertyAnimator?
    /// The seconds the leader's fraction spans.
    public let timelineDuration: Double

    /// A scope on `engine` whose `capture` runs view changes so they follow an animator
    /// (`Scene.animationScope` makes the one of a window).
    public init(
        engine: AnimationEngine, capture: @escaping @MainActor @Sendable (PropertyAnimator, () -> Void) -> Void
    ) {
        self.engine = engine
        self.capture = capture
        leader = nil
        timelineDuration = 0
    }

    private init(_ scope: AnimationScope, leader: PropertyAnimator, timelineDuration: Double) {
        engine = scope.engine
        capture = scope.capture
        self.leader = leader
        self.timelineDuration = timelineDuration
    }

    /// This scope, with animators started inside it following `leader` (see `leader`).
    public func following(_ leader: PropertyAnimator, timelineDuration: Double) -> AnimationScope {
        AnimationScope(self, leader: leader, timelineDuration: timelineDuration)
    }

    /// The scope the current code runs in, if any.
    @TaskLocal public static var current: AnimationScope?

    /// Runs `body` inside this scope.
    @MainActor
    public func run<Result>(_ body: () throws -> Result) rethrows -> Result {
        try Self.$current.withValue(self, operation: body)
    }
}
