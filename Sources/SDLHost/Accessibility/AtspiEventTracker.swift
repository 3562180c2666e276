import Views

/// What a screen reader is told after the window changed: the focus moved
/// (`object:state-changed:focused`, from `Window.observeFocusChanges`), the pages changed when
/// one was pushed, popped or presented (`object:children-changed:add`/`remove`, with
/// `object:state-changed:showing` for the nodes that came and went, on `.screenChanged` and
/// `.layoutChanged`), the page changed (its title announced, as VoiceOver does on
/// `.screenChanged`), and `.announcement`s.
///
/// The window's observers only mark the tracker dirty; `changes()` then compares what it saw
/// last with what is there now, after the frame drawn, only while a client listens: nothing
/// happens per frame while nothing changed.
@MainActor
struct AtspiEventTracker {
    /// One AT-SPI event to send: a signal of `interface` named `member` from `source`.
    struct Event {
        var source: any AccessibleNode
        var interface: String
        var member: String
        var detail: String
        var detail1: Int32 = 0
        var detail2: Int32 = 0
        var data: DBusValue
    }

    private var focused: ObjectIdentifier?
    /// The node that had the focus, told when it loses it (if it is still there).
    private weak var focusedNode: (any AccessibleNode)?
    /// The pages shown, each with its parent and index there when last seen (a page that goes
    /// is reported as removed from where it was).
    private var pages: [(page: any AccessibleNode, parent: (any AccessibleNode)?, index: Int)] = []
    private var title: String?
    /// Sentences to announce: `.announcement`s, and the new page's name on `.screenChanged`.
    private var announcements: [String] = []
    /// Whether something was posted or the focus moved since the last `changes`.
    private(set) var isDirty = false

    /// The focus moved: compare at the next `changes`.
    mutating func focusMoved() { isDirty = true }

    /// A notification the window posted: announcements are kept to be sent, screen and layout
    /// changes compared at the next `changes`.
    mutating func noted(_ post: AccessibilityPost, adapter: ViewAccessibilityAdapter) {
        switch post.notification {
        case .announcement:
            if let text = post.text, !text.isEmpty { announcements.append(text) }
        case .screenChanged:
            let page = post.view.flatMap(adapter.exportedNode(for:))?.name ?? ""
            announcements.append(page.isEmpty ? adapter.windowNode.name : page)
        default: break
        }
        isDirty = true
    }

    /// Starts from what is there now (no events for it).
    mutating func reset(adapter: ViewAccessibilityAdapter) {
        focusedNode = adapter.focusedNode
        focused = focusedNode.map(ObjectIdentifier.init)
        pages = Self.placed(adapter.shownPages)
        title = adapter.window.title
        announcements = []
        isDirty = false
    }

    private static func placed(_ pages: [any AccessibleNode]) -> [(
        page: any AccessibleNode, parent: (any AccessibleNode)?, index: Int
    )] {
        pages.map { page in
            let parent = page.parent
            return (page, parent, parent?.children.firstIndex { $0 === page } ?? -1)
        }
    }

    /// The events since the last call (or `reset`); `reference` makes a `(so)` for a node.
    mutating func changes(adapter: ViewAccessibilityAdapter, reference: (any AccessibleNode) -> DBusValue) -> [Event] {
        var events: [Event] = []
        isDirty = false
        let window = adapter.windowNode
        let shown = adapter.shownPages
        let old = pages.map { ObjectIdentifier($0.page) }
        let new = shown.map(ObjectIdentifier.init)
        if old != new {
            for entry in pages.reversed() where !new.contains(ObjectIdentifier(entry.page)) {
                events.append(stateChange(entry.page, "showing", on: false))
                events.append(
                    Event(
                        source: entry.parent ?? window, interface: Atspi.eventObject, member: "ChildrenChanged",
                        detail: "remove", detail1: Int32(entry.index), data: reference(entry.page)))
            }
            let placed = Self.placed(shown)
            for entry in placed where !old.contains(ObjectIdentifier(entry.page)) {
                events.append(
                    Event(
                        source: entry.parent ?? window, interface: Atspi.eventObject, member: "ChildrenChanged",
                        detail: "add", detail1: Int32(entry.index), data: reference(entry.page)))
                events.append(stateChange(entry.page, "showing", on: true))
            }
            pages = placed
        }
        let nowTitle = adapter.window.title
        if nowTitle != title {
            title = nowTitle
            events.append(
                Event(
                    source: window, interface: Atspi.eventObject, member: "PropertyChange",
                    detail: "accessible-name", data: .string(window.name)))
        }
        // Politeness 1: polite, after what is being read.
        for sentence in announcements {
            events.append(
                Event(
                    source: window, interface: Atspi.eventObject, member: "Announcement", detail: "",
                    detail1: 1, data: .string(sentence)))
        }
        announcements = []
        let focusedNode = adapter.focusedNode
        let nowFocused = focusedNode.map(ObjectIdentifier.init)
        if nowFocused != focused {
            focused = nowFocused
            if let previous = self.focusedNode { events.append(stateChange(previous, "focused", on: false)) }
            self.focusedNode = focusedNode
            if let focusedNode {
                events.append(stateChange(focusedNode, "focused", on: true))
                events.append(
                    Event(
                        source: focusedNode, interface: Atspi.eventFocus, member: "Focus", detail: "", data: .int32(0)))
            }
        }
        return events
    }

    private func stateChange(_ node: any AccessibleNode, _ state: String, on: Bool) -> Event {
        Event(
            source: node, interface: Atspi.eventObject, member: "StateChanged", detail: state, detail1: on ? 1 : 0,
            data: .int32(0))
    }
}
