import Geometry
import SegueTestSupport
import Views

/// The tree a screen reader sees: see-through views, hidden views, reading order, the modal
/// rule, parents and indices, and notifications.
@MainActor
struct AccessibilityTreeTests {
    /// A window whose content holds `views`.
    private func stage(_ views: [View]) -> ManualClockWindow {
        let stage = ManualClockWindow(size: Size(width: 400, height: 400))
        let content = View()
        for view in views { content.addSubview(view) }
        stage.setContentView(content)
        stage.step()
        return stage
    }

    func testPlainViewsAreSeeThroughAndElementsAreLeaves() {
        let group = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let title = Label(text: "Title")
        title.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        group.addSubview(title)
        let button = Button(frame: Rect(x: 0, y: 50, width: 100, height: 30), title: "Go")
        let s = stage([group, button])
        let tree = AccessibilityTree(window: s.window)
        let top = tree.children(of: tree.root)
        expectEqual(top.map(\.name), ["Title", "Go"])
        expectEmpty(tree.children(of: AccessibilityNode(button)), "the button's title label is not read again")
        expectEqual(tree.parent(of: AccessibilityNode(title)), tree.root)
        expectEqual(tree.index(of: AccessibilityNode(button)), 1)
        expectTrue(tree.contains(AccessibilityNode(button)))
        expectEqual(tree.node(for: button.titleLabel), AccessibilityNode(button))
    }

    func testReadingOrderIsTopToBottomThenLeftToRightUnlessElementsAreGiven() {
        let lower = Label(text: "Lower")
        lower.frame = Rect(x: 0, y: 100, width: 50, height: 20)
        let right = Label(text: "Right")
        right.frame = Rect(x: 60, y: 0, width: 50, height: 20)
        let left = Label(text: "Left")
        left.frame = Rect(x: 0, y: 0, width: 50, height: 20)
        let s = stage([lower, right, left])
        let tree = AccessibilityTree(window: s.window)
        expectEqual(tree.children(of: tree.root).map(\.name), ["Left", "Right", "Lower"])
        s.window.contentView?.accessibilityElements = [lower, left]
        s.window.contentView?.accessibilityContainerType = .semanticGroup
        let group = tree.children(of: tree.root)
        expectEqual(group.map(\.role), [.group])
        expectEqual(group.first.map { tree.children(of: $0).map(\.name) }, ["Lower", "Left"])
    }

    func testHiddenTransparentAndElementsHiddenViewsAreOut() {
        let a = Label(text: "A")
        let b = Label(text: "B")
        let c = Label(text: "C")
        let decoration = View()
        decoration.addSubview(Label(text: "D"))
        for (i, view) in [a, b, c, decoration].enumerated() {
            view.frame = Rect(x: 0, y: Double(i) * 30, width: 50, height: 20)
        }
        let s = stage([a, b, c, decoration])
        let tree = AccessibilityTree(window: s.window)
        expectEqual(tree.children(of: tree.root).map(\.name), ["A", "B", "C", "D"])
        b.isHidden = true
        c.alpha = 0
        decoration.accessibilityElementsHidden = true
        expectEqual(tree.children(of: tree.root).map(\.name), ["A"])
        expectFalse(tree.contains(AccessibilityNode(b)))
        expectNil(tree.parent(of: AccessibilityNode(c)))
        expectNil(tree.node(for: b))
    }

    func testAModalViewHidesWhatIsBesideAndUnderIt() {
        let page = Label(text: "Page")
        page.frame = Rect(x: 0, y: 0, width: 100, height: 20)
        let sheet = View(frame: Rect(x: 0, y: 100, width: 400, height: 300))
        sheet.accessibilityViewIsModal = true
        sheet.accessibilityContainerType = .semanticGroup
        sheet.accessibilityLabel = "Sheet"
        let ok = Button(frame: Rect(x: 10, y: 10, width: 80, height: 30), title: "OK")
        sheet.addSubview(ok)
        let s = stage([page, sheet])
        let tree = AccessibilityTree(window: s.window)
        expectIdentical(tree.modalView, sheet)
        let top = tree.children(of: tree.root)
        expectEqual(top.map(\.name), ["Sheet"])
        expectEqual(top.map(\.role), [.dialog])
        expectEqual(tree.children(of: AccessibilityNode(sheet)).map(\.name), ["OK"])
        expectFalse(tree.contains(AccessibilityNode(page)), "the page under the sheet is out")
        expectEqual(tree.parent(of: AccessibilityNode(sheet)), tree.root)
        sheet.isHidden = true
        expectNil(tree.modalView)
        expectEqual(tree.children(of: tree.root).map(\.name), ["Page"])
    }

    func testTheTopmostModalWins() {
        let first = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        first.accessibilityViewIsModal = true
        let second = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        second.accessibilityViewIsModal = true
        let s = stage([first, second])
        expectIdentical(AccessibilityTree(window: s.window).modalView, second)
    }

    func testFocusIsTheFocusedViewsNodeAndGrabFocusMovesIt() {
        let one = Button(frame: Rect(x: 0, y: 0, width: 80, height: 30), title: "One")
        let two = Button(frame: Rect(x: 0, y: 40, width: 80, height: 30), title: "Two")
        let s = stage([one, two])
        let tree = AccessibilityTree(window: s.window)
        expectNil(tree.focusedNode)
        expectTrue(AccessibilityNode(two).isFocusable)
        expectTrue(AccessibilityNode(two).grabFocus())
        expectEqual(tree.focusedNode, AccessibilityNode(two))
        expectTrue(AccessibilityNode(two).isFocused)
        expectFalse(AccessibilityNode(Label(text: "x")).grabFocus(), "a view out of a window takes no focus")
    }

    func testFocusObserversHearEachMoveWithTheFocusedView() {
        let one = Button(frame: Rect(x: 0, y: 0, width: 80, height: 30), title: "One")
        let two = Button(frame: Rect(x: 0, y: 40, width: 80, height: 30), title: "Two")
        let s = stage([one, two])
        let tree = AccessibilityTree(window: s.window)
        var heard: [String] = []
        s.window.observeFocusChanges { view in
            heard.append(view.flatMap { tree.node(for: $0)?.name } ?? "none")
        }
        expectTrue(s.window.moveFocusToNextView())
        expectTrue(s.window.moveFocusToNextView())
        expectTrue(s.window.moveFocus(to: two), "already there: no move")
        expectTrue(s.window.moveFocus(to: nil))
        expectEqual(heard, ["One", "Two", "none"])
    }

    func testNotificationsGoToTheWindowsObservers() {
        let s = stage([])
        var heard: [(AccessibilityNotification, String?)] = []
        s.window.observeAccessibilityNotifications { heard.append(($0.notification, $0.text)) }
        s.window.post(notification: .announcement, argument: "Saved")
        s.window.post(notification: .layoutChanged, argument: nil)
        expectEqual(heard.map(\.0), [.announcement, .layoutChanged])
        expectEqual(heard.map(\.1), ["Saved", nil])
        let other = ManualClockWindow()
        other.window.post(notification: .announcement, argument: "elsewhere")
        expectEqual(heard.count, 2, "another window's posts are its own")
    }

    func testTheWindowIsTheRootNamedByItsTitle() {
        let s = stage([])
        s.window.title = "Files"
        let tree = AccessibilityTree(window: s.window)
        expectEqual(tree.root.role, .window)
        expectEqual(tree.root.name, "Files")
        expectNil(tree.parent(of: tree.root))
        expectEqual(tree.allNodes, [tree.root])
    }
}
