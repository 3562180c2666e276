import Geometry
import Views

/// Where a back-drag may start (BackDrag.md).
public enum PopGestureMode: Sendable, Hashable {
    /// From a strip along the left edge, `width` points wide (UIKit's edge swipe).
    case edge(width: Double)
    /// From anywhere, or within `maximumDistance` points of the left edge when set (the
    /// seeds' full-screen pop).
    case fullScreen(maximumDistance: Double?)

    // docs-number: back-drag: the default press zone, from the left edge (points)
    /// The default: a 20-point edge zone.
    public static let standard = PopGestureMode.edge(width: 20)
}

/// The back-drag of a page stack (and of a navigation controller): a swipe that begins only
/// past the slop, moving right with horizontal movement dominant, from where `mode` allows —
/// or from anywhere while a released pop is still animating, so the user can grab the page
/// where it is.
@MainActor
public final class PopGestureRecognizer: SwipeGestureRecognizer {
    /// Where a drag may start: the 20-point left edge zone by default (see `PopGestureMode`).
    public var mode: PopGestureMode = .standard

    /// Creates a recognizer for rightward drags.
    public init() { super.init(axis: .horizontal) }

    override func allowsStart(from pressLocation: Point) -> Bool {
        // The press in the stack view's own coordinates (it need not sit at x = 0).
        let x = view.map { $0.convert(pressLocation, from: nil).x } ?? pressLocation.x
        switch mode {
        case .edge(let width): return x >= 0 && x < width
        case .fullScreen(let maximumDistance): return maximumDistance.map { x <= $0 } ?? true
        }
    }
}
