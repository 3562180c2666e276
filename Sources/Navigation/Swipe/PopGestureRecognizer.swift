import Geometry
import Views

/// Where a back-drag may start (docs/ARCHITECTURE.md §10).
public enum PopGestureMode: Sendable, Hashable {
    /// From a strip along the left edge, `width` points wide (UIKit's edge swipe).
    case edge(width: Double)
    /// From anywhere, or within `maximumDistance` points of the left edge when set (the
    /// seeds' full-screen pop).
    case fullScreen(maximumDistance: Double?)

    /// The default: a 20-point edge zone.
    public static let standard = PopGestureMode.edge(width: 20)
}

/// The back-drag of a page stack (and of a navigation controller): a pan that begins only past the slop, moving
/// right with horizontal movement dominant, from where `mode` allows — or from anywhere
/// while a released pop is still animating, so the user can grab the page where it is.
@MainActor
public final class PopGestureRecognizer: PanGestureRecognizer {
    public var mode: PopGestureMode = .standard
    /// True while a released pop animates: then a press stops it and any horizontal drag
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

    public override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        if canGrab?() == true {
            holding = true
            onGrab?()
        }
    }

    public override func reset() {
        super.reset()
        // (The state is already `possible` here: whether the press became a drag is kept.)
        if holding && !heldPressDragged { onGrabAbandoned?() }
        holding = false
        heldPressDragged = false
    }

    public override func allowsBegin(from pressLocation: Point, translation t: Point) -> Bool {
        guard guardsAllowBegin?() ?? true, abs(t.x) > abs(t.y) else { return false }
        if holding { return true }
        guard t.x > 0 else { return false }
        // The press in the navigation view's own coordinates (it need not sit at x = 0).
        let x = view.map { $0.convert(pressLocation, from: nil).x } ?? pressLocation.x
        switch mode {
        case .edge(let width): return x >= 0 && x < width
        case .fullScreen(let maximumDistance): return maximumDistance.map { x <= $0 } ?? true
        }
    }
}
