import Animation
import Geometry

/// One layer property inside an `AnimationBlock`, moving from `from` to `to` as the block's
/// progress goes from 0 to 1. It is the property's owner on the layer, so a newer animation of
/// the same property, or the layer leaving its scene, ends this track alone. When it ends the
/// layer shows its model value.
@MainActor
final class BlockTrack<V: Interpolatable>: AnimationBlockTrack, LayerAnimationOwner {
    private weak var layer: Layer?
    private let key: WritableKeyPath<LayerState, V>
    private let from: V
    private let to: V
    /// Weak: the block holds its tracks, and a layer may hold an ended track a little longer.
    private weak var block: AnimationBlock?
    private(set) var isRunning = true
    /// False once a newer block took the property but let this one finish: it runs out its
    /// time without showing anything.
    private var drives = true

    init(layer: Layer, key: WritableKeyPath<LayerState, V>, from: V, to: V, block: AnimationBlock) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.block = block
    }

    func show(progress: Double) {
        guard isRunning, drives else { return }
        guard let layer else {
            // Freed without leaving its scene first: nothing left to animate.
            isRunning = false
            block?.trackEnded(finished: false)
            return
        }
        layer.setPresented(V.interpolate(from: from, to: to, fraction: progress), key)
    }

    func finish() {
        guard isRunning else { return }
        isRunning = false
        if let layer, layer.release(key, by: self) {
            layer.showModel(key)
        }
        block?.trackEnded(finished: true)
    }

    func propertyWasTaken() { interrupt() }
    func propertyWasTakenLettingItFinish() { drives = false }
    var blocksInteraction: Bool { isRunning && (block?.blocksInteraction ?? false) }
    func cancel() { interrupt() }

    private func interrupt() {
        guard isRunning else { return }
        isRunning = false
        block?.trackInterrupted()
    }
}

/// What an `AnimationBlock` steps: a `BlockTrack` of any value type.
@MainActor
protocol AnimationBlockTrack: AnyObject {
    var isRunning: Bool { get }
    /// Shows the property `progress` of the way from its start to its end value.
    func show(progress: Double)
    /// The block reached its end: the property shows its model value again.
    func finish()
}
