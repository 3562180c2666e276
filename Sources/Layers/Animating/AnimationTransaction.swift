import Animation
import Geometry

/// While an animation block runs, the scene holds one of these; every layer property set in
/// the block is recorded here and turned into an animation instead of changing at once.
@MainActor
final class AnimationTransaction {
    enum Mode {
        /// `Scene.animate`: each change runs on its own with shared timing and completion.
        case timed(duration: Double, delay: Double, timing: TimingParameters, group: CompletionGroup)
        /// `PropertyAnimator.addAnimations(in:)`: each change follows the animator's fraction,
        /// mapped through `progress` (identity unless a timed block was redirected).
        case animator(PropertyAnimator, progress: @MainActor (Double) -> Double)
    }

    let mode: Mode
    private let engine: AnimationEngine
    private let now: Double

    init(mode: Mode, engine: AnimationEngine, now: Double) {
        self.mode = mode
        self.engine = engine
        self.now = now
    }

    func record<V: Interpolatable>(layer: Layer, key: WritableKeyPath<LayerState, V>, from: V, to: V) {
        switch mode {
        case .timed(let duration, let delay, let timing, let group):
            RunningLayerAnimation(
                layer: layer, key: key, from: from, to: to,
                simulation: timing.progressSimulation(duration: duration), start: now + delay,
                group: group, engine: engine
            ).begin()
        case .animator(let animator, let progress):
            AnimatorTrack(layer: layer, key: key, from: from, to: to, progress: progress).attach(to: animator)
        }
    }
}
