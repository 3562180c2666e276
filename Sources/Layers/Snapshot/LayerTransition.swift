import Animation
import Geometry

/// How a layer transition shows a layer's change: the old content, frozen when it starts
/// (a `LayerSnapshot` on a layer beside the layer), and the layer itself with the new, each
/// moved, faded or turned (ViewAnimations.md). `CATransition`'s types and
/// `View.transition`'s options are made into one of these.
package enum LayerTransitionMotion: Sendable, Equatable {
    /// The old content fades out over the new.
    case fade
    /// The new content slides in over the old, moving by `direction` (a unit vector: (−1, 0)
    /// moves leftwards, coming from the right).
    case moveIn(direction: Vector)
    /// The new content slides in and pushes the old out, both moving by `direction`.
    case push(direction: Vector)
    /// The old content slides out by `direction`, uncovering the new.
    case reveal(direction: Vector)
    /// The layer turns half a turn about its centre, the old content on its front and the
    /// new on its back, with perspective: about the vertical axis when `direction.dx` is not
    /// 0 (+1: the left edge comes forwards), else the horizontal (+1: the top edge).
    case flip(direction: Vector)
}

/// Runs one layer transition: where `View.transition(with:…)` and a `CATransition` added to
/// a layer meet the animation blocks (so inside an interactive transition's animator it
/// follows the transition's fraction).
@MainActor
package enum LayerTransition {
    /// Shows the change `change` makes to `layer` (and whatever else changes in the same
    /// turn) by `motion` over `duration` seconds after `delay`, moving by `curve`. The old
    /// content is what the layer shows when this is called. A layer with no superlayer or
    /// scene, or less than a point wide or high, changes at once, as does a duration that is
    /// not positive; `completion` then gets true at once.
    package static func run(
        on layer: Layer, motion: LayerTransitionMotion, duration: Double, delay: Double = 0, curve: TimingCurve,
        change: () -> Void, token: TransitionToken? = nil, completion: ((Bool) -> Void)?
    ) {
        let size = layer.presented.bounds.size
        guard let parent = layer.superlayer, layer.scene != nil, duration > 0, duration.isFinite, size.width >= 1,
            size.height >= 1
        else {
            OpenAnimation.performWithoutAnimation(change)
            completion?(true)
            return
        }
        let old = SnapshotLayer(snapshot: LayerSnapshot(of: layer))
        old.name = "transition snapshot"
        let p = layer.presented
        old.anchorPoint = p.anchorPoint
        old.bounds = Rect(origin: .zero, size: p.bounds.size)
        old.position = p.position
        old.transform = p.transform
        let oldOnTop: Bool
        switch motion {
        case .moveIn, .push: oldOnTop = false
        case .fade, .reveal, .flip: oldOnTop = true
        }
        OpenAnimation.performWithoutAnimation {
            if oldOnTop {
                parent.insertSublayer(old, above: layer)
            } else {
                parent.insertSublayer(old, below: layer)
            }
            change()
        }
        let saved = (transform: layer.transform, opacity: layer.opacity)
        func moved(_ transform: Transform3D, by direction: Vector, _ amount: Double) -> Transform3D {
            Transform3D(translationX: direction.dx * size.width * amount, y: direction.dy * size.height * amount, z: 0)
                .concatenating(transform)
        }
        var request = AnimationRequest(duration: duration, delay: delay, timing: .curve(curve))
        request.allowsUserInteraction = true
        request.overridesInheritedCurve = true
        request.overridesInheritedDuration = true
        var ended = false
        var restored = false
        // Once. Ended early (`stopping`), its own animations of the layer still run and are
        // stopped; ended by its blocks, they are over, and a newer transition's that took the
        // layer over must be left alone.
        let restore = { (stopping: Bool) in
            guard !restored else { return }
            restored = true
            old.removeFromSuperlayer()
            if stopping {
                layer.stopAnimation(of: \.transform)
                layer.stopAnimation(of: \.opacity)
            }
            OpenAnimation.performWithoutAnimation {
                layer.transform = saved.transform
                layer.opacity = saved.opacity
            }
        }
        token?.onEnd = { restore(true) }
        let end: (Bool) -> Void = { finished in
            guard !ended else { return }
            ended = true
            token?.onEnd = nil
            restore(false)
            completion?(finished)
        }
        switch motion {
        case .fade:
            OpenAnimation.run(request, animations: { old.opacity = 0 }, completion: end)
        case .moveIn(let direction):
            OpenAnimation.performWithoutAnimation { layer.transform = moved(saved.transform, by: direction, -1) }
            OpenAnimation.run(request, animations: { layer.transform = saved.transform }, completion: end)
        case .push(let direction):
            OpenAnimation.performWithoutAnimation { layer.transform = moved(saved.transform, by: direction, -1) }
            OpenAnimation.run(
                request,
                animations: {
                    layer.transform = saved.transform
                    old.transform = moved(old.transform, by: direction, 1)
                }, completion: end)
        case .reveal(let direction):
            OpenAnimation.run(
                request, animations: { old.transform = moved(old.transform, by: direction, 1) }, completion: end)
        case .flip(let direction):
            flip(
                layer, old: old, direction: direction, request: request, curve: curve, saved: saved.transform,
                completion: end)
        }
    }

    /// The old content turns from 0 to 90° in the first half and hides; the layer, edge-on
    /// and hidden until then, turns from −90° to 0 in the second.
    private static func flip(
        _ layer: Layer, old: Layer, direction: Vector, request: AnimationRequest, curve: TimingCurve,
        saved: Transform3D, completion: @escaping (Bool) -> Void
    ) {
        let size = layer.presented.bounds.size
        let aboutY = direction.dx != 0
        let sign = aboutY ? (direction.dx > 0 ? 1.0 : -1.0) : (direction.dy > 0 ? 1.0 : -1.0)
        let eye = Self.flipEyeDistanceFactor * max(aboutY ? size.width : size.height, 1)
        func turned(_ angle: Double) -> Transform3D {
            Transform3D(rotationAngle: angle, x: aboutY ? 0 : 1, y: aboutY ? 1 : 0, z: 0)
                .concatenating(.perspective(eyeDistance: eye)).concatenating(saved)
        }
        // Ease-in-out over the whole turn is ease-in to the edge and ease-out from it.
        let halves: (TimingCurve, TimingCurve) = curve == .easeInOut ? (.easeIn, .easeOut) : (curve, curve)
        var first = request
        first.duration = request.duration / 2
        first.timing = .curve(halves.0)
        var second = first
        second.delay = request.delay + first.duration
        second.timing = .curve(halves.1)
        var atHalf = second
        atHalf.duration = 0
        let opacity = layer.opacity
        OpenAnimation.performWithoutAnimation {
            layer.transform = turned(-sign * .pi / 2)
            layer.opacity = 0
        }
        var results: [Bool] = []
        let part: (Bool) -> Void = { finished in
            results.append(finished)
            if results.count == 3 { completion(!results.contains(false)) }
        }
        OpenAnimation.run(first, animations: { old.transform = turned(sign * .pi / 2) }, completion: part)
        OpenAnimation.run(
            atHalf,
            animations: {
                old.opacity = 0
                layer.opacity = opacity
            }, completion: part)
        OpenAnimation.run(second, animations: { layer.transform = saved }, completion: part)
    }

    /// The eye's distance for a flip, in widths (heights for a flip about the horizontal
    /// axis) of the layer: as the navigation's flip animator sees a page.
    static let flipEyeDistanceFactor = 2.0
}
