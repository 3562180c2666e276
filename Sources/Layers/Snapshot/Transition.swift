import Animation
import Geometry

/// Core Animation's `CATransition`: added to a layer (`layer.add(_:forKey:)`), it shows the
/// layer's change in the same turn — a sublayer added or removed, contents or colours
/// changed — by moving, pushing, revealing or fading from the old content to the new
/// (ViewAnimations.md).
///
/// The old content is what the layer shows when the transition is added, so add it before
/// making the change (as seed 003 does); added after the change, the old content is already
/// the new one. Made inside an interactive transition's animator, it follows the
/// transition's fraction.
@MainActor
public final class Transition {
    /// How the old content gives way to the new; `.fade` by default.
    public var type = TransitionType.fade
    /// Where the motion comes from for `.moveIn`, `.push` and `.reveal`; nil, from the left,
    /// by default, as Core Animation's.
    public var subtype: TransitionSubtype?
    /// Seconds the transition takes; 0 (Core Animation's default) means 0.25.
    public var duration = 0.0
    /// The curve; nil is linear, as Core Animation's.
    public var timingFunction: MediaTimingFunction?

    /// A fade of Core Animation's default duration (`CATransition()`).
    public init() {}

    /// The motion the type and subtype describe.
    var motion: LayerTransitionMotion {
        // The subtype names the side the motion comes from: it moves away from it.
        let direction: Vector
        switch subtype ?? .fromLeft {
        case .fromRight: direction = Vector(dx: -1, dy: 0)
        case .fromTop: direction = Vector(dx: 0, dy: 1)
        case .fromBottom: direction = Vector(dx: 0, dy: -1)
        default: direction = Vector(dx: 1, dy: 0)
        }
        switch type {
        case .moveIn: return .moveIn(direction: direction)
        case .push: return .push(direction: direction)
        case .reveal: return .reveal(direction: direction)
        default: return .fade
        }
    }
}

/// The kinds of `Transition` (`CATransitionType`).
public struct TransitionType: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string for the type.
    public let rawValue: String

    /// A type of Core Animation's; one it does not know fades.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old content fades out over the new.
    public static let fade = TransitionType(rawValue: "fade")
    /// The new content slides in over the old.
    public static let moveIn = TransitionType(rawValue: "moveIn")
    /// The new content slides in and pushes the old out.
    public static let push = TransitionType(rawValue: "push")
    /// The old content slides out, uncovering the new.
    public static let reveal = TransitionType(rawValue: "reveal")
}

/// The side a `Transition`'s motion comes from (`CATransitionSubtype`).
public struct TransitionSubtype: RawRepresentable, Sendable, Hashable {
    /// Core Animation's string for the subtype.
    public let rawValue: String

    /// A subtype of Core Animation's; one it does not know comes from the left.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// From the left edge, moving rightwards.
    public static let fromLeft = TransitionSubtype(rawValue: "fromLeft")
    /// From the right edge, moving leftwards.
    public static let fromRight = TransitionSubtype(rawValue: "fromRight")
    /// From the top edge, moving down.
    public static let fromTop = TransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge, moving up.
    public static let fromBottom = TransitionSubtype(rawValue: "fromBottom")
}

extension Layer {
    /// Runs `transition` on this layer's change in the same turn (`CALayer.add(_:forKey:)`
    /// with a `CATransition`). A transition already running under `key` ends first (its
    /// old content goes); a nil key never replaces one. A layer in no scene, or with no
    /// superlayer to put the old content beside it in, changes at once.
    public func add(_ transition: Transition, forKey key: String?) {
        if let key { removeAnimation(forKey: key) }
        let duration = transition.duration > 0 && transition.duration.isFinite ? transition.duration : 0.25
        let token = TransitionToken()
        transitions.append((key, token))
        LayerTransition.run(
            on: self, motion: transition.motion, duration: duration, curve: transition.timingFunction ?? .linear,
            change: {}, token: token,
            completion: { [weak self] _ in self?.transitions.removeAll { $0.token === token } })
    }

    /// Ends the transition running under `key`, if any, showing the layer as it is now
    /// (`CALayer.removeAnimation(forKey:)`).
    public func removeAnimation(forKey key: String) {
        guard let i = transitions.firstIndex(where: { $0.key == key }) else { return }
        transitions.remove(at: i).token.end()
    }

    /// The keys of the transitions running on this layer (`CALayer.animationKeys()`); nil
    /// when there are none, as Core Animation's.
    public func animationKeys() -> [String]? {
        let keys = transitions.compactMap(\.key)
        return keys.isEmpty ? nil : keys.sorted()
    }

    /// Ends every transition running on the layer (`removeAllAnimations`, or the layer
    /// leaving its scene).
    func endTransitions() {
        let running = transitions
        transitions = []
        for transition in running { transition.token.end() }
    }
}

/// Ends a running layer transition early: its old content goes and the layer shows what it
/// is now.
@MainActor
package final class TransitionToken {
    var onEnd: (() -> Void)?

    package init() {}

    package func end() {
        let e = onEnd
        onEnd = nil
        e?()
    }
}
