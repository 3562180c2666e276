import Geometry
import Layers

/// Turns the pointer sequence over its view into a gesture (UIKit's UIGestureRecognizer).
///
/// A window sends every left-button sequence (press, moves, release) to the recognizers of the
/// pressed view and of its ancestors before the view sees it. A recognizer watches in the
/// `possible` state, then either fails or recognizes; recognizing takes the sequence over: the
/// view's own tracking is cancelled (`cancelsPointersInView`) and recognizers that may not run
/// alongside it fail. When the sequence is over, every recognizer is `reset()` to `possible`.
///
/// Writing a recognizer (UIKit's UIGestureRecognizerSubclass): override the pointer hooks and
/// `reset()`, and move through the states with `setState(_:)`: a discrete gesture goes from
/// `possible` to `ended` (`recognized`) once; a continuous one goes `began`, `changed`…, then
/// `ended` or `cancelled`.
@MainActor
open class GestureRecognizer {
    /// UIGestureRecognizer.State.
    public enum State: Hashable, Sendable {
        /// The recognizer's states (UIKit's): `possible` until it decides; a continuous gesture
        /// goes `began`, `changed`…, then `ended` or `cancelled`; a discrete one goes straight to
        /// `ended` (`recognized`); `failed` when it will not recognize this sequence.
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's one recognized state (UIKit's `.recognized`).
        public static var recognized: State { .ended }
    }

    /// What runs when the state becomes began, changed, ended or cancelled (UIKit's
    /// target-action pairs); the argument is the recognizer.
    public typealias Action = @MainActor (GestureRecognizer) -> Void

    /// Where the recognizer is in its state machine (`UIGestureRecognizer.state`).
    ///
    /// An app may set it to end the gesture: `.cancelled` cancels a running one (its actions
    /// run once more, with `.cancelled`), `.failed` fails one still undecided. While the
    /// recognizer sees a pointer sequence, setting it is `setState(_:)` (so a recognizer
    /// written as UIKit's subclasses are sets `state` too); any move that is not valid from
    /// the current state, and any setting between sequences, changes nothing.
    public var state: State {
        get { currentState }
        set {
            guard sequence != nil else { return }
            setState(newValue)
        }
    }
    private var currentState: State = .possible

    /// The view the recognizer is attached to (set by `View.addGestureRecognizer`).
    public internal(set) weak var view: View?

    /// A disabled recognizer receives no input; disabling one mid-gesture cancels it (and one
    /// still undecided fails).
    public var isEnabled = true {
        didSet { if oldValue, !isEnabled { wasDisabled() } }
    }

    /// Asked whether to begin, to see a press and to recognize together with another recognizer
    /// (`UIGestureRecognizer.delegate`).
    public weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether recognizing cancels the pressed view's own tracking (it gets `pointerCancelled`
    /// and nothing more of the sequence), as in UIKit.
    public var cancelsPointersInView = true

    private var actions: [Action] = []
    private var failureRequirements: [WeakRecognizer] = []
    /// The last pointer location delivered, in window coordinates.
    private var windowLocation: Point = .zero

    /// The sequence being dispatched to this recognizer, while there is one.
    final weak var sequence: PointerSequence?

    /// Creates a recognizer that calls `action`, if given, on each change of state that reports
    /// one.
    public init(action: Action? = nil) {
        if let action { actions.append(action) }
    }

    /// Adds an action to run on began, changed, ended and cancelled (once, on ended, for a
    /// discrete gesture).
    public func addAction(_ action: @escaping Action) {
        actions.append(action)
    }

    /// UIKit's `init(target:action:)` without a selector: `action` is a method of `target`'s
    /// class taking the recognizer, written `Self.handlePan` (for `#selector(handlePan(_:))`).
    /// The recognizer holds `target` weakly, as UIKit does.
    public convenience init<Target: AnyObject, Recognizer: GestureRecognizer>(
        target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// The same for a method that takes no argument (`#selector(handleTap)`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// UIKit's `addTarget(_:action:)`: runs `action` on `target` (held weakly) as an action.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(
        _ target: Target, action: @escaping @MainActor (Target) -> (Recognizer) -> Void
    ) {
        addAction { [weak target] recognizer in
            guard let target, let recognizer = recognizer as? Recognizer else { return }
            action(target)(recognizer)
        }
    }

    /// UIKit's `addTarget(_:action:)` for a method that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping @MainActor (Target) -> () -> Void) {
        addAction { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    // Inside a class, `Self.handlePan` is a method of `Self` while `self` is typed as the class:
    // the overloads below take such a reference and cast `target` to `Self` when the gesture
    // fires (a target of another class is never called).

    /// `init(target:action:)` with the method written `Self.handlePan` inside a class.
    public convenience init<Receiver: AnyObject, Recognizer: GestureRecognizer>(
        target: AnyObject, action: @escaping @MainActor (Receiver) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// `init(target:action:)` with a method taking no argument written `Self.handleTap`.
    public convenience init<Receiver: AnyObject>(
        target: AnyObject, action: @escaping @MainActor (Receiver) -> () -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// `addTarget(_:action:)` with the method written `Self.handlePan` inside a class.
    public func addTarget<Receiver: AnyObject, Recognizer: GestureRecognizer>(
        _ target: AnyObject, action: @escaping @MainActor (Receiver) -> (Recognizer) -> Void
    ) {
        addAction { [weak target] recognizer in
            guard let receiver = target as? Receiver, let recognizer = recognizer as? Recognizer else { return }
            action(receiver)(recognizer)
        }
    }

    /// `addTarget(_:action:)` with a method taking no argument written `Self.handleTap`.
    public func addTarget<Receiver: AnyObject>(
        _ target: AnyObject, action: @escaping @MainActor (Receiver) -> () -> Void
    ) {
        addAction { [weak target] _ in
            guard let receiver = target as? Receiver else { return }
            action(receiver)()
        }
    }

    /// Holds this recognizer in `possible` until `other` fails, and fails it if `other`
    /// recognizes (UIKit's `require(toFail:)`). Applies when both see the same sequence.
    public func require(toFail other: GestureRecognizer) {
        precondition(other !== self, "a gesture recognizer cannot wait for its own failure")
        failureRequirements.removeAll { $0.value == nil || $0.value === other }
        failureRequirements.append(WeakRecognizer(value: other))
    }

    /// The recognizers this one waits to fail.
    var requiredToFail: [GestureRecognizer] { failureRequirements.compactMap(\.value) }

    /// The pointer's last location, in `view`'s coordinates (nil: the window's).
    open func location(in view: View?) -> Point {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: nil)
    }

    // MARK: - Subclass hooks

    /// The left button went down over the view (or a subview of it).
    open func pointerBegan(_ event: PointerEvent) {}
    /// The pointer moved with the button held, possibly outside the window.
    open func pointerMoved(_ event: PointerEvent) {}
    /// The button came up.
    open func pointerEnded(_ event: PointerEvent) {}

    /// The sequence was cancelled (focus lost, pointer left). The default cancels a running
    /// gesture and fails an undecided one; the window enforces that after this returns.
    open func pointerCancelled(_ event: PointerEvent) {
        switch state {
        case .began, .changed: setState(.cancelled)
        case .possible: setState(.failed)
        case .ended, .cancelled, .failed: break
        }
    }

    /// Clears per-gesture state after the sequence is over; the state is already `possible`.
    /// Overrides call super.
    open func reset() {}

    // MARK: - State changes

    /// Moves the recognizer to `newState`: the state setter that UIKit gives subclasses only.
    /// Call it from the pointer hooks of a recognizer you write.
    ///
    /// Valid moves: `possible` to `began`, `ended` (recognized) or `failed`; `began` or
    /// `changed` to `changed`, `ended` or `cancelled`. Leaving `possible` to recognize is a
    /// request: it fails if the delegate says no or another recognizer already has the sequence
    /// (and cannot share it), and it waits in `possible` while a recognizer this one requires to
    /// fail is undecided. Returns false, changing nothing, for any other move.
    @discardableResult
    public final func setState(_ newState: State) -> Bool {
        switch (state, newState) {
        case (.possible, .began), (.possible, .ended):
            if let sequence {
                sequence.requestRecognition(of: self, as: newState)
            } else if delegate?.gestureRecognizerShouldBegin(self) ?? true {
                apply(newState)
            } else {
                apply(.failed)
            }
        case (.possible, .failed):
            if let sequence { sequence.fail(self) } else { apply(.failed) }
        case (.began, .changed), (.changed, .changed),
            (.began, .ended), (.changed, .ended),
            (.began, .cancelled), (.changed, .cancelled):
            apply(newState)
        default:
            return false
        }
        return true
    }

    /// Sets the state (arbitration is done) and, unless told not to yet, runs the actions the
    /// new state calls for.
    func apply(_ newState: State, runningActions: Bool = true) {
        currentState = newState
        if runningActions { runActions() }
    }

    /// Runs the actions if the current state calls for them.
    func runActions() {
        switch state {
        case .began, .changed, .ended, .cancelled:
            // Inside the window's animation scope, so an animator made by an action (UIKit's
            // `UIViewPropertyAnimator(duration:curve:animations:)`) finds its window.
            let run = { for action in self.actions { action(self) } }
            if let scene = view?.window?.scene { scene.animationScope.run(run) } else { run() }
        case .possible, .failed:
            break
        }
    }

    /// Records where the pointer is before a hook sees the event.
    func track(_ event: PointerEvent) {
        windowLocation = event.location
    }

    /// Back to `possible` for the next sequence.
    func resetForNextSequence() {
        sequence = nil
        currentState = .possible
        reset()
    }

    private func wasDisabled() {
        switch state {
        case .began, .changed: apply(.cancelled)
        case .possible: if let sequence { sequence.fail(self) }
        case .ended, .cancelled, .failed: break
        }
        // Outside a sequence nothing else will reset it.
        if sequence == nil, state != .possible { resetForNextSequence() }
    }
}

/// A reference that does not keep a recognizer alive (failure requirements must not form
/// retain cycles between recognizers).
private struct WeakRecognizer {
    weak var value: GestureRecognizer?
}
