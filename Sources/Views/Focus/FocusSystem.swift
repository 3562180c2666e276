import Geometry
import Layers

/// One window's keyboard focus (UIKit's `UIFocusSystem`; KeyboardFocus.md): which view has it,
/// the Tab order, the keys, the ring, and where focus goes when the page shown changes.
///
/// - **The scope**: focus stays in the top presented page (an overlay's `modalFocusScope`),
///   else anywhere in the window. A view takes focus when it says so (`canBecomeFocused`), it
///   and its superviews show, and its superviews take input (so nothing in a page that is
///   moving, shielded by its container, takes it).
/// - **Keys**, when the responder chain left them: Tab and Shift+Tab go round the stops in
///   reading order (`FocusOrder`), Enter and Space activate the focused view, the arrows move
///   within its group.
/// - **The ring** shows only after the keyboard moved or used focus; a click hides it (and
///   focuses what it pressed, if that takes focus), as desktops do.
/// - **Pages**: when a container reports that a page replaced another (`pageDidChange`), focus
///   that was in the leaving page is remembered there and moves into the arriving one: to what
///   had it when that page was last shown, else its first stop, else nowhere.
/// - **The first responder** (KeyboardFocus.md): a focused view that can be first
///   responder (a text field) is the window's first responder; focus moving to it or away
///   tells it (`didBecomeFirstResponder`, `didResignFirstResponder`), and a move the user asks
///   for (Tab, a click, `becomeFirstResponder`) is refused when the view losing it or the one
///   taking it says no (`canResignFirstResponder`, `shouldBecomeFirstResponder`).
@MainActor
final class FocusSystem {
    /// The lowest alpha a view can take focus at (what hit testing passes through).
    static let minimumAlpha = 0.01

    unowned let window: Window
    /// The view focus was last given to; it may have left the window since (`current` then
    /// says none), and is kept so that a page change can still remember it.
    private(set) weak var stored: View?
    /// Whether the ring shows: the last focus move came from the keyboard.
    private(set) var showsRing = false
    /// Focus is where a page change put it, not where the user did: the first Tab then shows
    /// the ring there instead of moving on (the page's first stop is not skipped).
    private var wasPlacedByPageChange = false
    /// A page that replaced another, for focus to move into once the change is over (asked
    /// for the next time focus is, and in the window's next layout).
    private weak var pendingPage: View?
    private(set) var hasPendingPage = false
    /// The ring: a rounded outline, a sublayer of the focused view's layer while it shows.
    let ring = FocusRing.makeLayer()
    /// The view last told it became first responder (and not yet told it stopped).
    private weak var responderView: View?
    /// The focused view may have stopped showing: the window's next layout pass checks
    /// (`moveFocusOffViewThatStoppedShowing`).
    var needsShowingCheck = false

    init(window: Window) { self.window = window }

    /// The view with focus, nil when none has or the one that had it left the window.
    var current: View? {
        resolvePendingPage()
        guard let stored, stored.window === window else { return nil }
        return stored
    }

    /// Where focus is kept: the top overlay's modal scope (a presented page), else the window.
    var scope: View {
        for overlay in window.overlays.reversed() where !overlay.isHidden {
            if let scope = overlay.modalFocusScope, scope.window === window { return scope }
        }
        return window
    }

    // MARK: - Who may have focus

    /// Whether `view` can take focus now: it says so, shows, its superviews take input, and
    /// it is in the scope.
    func canFocus(_ view: View) -> Bool {
        guard view.isDescendant(of: scope) else { return false }
        return Self.isShown(view, below: window)
    }

    /// Whether `view` takes focus: it says so, or it can be first responder (the first
    /// responder is the focused view).
    static func takesFocus(_ view: View) -> Bool { view.canBecomeFocused || view.canBecomeFirstResponder }

    /// Whether `view` takes focus and shows up to `ancestor` (excluded): it and every view
    /// between are shown with an alpha of at least 0.01, and those between take input.
    static func isShown(_ view: View, below ancestor: View, asTarget: Bool = true) -> Bool {
        if asTarget && !takesFocus(view) { return false }
        guard !view.isHidden, view.alpha >= minimumAlpha else { return false }
        var current = view.superview
        while let v = current, v !== ancestor {
            guard !v.isHidden, v.alpha >= minimumAlpha, v.isUserInteractionEnabled else { return false }
            current = v.superview
        }
        return current === ancestor
    }

    /// The stops of Tab in the scope, in reading order.
    var order: [FocusOrder.Stop] {
        let scope = self.scope
        guard scope === window || Self.isShown(scope, below: window, asTarget: false) else { return [] }
        return FocusOrder.stops(in: scope)
    }

    // MARK: - Moving focus

    /// Gives focus to `view` (nil: to none), the ring shown or not, and tells the first
    /// responder leaving and the one arriving.
    func set(_ view: View?, showingRing: Bool) {
        wasPlacedByPageChange = false
        let previous = stored
        // The window's focus observers hear of a move once everything below is done.
        defer { if previous !== view { window.focusDidMove(to: view) } }
        stored = view
        showsRing = showingRing && view != nil
        updateRing()
        let arriving = view.flatMap { $0.canBecomeFirstResponder ? $0 : nil }
        guard arriving !== responderView else { return }
        let leaving = responderView
        // State first: what the views do when told may move focus again.
        responderView = arriving
        leaving?.didResignFirstResponder()
        if let arriving, responderView === arriving { arriving.didBecomeFirstResponder() }
    }

    /// The focused view that is the window's first responder, if any.
    var firstResponder: View? {
        guard let view = responderView, view.window === window, current === view else { return nil }
        return view
    }

    /// Moves focus to `view` (nil: to none) if the views concerned agree: the one taking it
    /// (when it can be first responder: `shouldBecomeFirstResponder`) and, unless `force`, the
    /// first responder losing it (`canResignFirstResponder`). True when focus is there now.
    @discardableResult
    func change(to view: View?, showingRing: Bool, force: Bool) -> Bool {
        if let view, view === current {
            if showingRing != showsRing { set(view, showingRing: showingRing) }
            return true
        }
        if let view, view.canBecomeFirstResponder, !view.shouldBecomeFirstResponder() { return false }
        if !force, let leaving = firstResponder, leaving !== view, !leaving.canResignFirstResponder { return false }
        set(view, showingRing: showingRing)
        return true
    }

    /// `view.becomeFirstResponder()`: focus moves to it, the ring as it was, when it can be
    /// first responder and take focus now.
    func makeFirstResponder(_ view: View) -> Bool {
        guard view.canBecomeFirstResponder, canFocus(view) else { return false }
        return change(to: view, showingRing: showsRing && current != nil, force: false)
    }

    /// `view`, the first responder, left the window (taken out of it): it is told so now, and
    /// focus goes to none.
    func firstResponderLeftWindow(_ view: View) {
        guard responderView === view else { return }
        if stored === view {
            set(nil, showingRing: false)
        } else {
            responderView = nil
            view.didResignFirstResponder()
        }
    }

    /// Moves focus to the next stop (Shift+Tab: the previous), round the ends; from no focus,
    /// to the first (the last). The ring shows. True when a stop took it.
    @discardableResult
    func moveToNextStop(backwards: Bool) -> Bool {
        if let focused = current, !showsRing, wasPlacedByPageChange, canFocus(focused) {
            // Where a page change put it: the first Tab shows it there.
            set(focused, showingRing: true)
            return true
        }
        var stops = order
        guard !stops.isEmpty else { return false }
        let focused = current
        var index = focused.flatMap { focused in
            stops.firstIndex { $0.target === focused || ($0.owner !== $0.target && focused.isDescendant(of: $0.owner)) }
        }
        if index == nil, let focused, focused.isDescendant(of: scope) {
            // Focus on a view that is no stop now (a button disabled by its own click): Tab
            // goes on from where it is in reading order.
            let here = FocusOrder.Stop(
                target: focused, owner: focused, frame: focused.convert(focused.bounds, to: nil), treeIndex: .max)
            stops = FocusOrder.readingOrder(stops + [here])
            index = stops.firstIndex { $0.treeIndex == .max }
        }
        let next: Int
        if let index {
            next = (index + (backwards ? stops.count - 1 : 1)) % stops.count
        } else {
            next = backwards ? stops.count - 1 : 0
        }
        change(to: stops[next].target, showingRing: true, force: false)
        return true
    }

    /// An arrow key: the first view from the focused one up that has a move for it (a list, a
    /// tab bar) says where focus goes. True when it moved.
    func move(_ heading: FocusHeading) -> Bool {
        guard let focused = current, canFocus(focused) else { return false }
        var view = focused.superview
        while let candidate = view {
            if let next = candidate.focusedView(after: heading, from: focused) {
                guard canFocus(next) else { return false }
                return change(to: next, showingRing: true, force: false)
            }
            view = candidate.superview
        }
        return false
    }

    /// Enter or Space: the focused view acts. The ring shows (the keyboard used focus).
    func activate() -> Bool {
        guard let focused = current, canFocus(focused) else { return false }
        set(focused, showingRing: true)
        return focused.activateFromKeyboard()
    }

    // MARK: - Input

    /// A key the responder chain did not take. True when focus used it.
    func keyDown(_ event: KeyEvent) -> Bool {
        let mods = event.modifiers
        switch event.key {
        case .tab where mods.isEmpty || mods == .shift:
            return moveToNextStop(backwards: mods == .shift)
        case .enter, .space:
            guard mods.isEmpty, !event.isRepeat else { return false }
            return activate()
        default:
            guard mods.isEmpty, let heading = FocusHeading(key: event.key) else { return false }
            return move(heading)
        }
    }

    /// A left press on `view` (the hit-tested view): the ring goes; the nearest view from it up
    /// that can take focus takes it (a button, a switch, a text field), else focus stays where
    /// it is — unless a text field has it: a click elsewhere ends editing.
    func pointerPressed(on view: View) {
        var candidate: View? = view
        while let v = candidate {
            if Self.takesFocus(v), canFocus(v) {
                if v.focusesOnClick {
                    change(to: v, showingRing: false, force: false)
                } else if showsRing {
                    showsRing = false
                    updateRing()
                }
                return
            }
            candidate = v.superview
        }
        if firstResponder != nil, change(to: nil, showingRing: false, force: false) { return }
        guard showsRing else { return }
        showsRing = false
        updateRing()
    }

    /// A view took focus from a press it handles itself (a list's row: rows take no presses,
    /// their list does).
    func pointerFocused(_ view: View) {
        guard canFocus(view) else { return }
        change(to: view, showingRing: false, force: false)
    }

    /// `view` shows what `old` showed (a list reused its row views): focus goes along, ring
    /// and all.
    func transfer(from old: View, to view: View?) {
        guard stored === old else { return }
        let placed = wasPlacedByPageChange
        set(view, showingRing: showsRing)
        wasPlacedByPageChange = placed
    }

    // MARK: - Pages

    /// `to` replaced `from` as a page the user sees (a push, a pop, a presentation, a
    /// dismissal, a tab switch). Focus in `from` (or none at all) is remembered there and
    /// moves into `to` once the change is over; focus elsewhere that can still have it (a tab
    /// bar's item) stays.
    func pageDidChange(from: View, to: View) {
        let focused = stored
        defer { stoppedEditingPage = nil }
        if let focused, !focused.isDescendant(of: from), focused.window === window, canFocus(focused) { return }
        // What had focus in the leaving page, if anything did: nothing when it comes back. A
        // field that stopped editing as the change began (`pageWillChange`) is what had it.
        if !(focused == nil && stoppedEditingPage === from) {
            from.lastFocusedDescendant = focused.flatMap { $0.isDescendant(of: from) ? $0 : nil }
        }
        pendingPage = to
        hasPendingPage = true
        window.setNeedsLayout()
    }

    /// A page that stopped editing as a change began, for `pageDidChange` to remember its field.
    private weak var stoppedEditingPage: View?

    /// A change away from `from` begins that no drag drives (a presentation over it, a push, a
    /// dismissal): a view in it that edits text stops at once, as UIKit resigns the first
    /// responder when a presentation starts, so keys pressed during the transition go to what
    /// comes, not to a field the user is leaving. It is remembered in `from` for its return.
    func pageWillChange(from: View) {
        guard let focused = stored, focused === firstResponder, focused.isDescendant(of: from) else { return }
        from.lastFocusedDescendant = focused
        stoppedEditingPage = from
        set(nil, showingRing: showsRing)
    }

    /// Moves focus into the page a change reported: to what had focus there last, else to its
    /// first stop, else to none. The ring stays as it was.
    func resolvePendingPage() {
        guard hasPendingPage else { return }
        hasPendingPage = false
        guard let page = pendingPage, page.window === window else { return }
        pendingPage = nil
        // Everything in place first (a list makes its rows in layout); in the window's own
        // layout this lays out the rest of the tree, which the pass then finds done.
        window.layoutIfNeeded()
        var target: View?
        if let remembered = page.lastFocusedDescendant, remembered.isDescendant(of: page), canFocus(remembered) {
            target = remembered
        } else if isShownInScope(page) {
            // Never a text field, which would start editing (and a search in a bar activate)
            // just because its page came back: UIKit starts editing only when asked
            // (SearchInTheBar.md).
            target =
                FocusOrder.stops(in: page).first { canFocus($0.target) && !$0.target.canBecomeFirstResponder }?
                .target
        }
        // A text field that had it starts editing again, if its delegate agrees.
        if !change(to: target, showingRing: showsRing, force: true) { set(nil, showingRing: showsRing) }
        wasPlacedByPageChange = current != nil
    }

    private func isShownInScope(_ page: View) -> Bool {
        let scope = self.scope
        guard page.isDescendant(of: scope) else { return false }
        return page === window || Self.isShown(page, below: window, asTarget: false)
    }

    // MARK: - The ring

    /// Puts the ring around the focused view, or takes it away: on every focus change and
    /// whenever the focused view lays out.
    func updateRing() {
        guard showsRing, let view = stored, view.window === window else {
            if ring.superlayer != nil { ring.removeFromSuperlayer() }
            return
        }
        let placement = FocusRing.placement(around: view)
        window.scene.performWithoutAnimation {
            if ring.superlayer !== view.layer || view.layer.sublayers.last !== ring { view.layer.addSublayer(ring) }
            ring.frame = placement.frame
            ring.cornerRadius = placement.cornerRadius
        }
    }
}
