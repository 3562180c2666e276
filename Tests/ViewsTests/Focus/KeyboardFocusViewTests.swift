import Geometry
import Layers
import SegueTestSupport
import Views

/// Keyboard focus at the view level (KeyboardFocus.md), through
/// `Window.handle` as the SDL host delivers keys and clicks: the Tab order, Enter and Space,
/// the arrows in a list, the ring, and who may have focus.
@MainActor
struct KeyboardFocusViewTests {
    let t = TestWindow(width: 400, height: 480)
    var window: Window { t.window }

    func key(_ key: Key, _ modifiers: KeyModifiers = [], repeating: Bool = false) {
        window.handle(.key(KeyEvent(phase: .down, key: key, modifiers: modifiers, isRepeat: repeating, timestamp: 0)))
        window.handle(.key(KeyEvent(phase: .up, key: key, modifiers: modifiers, timestamp: 0)))
        t.scene.layoutIfNeeded()
    }

    func click(_ point: Point) {
        window.handle(.pointer(PointerEvent(phase: .down, location: point, button: .left, timestamp: 0)))
        window.handle(.pointer(PointerEvent(phase: .up, location: point, button: .left, timestamp: 0.05)))
        t.scene.layoutIfNeeded()
    }

    @discardableResult
    func button(_ name: String, _ frame: Rect, in parent: View? = nil) -> Button {
        let button = Button(frame: frame, title: name)
        button.name = name
        (parent ?? window).addSubview(button)
        return button
    }

    var focusName: String? { window.focusedView?.name }

    /// Tab from nowhere, `count` times: the names focus went through.
    func tabs(_ count: Int, _ modifiers: KeyModifiers = []) -> [String?] {
        (0..<count).map { _ in
            key(.tab, modifiers)
            return focusName
        }
    }

    // MARK: - Order

    func testTabGoesTopToBottomThenLeftToRightAndRoundTheEnds() {
        // Added in no particular order; "b" sits 6 points lower than "a" but on its line.
        button("c", Rect(x: 20, y: 120, width: 100, height: 40))
        button("b", Rect(x: 200, y: 26, width: 100, height: 40))
        button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        button("d", Rect(x: 200, y: 120, width: 100, height: 40))
        let toggle = Switch(frame: Rect(x: 20, y: 200, width: 51, height: 31))
        toggle.name = "switch"
        window.addSubview(toggle)
        t.frame()
        expectEqual(window.focusOrder.map(\.name), ["a", "b", "c", "d", "switch"])
        expectNil(focusName)
        expectEqual(tabs(6), ["a", "b", "c", "d", "switch", "a"], "round the end")
        expectEqual(tabs(2, .shift), ["switch", "d"], "Shift+Tab goes back, round the start")
    }

    func testTabGoesOnFromAButtonThatCannotHaveFocusAnyMore() {
        button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        let b = button("b", Rect(x: 20, y: 80, width: 100, height: 40))
        button("c", Rect(x: 20, y: 140, width: 100, height: 40))
        b.addAction { [unowned b] in b.isEnabled = false }
        t.frame()
        expectEqual(tabs(2), ["a", "b"])
        key(.enter)
        expectFalse(b.isEnabled)
        expectEqual(tabs(1), ["c"], "on from where it was")
        expectEqual(tabs(1, .shift), ["a"], "b is skipped now")
    }

    func testHiddenDisabledAndNonInteractiveViewsAreSkipped() {
        button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        button("hidden", Rect(x: 20, y: 70, width: 100, height: 40)).isHidden = true
        button("disabled", Rect(x: 20, y: 120, width: 100, height: 40)).isEnabled = false
        button("clear", Rect(x: 20, y: 170, width: 100, height: 40)).alpha = 0
        let shield = View(frame: Rect(x: 0, y: 220, width: 400, height: 100))
        shield.isUserInteractionEnabled = false
        window.addSubview(shield)
        button("shielded", Rect(x: 20, y: 10, width: 100, height: 40), in: shield)
        button("z", Rect(x: 20, y: 400, width: 100, height: 40))
        t.frame()
        expectEqual(window.focusOrder.map(\.name), ["a", "z"])
        expectEqual(window.moveFocus(to: window.subview(named: "disabled")), false)
        expectNil(focusName)
    }

    func testAViewSaysWhetherItTakesFocus() {
        final class Tile: View {
            var activations = 0
            override var canBecomeFocused: Bool { true }
            override func activateFromKeyboard() -> Bool {
                activations += 1
                return true
            }
        }
        let tile = Tile(frame: Rect(x: 10, y: 10, width: 50, height: 50))
        tile.name = "tile"
        window.addSubview(tile)
        let plain = View(frame: Rect(x: 10, y: 100, width: 50, height: 50))
        window.addSubview(plain)
        t.frame()
        expectEqual(View().canBecomeFocused, false, "false by default, as UIKit's")
        expectEqual(window.focusOrder.map(\.name), ["tile"])
        key(.tab)
        expectTrue(tile.isFocused)
        key(.enter)
        expectEqual(tile.activations, 1)
    }

    // MARK: - Enter and Space

    func testEnterAndSpaceClickTheFocusedButtonAndFlipTheFocusedSwitch() {
        var clicks = 0
        button("a", Rect(x: 20, y: 20, width: 100, height: 40)).addAction { clicks += 1 }
        let toggle = Switch(frame: Rect(x: 20, y: 100, width: 51, height: 31))
        var changes: [Bool] = []
        toggle.addAction(for: .valueChanged) { [unowned toggle] in changes.append(toggle.isOn) }
        window.addSubview(toggle)
        t.frame()
        key(.enter)
        expectEqual(clicks, 0, "nothing has focus yet")
        key(.tab)
        key(.enter)
        key(.space)
        expectEqual(clicks, 2)
        key(.enter, repeating: true)
        expectEqual(clicks, 2, "a held key's repeats do not click again")
        key(.enter, .control)
        expectEqual(clicks, 2, "Ctrl+Enter is not a click")
        key(.tab)
        key(.space)
        expectTrue(toggle.isOn)
        key(.enter)
        expectFalse(toggle.isOn)
        expectEqual(changes, [true, false])
        t.run(for: 0.5)
        expectTrue(t.isIdle)
    }

    // MARK: - Lists

    func makeList(rows: Int = 40) -> ScrollList {
        button("above", Rect(x: 20, y: 10, width: 100, height: 30))
        let list = ScrollList(
            frame: Rect(x: 0, y: 50, width: 400, height: 220), rows: (0..<rows).map { ListRow(title: "Row \($0)") })
        list.name = "list"
        window.addSubview(list)
        button("below", Rect(x: 20, y: 300, width: 100, height: 30))
        t.frame()
        return list
    }

    func testAListIsOneStopAndTheArrowsMoveBetweenItsRows() {
        let list = makeList()
        var selected: [Int] = []
        list.onSelect = { selected.append($0) }
        expectEqual(window.focusOrder.map(\.name), ["above", "row:0", "below"])
        expectEqual(tabs(2), ["above", "row:0"])
        key(.down)
        key(.down)
        key(.down)
        expectEqual(focusName, "row:3")
        key(.up)
        expectEqual(focusName, "row:2")
        key(.left)
        key(.right)
        expectEqual(focusName, "row:2", "Left and Right do nothing in a list")
        key(.enter)
        expectEqual(selected, [2])
        expectEqual(tabs(1), ["below"], "Tab leaves the list")
        expectEqual(tabs(1, .shift), ["row:2"], "and comes back to the row focused last")
        for _ in 0..<3 { key(.up) }
        expectEqual(focusName, "row:0", "nothing above the first row")
        t.run(for: 0.5)
    }

    func testTheArrowsScrollTheFocusedRowIntoViewAndTheListKeepsItsViewWhenTheWheelScrollsItOut() {
        let list = makeList()
        key(.tab)
        key(.tab)
        for _ in 0..<10 { key(.down) }
        expectEqual(focusName, "row:10")
        // Rows are 44 high in 220 points: row 10's bottom (484) at the list's bottom.
        expectEqual(list.contentOffset, 11 * 44 - 220)
        let focused = window.focusedView
        expectEqual(focused?.isHidden, false)
        // The wheel takes it out of view: its view stays (clipped), still focused.
        _ = list.scrollWheel(WheelEvent(location: Point(x: 100, y: 100), delta: Point(x: 0, y: -10), timestamp: 0))
        t.run(for: 0.3)  // the notches' glide
        expectGreater(list.contentOffset, 11 * 44)
        expectIdentical(window.focusedView, focused)
        expectIdentical(list.rowView(at: 10), focused)
        key(.down)
        expectEqual(focusName, "row:11")
        expectGreaterOrEqual(list.rectForRow(at: 11).minY, list.contentOffset - 0.001, "scrolled back to show it")
        // Reloaded, the rows' views are made again: focus goes to the one showing the same row.
        list.reloadData()
        t.frame()
        expectEqual(focusName, "row:11")
        expectEqual(window.focusedView?.isHidden, false)
    }

    func testAPressOnARowFocusesItWithoutTheRing() {
        let list = makeList()
        click(Point(x: 100, y: 50 + 44 * 2 + 10))
        expectEqual(focusName, "row:2")
        expectFalse(window.showsFocusRing)
        key(.down)
        expectEqual(focusName, "row:3")
        expectTrue(window.showsFocusRing)
        _ = list
        t.run(for: 0.5)
    }

    // MARK: - The ring

    func ring(of view: View) -> Layer? {
        view.layer.sublayers.first { $0.name == FocusRing.layerName }
    }

    func testTheRingShowsOnlyAfterAKeyboardMoveAndAClickHidesIt() {
        let a = button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        a.layer.cornerRadius = 10
        let b = button("b", Rect(x: 20, y: 100, width: 100, height: 40))
        t.frame()
        click(Point(x: 50, y: 120))
        expectTrue(b.isFocused, "a click focuses what it pressed")
        expectFalse(window.showsFocusRing)
        expectNil(ring(of: b), "no ring after a click")
        key(.tab, .shift)
        expectTrue(a.isFocused)
        expectTrue(window.showsFocusRing)
        let r = ring(of: a)
        expectNotNil(r)
        expectIdentical(a.layer.sublayers.last, r, "on top of the button's content")
        expectEqual(r?.frame, Rect(x: -3, y: -3, width: 106, height: 46), "3 points outside the bounds")
        expectEqual(r?.cornerRadius, 13)
        expectEqual(r?.borderWidth, FocusRing.width)
        expectEqual(r?.borderColor, FocusRing.color)
        // Drawn: a border of the ring's colour around the button.
        let borders = t.displayList().items.compactMap { item -> Rect? in
            guard case .border(let quad, _, let color, _, _) = item, color == FocusRing.color.light else { return nil }
            return quad.surfaceBounds
        }
        expectEqual(borders, [Rect(x: 17, y: 17, width: 106, height: 46)])
        // A click on nothing that takes focus hides the ring; focus stays.
        click(Point(x: 300, y: 400))
        expectTrue(a.isFocused)
        expectFalse(window.showsFocusRing)
        expectNil(ring(of: a))
        expectTrue(
            t.displayList().items.allSatisfy { item in
                if case .border(_, _, let color, _, _) = item { return color != FocusRing.color }
                return true
            })
        key(.tab)
        expectTrue(b.isFocused && ring(of: b) != nil && ring(of: a) == nil, "the ring moves with focus")
    }

    func testTheRingGoesInsideWhereOutsideWouldBeCutOffStillRounded() {
        let edge = button("edge", Rect(x: 0, y: 0, width: 100, height: 40))
        t.frame()
        key(.tab)
        expectEqual(ring(of: edge)?.frame, edge.bounds, "at the window's edge")
        expectEqual(ring(of: edge)?.cornerRadius, FocusRing.minimumCornerRadius, "a square button's ring is rounded")
        let list = makeList()
        key(.tab)
        key(.tab)
        expectEqual(focusName, "row:0")
        let row = window.focusedView!
        // A row's rect is inset in the row, so its ring fits inside the list, which clips:
        // rounded and inset, not square on the row's edges.
        expectEqual(ring(of: row)?.frame, row.bounds.insetBy(dx: 3, dy: 3), "inset in its row")
        expectEqual(ring(of: row)?.cornerRadius, FocusRing.minimumCornerRadius + FocusRing.outset)
        _ = list
    }

    func testTheRingFollowsTheFocusedViewsSize() {
        let a = button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        t.frame()
        key(.tab)
        a.frame = Rect(x: 20, y: 20, width: 200, height: 60)
        t.frame()
        expectEqual(ring(of: a)?.frame, Rect(x: -3, y: -3, width: 206, height: 66))
    }

    func testAFocusedViewThatLeavesTheWindowHasFocusNoMore() {
        let a = button("a", Rect(x: 20, y: 20, width: 100, height: 40))
        t.frame()
        key(.tab)
        a.removeFromSuperview()
        expectNil(window.focusedView)
        expectFalse(window.showsFocusRing)
    }
}
