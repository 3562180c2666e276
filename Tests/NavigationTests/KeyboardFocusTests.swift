import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A page of controls, as a settings or form page is: a right bar item, two buttons on one
/// line, a switch and a list. Its first button pushes `next`, its second presents `modal`,
/// a row pushes a page named after it.
@MainActor
final class FormPage: ViewController {
    var edits = 0
    var firstClicks = 0
    let first = Button(frame: Rect(x: 20, y: 20, width: 160, height: 44), title: "First")
    let second = Button(frame: Rect(x: 200, y: 24, width: 160, height: 44), title: "Second")
    let toggle = Switch(frame: Rect(x: 20, y: 90, width: 51, height: 31))
    let list = ScrollList(
        frame: Rect(x: 0, y: 150, width: 800, height: 220), rows: (0..<30).map { ListRow(title: "Row \($0)") })
    /// What the first button pushes (nil: nothing).
    var next: (@MainActor () -> ViewController)?
    /// What the second button presents (nil: nothing).
    var modal: (@MainActor () -> ViewController)?

    init(_ name: String) {
        super.init(name: name)
        title = name
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") { [unowned self] in edits += 1 }
    }

    override func viewDidLoad() {
        first.name = "first"
        second.name = "second"
        toggle.name = "toggle"
        list.name = "list"
        first.addAction { [unowned self] in
            firstClicks += 1
            if let next { navigationController?.pushViewController(next(), animated: true) }
        }
        second.addAction { [unowned self] in
            if let modal { present(modal(), animated: true) }
        }
        list.onSelect = { [unowned self] index in
            navigationController?.pushViewController(FormPage("row \(index)"), animated: true)
        }
        for control in [first, second, toggle, list] as [View] { self.view.addSubview(control) }
    }
}

/// A page with nothing that takes focus (and no bar: no back button either).
@MainActor
final class BlankPage: ViewController {
    init(_ name: String) {
        super.init(name: name)
        prefersNavigationBarHidden = true
    }
}

/// A page to present: a close button, and a field of buttons.
@MainActor
final class ModalPage: ViewController {
    let close = Button(frame: Rect(x: 20, y: 20, width: 120, height: 40), title: "Close")
    let other = Button(frame: Rect(x: 20, y: 80, width: 120, height: 40), title: "Other")

    override func viewDidLoad() {
        close.name = "close"
        other.name = "other"
        close.addAction { [unowned self] in dismiss(animated: true) }
        view.addSubview(close)
        view.addSubview(other)
    }
}

/// Keyboard focus in navigation (KeyboardFocus.md), through real key
/// and pointer values on a window on a manual clock: the Tab order of a page with a bar, Enter
/// and Space, the arrows in a list and a tab bar, the ring, focus moved into a new page and
/// given back on the way back, and the desktop keys still working with a control focused.
@MainActor
struct KeyboardFocusTests {
    /// A navigation controller showing root "A" under a form page "F" (so F has a back button).
    func formHarness() -> (NavigationHarness, FormPage) {
        let h = NavigationHarness(stack: ["A"])
        let form = FormPage("F")
        h.nav.pushViewController(form, animated: false)
        h.settle()
        return (h, form)
    }

    func key(_ h: some ManualClockStage, _ key: Key, _ modifiers: KeyModifiers = []) {
        h.play(InputScript(start: h.clock.now).key(key, modifiers: modifiers))
    }

    func focus(_ h: some ManualClockStage) -> String? { h.window.focusedView?.name }

    func tabs(_ h: some ManualClockStage, _ count: Int, _ modifiers: KeyModifiers = []) -> [String?] {
        (0..<count).map { _ in
            key(h, .tab, modifiers)
            return focus(h)
        }
    }

    /// Tabs until `name` has focus (at most 20 times).
    func tab(_ h: some ManualClockStage, to name: String) {
        for _ in 0..<20 where focus(h) != name { key(h, .tab) }
        expectEqual(focus(h), name)
    }

    // MARK: - Order

    func testTabGoesThroughThePageInReadingOrderBarsIncludedAndRoundTheEnds() {
        let (h, _) = formHarness()
        let order = ["backButton", "barButton", "first", "second", "toggle", "row:0"]
        expectEqual(h.window.focusOrder.map(\.name), order)
        expectEqual(tabs(h, 7), order + ["backButton"])
        expectEqual(tabs(h, 7, .shift), ["row:0", "toggle", "second", "first", "barButton", "backButton", "row:0"])
    }

    // MARK: - Enter and Space

    func testEnterAndSpaceActivateTheFocusedControl() {
        let (h, form) = formHarness()
        tab(h, to: "barButton")
        key(h, .enter)
        expectEqual(form.edits, 1, "the bar item's action")
        tab(h, to: "first")
        key(h, .space)
        expectEqual(form.firstClicks, 1)
        tab(h, to: "toggle")
        key(h, .space)
        expectTrue(form.toggle.isOn)
        key(h, .enter)
        expectFalse(form.toggle.isOn)
        tab(h, to: "row:0")
        key(h, .down)
        key(h, .enter)
        h.settle()
        expectEqual(h.stack, ["A", "F", "row 1"], "the focused row selected: it pushed")
        key(h, .tab)
        tab(h, to: "backButton")
        key(h, .enter)
        h.settle()
        expectEqual(h.stack, ["A", "F"], "the back button popped")
        expectEqual(focus(h), "row:1", "and focus came back to the row")
    }

    // MARK: - Arrows

    func testTheArrowsMoveWithinTheListAndLeaveTheRestAlone() {
        let (h, form) = formHarness()
        tab(h, to: "row:0")
        for _ in 0..<8 { key(h, .down) }
        expectEqual(focus(h), "row:8")
        expectEqual(form.list.contentOffset, 9 * 44 - 220, "scrolled to show it")
        key(h, .up)
        expectEqual(focus(h), "row:7")
        tab(h, to: "first")
        key(h, .down)
        key(h, .right)
        expectEqual(focus(h), "first", "no arrow moves outside a group")
        expectEqual(
            tabs(h, 3, .shift), ["barButton", "backButton", "row:7"], "round the start to the row focused last")
    }

    func testTheArrowsMoveWithinATabBarAndEnterSelects() {
        let h = TabBarHarness()
        h.nav.topViewController!.view.addSubview(Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: "x"))
        h.scene.layoutIfNeeded()
        expectEqual(h.window.focusOrder.compactMap(\.name).last, "tab:One", "the tab bar at the bottom, last")
        tab(h, to: "tab:One")
        key(h, .right)
        expectEqual(focus(h), "tab:two")
        expectEqual(h.tabs.selectedIndex, 0, "an arrow moves focus, not the selection")
        key(h, .right)
        key(h, .right)
        expectEqual(focus(h), "tab:One", "round the end")
        key(h, .left)
        expectEqual(focus(h), "tab:three")
        key(h, .enter)
        h.settle()
        expectEqual(h.tabs.selectedIndex, 2)
        expectEqual(focus(h), "tab:three", "focus stays on the tab bar as a tab is selected")
        key(h, .tab)
        key(h, .tab, .shift)
        expectEqual(focus(h), "tab:three", "Tab lands on the selected item")
    }

    // MARK: - The ring

    func testTheRingShowsAfterAKeyboardMoveOnlyAndAClickHidesIt() {
        let (h, form) = formHarness()
        let first = form.first
        h.play(InputScript(start: h.clock.now).down(at: first.convert(Point(x: 10, y: 10), to: nil)).up())
        expectTrue(first.isFocused, "a click focuses the button")
        expectFalse(h.window.showsFocusRing)
        expectFalse(first.layer.sublayers.contains { $0.name == FocusRing.layerName })
        key(h, .tab)
        expectTrue(form.second.isFocused)
        let ring = form.second.layer.sublayers.last
        expectEqual(ring?.name, FocusRing.layerName)
        expectEqual(ring?.frame, form.second.bounds.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset))
        expectTrue(ring?.isHidden == false && ring?.borderWidth == FocusRing.width)
        h.play(InputScript(start: h.clock.now).down(at: Point(x: 700, y: 500)).up())
        expectTrue(form.second.isFocused)
        expectFalse(h.window.showsFocusRing)
        expectNil(ring?.superlayer, "gone from the layer tree")
    }

    // MARK: - Pages

    func testAPushMovesFocusIntoTheNewPageAndThePopGivesItBack() {
        let (h, form) = formHarness()
        form.next = { FormPage("G") }
        tab(h, to: "first")
        key(h, .enter)
        expectEqual(focus(h), "first", "still on the leaving page while the push runs")
        h.settle()
        expectEqual(h.stack, ["A", "F", "G"])
        let back = h.nav.page(for: h.nav.topViewController!).navigationBar.backButton
        expectIdentical(h.window.focusedView, back, "the new page's first view: its back button")
        expectTrue(h.window.showsFocusRing, "the ring stays on for a keyboard user")
        key(h, .tab)
        expectEqual(focus(h), "barButton")
        key(h, .left, .alt)
        h.settle()
        expectEqual(h.stack, ["A", "F"])
        expectIdentical(h.window.focusedView, form.first, "Alt+Left popped; focus is back where it was")
    }

    func testAPageWithNothingToFocusHasNoFocusAndThePopGivesItBack() {
        let (h, form) = formHarness()
        form.next = { BlankPage("blank") }
        tab(h, to: "first")
        key(h, .enter)
        h.settle()
        expectNil(h.window.focusedView)
        expectEqual(tabs(h, 1), [nil], "Tab finds nothing")
        key(h, .left, .alt)
        h.settle()
        expectIdentical(h.window.focusedView, form.first)
    }

    func testAClickThatPushesLetsTheFirstTabShowWhereFocusWent() {
        let (h, form) = formHarness()
        form.next = { FormPage("G") }
        h.play(InputScript(start: h.clock.now).down(at: form.first.convert(Point(x: 10, y: 10), to: nil)).up())
        h.settle()
        expectEqual(h.stack, ["A", "F", "G"])
        expectEqual(focus(h), "backButton", "moved into the new page, without the ring")
        expectFalse(h.window.showsFocusRing)
        key(h, .tab)
        expectEqual(focus(h), "backButton", "the first Tab shows it where it is")
        expectTrue(h.window.showsFocusRing)
        key(h, .tab)
        expectEqual(focus(h), "barButton")
    }

    func testAnInteractiveBackDragGivesFocusBack() {
        let (h, form) = formHarness()
        tab(h, to: "row:0")
        key(h, .down)
        key(h, .down)
        key(h, .enter)
        h.settle()
        expectEqual(h.stack, ["A", "F", "row 2"])
        var drag = InputScript(start: h.clock.now, location: Point(x: 5, y: 300)).down(at: Point(x: 5, y: 300))
        for i in 1...12 { drag = drag.move(to: Point(x: 5 + 50 * Double(i), y: 300)) }
        h.play(drag.up())
        h.settle()
        expectEqual(h.stack, ["A", "F"])
        expectIdentical(h.window.focusedView, form.list.rowView(at: 2), "back on the row that pushed")
        expectFalse(h.window.showsFocusRing, "the drag was a press: no ring")
    }

    func testACancelledBackDragLeavesFocusWhereItWas() {
        let (h, form) = formHarness()
        form.next = { FormPage("G") }
        tab(h, to: "first")
        key(h, .enter)
        h.settle()
        tab(h, to: "second")
        let second = h.window.focusedView
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 5, y: 500)).down(at: Point(x: 5, y: 500))
                .move(to: Point(x: 40, y: 500)).move(to: Point(x: 60, y: 500)).wait(0.3).up())
        h.settle()
        expectEqual(h.transitions.last?.completed, false, "the drag began a pop and cancelled it")
        expectEqual(h.stack, ["A", "F", "G"])
        expectIdentical(h.window.focusedView, second)
    }

    func testPresentingMovesFocusIntoThePresentedPageKeepsItThereAndDismissingGivesItBack() {
        for style in [ModalPresentationStyle.fullScreen, .overFullScreen, .card] {
            let (h, form) = formHarness()
            form.modal = {
                let page = ModalPage(name: "M")
                page.modalPresentationStyle = style
                return page
            }
            tab(h, to: "second")
            key(h, .enter)
            h.settle()
            expectEqual(h.window.presentedViewControllers.map(\.name), ["M"])
            expectEqual(focus(h), "close", "\(style): into the presented page")
            expectEqual(h.window.focusOrder.map(\.name), ["close", "other"], "\(style): only its views")
            expectEqual(tabs(h, 3), ["other", "close", "other"], "\(style): Tab stays in it")
            key(h, .escape)
            h.settle()
            expectEmpty(h.window.presentedViewControllers, "\(style): Escape still closes it")
            expectEqual(focus(h), "second", "\(style): focus back on the button that presented")
            key(h, .enter)
            h.settle()
            expectEqual(focus(h), "close", "\(style): presented again")
            key(h, .enter)
            h.settle()
            expectEmpty(h.window.presentedViewControllers, "\(style): the close button dismissed")
            expectEqual(focus(h), "second")
        }
    }

    func testCtrlPageDownStillSwitchesTabsWithAControlFocused() {
        let h = TabBarHarness()
        let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: "x")
        button.name = "x"
        h.nav.topViewController!.view.addSubview(button)
        h.scene.layoutIfNeeded()
        tab(h, to: "x")
        key(h, .pageDown, .control)
        h.settle()
        expectEqual(h.tabs.selectedIndex, 1)
        expectNil(focus(h), "tab two has nothing to focus but its item, which is elsewhere")
        key(h, .pageUp, .control)
        h.settle()
        expectEqual(h.tabs.selectedIndex, 0)
        expectEqual(focus(h), "x", "focus back in tab one, where it was")
    }

    func testAPlainPageStackMovesFocusIntoTheCardPushedAndBack() {
        let stage = ManualClockWindow()
        func card(_ name: String) -> (View, Button) {
            let card = View()
            let button = Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: name)
            button.name = name
            card.addSubview(button)
            return (card, button)
        }
        let (first, one) = card("one")
        let (second, two) = card("two")
        let stack = PageStackView(rootView: first)
        stage.setContentView(stack)
        stage.play(InputScript(start: stage.now).key(.tab))
        expectIdentical(stage.window.focusedView, one)
        _ = stack.push(second, animated: true)
        stage.settle()
        expectIdentical(stage.window.focusedView, two)
        stack.requestBack()
        stage.settle()
        expectEqual(stack.views.count, 1)
        expectIdentical(stage.window.focusedView, one)
        expectTrue(stage.window.showsFocusRing)
    }

    func testMoveFocusRefusesAViewInAPageThatIsNotShownOrIsCovered() {
        let (h, form) = formHarness()
        form.modal = { ModalPage(name: "M") }
        expectTrue(h.window.moveFocus(to: form.first, showingRing: true))
        expectTrue(h.window.showsFocusRing)
        form.present(ModalPage(name: "M"), animated: false)
        h.settle()
        expectEqual(h.window.moveFocus(to: form.second), false, "outside the presented page")
    }
}
