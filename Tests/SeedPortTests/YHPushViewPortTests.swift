import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// Seed 003's `UIView (YHNavigation)`: `yh_pushView` and `yh_pop` on any view of a stack of
/// plain views — also on one that is not on top (covered), as the seed's category allows.
@MainActor
extension View {
    // The seed's own names, kept as written.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @discardableResult
    func yh_pushView(_ view: View) -> Bool { pushPage(view, animated: true) }
    // swift-format-ignore: AlwaysUseLowerCamelCase
    @discardableResult
    func yh_pop() -> Bool { popPage(animated: true) }
}

@MainActor
struct YHPushViewPortTests {
    func testACoveredViewPushesAndPopsOnItsStack() {
        let stage = ManualClockWindow()
        let first = View()
        let stack = PageStackView(rootView: first)
        stage.setContentView(stack)
        let settle = { _ = stage.settle() }
        let second = View()
        expectTrue(first.yh_pushView(second))
        settle()
        expectNil(first.window, "covered")
        // The covered first view pushes a third page and pops it again.
        let third = View()
        expectTrue(first.yh_pushView(third))
        settle()
        expectEqual(stack.views.count, 3)
        expectTrue(first.yh_pop())
        settle()
        expectEqual(stack.views.map { ObjectIdentifier($0) }, [first, second].map { ObjectIdentifier($0) })
    }
}
