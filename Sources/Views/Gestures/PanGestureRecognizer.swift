import Geometry

/// A drag (UIKit's UIPanGestureRecognizer), continuous: it begins once the pointer has moved
/// `minimumDistance` from the press, reports `changed` for each move and `ended` at the
/// release.
///
/// The translation is measured from the press point, not from where the slop was passed:
/// a view moved by it sits under the pointer exactly as if it had followed from the press.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    // docs-number: pan slop: points moved before a pan begins
    /// The slop: how far (in window points) the pointer must move before the pan begins.
    public var minimumDistance = 10.0

    /// Where the translation counts from, in window coordinates: the press point until
    /// `setTranslation(_:in:)` moves it.
    private var translationOrigin: Point = .zero
    private var pressLocation: Point = .zero
    private var tracker = VelocityTracker()
    private var latestTimestamp = 0.0

    /// The pointer's displacement since the press (or the last `setTranslation`), in `view`'s
    /// coordinates (nil: the window's).
    public func translation(in view: View?) -> Point {
        let vector = location(in: nil) - translationOrigin
        return view?.convertVector(fromWindow: vector) ?? vector
    }

    /// Makes the current translation read `translation` (in `view`'s coordinates), so the next
    /// ones count from here, as UIKit's apps do to work with increments.
    public func setTranslation(_ translation: Point, in view: View?) {
        let vector = view?.convertVector(toWindow: translation) ?? translation
        translationOrigin = location(in: nil) - vector
    }

    /// The pointer's velocity in points per second, in `view`'s coordinates (nil: the
    /// window's), from the events' timestamps; at the release, what the pointer was doing then.
    public func velocity(in view: View?) -> Point {
        let vector = tracker.velocity(at: latestTimestamp)
        return view?.convertVector(fromWindow: vector) ?? vector
    }

    /// Whether a pan whose pointer has moved `translation` (window coordinates) from the press
    /// may begin; subclasses narrow it (direction, edges). Asked once, when past the slop.
    open func allowsBegin(from pressLocation: Point, translation: Point) -> Bool { true }

    /// Records the press: the translation and the slop count from here.
    open override func pointerBegan(_ event: PointerEvent) {
        pressLocation = event.location
        translationOrigin = event.location
        record(event)
    }

    /// Begins once past the slop (if `allowsBegin(from:translation:)` agrees, else fails), then
    /// reports each move.
    open override func pointerMoved(_ event: PointerEvent) {
        record(event)
        switch state {
        case .possible:
            let moved = event.location - pressLocation
            guard moved.distance(to: .zero) >= minimumDistance else { return }
            setState(allowsBegin(from: pressLocation, translation: moved) ? .began : .failed)
        case .began, .changed:
            setState(.changed)
        case .ended, .cancelled, .failed:
            break
        }
    }

    /// Ends a running pan; fails one that never passed the slop.
    open override func pointerEnded(_ event: PointerEvent) {
        record(event)
        switch state {
        case .began, .changed: setState(.ended)
        case .possible: setState(.failed)
        case .ended, .cancelled, .failed: break
        }
    }

    /// Notes the time, so the velocity reads as of the cancellation, and cancels.
    open override func pointerCancelled(_ event: PointerEvent) {
        latestTimestamp = event.timestamp
        super.pointerCancelled(event)
    }

    /// Clears the press, the translation and the velocity samples.
    open override func reset() {
        super.reset()
        tracker.reset()
        translationOrigin = .zero
        pressLocation = .zero
        latestTimestamp = 0
    }

    private func record(_ event: PointerEvent) {
        tracker.addSample(event.location, at: event.timestamp)
        latestTimestamp = event.timestamp
    }
}
