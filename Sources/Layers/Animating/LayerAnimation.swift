import Animation
import Geometry

/// An explicit animation of one layer property, as `CABasicAnimation`/`CASpringAnimation`:
/// it changes what is on screen, not the model value, and when it ends the layer shows its
/// model value again.
public struct LayerAnimation<Value: Interpolatable> {
    /// The property to animate, such as `\.opacity` (Core Animation's `keyPath`, typed).
    public var keyPath: WritableKeyPath<LayerState, Value>
    /// Nil starts from the value on screen.
    public var from: Value?
    /// Nil ends at the model value.
    public var to: Value?
    /// Ignored by springs, which settle in their own time.
    public var duration: Double
    /// A timing curve or a spring (`CAMediaTimingFunction`, `CASpringAnimation`).
    public var timing: TimingParameters
    /// Seconds to wait before the animation starts (`beginTime`, relative).
    public var delay: Double

    /// Creates an animation of `keyPath`; add it with `layer.add(_:completion:)`.
    ///
    /// - Parameters:
    ///   - keyPath: The property to animate.
    ///   - from: The start value; nil starts from the value on screen.
    ///   - to: The end value; nil ends at the model value.
    ///   - duration: Seconds from start to end (ignored by springs).
    ///   - timing: The curve or spring; ease-in-out by default.
    ///   - delay: Seconds to wait before starting.
    public init(
        _ keyPath: WritableKeyPath<LayerState, Value>, from: Value? = nil, to: Value? = nil,
        duration: Double = 0.25, timing: TimingParameters = .curve(.easeInOut), delay: Double = 0
    ) {
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.duration = duration
        self.timing = timing
        self.delay = delay
    }
}

extension TimingParameters {
    /// Progress from 0 to 1 over time under these parameters.
    func progressSimulation(duration: Double) -> any Simulation {
        switch self {
        case .curve(let curve):
            return CurveSimulation(from: 0, to: 1, duration: duration, curve: curve)
        case .spring(let spring, let velocity):
            return SpringSimulation(from: 0, to: 1, initialVelocity: velocity, spring: spring)
        }
    }
}

extension Layer {
    /// Runs an explicit animation. `completion` says whether it ran to its end (false when
    /// another animation of the same property, or `removeAllAnimations`, cut it short).
    /// A layer that is not in a scene has no clock to animate by: the completion is called
    /// with false at once.
    public func add<V: Interpolatable>(_ animation: LayerAnimation<V>, completion: ((Bool) -> Void)? = nil) {
        guard let scene else {
            completion?(false)
            return
        }
        let block = AnimationBlock(
            simulation: animation.timing.progressSimulation(duration: animation.duration),
            start: scene.clock.now + animation.delay, engine: scene.engine, waitsForFirstTick: false,
            completion: completion)
        block.animate(
            self, animation.keyPath, from: animation.from ?? presented[keyPath: animation.keyPath],
            to: animation.to ?? model[keyPath: animation.keyPath])
        block.begin()
    }
}
