import Animation
import Geometry

/// One layer property following a `PropertyAnimator`'s fraction: the link between the
/// scrubbable animator and the layer tree.
@MainActor
final class AnimatorTrack<V: Interpolatable>: LayerAnimationOwner {
    private weak var layer: Layer?
    private let key: WritableKeyPath<LayerState, V>
    private let from: V
    private let to: V
    /// The animator's fraction to this property's progress.
    private let progress: @MainActor (Double) -> Double
    private var active = true

    init(
        layer: Layer, key: WritableKeyPath<LayerState, V>, from: V, to: V,
        progress: @escaping @MainActor (Double) -> Double
    ) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.progress = progress
    }

    func attach(to animator: PropertyAnimator) {
        guard let layer else { return }
        layer.claim(key, by: self)
        layer.setPresented(from, key)
        animator.addAnimations { [self] fraction in apply(fraction) }
        animator.addCompletion { [self] position in finish(at: position) }
        animator.addAbandonHandler { [self] in finish(at: .current) }
    }

    private func apply(_ fraction: Double) {
        guard active, let layer else { return }
        layer.setPresented(V.interpolate(from: from, to: to, fraction: progress(fraction)), key)
    }

    /// As UIKit: ending at the start puts the start values in the model, ending at the
    /// current position keeps what is on screen.
    private func finish(at position: PropertyAnimator.Position) {
        guard active, let layer else { return }
        active = false
        layer.release(key, by: self)
        switch position {
        case .end: break
        case .start: layer.model[keyPath: key] = from
        case .current: layer.model[keyPath: key] = layer.presented[keyPath: key]
        }
        layer.showModel(key)
        layer.changed(Layer.changeKind(of: key))
    }

    func propertyWasTaken() { active = false }
    func cancel() { active = false }
}

extension PropertyAnimator {
    /// Runs `changes` and, instead of applying the layer property changes it makes at once,
    /// makes them follow this animator's fraction (UIKit's `addAnimations`). The model takes
    /// the new values now; the screen follows the fraction.
    public func addAnimations(in scene: Scene, _ changes: () -> Void) {
        scene.withTransaction(.animator(self, progress: { $0 }), changes)
    }
}
