import Geometry
import Navigation
import SegueTestSupport
import Views

/// Keyboard focus never rests on a view the user cannot see: when the focused view is hidden
/// (its bar hidden, the tab bar hidden under a page pushed without animation, its alpha taken
/// to 0, an ancestor hidden), focus moves to the next stop that shows, or to none.
@MainActor
struct FocusOnHiddenViewTests {
    func key(_ h: some ManualClockStage, _ key: Key, _ modifiers: KeyModifiers = []) {
        h.play(InputScript(start: h.clock.now).key(key, modifiers: modifiers))
    }

    /// Tabs until `name` has focus (at most 20 times).
    func tab(_ h: some ManualClockStage, to name: String) {
        for _ in 0..<20 where h.window.focusedView?.name != name { key(h, .tab) }
        expectEqual(h.window.focusedView?.name, name)
    }

    /// Whether `view` shows: in the window, it and every view up to the window not hidden and
    /// not transparent.
    func isVisible(_ view: View, in window: Window) -> Bool {
        guard view.window === window else { return false }
        var current: View? = view
        while let v = current {
            if v.isHidden || v.alpha < 0.01 { return false }
            current = v.superview
        }
        return true
    }

    /// "A" under a form page "F" (focus on F's first button), "G" pushed from it with the
    /// keyboard: focus lands on G's back button.
    func pushedWithFocusOnTheBackButton() -> (NavigationHarness, View) {
        let h = NavigationHarness(stack: ["A"])
        let form = FormPage("F")
        form.next = { FormPage("G") }
        h.nav.pushViewController(form, animated: false)
        h.settle()
        tab(h, to: "first")
        key(h, .enter)
        h.settle()
        let back: View = h.nav.page(for: h.nav.topViewController!).navigationBar.backButton!
        expectIdentical(h.window.focusedView, back)
        return (h, back)
    }

    func testHidingTheNavigationBarMovesFocusOffItsBackButton() {
        forEachArgument([false, true]) { Self().hidingTheNavigationBarMovesFocusOffItsBackButton(animated: $0) }
    }

    func hidingTheNavigationBarMovesFocusOffItsBackButton(animated: Bool) {
        let (h, back) = pushedWithFocusOnTheBackButton()
        h.nav.setNavigationBarHidden(true, animated: animated)
        h.settle()
        expectNotIdentical(h.window.focusedView, back)
        if let focused = h.window.focusedView {
            expectTrue(isVisible(focused, in: h.window), "\(focused.name ?? "?") shows")
        }
        expectEqual(h.window.focusedView?.name, "first", "the next stop that shows: the page's first button")
    }

    func testHidingTheBarOfAPresentedNavigationControllerMovesFocusOffItsDoneItem() {
        let h = NavigationHarness(stack: ["A"])
        let presented = NavigationController(rootViewController: ModalPage(name: "P"), name: "presented")
        h.nav.topViewController!.present(presented, animated: false)
        h.settle()
        var done: View?
        for _ in 0..<12 {
            if let focused = h.window.focusedView, (focused as? BarButton)?.item === presented.doneItem {
                done = focused
                break
            }
            key(h, .tab)
        }
        expectNotNil(done, "Tab reaches the Done item")
        presented.setNavigationBarHidden(true, animated: false)
        h.settle()
        expectNotIdentical(h.window.focusedView, done)
        if let focused = h.window.focusedView { expectTrue(isVisible(focused, in: h.window)) }
        expectEqual(h.window.focusedView?.name, "close", "the next stop that shows: the page's first button")
    }

    func testHidingTheToolbarMovesFocusOffItsItems() {
        let h = NavigationHarness(stack: ["A"])
        let page = FormPage("T")
        page.toolbarItems = [BarButtonItem(title: "Share") {}]
        h.nav.pushViewController(page, animated: false)
        h.nav.setToolbarHidden(false, animated: false)
        h.settle()
        var item: View?
        for _ in 0..<12 {
            if let focused = h.window.focusedView, (focused as? BarButton)?.titleLabel.text == "Share" {
                item = focused
                break
            }
            key(h, .tab)
        }
        expectNotNil(item, "Tab reaches the toolbar's item")
        h.nav.setToolbarHidden(true, animated: true)
        h.settle()
        expectNotIdentical(h.window.focusedView, item)
        if let focused = h.window.focusedView { expectTrue(isVisible(focused, in: h.window)) }
    }

    func testAPushThatHidesTheTabBarMovesFocusOffIt() {
        forEachArgument([false, true]) { Self().aPushThatHidesTheTabBarMovesFocusOffIt(animated: $0) }
    }

    func aPushThatHidesTheTabBarMovesFocusOffIt(animated: Bool) {
        let h = TabBarHarness()
        h.nav.topViewController!.view.addSubview(Button(frame: Rect(x: 20, y: 20, width: 100, height: 40), title: "x"))
        h.settle()
        tab(h, to: "tab:One")
        let page = FormPage("full")
        page.hidesBottomBarWhenPushed = true
        h.nav.pushViewController(page, animated: animated)
        h.settle()
        expectTrue(h.tabs.isTabBarHidden)
        if let focused = h.window.focusedView {
            expectFalse(focused.isDescendant(of: h.tabs.tabBar), "not on the hidden tab bar")
            expectTrue(isVisible(focused, in: h.window))
        }
    }

    func testAViewMadeTransparentOrWhoseAncestorIsHiddenLosesFocus() {
        let (h, form) = { () -> (NavigationHarness, FormPage) in
            let h = NavigationHarness(stack: ["A"])
            let form = FormPage("F")
            h.nav.pushViewController(form, animated: false)
            h.settle()
            return (h, form)
        }()
        tab(h, to: "second")
        form.second.alpha = 0
        h.step()
        expectNotIdentical(h.window.focusedView, form.second)
        expectEqual(h.window.focusedView?.name, "toggle", "the next stop")
        expectTrue(h.window.showsFocusRing, "the ring moves with it")
        let holder = View(frame: Rect(x: 20, y: 400, width: 200, height: 60))
        let button = Button(frame: Rect(x: 0, y: 0, width: 100, height: 40), title: "inner")
        button.name = "inner"
        holder.addSubview(button)
        form.view.addSubview(holder)
        h.step()
        expectTrue(h.window.moveFocus(to: button, showingRing: true))
        holder.isHidden = true
        h.step()
        expectNotIdentical(h.window.focusedView, button)
        if let focused = h.window.focusedView { expectTrue(isVisible(focused, in: h.window)) }
    }
}
