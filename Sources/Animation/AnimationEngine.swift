/// Runs a window's animations: each frame, `tick()` steps every registered animation to the
/// clock's current time (docs/ARCHITECTURE.md §4, the tick).
///
/// One engine per window, owned by its scene, never a global: two windows, or two tests, never
/// share running animations. Animations are held strongly while registered, so a started
/// animator need not be kept alive by its caller (as UIKit keeps a running animator alive).
@MainActor
public final class AnimationEngine {
    public let clock: any Clock

    private struct Entry {
        let animation: any FrameAnimation
        /// Tells one registration from a later one of the same object (removed, then added again).
        let token: Int
    }

    /// In the order added, so animations step in a stable order.
    private var entries: [Entry] = []
    private var nextToken = 0

    public init(clock: any Clock) {
        self.clock = clock
    }

    /// True when nothing is running: a window may then stop rendering frames.
    public var isIdle: Bool { entries.isEmpty }

    public var runningCount: Int { entries.count }

    /// Registers `animation` (identity is the object). Adding one already registered renews its
    /// registration, so an animation that finishes in a step and is restarted from a callback in
    /// that same step is not then dropped for its `false`.
    public func add(_ animation: any FrameAnimation) {
        let entry = Entry(animation: animation, token: nextToken)
        nextToken += 1
        if let index = index(of: animation) {
            entries[index] = entry
        } else {
            entries.append(entry)
        }
    }

    /// Unregisters `animation`; does nothing if it is not registered.
    public func remove(_ animation: any FrameAnimation) {
        if let index = index(of: animation) {
            entries.remove(at: index)
        }
    }

    /// Whether `animation` is registered.
    public func contains(_ animation: any FrameAnimation) -> Bool {
        index(of: animation) != nil
    }

    /// Steps every registered animation to `clock.now`; returns true if any was stepped.
    ///
    /// Safe against changes made by the animations themselves: the list is fixed when the tick
    /// starts, an animation removed during the tick is not stepped after its removal, and one
    /// added during the tick is first stepped on the next tick.
    @discardableResult
    public func tick() -> Bool {
        let time = clock.now
        let snapshot = entries
        var stepped = false
        for entry in snapshot where isCurrent(entry) {
            stepped = true
            let keepsRunning = entry.animation.step(to: time)
            if !keepsRunning && isCurrent(entry) {
                remove(entry.animation)
            }
        }
        return stepped
    }

    private func index(of animation: any FrameAnimation) -> Int? {
        let id = ObjectIdentifier(animation)
        return entries.firstIndex { ObjectIdentifier($0.animation) == id }
    }

    /// Whether `entry` is still the live registration of its animation.
    private func isCurrent(_ entry: Entry) -> Bool {
        guard let index = index(of: entry.animation) else { return false }
        return entries[index].token == entry.token
    }
}
