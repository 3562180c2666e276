import Geometry
import Views

/// A pan that drives a swipe (the back-drag, a drag-to-dismiss): it begins past the slop,
/// with movement along `axis` dominant and towards the positive end (right, or down), where
/// the subclass allows it to start — or, while a released swipe is still animating, from
/// anywhere and either way, so the user can grab the page where it is (`SwipeTracker` wires
/// the grab).
@MainActor
public class SwipeGestureRecognizer: PanGestureRecognizer {
    /// The direction a swipe moves in: right (horizontal) or down (vertical).
    public enum Axis: Sendable, Hashable {
        /// Left to right: a swipe moves right.
        case horizontal
        /// Top to bottom: a swipe moves down.
        case vertical
    }
    /// The axis the swipe moves along.
    public let axis: Axis

    /// The tracker this recognizer feeds (it asks and tells it everything; weak, since a
    /// press in progress can keep the recognizer past its container).
    final weak var tracker: SwipeTracker?
    /// This press holds a released page (it landed during the release).
    private var holding = false

    init(axis: Axis) {
        self.axis = axis
        super.init()
        addAction { [weak self] _ in self?.tracker?.panChanged() }
    }

    /// The component of `point` along the axis.
    func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
    private func across(_ point: Point) -> Double { axis == .horizontal ? point.y : point.x }

    /// Whether a swipe may start from `pressLocation` (window coordinates); subclasses narrow
    /// it to a zone.
    func allowsStart(from pressLocation: Point) -> Bool { true }

    /// Starts a press; during a release animation it holds the page where it is.
    public override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        holding = tracker?.pressBegan() ?? false
    }

    /// Ends the press: a hold that never became a drag lets the release carry on.
    public override func reset() {
        super.reset()
        if holding { tracker?.pressEnded() }
        holding = false
    }

    /// Allows a drag along the axis that dominates the movement and points right (or down), from
    /// where the subclass allows, when the tracker's phase and the container's guards allow
    /// it (asked here rather than through `delegate`, so that they hold whatever delegate the
    /// app sets); a held page may go either way.
    public override func allowsBegin(from pressLocation: Point, translation t: Point) -> Bool {
        guard tracker?.allowsBegin() ?? true, abs(along(t)) > abs(across(t)) else { return false }
        if holding { return true }
        return along(t) > 0 && allowsStart(from: pressLocation)
    }
}
