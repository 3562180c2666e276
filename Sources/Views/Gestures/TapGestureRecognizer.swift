import Geometry

/// A click (UIKit's UITapGestureRecognizer), discrete: it recognizes at the release of the
/// `numberOfTapsRequired`-th press if no press moved more than `allowableMovement`. Only the
/// left button makes pointer sequences, so taps are left-button taps.
///
/// A multi-tap counts across sequences: each press must come within `maximumTapInterval` of
/// the previous release and near the first press. Between the taps the recognizer fails and
/// resets like any other (there are no timers here), so a recognizer that requires a double
/// tap to fail goes ahead at the first release.
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// How many clicks make the gesture (2 for a double click); 1 by default.
    public var numberOfTapsRequired = 1
    // docs-number: tap: how far a press may wander (points)
    /// How far (in window points) a press may wander from where it went down.
    public var allowableMovement = 10.0
    // docs-number: multi-tap: longest time from a release to the next press (s)
    /// The longest pause, in seconds, between a release and the next press of a multi-tap.
    public var maximumTapInterval = 0.35

    private var pressLocation: Point = .zero
    private var firstTapLocation: Point = .zero
    // Survive the per-sequence reset: a multi-tap spans sequences.
    private var tapCount = 0
    private var lastReleaseTime = -Double.infinity
    private var countedThisSequence = false

    /// Starts a tap, or continues a multi-tap when close enough in time and place to the first.
    open override func pointerBegan(_ event: PointerEvent) {
        pressLocation = event.location
        let continues =
            tapCount > 0
            && event.timestamp - lastReleaseTime <= maximumTapInterval
            && event.location.distance(to: firstTapLocation) <= allowableMovement
        if !continues {
            tapCount = 0
            firstTapLocation = event.location
        }
    }

    /// Fails when the press wanders more than `allowableMovement`.
    open override func pointerMoved(_ event: PointerEvent) {
        if event.location.distance(to: pressLocation) > allowableMovement {
            setState(.failed)
        }
    }

    /// Counts the tap; recognizes on the last one needed.
    open override func pointerEnded(_ event: PointerEvent) {
        tapCount += 1
        if tapCount >= numberOfTapsRequired {
            tapCount = 0
            setState(.recognized)
        } else {
            countedThisSequence = true
            lastReleaseTime = event.timestamp
            setState(.failed)
        }
    }

    /// Forgets a multi-tap that this sequence did not continue.
    open override func reset() {
        super.reset()
        // A sequence that did not end in a counted tap breaks a multi-tap.
        if !countedThisSequence { tapCount = 0 }
        countedThisSequence = false
    }
}
