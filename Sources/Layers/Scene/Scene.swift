import Animation
import Geometry

/// One window's content and its per-window state: the layer tree, the clock, the running
/// animations, what needs layout or display, and the flattener's reusable buffers.
///
/// A frame (TheFrameLoop.md): `tick()` moves animations to the clock's now, `layoutIfNeeded()`
/// runs pending layout, and a display list is built and rendered only if something changed.
@MainActor
public final class Scene: FrameSource {
    /// The scene's time: a `MonotonicClock` in a window, a `ManualClock` in tests.
    public let clock: any Clock
    /// The engine that runs this scene's animations.
    public let engine: AnimationEngine
    /// The window-sized layer everything else hangs from.
    public let rootLayer: Layer
    /// What the window shows behind the root layer.
    public var background: Color {
        didSet { if background != oldValue { displayRequested() } }
    }

    /// The window's size in points; the root layer's bounds follow it.
    public private(set) var size: Size
    /// Something changed on screen since the last rendered frame. It and `needsLayoutPass`
    /// are set by every change of every layer: unchecked at run time, as the layers' own
    /// flags are (docs/ARCHITECTURE.md, "Design rules and seams").
    @exclusivity(unchecked)
    public private(set) var needsDisplay = true
    @exclusivity(unchecked)
    private var needsLayoutPass = false
    /// Frames actually rendered: the measure of an idle window.
    public private(set) var renderedFrameCount = 0
    /// What keeps this scene from being drawn right, as reported by code that cannot throw
    /// (`reportFailure(_:)`): a label whose text could not be measured, say, because its font
    /// is missing. Kept from the first report on: laid out without its text's size, the page
    /// stays wrong, so every frame fails with this error (TheFrameLoop.md).
    public private(set) var failure: (any Error)?

    private var frameObservers: [@MainActor () -> Void] = []
    private var layoutObservers: [@MainActor () -> Void] = []
    /// While set, `animate` blocks follow this animator's fraction instead of the clock.
    private var redirect: (animator: PropertyAnimator, duration: Double)?
    let flattener = LayerFlattener()
    private var teardownHandlers: [Int: @MainActor () -> Void] = [:]
    private var nextTeardownToken = 0

    /// Creates a scene of `size` points whose animations run on `clock`.
    public init(size: Size, clock: any Clock, background: Color = .systemBackground) {
        self.size = size
        self.clock = clock
        self.background = background
        self.engine = AnimationEngine(clock: clock)
        self.rootLayer = Layer()
        rootLayer.name = "root"
        rootLayer.anchorPoint = .zero
        rootLayer.bounds = Rect(origin: .zero, size: size)
        rootLayer.attach(to: self)
    }

    // MARK: - FrameSource

    /// True while animations run, layout is pending or something changed on screen, and
    /// always once a `failure` was reported (each frame then fails with it).
    public var needsFrame: Bool { needsDisplay || needsLayoutPass || !engine.isIdle || failure != nil }

    /// Ticks, lays out and, if anything changed, renders a frame with `renderer`; returns whether
    /// it did. Once a `failure` was reported, throws it after layout instead of drawing: a
    /// frame loop reports it (`onRenderError`) and stops with it when it keeps coming, rather
    /// than showing a page without its text.
    @discardableResult
    public func renderFrameIfNeeded(with renderer: any FrameRenderer) throws -> Bool {
        tick()
        layoutIfNeeded()
        if let failure { throw failure }
        guard needsDisplay else { return false }
        try renderer.renderFrame(displayList())
        needsDisplay = false
        renderedFrameCount += 1
        for observer in frameObservers { observer() }
        return true
    }

    /// Records what went wrong where nothing could throw (layout measuring text, for one), so
    /// that the frames fail with it instead of drawing wrong in silence; the first error
    /// reported is the one kept (`failure`).
    public func reportFailure(_ error: any Error) {
        if failure == nil { failure = error }
    }

    /// Resizes the root layer to the window's new size.
    public func resize(to newSize: Size) {
        guard newSize != size else { return }
        size = newSize
        rootLayer.bounds = Rect(origin: .zero, size: newSize)
        displayRequested()
    }

    /// How many raster keys the flattener keeps: bounded by the layers alive that were
    /// rasterized (for tests that check caches stay bounded).
    @_spi(SegueTools) public var rasterKeyCount: Int { flattener.rasterKeyCount }

    // MARK: - Teardown

    /// Registers `handler` to run once if the scene is torn down (`tearDown`, when its window
    /// goes away): work that keeps itself alive only while it runs, such as a transition,
    /// lets go there. Returns a token for `removeTeardownHandler`.
    package func addTeardownHandler(_ handler: @escaping @MainActor () -> Void) -> Int {
        nextTeardownToken += 1
        teardownHandlers[nextTeardownToken] = handler
        return nextTeardownToken
    }

    /// Forgets a handler (the work it would end has ended).
    package func removeTeardownHandler(_ token: Int) {
        teardownHandlers[token] = nil
    }

    /// Ends everything still running, without completing it: each teardown handler runs
    /// once, then every animation is dropped (`AnimationEngine.removeAll`). A window closed
    /// mid-transition calls this as it goes, so the closures of what was running (which hold
    /// the scene and its pages) do not keep it all alive.
    public func tearDown() {
        let handlers = teardownHandlers.sorted { $0.key < $1.key }.map(\.value)
        teardownHandlers = [:]
        for handler in handlers { handler() }
        engine.removeAll()
    }

    /// Calls `observer` after every rendered frame (traces, frame-time overlays).
    public func observeRenderedFrames(_ observer: @escaping @MainActor () -> Void) {
        frameObservers.append(observer)
    }

    // MARK: - The frame's steps

    /// Steps every running animation to the clock's now.
    @discardableResult
    public func tick() -> Bool { engine.tick() }

    /// Runs `layoutSublayers` on every layer marked with `setNeedsLayout`, parents first.
    public func layoutIfNeeded() {
        guard needsLayoutPass else { return }
        needsLayoutPass = false
        rootLayer.layoutIfNeeded()
        for observer in layoutObservers { observer() }
    }

    /// Calls `observer` after every layout pass that ran (views moved, a list scrolled, a bar
    /// hidden): the window looks again at what is under the pointer (InputAndGestures.md).
    package func observeLayoutPasses(_ observer: @escaping @MainActor () -> Void) {
        layoutObservers.append(observer)
    }

    /// The presentation tree, flattened.
    public func displayList() -> DisplayList {
        flattener.flatten(rootLayer, size: size, background: background)
    }

    /// A layer subtree flattened in the layer's own coordinates (its bounds' origin at 0,0),
    /// ready for `FrameRenderer.rasterize`: the base of snapshots.
    public func displayList(of layer: Layer) -> DisplayList {
        flattener.flattenSubtree(layer)
    }

    /// Rasterizes a layer subtree into an image (a snapshot of what it shows now).
    public func snapshot(of layer: Layer, with renderer: any FrameRenderer) throws -> Image {
        try renderer.rasterize(displayList(of: layer))
    }

    // MARK: - Invalidation

    func displayRequested() { needsDisplay = true }
    func layoutRequested() { needsLayoutPass = true }

    // MARK: - Animation blocks

    /// Animates every layer property change made in `animations` over `duration` seconds:
    /// the layer-level block of this scene (views use UIKit's `View.animate`, which finds the
    /// scene itself; ViewAnimations.md). `completion` gets true if all of them ran to
    /// their end, false if any was interrupted; with no changes it is called as finished on
    /// the next tick.
    public func animate(
        withDuration duration: Double, delay: Double = 0, timing: TimingParameters = .curve(.easeInOut),
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        if let redirect {
            animateFollowing(
                redirect.animator, timelineDuration: redirect.duration, duration: duration, delay: delay,
                timing: timing, animations: animations, completion: completion)
            return
        }
        let block = AnimationBlock(
            simulation: timing.progressSimulation(duration: duration), start: clock.now + delay, engine: engine,
            waitsForFirstTick: true, completion: completion)
        withTransaction(.timed(block), animations)
        // After the block has run, so blocks nested in it step (and complete) before it.
        block.begin()
    }

    /// The same with a timing curve.
    public func animate(
        withDuration duration: Double, delay: Double = 0, curve: TimingCurve,
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(
            withDuration: duration, delay: delay, timing: .curve(curve), animations: animations, completion: completion)
    }

    /// Runs `body` with every `animate` block in it (also nested in calls it makes) following
    /// `animator`'s fraction instead of the clock: fraction f is the moment f × `duration` of
    /// the blocks' timeline, so each block keeps its own delay, duration and curve. This is
    /// how an interactive transition scrubs an animator that was written with plain
    /// `animate` blocks (UIKit pauses the layers' time for the same effect). Completions run
    /// when the animator ends, reporting finished.
    public func redirectingAnimations(into animator: PropertyAnimator, duration: Double, _ body: () -> Void) {
        let saved = redirect
        redirect = (animator, duration)
        body()
        redirect = saved
    }

    private func animateFollowing(
        _ animator: PropertyAnimator, timelineDuration: Double, duration: Double, delay: Double,
        timing: TimingParameters, animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let progress = Self.progress(
            following: timelineDuration, delay: delay, timeline: timing.progressSimulation(duration: duration))
        withTransaction(.animator(animator, progress: progress), animations)
        if let completion { animator.addCompletion { _ in completion(true) } }
    }

    /// While `redirectingAnimations` runs, the animator a block made now follows and the map
    /// from its fraction to the block's progress.
    func redirection(
        delay: Double, timeline: any Simulation
    ) -> (PropertyAnimator, @MainActor (Double) -> Double)? {
        guard let redirect else { return nil }
        return (redirect.animator, Self.progress(following: redirect.duration, delay: delay, timeline: timeline))
    }

    /// Fraction f is the moment f × `timelineDuration` of the redirected blocks' timeline.
    private static func progress(
        following timelineDuration: Double, delay: Double, timeline: any Simulation
    ) -> @MainActor (Double) -> Double {
        { fraction in
            let t = fraction * timelineDuration - delay
            if t <= 0 { return 0 }
            return timeline.isDone(at: t) ? 1 : timeline.position(at: t)
        }
    }

    /// Runs `changes` with no animation, even inside an animation block.
    public func performWithoutAnimation(_ changes: () -> Void) {
        AnimationContext.with(.withoutAnimation(self), changes)
    }

    func withTransaction(_ mode: AnimationTransaction.Mode, _ body: () -> Void) {
        AnimationContext.with(.scene(self, AnimationTransaction(mode: mode)), body)
    }
}
