import Animation
import Geometry

/// While an animation block runs, the scene holds one of these; every layer property set in
/// the block is recorded here and turned into an animation instead of changing at once.
@MainActor
final class AnimationTransaction {
    enum Mode {
        /// `Scene.animate`: every change joins the block, which runs them with shared timing
        /// and completion.
        case timed(AnimationBlock)
        /// `PropertyAnimator.addAnimations(in:)`: each change follows the animator's fraction,
        /// mapped through `progress` (identity unless a timed block was redirected).
        case animator(PropertyAnimator, progress: @MainActor (Double) -> Double)
    }

    let mode: Mode

    init(mode: Mode) {
        self.mode = mode
    }

    func record<V: Interpolatable>(layer: Layer, key: WritableKeyPath<LayerState, V>, from: V, to: V) {
        switch mode {
        case .timed(let block):
            block.animate(layer, key, from: from, to: to)
        case .animator(let animator, let progress):
            AnimatorTrack(layer: layer, key: key, from: from, to: to, progress: progress).attach(to: animator)
        }
    }
}
