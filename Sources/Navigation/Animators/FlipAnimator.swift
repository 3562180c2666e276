import Animation
import Foundation
import Geometry
import Layers
import Views

/// A card flip about the vertical axis through the page's centre (seed 004's flip pop, docs/ARCHITECTURE.md §8;
/// UIKit's `.transitionFlipFromRight` / `.transitionFlipFromLeft`), with perspective.
///
/// The leaving page is the card's front and the arriving page its back: the card turns by
/// θ = 180° × f, so the leaving page turns 0 → 90° during the first half and the arriving one
/// −90° → 0 during the second (each is hidden while turned 90° or more: back faces are not
/// drawn). A page turned by φ has the transform `rotateY(φ) · perspective` about its centre,
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
    /// Seconds the flip takes when not dragged; 0.5 by default.
    public var duration = 0.5
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut
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

    /// A page turned by `angle` about its vertical centre line, seen from `eyeDistance`.
    public static func cardTransform(angle: Double, eyeDistance: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0).concatenating(.perspective(eyeDistance: eyeDistance))
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
                stage.turn(context.fromView, by: from, transform: Self.cardTransform(angle: from, eyeDistance: eye))
                stage.turn(context.toView, by: to, transform: Self.cardTransform(angle: to, eyeDistance: eye))
            }
        }
    }
}
