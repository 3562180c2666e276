import Geometry
import Layers

/// A view that tracks a press and reports it to actions (UIKit's UIControl): highlighted
/// while pressed with the pointer inside, an action on release inside (`touchUpInside`);
/// hovered (`state` has `.hovered`) while the pointer is over it, which the window tells it
/// (`View.pointerEntered`/`pointerExited`).
///
/// Tracking follows the pointer contract of `View`: `pointerBegan` on the control (it was hit),
/// then `pointerMoved`/`pointerEnded` with window coordinates, or `pointerCancelled` when a
/// gesture takes the press over (nothing fires then but `touchCancel`).
///
/// "Inside" is the bounds grown by `trackingMargin`, which is 0 by default: a mouse pointer
/// is precise, so a desktop button lets go exactly at its edge (as GTK's and AppKit's do),
/// not 70 points out as UIKit's do for a finger. Set it to 70 for UIKit's feel.
///
/// With keyboard focus (an enabled control takes it), Enter and Space click it
/// (`activateFromKeyboard()`).
///
/// A disabled control is still hit (a click on it does not fall through to what is behind,
/// as in UIKit) but does not highlight or act; turn `isUserInteractionEnabled` off to let
/// clicks through.
@MainActor
open class Control: View {
    /// Names an action added with `addAction`, to remove it.
    public struct ActionID: Hashable, Sendable {
        let value: Int
    }

    private struct Action {
        let id: ActionID
        let events: ControlEvents
        let handler: @MainActor () -> Void
    }

    private var actions: [Action] = []
    private var nextActionID = 0

    /// A disabled control looks dimmed and ignores presses; disabling it mid-press cancels
    /// the press.
    public var isEnabled = true {
        didSet {
            guard isEnabled != oldValue else { return }
            if !isEnabled && isTracking { endTracking(sending: .touchCancel) }
            stateDidChange()
        }
    }

    /// Pressed with the pointer inside; set by tracking, and settable for a look.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue { stateDidChange() } }
    }

    // docs-number: control tracking margin (points; UIKit's finger-sized feel is 70)
    /// How far outside the bounds a held pointer still counts as inside, in points.
    public var trackingMargin = 0.0

    /// A press is in progress (from `pointerBegan` to its end or cancellation).
    public private(set) var isTracking = false
    /// Whether the pointer of the press in progress is inside.
    public private(set) var isTouchInside = false

    /// Creates an enabled control at rest.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// The state its looks follow.
    public var state: ControlState {
        var state = ControlState.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isHovered && isEnabled { state.insert(.hovered) }
        return state
    }

    /// Called when `isEnabled`, `isHighlighted` or hovering changed: subclasses update their
    /// looks.
    open func stateDidChange() {}

    /// Marks the control hovered and calls `stateDidChange()`.
    open override func pointerEntered() {
        super.pointerEntered()
        stateDidChange()
    }

    /// Clears the hover and calls `stateDidChange()`.
    open override func pointerExited() {
        super.pointerExited()
        stateDidChange()
    }

    // MARK: - Keyboard focus

    /// A control takes keyboard focus while it is enabled and takes input (the window also
    /// asks that it shows: KeyboardFocus.md).
    open override var canBecomeFocused: Bool { isEnabled && isUserInteractionEnabled }

    /// Enter or Space while focused: a click (`.touchUpInside`, `.primaryActionTriggered`),
    /// when enabled.
    open override func activateFromKeyboard() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
        return true
    }

    // MARK: - Actions

    /// Calls `handler` for each of `events` (a click by default), in the order actions were
    /// added. The control keeps the closure: capture the control weakly inside it.
    @discardableResult
    public func addAction(for events: ControlEvents = .touchUpInside, _ handler: @escaping @MainActor () -> Void)
        -> ActionID
    {
        let id = ActionID(value: nextActionID)
        nextActionID += 1
        actions.append(Action(id: id, events: events, handler: handler))
        return id
    }

    /// Removes the action whose `ActionID` `addAction` returned.
    public func removeAction(_ id: ActionID) {
        actions.removeAll { $0.id == id }
    }

    /// Removes every action.
    public func removeAllActions() {
        actions.removeAll()
    }

    /// Calls the actions registered for any of `events`.
    public func sendActions(for events: ControlEvents) {
        // A copy, so an action may add or remove actions.
        let current = actions
        let run = {
            for action in current where !action.events.isDisjoint(with: events) {
                action.handler()
            }
        }
        // Inside the window's animation scope, so an animator an action makes with UIKit's
        // initializers finds its window.
        if let scene = window?.scene { scene.animationScope.run(run) } else { run() }
    }

    // MARK: - Tracking

    /// Whether `point` (in the control's coordinates) counts as inside for a press.
    open func isInsideForTracking(_ point: Point) -> Bool {
        bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(point)
    }

    /// Starts tracking a press (when enabled): highlights the control and sends `.touchDown`.
    open override func pointerBegan(_ event: PointerEvent) {
        guard isEnabled else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// Follows the pointer in and out of the control: the highlight and `.touchDragEnter` or
    /// `.touchDragExit`.
    open override func pointerMoved(_ event: PointerEvent) {
        guard isTracking else { return }
        let inside = isInsideForTracking(convert(event.location, from: nil))
        guard inside != isTouchInside else { return }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragEnter : .touchDragExit)
    }

    /// Ends tracking: `.touchUpInside` with `.primaryActionTriggered` (the click) or
    /// `.touchUpOutside`.
    open override func pointerEnded(_ event: PointerEvent) {
        guard isTracking else { return }
        let inside = isInsideForTracking(convert(event.location, from: nil))
        endTracking(sending: inside ? [.touchUpInside, .primaryActionTriggered] : .touchUpOutside)
    }

    /// Ends tracking with `.touchCancel` (a gesture took the press, or focus was lost).
    open override func pointerCancelled(_ event: PointerEvent) {
        guard isTracking else { return }
        endTracking(sending: .touchCancel)
    }

    /// Resets tracking and the highlight before the actions run, so an action sees the
    /// control at rest (and may disable or remove it).
    private func endTracking(sending events: ControlEvents) {
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        sendActions(for: events)
    }
}
