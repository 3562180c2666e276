/// Runs a window's animations: each frame, `tick()` steps every registered animation to the
/// clock's current time (TimeAndMotion.md, the tick).
///
/// One engine per window, owned by its scene, never a global: two windows, or two tests, never
/// share running animations. Animations are held strongly while registered, so a started
/// animator need not be kept alive by its caller (as UIKit keeps a running animator alive).
///
/// Adding, removing and asking about an animation cost O(1) and a tick O(n): a window may run
/// thousands of them (a block moving every row of a long list).
@MainActor
public final class AnimationEngine {
    /// Where the engine reads the time each tick: a `MonotonicClock` in a window, a `ManualClock`
    /// in tests.
    public let clock: any Clock

    private struct Entry {
        let animation: any FrameAnimation
        /// Tells one registration from a later one of the same object (removed, then added
        /// again), and one made before a tick began from one made during it.
        let token: Int
    }

    /// In the order added, so animations step in a stable order. A removed animation leaves a
    /// hole (nil) instead of shifting everything after it; holes are squeezed out between ticks.
    private var slots: [Entry?] = []
    /// Where each registered animation's entry is in `slots`.
    private var slotIndex: [ObjectIdentifier: Int] = [:]
    private var holes = 0
    private var nextToken = 0
    /// Nested ticks in progress; slots never move while it is above 0.
    private var tickDepth = 0

    /// Creates an engine that steps its animations to `clock`'s time.
    public init(clock: any Clock) {
        self.clock = clock
    }

    /// True when nothing is running: a window may then stop rendering frames.
    public var isIdle: Bool { slotIndex.isEmpty }

    /// How many animations are registered (an animation block counts once, however many properties
    /// it moves).
    public var runningCount: Int { slotIndex.count }

    /// Registers `animation` (identity is the object). Adding one already registered renews its
    /// registration in place, so an animation that finishes in a step and is restarted from a
    /// callback in that same step is not then dropped for its `false`.
    public func add(_ animation: any FrameAnimation) {
        let entry = Entry(animation: animation, token: nextToken)
        nextToken += 1
        let id = ObjectIdentifier(animation)
        if let index = slotIndex[id] {
            slots[index] = entry
        } else {
            slotIndex[id] = slots.count
            slots.append(entry)
        }
    }

    /// Unregisters `animation`; does nothing if it is not registered.
    public func remove(_ animation: any FrameAnimation) {
        guard let index = slotIndex.removeValue(forKey: ObjectIdentifier(animation)) else { return }
        slots[index] = nil
        holes += 1
        compactIfSparse()
    }

    /// Unregisters every animation without stepping or completing it: for a window closed
    /// mid-animation, which will draw no more frames. The animations' closures often hold
    /// the scene that owns this engine (a transition's animator places pages in it), so
    /// without this a window closed mid-transition would keep itself alive.
    public func removeAll() {
        guard !slotIndex.isEmpty else { return }
        slotIndex.removeAll()
        for index in slots.indices { slots[index] = nil }
        holes = slots.count
        compactIfSparse()
    }

    /// Whether `animation` is registered.
    public func contains(_ animation: any FrameAnimation) -> Bool {
        slotIndex[ObjectIdentifier(animation)] != nil
    }

    /// Steps every registered animation to `clock.now`; returns true if any was stepped.
    ///
    /// Safe against changes made by the animations themselves: the list is fixed when the tick
    /// starts, an animation removed during the tick is not stepped after its removal, and one
    /// added (or added again) during the tick is first stepped on the next tick.
    @discardableResult
    public func tick() -> Bool {
        let time = clock.now
        // Entries made from here on belong to the next tick; slots only grow while ticking.
        let firstNewToken = nextToken
        let end = slots.count
        tickDepth += 1
        defer {
            tickDepth -= 1
            compactIfSparse()
        }
        var stepped = false
        for index in 0..<end {
            guard let entry = slots[index], entry.token < firstNewToken else { continue }
            stepped = true
            let keepsRunning = entry.animation.step(to: time)
            // Dropped only if the step did not remove it, or remove and add it again.
            if !keepsRunning, let current = slots[index], current.token == entry.token {
                remove(entry.animation)
            }
        }
        return stepped
    }

    /// Squeezes the holes out once they outnumber the live entries (amortised O(1) per
    /// removal), never during a tick, whose loop walks slots by index.
    private func compactIfSparse() {
        guard tickDepth == 0, holes > 0 else { return }
        if slotIndex.isEmpty {
            slots.removeAll(keepingCapacity: true)
            holes = 0
            return
        }
        guard holes >= 32, holes > slotIndex.count else { return }
        var live: [Entry?] = []
        live.reserveCapacity(slotIndex.count)
        for case let entry? in slots {
            slotIndex[ObjectIdentifier(entry.animation)] = live.count
            live.append(entry)
        }
        slots = live
        holes = 0
    }
}
