/// Routes a window's input (UIKit's UIApplication/UIWindow `sendEvent`):
///
/// - A left press hit-tests once; the whole sequence (moves and release, also outside the
///   window) then goes to that view and to the gesture recognizers of it and its ancestors,
///   recognizers first (`PointerSequence`). Any press while a sequence is active is ignored
///   (one pointer; a side button mid-drag too); moves with no sequence (hover) go nowhere.
/// - A press of another button goes to `auxiliaryButtonDown` of the view under it (or the
///   window), up the responder chain.
/// - A wheel or touchpad scroll goes to `scrollWheel` of the view under the pointer (or the
///   window), up the responder chain.
/// - Keys go to the first responder (or the window), up the responder chain.
/// - Losing focus or the pointer leaving cancels the sequence; a resize resizes the scene.
///
/// Keys and scrolls are delivered whether or not a sequence is active.
@MainActor
final class InputDispatcher {
    unowned let window: Window
    /// The left-button sequence in progress, from its press to its release or cancellation.
    private var sequence: PointerSequence?

    init(window: Window) { self.window = window }

    /// True from a left press until its release or cancellation has been dispatched.
    var isTrackingPointer: Bool { sequence != nil }

    func dispatch(_ event: InputEvent) {
        switch event {
        case .pointer(let pointer):
            dispatchPointer(pointer)
        case .wheel(let wheel):
            _ = (window.hitTest(wheel.location) ?? window).scrollWheel(wheel)
        case .key(let key):
            let target = window.firstResponder ?? window
            switch key.phase {
            case .down: _ = target.keyDown(key)
            case .up: _ = target.keyUp(key)
            }
        case .resized(let size, _):
            window.scene.resize(to: size)
        case .focusLost(let timestamp), .pointerLeft(let timestamp):
            guard let active = sequence else { return }
            active.cancel(at: timestamp)
            end(active)
        }
    }

    private func dispatchPointer(_ event: PointerEvent) {
        switch event.phase {
        case .down:
            guard sequence == nil, let button = event.button else { return }
            guard button == .left else {
                _ = (window.hitTest(event.location) ?? window).auxiliaryButtonDown(event)
                return
            }
            guard let view = window.hitTest(event.location) else { return }
            let started = PointerSequence(view: view, press: event)
            sequence = started
            started.deliver(event)
        case .move:
            sequence?.deliver(event)
        case .up:
            guard let active = sequence, event.button == .left else { return }
            active.deliver(event)
            active.finish()
            end(active)
        }
    }

    /// Forgets `finished`, unless something dispatched during it already replaced it.
    private func end(_ finished: PointerSequence) {
        if sequence === finished { sequence = nil }
    }
}
