import Geometry

/// One left-button sequence (press, moves, release) on its way through a window: the view it
/// was pressed on, the gesture recognizers that watch it, and the arbitration between them
/// (what UIKit does between a UITouch's gesture recognizers and its view).
///
/// Rules: recognizers see each event before the view. The first recognizer to recognize owns
/// the sequence: undecided recognizers that may not recognize with it fail, and the view's
/// tracking is cancelled if it `cancelsPointersInView`. A recognizer that requires another to
/// fail waits in `possible` until that one decides.
@MainActor
final class PointerSequence {
    /// The view the press hit; it keeps the whole sequence.
    let view: View
    /// The recognizers of the view and its ancestors (the window included), deepest first.
    private let recognizers: [GestureRecognizer]
    /// Whether the view still gets the sequence's events.
    private(set) var viewIsTracking = true
    /// Recognizers that asked to recognize but wait for others to fail, with what they asked.
    private var waiting: [ObjectIdentifier: GestureRecognizer.State] = [:]
    /// The event being dispatched (or the last one): the view's `pointerCancelled` gets it.
    private(set) var currentEvent: PointerEvent
    private var isCancelling = false
    private(set) var isFinished = false

    init(view: View, press: PointerEvent) {
        self.view = view
        self.currentEvent = press
        var found: [GestureRecognizer] = []
        var current: View? = view
        while let v = current {
            for recognizer in v.gestureRecognizers where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: press) ?? true {
                    found.append(recognizer)
                }
            }
            current = v.superview
        }
        recognizers = found
        for recognizer in found { recognizer.sequence = self }
    }

    // MARK: - Delivery

    /// Sends `event` to the recognizers still in play, then to the view if it still tracks.
    func deliver(_ event: PointerEvent) {
        guard !isFinished else { return }
        currentEvent = event
        for recognizer in recognizers where receivesEvents(recognizer) {
            recognizer.track(event)
            switch event.phase {
            case .down: recognizer.pointerBegan(event)
            case .move: recognizer.pointerMoved(event)
            case .up: recognizer.pointerEnded(event)
            }
        }
        guard viewIsTracking, !isFinished else { return }
        switch event.phase {
        case .down: view.pointerBegan(event)
        case .move: view.pointerMoved(event)
        case .up:
            // The view's sequence is complete: a recognizer granted as the sequence finishes
            // must not cancel it afterwards.
            viewIsTracking = false
            view.pointerEnded(event)
        }
    }

    /// Cancels everything (focus lost, pointer left): running gestures are cancelled, undecided
    /// ones fail (none of them gets to recognize now), the view gets `pointerCancelled`.
    func cancel(at timestamp: Double) {
        guard !isFinished else { return }
        isCancelling = true
        let event = PointerEvent(
            phase: .up, location: currentEvent.location, button: .left, timestamp: timestamp)
        currentEvent = event
        for recognizer in recognizers where receivesEvents(recognizer) {
            recognizer.pointerCancelled(event)
            // Enforced even if an override forgot to.
            switch recognizer.state {
            case .began, .changed: recognizer.apply(.cancelled)
            case .possible: fail(recognizer)
            case .ended, .cancelled, .failed: break
            }
        }
        cancelViewTracking()
        finish()
    }

    /// Ends the sequence after its release (or cancellation): recognizers still undecided
    /// fail (which may let one waiting for them recognize), gestures that never ended are
    /// cancelled, and every recognizer is reset to `possible`.
    func finish() {
        guard !isFinished else { return }
        for recognizer in recognizers where recognizer.state == .possible && !isWaiting(recognizer) {
            fail(recognizer)
        }
        for recognizer in recognizers where recognizer.state == .possible {
            fail(recognizer)
        }
        for recognizer in recognizers where recognizer.state == .began || recognizer.state == .changed {
            recognizer.apply(.cancelled)
        }
        isFinished = true
        for recognizer in recognizers where recognizer.sequence === self {
            recognizer.resetForNextSequence()
        }
    }

    // MARK: - Arbitration (asked by recognizers through setState)

    /// A recognizer in `possible` asks to begin or to recognize.
    func requestRecognition(of recognizer: GestureRecognizer, as target: GestureRecognizer.State) {
        guard recognizer.state == .possible, !isFinished else { return }
        if isCancelling {
            fail(recognizer)
            return
        }
        let requirements = recognizer.requiredToFail.filter { isInPlay($0) }
        // One it requires to fail has recognized: it never can.
        if requirements.contains(where: hasRecognized) {
            fail(recognizer)
            return
        }
        // Someone already owns the sequence and will not share it.
        if recognizers.contains(where: { $0 !== recognizer && hasRecognized($0) && !simultaneous($0, recognizer) }) {
            fail(recognizer)
            return
        }
        if requirements.contains(where: { $0.state == .possible }) {
            waiting[ObjectIdentifier(recognizer)] = target
            return
        }
        waiting[ObjectIdentifier(recognizer)] = nil
        guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true else {
            fail(recognizer)
            return
        }
        grant(recognizer, target)
    }

    /// Fails an undecided recognizer and lets those waiting for it try again.
    func fail(_ recognizer: GestureRecognizer) {
        guard recognizer.state == .possible else { return }
        waiting[ObjectIdentifier(recognizer)] = nil
        recognizer.apply(.failed)
        guard !isCancelling else { return }
        for other in recognizers where other.state == .possible {
            guard let target = waiting[ObjectIdentifier(other)],
                other.requiredToFail.contains(where: { $0 === recognizer })
            else { continue }
            requestRecognition(of: other, as: target)
        }
    }

    private func grant(_ recognizer: GestureRecognizer, _ target: GestureRecognizer.State) {
        recognizer.apply(target, runningActions: false)
        for other in recognizers where other !== recognizer && other.state == .possible {
            let dependsOnIt = other.requiredToFail.contains { $0 === recognizer }
            if dependsOnIt || !simultaneous(recognizer, other) { fail(other) }
        }
        if recognizer.cancelsPointersInView { cancelViewTracking() }
        recognizer.runActions()
    }

    private func cancelViewTracking() {
        guard viewIsTracking else { return }
        viewIsTracking = false
        view.pointerCancelled(currentEvent)
    }

    // MARK: - Questions

    private func receivesEvents(_ recognizer: GestureRecognizer) -> Bool {
        guard recognizer.isEnabled, recognizer.view != nil, recognizer.sequence === self else { return false }
        switch recognizer.state {
        case .possible, .began, .changed: return true
        case .ended, .cancelled, .failed: return false
        }
    }

    private func isInPlay(_ recognizer: GestureRecognizer) -> Bool {
        recognizers.contains { $0 === recognizer }
    }

    private func isWaiting(_ recognizer: GestureRecognizer) -> Bool {
        waiting[ObjectIdentifier(recognizer)] != nil
    }

    private func hasRecognized(_ recognizer: GestureRecognizer) -> Bool {
        switch recognizer.state {
        case .began, .changed, .ended: return true
        case .possible, .cancelled, .failed: return false
        }
    }

    private func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false
    }
}
