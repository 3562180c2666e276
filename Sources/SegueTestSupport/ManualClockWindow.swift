import Animation
import Geometry
import Layers
import Navigation
import Views

/// A window on a manual clock, for testing pages without a display or SDL: it makes a
/// ``/Layers/Scene`` on a ``/Animation/ManualClock`` and a ``/Views/Window`` that measures text
/// with a ``FixedAdvanceTextMeasurer``, and runs frames only when told to.
///
///     let stage = ManualClockWindow()
///     let navigation = NavigationController(rootViewController: HomePage())
///     stage.setRootViewController(navigation)
///     navigation.pushViewController(DetailPage(), animated: true)
///     stage.step(0.15)  // half-way through the push
///     stage.settle()  // until nothing animates
///
/// Each step does one frame's work as the host's frame loop does: the clock advances, the
/// animations tick, layout runs. Nothing is drawn; give a ``RecordingRenderer`` to
/// `scene.renderFrameIfNeeded(with:)` to look at display lists.
@MainActor
public final class ManualClockWindow {
    /// One frame at 60 frames per second, the default step.
    public static let frameDuration = 1.0 / 60

    /// The clock every animation in the window runs on; only ``step(_:)``, ``settle(limit:)``
    /// and ``play(_:)`` move it (or a test that advances it itself).
    public let clock: ManualClock
    /// The window's layer tree, animation engine and size.
    public let scene: Scene
    /// The root view that takes input and shows the root view controller.
    public let window: Window

    /// Creates a window of `size` points on a fresh manual clock at time 0, measuring text with
    /// `textMeasurer` (by default a ``FixedAdvanceTextMeasurer``: exact sizes, no fonts).
    public init(
        size: Size = Size(width: 800, height: 600), textMeasurer: any TextMeasuring = FixedAdvanceTextMeasurer()
    ) {
        clock = ManualClock()
        scene = Scene(size: size, clock: clock)
        window = Window(scene: scene, textMeasurer: textMeasurer)
    }

    /// The clock's time now, in seconds.
    public var now: Double { clock.now }

    /// True when no animation is running.
    public var isIdle: Bool { scene.engine.isIdle }

    /// The controller the window shows, if one was set.
    public var rootViewController: ViewController? { window.rootViewController }

    /// Shows `viewController` in the window (``/Navigation/Views/Window/setRootViewController(_:)``) and
    /// lays it out, so its view has its frame at once.
    public func setRootViewController(_ viewController: ViewController) {
        window.setRootViewController(viewController)
        scene.layoutIfNeeded()
    }

    /// Shows a plain view as the window's content (for view-level tests) and lays it out.
    public func setContentView(_ view: View) {
        window.setContentView(view)
        scene.layoutIfNeeded()
    }

    /// Advances the clock by `seconds` (default: one frame) and runs one frame's work: the
    /// animations tick, then layout. Positions read afterwards are those of that moment.
    public func step(_ seconds: Double = ManualClockWindow.frameDuration) {
        clock.advance(by: seconds)
        scene.tick()
        scene.layoutIfNeeded()
    }

    /// Runs `count` frames of ``frameDuration`` each.
    public func step(frames count: Int) {
        for _ in 0..<max(count, 0) { step() }
    }

    /// Steps frame by frame until nothing animates, for at most `limit` seconds of clock time;
    /// returns whether everything came to rest. (A transition the user or the app is still
    /// driving, a drag not yet released, animates nothing and so does not hold it up.)
    @discardableResult
    public func settle(limit: Double = 3) -> Bool {
        var time = 0.0
        while !scene.engine.isIdle && time < limit {
            step()
            time += Self.frameDuration
        }
        scene.layoutIfNeeded()
        return scene.engine.isIdle
    }

    /// Delivers `script`'s events at their timestamps, as the host's loop does: for each event
    /// the clock is set to its time (never back: an event from the past comes at once), the
    /// window handles it, and the frame's work runs. Start a script at ``now``
    /// (`InputScript(start: stage.now)`) so that its times are still to come.
    public func play(_ script: InputScript) {
        for event in script.events {
            if event.timestamp > clock.now { clock.set(to: event.timestamp) }
            window.handle(event)
            scene.tick()
            scene.layoutIfNeeded()
        }
    }
}
