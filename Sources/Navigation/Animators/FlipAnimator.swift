import Animation
import Foundation
import Geometry
import Layers
import Views

/// A card flip about the vertical axis through the page's centre (seed 004's flip pop, PushAndPopAnimations.md;
/// UIKit's `.transitionFlipFromRight` / `.transitionFlipFromLeft`), with perspective.
///
/// The leaving page is the card's front and the arriving page its back: the card turns by
/// θ = 180° × f, so the leaving page turns 0 → 90° during the first half and the arriving one
/// −90° → 0 during the second (each is hidden while turned 90° or more: back faces are not
/// drawn). The card is pulled back as it turns by `W/2 × |sin φ|`, so its near edge stays in
/// the screen plane and no corner leaves the window's top or bottom. A page turned by φ has
/// the transform `rotateY(φ) · translate(z: −W/2 × |sin φ|) · perspective` about its centre,
/// `m34 = −1 / (eyeDistanceFactor × W)`.
///
/// - Forward, a push (flip from the right: the right edge comes towards the viewer):
///   from φ = −180° × f, to φ = 180° × (1 − f).
/// - Backward, a pop (the other way): from φ = 180° × f, to φ = −180° × (1 − f).
///
/// Angles are linear in f, so a drag turns the card 1:1. A black backdrop shows beside the
/// card (`backdropColor`). 0.5 s, ease-in-out.
@MainActor
public final class FlipAnimator: StagedAnimator {
    // docs-number: flip animator duration (s)
    /// Seconds the flip takes when not dragged; 0.5 by default.
    public var duration = 0.5
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut
    // docs-number: flip: the eye's distance, in page widths
    /// The eye's distance from the screen in widths.
    public var eyeDistanceFactor = 2.0
    /// What shows beside the card while it turns; nil shows whatever is behind the container.
    public var backdropColor: Color? = .black

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator: 0.5 s, ease-in-out, eye 2 widths away, a black backdrop.
    public init() {}

    /// The from and to pages' angles (radians) at fraction `f`.
    public static func angles(for operation: TransitionOperation, fraction f: Double) -> (from: Double, to: Double) {
        angles(for: operation.direction, fraction: f)
    }

    /// The from and to faces' angles (radians) at fraction `f`, going `direction`.
    public static func angles(for direction: TransitionDirection, fraction f: Double) -> (from: Double, to: Double) {
        switch direction {
        case .forward: return (-.pi * f, .pi * (1 - f))
        case .backward: return (.pi * f, -.pi * (1 - f))
        }
    }

    /// A page turned by `angle` about its vertical centre line, seen from `eyeDistance` (its
    /// near edge comes out of the screen: the pixel tests' plain turn).
    public static func cardTransform(angle: Double, eyeDistance: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: eyeDistance))
    }

    /// A page `width` wide turned by `angle` about its vertical centre line and pulled back by
    /// `width / 2 × |sin angle|`, so its near edge stays in the screen plane, seen from
    /// `eyeDistance`: the flip's transform.
    public static func cardTransform(angle: Double, width: Double, eyeDistance: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(translationX: 0, y: 0, z: -width / 2 * abs(sin(angle))))
            .concatenating(.perspective(eyeDistance: eyeDistance))
    }

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// Builds the flip: both pages rasterized, as the card's two sides, turned from the fraction.
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, _ in
            let eyeFactor = eyeDistanceFactor
            let direction = context.direction
            stage.insertArrivingPage(above: true)
            stage.addBackdrop(backdropColor)
            return { f in
                let eye = eyeFactor * stage.width
                let (from, to) = Self.angles(for: direction, fraction: f)
                let width = stage.width
                stage.turn(
                    context.fromView, by: from,
                    transform: Self.cardTransform(angle: from, width: width, eyeDistance: eye))
                stage.turn(
                    context.toView, by: to, transform: Self.cardTransform(angle: to, width: width, eyeDistance: eye))
            }
        }
    }
}
