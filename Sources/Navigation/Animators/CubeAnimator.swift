import Animation
import Foundation
import Geometry
import Layers
import Views

/// The two pages as faces of a cube turning about the vertical axis (seed 004's cube pop, PushAndPopAnimations.md;
/// CATransition's private `cube` type), with perspective.
///
/// The cube is as deep as the page is wide; at rest its front face lies in the screen plane,
/// so its centre is W/2 behind it. As it turns, the cube is pulled back just enough that its
/// nearest edge stays in the screen plane (as the iOS cube does): no face grows taller than the
/// window, so no corner is cut off by its top and bottom. A face turned by φ about the cube's
/// centre has the transform `translate(z: W/2) · rotateY(φ) · translate(z: −W/2 − d) ·
/// perspective` with the pull-back `d = W/2 × (|sin φ| + cos φ − 1)` (0 at rest, 0.21 W at
/// 45°; the same for both faces, whose angles differ by 90°), applied about the page's centre,
/// with `m34 = −1 / (eyeDistanceFactor × W)` (eye 1.5 × W away by default).
///
/// - Forward, a push (the new page comes from the right): from φ = −90° × f, to φ = 90° × (1 − f).
/// - Backward, a pop (from the left): from φ = 90° × f, to φ = −90° × (1 − f).
///
/// Angles are linear in the fraction f, so a drag turns the cube 1:1. A face at ±90° is edge
/// on and hidden. Behind the cube a black backdrop shows (`backdropColor`). 0.4 s,
/// ease-in-out. The pages are rasterized and drawn as perspective quads.
@MainActor
public final class CubeAnimator: StagedAnimator {
    // docs-number: cube animator duration (s)
    /// Seconds the turn takes when not dragged; 0.4 by default.
    public var duration = 0.4
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut
    // docs-number: cube: the eye's distance, in page widths
    /// The eye's distance from the screen in widths.
    public var eyeDistanceFactor = 1.5
    /// What shows behind the cube while it turns; nil shows whatever is behind the container.
    public var backdropColor: Color? = .black

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator: 0.4 s, ease-in-out, eye 1.5 widths away, a black backdrop.
    public init() {}

    /// The from and to faces' angles (radians) at fraction `f`.
    public static func angles(for operation: TransitionOperation, fraction f: Double) -> (from: Double, to: Double) {
        angles(for: operation.direction, fraction: f)
    }

    /// The from and to faces' angles (radians) at fraction `f`, going `direction`.
    public static func angles(for direction: TransitionDirection, fraction f: Double) -> (from: Double, to: Double) {
        switch direction {
        case .forward: return (-.pi / 2 * f, .pi / 2 * (1 - f))
        case .backward: return (.pi / 2 * f, -.pi / 2 * (1 - f))
        }
    }

    /// A face of a cube `width` deep turned by `angle` about the cube's centre, the cube pulled
    /// back so its nearest edge stays in the screen plane (`pullBack`), seen from
    /// `eyeDistance` in front of the screen; applied about the page's centre.
    public static func faceTransform(angle: Double, width: Double, eyeDistance: Double) -> Transform3D {
        Transform3D(translationX: 0, y: 0, z: width / 2)
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
            .concatenating(Transform3D(translationX: 0, y: 0, z: -width / 2 - pullBack(angle: angle, width: width)))
            .concatenating(.perspective(eyeDistance: eyeDistance))
    }

    /// How far the cube moves away from the eye while a face is turned by `angle`: the depth
    /// its nearest edge would otherwise come out of the screen, `W/2 × (|sin φ| + cos φ − 1)`.
    public static func pullBack(angle: Double, width: Double) -> Double {
        max(width / 2 * (abs(sin(angle)) + cos(angle) - 1), 0)
    }

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the turn: both pages rasterized, as faces of the cube, placed from the fraction.
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, _ in
            let eyeFactor = eyeDistanceFactor
            let direction = context.direction
            stage.insertArrivingPage(above: true)
            stage.addBackdrop(backdropColor)
            return { f in
                let width = stage.width
                let eye = eyeFactor * width
                let (from, to) = Self.angles(for: direction, fraction: f)
                stage.turn(
                    context.fromView, by: from,
                    transform: Self.faceTransform(angle: from, width: width, eyeDistance: eye))
                stage.turn(
                    context.toView, by: to, transform: Self.faceTransform(angle: to, width: width, eyeDistance: eye))
            }
        }
    }
}
