/// Something the `AnimationEngine` steps once per frame.
///
/// The role of a `CADisplayLink` target or a Flutter `Ticker` listener, minus the wall clock:
/// the engine passes in the time to show.
@MainActor
public protocol FrameAnimation: AnyObject {
    /// Brings the animation to `time` (the engine clock's seconds). Returns false once it has
    /// finished, and the engine then drops it.
    func step(to time: Double) -> Bool
}
