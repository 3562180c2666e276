import Geometry

/// Routes a window's input (UIKit's UIApplication/UIWindow `sendEvent`):
///
/// - A left press hit-tests once; the whole sequence (moves and release, also outside the
///   window) then goes to that view and to the gesture recognizers of it and its ancestors,
///   recognizers first (`PointerSequence`). Another left press while a sequence is active
///   is ignored (one pointer).
/// - Hover (`HoverTracker`): a move with no sequence hovers the view under the pointer and its
///   ancestors. During a sequence only the pressed view's subtree can be hovered, and only
///   while the pointer is over it (no other view lights up under a drag, as with GTK's
///   implicit grab); its release looks again. The pointer leaving the window hovers nothing.
///   After every layout pass the view under the still pointer is looked for again
///   (`reevaluateHover`): a control that moved away (a bar hidden, a list scrolled) loses its
///   hover look, the one that came under the pointer gets it.
/// - A press of another button goes to `auxiliaryButtonDown` of the view under it (or the
///   window), up the responder chain, also during a sequence (the mouse's back button
///   pressed mid-drag is a request the navigation decides about; it does not touch the
///   sequence).
/// - A wheel or touchpad scroll goes to `scrollWheel` of the view under the pointer (or the
///   window), up the responder chain.
/// - Keys go to the first responder (or the window), up the responder chain; when the first
///   responder is a view (a text field), what its chain leaves goes to the app's key responder
///   (`Window.makeFirstResponder` with a responder that is not a view); what no one takes goes
///   to keyboard focus (`FocusSystem`: Tab, Enter, Space, the arrows). Typed text and
///   compositions go to the first responder (or the window), up the chain.
/// - A left press hides the focus ring and gives focus to the view pressed (or the nearest
///   view above it) when it takes focus.
/// - Losing focus or the pointer leaving cancels the sequence, and so does the pressed view
///   leaving the window (at the next move or release); a resize resizes the scene.
///
/// Keys and scrolls are delivered whether or not a sequence is active.
@MainActor
final class InputDispatcher {
    unowned let window: Window
    /// The left-button sequence in progress, from its press to its release or cancellation.
    private var sequence: PointerSequence?
    let hover = HoverTracker()
    /// Where the pointer was last seen over the window; nil once it left (or before it came).
    private var pointerLocation: Point?

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
            // The focused text field first, then the app's keys (whose chain may walk the same
            // controllers again: they refuse it again), else the window.
            var targets: [Responder] = []
            if let view = window.firstResponderView { targets.append(view) }
            if let keys = window.keyResponder { targets.append(keys) }
            if targets.isEmpty { targets.append(window) }
            switch key.phase {
            case .down:
                // What the chain leaves goes to keyboard focus: Tab, Enter, Space, the arrows.
                if !targets.contains(where: { $0.keyDown(key) }) { _ = window.focusSystem.keyDown(key) }
            case .up: _ = targets.contains { $0.keyUp(key) }
            }
        case .text(let text):
            _ = (window.firstResponder ?? window).insertText(text)
        case .composition(let composition):
            _ = (window.firstResponder ?? window).setMarkedText(composition)
        case .resized(let size, _):
            window.scene.resize(to: size)
        case .focusLost(let timestamp):
            cancelSequence(at: timestamp)
        case .pointerLeft(let timestamp):
            pointerLocation = nil
            cancelSequence(at: timestamp)
            hover.hover(nil)
        }
    }

    /// Hovers again what is under the still pointer, after views moved under it (called after
    /// each layout pass; nothing changes, and no one is told, when the same views are there).
    func reevaluateHover() {
        guard let location = pointerLocation else { return }
        if let active = sequence {
            guard active.view.window === window else { return }
            updateHover(at: location, pressed: active.view)
        } else {
            updateHover(at: location, pressed: nil)
        }
    }

    private func dispatchPointer(_ event: PointerEvent) {
        pointerLocation = event.location
        switch event.phase {
        case .down:
            guard let button = event.button else { return }
            guard button == .left else {
                _ = (window.hitTest(event.location) ?? window).auxiliaryButtonDown(event)
                return
            }
            guard sequence == nil, let view = window.hitTest(event.location) else { return }
            hover.hover(view)
            window.focusSystem.pointerPressed(on: view)
            let started = PointerSequence(view: view, press: event)
            sequence = started
            started.deliver(event)
        case .move:
            if let active = sequence, !cancelIfGone(active, at: event.timestamp) {
                active.deliver(event)
                updateHover(at: event.location, pressed: active.view)
            } else {
                updateHover(at: event.location, pressed: nil)
            }
        case .up:
            guard let active = sequence, event.button == .left else { return }
            if cancelIfGone(active, at: event.timestamp) {
                updateHover(at: event.location, pressed: nil)
                return
            }
            active.deliver(event)
            active.finish()
            end(active)
            updateHover(at: event.location, pressed: nil)
        }
    }

    /// Hovers the view under `location`; while `pressed` holds a sequence, only if that view
    /// is inside `pressed`.
    private func updateHover(at location: Point, pressed: View?) {
        var hit = window.hitTest(location)
        if let pressed, let view = hit, !view.isDescendant(of: pressed) { hit = nil }
        hover.hover(hit)
    }

    /// Cancels `active` if its view has left the window (taken out, or its page presented
    /// over): as in UIKit the press is cancelled, so a button the user no longer sees does not
    /// act on its release. True when it did.
    private func cancelIfGone(_ active: PointerSequence, at timestamp: Double) -> Bool {
        guard active.view.window !== window else { return false }
        cancelSequence(at: timestamp)
        return true
    }

    private func cancelSequence(at timestamp: Double) {
        guard let active = sequence else { return }
        active.cancel(at: timestamp)
        end(active)
    }

    /// Forgets `finished`, unless something dispatched during it already replaced it.
    private func end(_ finished: PointerSequence) {
        if sequence === finished { sequence = nil }
    }
}
