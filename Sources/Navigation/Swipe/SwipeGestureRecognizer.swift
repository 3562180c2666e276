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

    /// True while a released swipe animates: then a press stops it and a drag along the axis
    /// takes it from there.
    var canGrab: (@MainActor () -> Bool)?
    /// A press landed during a release (the page is held).
    var onGrab: (@MainActor () -> Void)?
    /// The press that held the page ended without a drag: let the release carry on.
    var onGrabAbandoned: (@MainActor () -> Void)?
    /// The container's guards (something to go back to, the page allows it, no other
    /// transition running), asked here rather than through `delegate` so that they hold
    /// whatever delegate the app sets (UIKit apps commonly set their own).
    var guardsAllowBegin: (@MainActor () -> Bool)?
    private var holding = false
    /// The held press turned into a drag that began (it then releases on its own); set by
    /// the swipe tracker when the drag begins, so a drag the delegate refuses still counts
    /// as abandoned.
    var heldPressDragged = false

    init(axis: Axis) {
        self.axis = axis
        super.init()
    }

    /// The component of `point` along the axis.
    func along(_ point: Point) -> Double { axis == .horizontal ? point.x : point.y }
    private func across(_ point: Point) -> Double { axis == .horizontal ? point.y : point.x }

    /// Whether a swipe may start from `pressLocation` (window coordinates); subclasses narrow
    /// it to a zone.
    func allowsStart(from pressLocation: Point) -> Bool { true }

    /// Starts a press; during a release animation it grabs the page where it is.
    public override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        if canGrab?() == true {
            holding = true
            onGrab?()
        }
    }

    /// Ends a grab that never became a drag (the release then carries on).
    public override func reset() {
        super.reset()
        // (The state is already `possible` here: whether the press became a drag is kept.)
        if holding && !heldPressDragged { onGrabAbandoned?() }
        holding = false
        heldPressDragged = false
    }

    /// Allows a drag along the axis that dominates the movement and points right (or down), from
    /// where the subclass allows; a grabbed page may go either way.
    public override func allowsBegin(from pressLocation: Point, translation t: Point) -> Bool {
        guard guardsAllowBegin?() ?? true, abs(along(t)) > abs(across(t)) else { return false }
        if holding { return true }
        return along(t) > 0 && allowsStart(from: pressLocation)
    }
}
