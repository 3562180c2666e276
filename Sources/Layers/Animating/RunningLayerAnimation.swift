import Animation
import Geometry

/// One property of one layer moving from `from` to `to` along a progress simulation, stepped
/// by the scene's animation engine. When it ends the layer shows its model value.
@MainActor
final class RunningLayerAnimation<V: Interpolatable>: FrameAnimation, LayerAnimationOwner {
    private weak var layer: Layer?
    private let key: WritableKeyPath<LayerState, V>
    private let from: V
    private let to: V
    private let simulation: any Simulation
    private let start: Double
    private let group: CompletionGroup
    private let engine: AnimationEngine
    private var ended = false

    init(
        layer: Layer, key: WritableKeyPath<LayerState, V>, from: V, to: V,
        simulation: any Simulation, start: Double, group: CompletionGroup, engine: AnimationEngine
    ) {
        self.layer = layer
        self.key = key
        self.from = from
        self.to = to
        self.simulation = simulation
        self.start = start
        self.group = group
        self.engine = engine
    }

    func begin() {
        guard let layer else { return }
        group.memberStarted()
        layer.claim(key, by: self)
        layer.setPresented(from, key)
        engine.add(self)
    }

    func step(to time: Double) -> Bool {
        guard !ended, let layer else { return false }
        let t = time - start
        guard t >= 0 else { return true }
        if simulation.isDone(at: t) {
            end(finished: true)
            return false
        }
        layer.setPresented(V.interpolate(from: from, to: to, fraction: simulation.position(at: t)), key)
        return true
    }

    private func end(finished: Bool) {
        guard !ended else { return }
        ended = true
        if let layer, layer.release(key, by: self) {
            layer.showModel(key)
        }
        group.memberEnded(finished: finished)
    }

    func propertyWasTaken() {
        guard !ended else { return }
        ended = true
        engine.remove(self)
        group.memberEnded(finished: false)
    }

    func cancel() {
        guard !ended else { return }
        ended = true
        engine.remove(self)
        group.memberEnded(finished: false)
    }
}
