import Animation
import Geometry
import Layers
import Views

/// CATransition's `moveIn`, as seed 003 uses it to push and pop plain views (its
/// `kCATransitionMoveIn` with `kCATransitionFromRight` for push, `kCATransitionFromLeft` for pop,
/// ease-in-ease-out): one page slides over a page that stays still — no parallax, no dim, no
/// shadow.
///
/// The motion mirrors on the context's direction: forward (push, present) or backward.
///
/// - Push: the arriving page moves in from `direction`'s edge over the leaving page:
///   its offset is `(1 − fraction) × d`, where d is (W, 0) from the right, (−W, 0) from the
///   left, (0, −H) from the top, (0, H) from the bottom.
/// - Pop, `.reveal` (the default; CATransition's `reveal`, the exact reverse of the push):
///   the leaving page moves out towards that edge, `fraction × d`, uncovering the page under
///   it — so an interactive pop drags the top page along.
/// - Pop, `.moveIn` (seed 003 literally: `moveIn` from the opposite edge): the arriving page
///   moves in over the leaving one from the other side, offset `−(1 − fraction) × d`.
///
/// 0.3 s, ease-in-out (the seed uses 0.5 s to push and 0.25 s to pop; set `duration`).
@MainActor
public final class MoveInAnimator: StagedAnimator {
    /// CATransition's subtypes: the edge a pushed page comes in from.
    public enum Direction: String, Sendable, Hashable, CaseIterable {
        /// The pushed page comes in from the right, the left, the top or the bottom edge.
        case fromRight, fromLeft, fromTop, fromBottom
    }

    /// How a pop moves.
    public enum PopStyle: String, Sendable, Hashable {
        /// The leaving page moves out the way it came in (CATransition `reveal`).
        case reveal
        /// The arriving page moves in from the opposite edge (CATransition `moveIn`, seed 003).
        case moveIn
    }

    /// The edge a pushed page comes in from; a pop mirrors it.
    public var direction: Direction
    /// How a pop moves: `.reveal` (the push reversed) or `.moveIn` (seed 003's).
    public var popStyle: PopStyle
    // docs-number: move-in animator duration (s)
    /// Seconds the move takes when not dragged; 0.3 by default.
    public var duration = 0.3
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator; by default pushes come in from the right and pops reverse them.
    public init(direction: Direction = .fromRight, popStyle: PopStyle = .reveal) {
        self.direction = direction
        self.popStyle = popStyle
    }

    /// The offset of a page that is entirely off `direction`'s edge of `size`.
    public static func offset(_ direction: Direction, in size: Size) -> Point {
        switch direction {
        case .fromRight: return Point(x: size.width, y: 0)
        case .fromLeft: return Point(x: -size.width, y: 0)
        case .fromTop: return Point(x: 0, y: -size.height)
        case .fromBottom: return Point(x: 0, y: size.height)
        }
    }

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the move: one page's offset from its rest frame follows the fraction, the other stays
    /// still.
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, _ in
            let direction = self.direction
            // The moving page, and its offset (in units of d) at the start and at the end.
            let (moving, start, end): (View, Double, Double) =
                switch (context.direction, popStyle) {
                case (.forward, _): (context.toView, 1, 0)
                case (.backward, .reveal): (context.fromView, 0, 1)
                case (.backward, .moveIn): (context.toView, -1, 0)
                }
            stage.insertArrivingPage(above: moving === context.toView)
            // d from the container's size now, so a resize re-places the page.
            return { f in
                let d = Self.offset(direction, in: stage.bounds.size)
                let k = start + (end - start) * f
                moving.transform = AffineTransform(translationX: d.x * k, y: d.y * k)
            }
        }
    }
}
