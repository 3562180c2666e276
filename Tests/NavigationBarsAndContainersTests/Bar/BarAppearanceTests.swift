import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Which look a bar shows (BarAppearances.md, "Which look a bar shows"): the page's
/// item over the navigation bar, the scroll-edge look while the page's list is at its top and
/// the standard one once it has scrolled, copies as UIKit's `@NSCopying`, and the whole-page
/// rule on the looks shown.
@MainActor
struct BarAppearanceTests {
    /// A page whose view holds a long list.
    final class ListPage: ViewController {
        let list = ScrollList(rows: (0..<40).map { ListRow(title: "Row \($0)") })
        override func viewDidLoad() {
            list.frame = view.bounds
            list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(list)
        }
    }

    static func look(_ color: Color?) -> NavigationBarAppearance {
        let look = NavigationBarAppearance()
        look.backgroundColor = color
        return look
    }

    static func transparent() -> NavigationBarAppearance {
        let look = NavigationBarAppearance()
        look.configureWithTransparentBackground()
        return look
    }

    func testThePagesItemWinsOverTheNavigationBar() {
        let h = NavigationHarness(stack: ["A", "B"])
        h.nav.navigationBar.standardAppearance = Self.look(.red)
        h.page("B").navigationItem.standardAppearance = Self.look(.green)
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("A").backgroundColor, .red)
        expectEqual(h.bar("B").backgroundColor, .green)
        // A scroll-edge look on the bar: a page without a list is at its scroll edge, so A
        // shows it; B's own standard look wins over the bar's scroll-edge one (UIKit's order).
        h.nav.navigationBar.scrollEdgeAppearance = Self.transparent()
        h.scene.layoutIfNeeded()
        expectTrue(h.bar("A").backgroundColor == nil && h.bar("A").hairline.isHidden)
        expectEqual(h.bar("B").backgroundColor, .green)
        // B's own scroll-edge look wins over everything at the edge.
        h.page("B").navigationItem.scrollEdgeAppearance = Self.look(.blue)
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").backgroundColor, .blue)
        // Gone again: the bar's standard look.
        h.page("B").navigationItem.standardAppearance = nil
        h.page("B").navigationItem.scrollEdgeAppearance = nil
        h.nav.navigationBar.scrollEdgeAppearance = nil
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").backgroundColor, .red)
    }

    func testSettingStoresACopyAndTheCopyHeldChangesInPlace() {
        let h = NavigationHarness(stack: ["A"])
        let look = Self.look(.red)
        h.nav.navigationBar.standardAppearance = look
        h.scene.layoutIfNeeded()
        look.backgroundColor = .blue
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("A").backgroundColor, .red, "the bar holds a copy")
        expectNotIdentical(h.nav.navigationBar.standardAppearance, look)
        h.nav.navigationBar.standardAppearance.backgroundColor = .blue
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("A").backgroundColor, .blue, "the copy held changes in place")
        h.page("A").navigationItem.standardAppearance = Self.look(.green)
        h.page("A").navigationItem.standardAppearance?.titleTextAttributes = [.foregroundColor: Color.white]
        h.scene.layoutIfNeeded()
        expectTrue(h.bar("A").titleLabel.textColor == .white && h.bar("A").backgroundColor == .green)
    }

    func testNothingSetKeepsTheStandardLookAtTheScrollEdge() {
        let stage = ManualClockWindow()
        let page = ListPage()
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        _ = stage.settle()
        let bar = nav.page(for: page).navigationBar
        expectFalse(nav.page(for: page).barAppearance.changesAtScrollEdge)
        expectTrue(bar.backgroundColor?.light == Color(white: 0.97) && !bar.hairline.isHidden)
        expectEqual(page.list.frame, Rect(x: 0, y: 0, width: 800, height: 550), "an opaque bar, as before")
        expectNil(nav.page(for: page).scrollTracker.list, "nothing follows the list")
    }

    func testTheBarTurnsStandardAsTheListScrollsAndBackAtItsTop() {
        let stage = ManualClockWindow()
        let page = ListPage()
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.scrollEdgeAppearance = Self.transparent()
        stage.setRootViewController(nav)
        _ = stage.settle()
        let bar = nav.page(for: page).navigationBar
        // At the top: transparent, no line; the page goes on beneath the bar, rows below it.
        expectTrue(bar.backgroundColor == nil && bar.hairline.isHidden)
        expectEqual(page.list.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectEqual(page.list.adjustedContentInset.top, 50)
        page.list.contentOffset = 1
        expectTrue(bar.backgroundColor?.light == Color(white: 0.97) && !bar.hairline.isHidden, "standard once scrolled")
        page.list.contentOffset = 300
        expectIdentical(bar.appearance, nav.navigationBar.standardAppearance)
        stage.step()
        expectEqual(page.list.frame, Rect(x: 0, y: 0, width: 800, height: 600), "the content does not move")
        page.list.contentOffset = 0
        expectNil(bar.backgroundColor, "back at the top")
        expectIdentical(bar.appearance, nav.navigationBar.scrollEdgeAppearance)
    }

    func testTheSearchStripAndTheScrollEdgeLookFollowTheSameList() {
        let page = SearchListPage("Fruits")
        page.navigationItem.scrollEdgeAppearance = Self.look(.green)
        let s = SearchStage(root: page)
        let bar = s.page(page).navigationBar
        expectTrue(bar.backgroundColor == .green && bar.totalHeight == 102)
        page.list.contentOffset = 30
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 72, "the strip slides away")
        expectEqual(bar.backgroundColor?.light, Color(white: 0.97), "and the bar turns standard")
        expectIdentical(s.page(page).scrollTracker.list, page.list, "one signal for both")
        page.list.contentOffset = 0
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 102 && bar.backgroundColor == .green)
        // The scroll-edge look gone, only the search follows; the strip still slides.
        page.navigationItem.scrollEdgeAppearance = nil
        s.scene.layoutIfNeeded()
        page.list.contentOffset = 500
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 50 && bar.backgroundColor?.light == Color(white: 0.97))
    }

    func testTheWholePageRuleComparesTheLooksShown() {
        let stage = ManualClockWindow()
        let root = ViewController(name: "root")
        let page = ListPage()
        page.navigationItem.scrollEdgeAppearance = Self.transparent()
        let nav = NavigationController(rootViewController: root)
        stage.setRootViewController(nav)
        nav.pushViewController(page, animated: false)
        _ = stage.settle()
        let (a, b) = (nav.page(for: root), nav.page(for: page))
        // B's list is at its top: its bar is transparent, which A's default bar is not.
        expectTrue(SnapshotSlideAnimator.barsDiffer(a, b))
        expectTrue(nav.defaultAnimator(for: .pop, from: b, to: a) is SnapshotSlideAnimator)
        // Scrolled, B shows its standard look, A's: alike, the slide with shared bars.
        page.list.contentOffset = 120
        expectFalse(SnapshotSlideAnimator.barsDiffer(a, b))
        expectTrue(nav.defaultAnimator(for: .pop, from: b, to: a) is SlideAnimator)
        // A blur against none differs even over the same colour.
        let blurred = NavigationBarAppearance()
        blurred.backgroundEffect = BlurEffect(radius: 20, tint: Color(white: 0.97, alpha: 0.5))
        blurred.backgroundColor = nil
        page.navigationItem.standardAppearance = blurred
        page.navigationItem.scrollEdgeAppearance = nil
        stage.step()
        expectEqual(b.navigationBar.layer.backdropBlurRadius, 20)
        expectTrue(SnapshotSlideAnimator.barsDiffer(a, b))
    }

    func testTitlesAndItemsTakeTheirAttributesAndTheTint() {
        let h = NavigationHarness(stack: ["A", "B"])
        let back = BarButtonItem(title: "Edit")
        let done = BarButtonItem(title: "Done", style: .done)
        h.page("B").navigationItem.rightBarButtonItems = [done, back]
        let look = NavigationBarAppearance()
        look.titleTextAttributes = [.foregroundColor: Color.red, .font: Font.system(size: 20)]
        look.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.green]
        look.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.blue]
        look.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.orange]
        h.nav.navigationBar.standardAppearance = look
        h.nav.navigationBar.tintColor = .yellow
        h.scene.layoutIfNeeded()
        let bar = h.bar("B")
        expectTrue(bar.titleLabel.textColor == .red && bar.titleLabel.font == .system(size: 20))
        let views = bar.rightItemViews
        expectTrue(views[1].titleLabel.textColor == .green && views[1].titleLabel.font == BarButton.font)
        expectTrue(views[0].titleLabel.textColor == .blue && views[0].titleLabel.font == .boldSystem(size: 17))
        expectEqual(bar.backButton?.titleLabel.textColor, .orange)
        expectEqual(bar.backButton?.tintColor, .yellow, "the chevron keeps the tint")
        // Changed in place, the item's colour follows; an appearance's own tint wins.
        h.nav.navigationBar.standardAppearance.buttonAppearance.normal.titleTextAttributes = [:]
        h.scene.layoutIfNeeded()
        expectEqual(bar.rightItemViews[1].titleLabel.textColor, .yellow)
        h.nav.navigationBar.standardAppearance.tintColor = .black
        h.scene.layoutIfNeeded()
        expectTrue(bar.rightItemViews[1].titleLabel.textColor == .black && bar.tintColor == .black)
        // Disabled: the disabled state's colour when given, grey otherwise.
        back.isEnabled = false
        expectEqual(bar.rightItemViews[1].titleLabel.textColor, Button.disabledTitleColor)
        h.nav.navigationBar.standardAppearance.buttonAppearance.disabled.titleTextAttributes = [
            .foregroundColor: Color.gray
        ]
        h.scene.layoutIfNeeded()
        expectEqual(bar.rightItemViews[1].titleLabel.textColor, .gray)
    }

    func testTheConfigurationsAreUIKits() {
        let look = NavigationBarAppearance()
        expectTrue(look.backgroundColor?.light == Color(white: 0.97) && look.shadowColor?.light == Color(white: 0.78))
        expectTrue(look.backgroundEffect == nil && !look.isTranslucent)
        look.configureWithOpaqueBackground()
        expectTrue(look.backgroundColor?.light == .white && look.shadowColor?.light == Color(white: 0, alpha: 0.3))
        look.configureWithTransparentBackground()
        expectTrue(look.backgroundColor == nil && look.shadowColor == nil && look.isTranslucent)
        expectEqual(look.shownBackgroundColor, .clear)
        look.backgroundEffect = BlurEffect(style: .light)
        expectTrue(look.isTranslucent && look.shownBackgroundColor == Color(white: 1, alpha: 0.45))
        look.backgroundColor = .red
        expectTrue(!look.isTranslucent && look.shownBackgroundColor == .red, "an opaque colour over the blur")
        let copy = NavigationBarAppearance(barAppearance: look)
        copy.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Color.red]
        expectEmpty(look.buttonAppearance.normal.titleTextAttributes, "a deep copy")
        expectTrue(copy.backgroundEffect == look.backgroundEffect && copy.backgroundColor == .red)
    }
}
