/// Keeps a layer that was just hidden on screen until the animation it was hidden in ends:
/// a stack view's arranged view collapses, animated, before it disappears (UIKit's
/// `UIStackView`). `isHidden` itself does not animate.
@MainActor
final class ShownUntilEndTrack: AnimationBlockTrack, LayerAnimationOwner {
    private weak var layer: Layer?
    private weak var block: AnimationBlock?
    private(set) var isRunning = true

    init(layer: Layer, block: AnimationBlock?) {
        self.layer = layer
        self.block = block
        layer.claim(\LayerState.isHidden, by: self)
        layer.presented.isHidden = false
        layer.changed(.placement)
    }

    func show(progress: Double) {}

    func finish() {
        guard isRunning else { return }
        isRunning = false
        showModel()
        block?.trackEnded(finished: true)
    }

    /// The layer shows its model value again.
    func showModel() {
        guard let layer, layer.release(\LayerState.isHidden, by: self) else { return }
        layer.presented.isHidden = layer.model.isHidden
        layer.changed(.placement)
    }

    func propertyWasTaken() { stop() }
    func cancel() { stop() }

    private func stop() {
        guard isRunning else { return }
        isRunning = false
        block?.trackInterrupted()
    }
}

extension Layer {
    /// Called right after the layer was hidden: inside an animation block (or a transition's
    /// animator), keeps it on screen until that ends, so that what collapses it is seen.
    /// Returns false, doing nothing, outside any.
    @discardableResult
    package func staysShownUntilAnimationEnds() -> Bool {
        guard model.isHidden, let scene, let transaction = AnimationContext.transaction(for: scene) else {
            return false
        }
        switch transaction.mode {
        case .timed(let block):
            block.add(ShownUntilEndTrack(layer: self, block: block))
        case .animator(let animator, _):
            let track = ShownUntilEndTrack(layer: self, block: nil)
            animator.addCompletion { _ in track.showModel() }
        }
        return true
    }
}
