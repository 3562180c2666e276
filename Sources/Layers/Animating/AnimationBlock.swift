import Animation
import Geometry

/// The layer property changes of one `Scene.animate` block (or one explicit `LayerAnimation`):
/// a single engine entry that moves all of them along one shared progress and calls the
/// block's completion once, when the last of them has ended.
///
/// One entry per block rather than one per property: a block that moves every row of a long
/// list costs the engine one step per frame, and the timing curve is evaluated once per frame
/// for all of them. Each property is still its own `BlockTrack`, so a newer animation of it,
/// or its layer leaving the scene, ends just that property.
@MainActor
final class AnimationBlock: FrameAnimation {
    private let simulation: any Simulation
    /// The engine time at which the shared progress starts (the block's start plus its delay).
    private let start: Double
    private let engine: AnimationEngine
    private var completion: ((Bool) -> Void)?
    /// Never changed while stepping: a change would copy it in the middle of the loop.
    private var tracks: [any AnimationBlockTrack] = []
    private var runningTracks = 0
    private var allFinished = true
    /// A `Scene.animate` block reports no earlier than the next tick, even if it animated
    /// nothing or all of it was interrupted at once: its completion is never called from inside
    /// the block, always asynchronously, as in UIKit.
    private var waitsForFirstTick: Bool
    private var hasEnded = false
    /// Views whose properties the block moves take no pointer input meanwhile (UIKit's
    /// default for its blocks; `View.AnimationOptions.allowUserInteraction` turns it off).
    var blocksInteraction = false
    /// A property this block takes over from another block lets that block's share of it
    /// run out its time and finish (UIKit's default); otherwise it is interrupted
    /// (`.beginFromCurrentState`, and always for `Scene.animate`).
    var letsTakenPropertiesFinish = false

    init(
        simulation: any Simulation, start: Double, engine: AnimationEngine, waitsForFirstTick: Bool,
        completion: ((Bool) -> Void)?
    ) {
        self.simulation = simulation
        self.start = start
        self.engine = engine
        self.waitsForFirstTick = waitsForFirstTick
        self.completion = completion
    }

    /// Adds the change of `key` from `from` to `to`: the track takes the property over from
    /// whoever animated it (interrupting that one) and shows `from` until the first step.
    func animate<V: Interpolatable>(_ layer: Layer, _ key: WritableKeyPath<LayerState, V>, from: V, to: V) {
        let track = BlockTrack(layer: layer, key: key, from: from, to: to, block: self)
        tracks.append(track)
        runningTracks += 1
        layer.claim(key, by: track, lettingItFinish: letsTakenPropertiesFinish)
        layer.setPresented(from, key)
    }

    /// Adds a track made elsewhere (it has claimed its property already).
    func add(_ track: any AnimationBlockTrack) {
        tracks.append(track)
        runningTracks += 1
    }

    /// Starts stepping on the engine's next tick.
    func begin() {
        engine.add(self)
    }

    func step(to time: Double) -> Bool {
        waitsForFirstTick = false
        guard !hasEnded else { return false }
        let t = time - start
        if t >= 0 {
            let done = simulation.isDone(at: t)
            let progress = done ? 1 : simulation.position(at: t)
            for track in tracks where track.isRunning {
                if done {
                    track.finish()
                } else {
                    track.show(progress: progress)
                }
            }
        }
        if runningTracks == 0 {
            end()
            return false
        }
        return true
    }

    /// A track ended: it reached its end, or its layer is gone.
    func trackEnded(finished: Bool) {
        runningTracks -= 1
        allFinished = allFinished && finished
    }

    /// A track was cut short from outside the block (a newer animation of its property, or its
    /// layer's animations were removed): if it was the last, the block ends now.
    func trackInterrupted() {
        trackEnded(finished: false)
        if runningTracks == 0 && !waitsForFirstTick { end() }
    }

    /// Leaves the engine first, so the completion may start new animations freely.
    private func end() {
        guard !hasEnded else { return }
        hasEnded = true
        engine.remove(self)
        tracks = []
        let c = completion
        completion = nil
        c?(allFinished)
    }
}
