import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// A page that records its size at `viewDidLoad` and its layout and appearance callbacks.
@MainActor
final class LayoutRecordingPage: ViewController {
    var sizeAtViewDidLoad: Size?
    var log: [String] = []
    var safeAreaReports: [EdgeInsets] = []

    override func viewDidLoad() {
        sizeAtViewDidLoad = view.bounds.size
        log.append("viewDidLoad")
    }
    override func viewWillLayoutSubviews() {
        log.append("willLayout \(Int(view.bounds.width))x\(Int(view.bounds.height))")
    }
    override func viewDidLayoutSubviews() { log.append("didLayout") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewSafeAreaInsetsDidChange() { safeAreaReports.append(view.safeAreaInsets) }

    var layoutCount: Int { log.filter { $0.hasPrefix("willLayout") }.count }
    func take() -> [String] {
        defer { log = [] }
        return log
    }
}

/// A page's view has its size before `viewDidLoad` in every container, and its layout
/// callbacks run once before it first shows and again whenever its bounds change (800 × 600
/// window; the bar 50 high, the tab bar 50).
@MainActor
struct PageLayoutTests {
    private func resize(_ stage: ManualClockWindow, to size: Size) {
        stage.play(InputScript(start: stage.now, location: .zero).resize(to: size))
        _ = stage.settle()
    }

    func testInANavigationControllerRootAndPushed() {
        let stage = ManualClockWindow()
        let root = LayoutRecordingPage(name: "root")
        let nav = NavigationController(rootViewController: root)
        stage.setRootViewController(nav)
        expectEqual(root.sizeAtViewDidLoad, Size(width: 800, height: 550))
        expectEqual(root.take(), ["viewDidLoad", "viewWillAppear", "willLayout 800x550", "didLayout", "viewDidAppear"])
        let pushed = LayoutRecordingPage(name: "pushed")
        nav.pushViewController(pushed, animated: true)
        _ = stage.settle()
        expectEqual(pushed.sizeAtViewDidLoad, Size(width: 800, height: 550))
        // Exactly once before it first shows: before the first frame it is in, after
        // viewWillAppear (UIKit's order for a push).
        expectEqual(
            pushed.take(), ["viewDidLoad", "viewWillAppear", "willLayout 800x550", "didLayout", "viewDidAppear"])
        // Nothing changes: no more callbacks, frame after frame.
        stage.step(frames: 5)
        expectTrue(pushed.layoutCount == 0 && root.take().isEmpty)
    }

    func testOnResizeAndBarsHidden() {
        let stage = ManualClockWindow()
        let page = LayoutRecordingPage(name: "page")
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        _ = page.take()
        resize(stage, to: Size(width: 700, height: 600))
        expectEqual(page.take(), ["willLayout 700x550", "didLayout"])
        nav.setNavigationBarHidden(true, animated: false)
        stage.step()
        expectEqual(page.take(), ["willLayout 700x600", "didLayout"])
        // Sliding back in animated: a layout for every frame the content's size changes.
        nav.setNavigationBarHidden(false, animated: true)
        _ = stage.settle()
        expectGreater(page.layoutCount, 3)
        expectTrue(page.log.last == "didLayout" && page.log.dropLast().last == "willLayout 700x550")
    }

    func testInATabBarController() {
        let stage = ManualClockWindow()
        let plain = LayoutRecordingPage(name: "plain")
        let inNav = LayoutRecordingPage(name: "inNav")
        let tabs = TabBarController(viewControllers: [plain, NavigationController(rootViewController: inNav)])
        stage.setRootViewController(tabs)
        expectEqual(plain.sizeAtViewDidLoad, Size(width: 800, height: 550))
        expectEqual(plain.layoutCount, 1)
        tabs.select(1)
        _ = stage.settle()
        expectEqual(inNav.sizeAtViewDidLoad, Size(width: 800, height: 500))
        expectEqual(inNav.layoutCount, 1)
        expectEqual(inNav.view.frame.size, Size(width: 800, height: 500))
    }

    func testInASplitViewAndFolding() {
        let stage = ManualClockWindow()
        let sidebar = LayoutRecordingPage(name: "sidebar")
        let content = LayoutRecordingPage(name: "content")
        let split = SplitViewController(primary: sidebar, secondary: content)
        stage.setRootViewController(split)
        _ = stage.settle()
        // 800 wide: a 200-point sidebar, a one-point separator, the content.
        expectEqual(sidebar.sizeAtViewDidLoad, Size(width: 200, height: 600))
        expectEqual(content.sizeAtViewDidLoad, Size(width: 599, height: 600))
        expectEqual(content.view.frame.size, Size(width: 599, height: 600))
        expectEqual(content.layoutCount, 1)
        _ = sidebar.take()
        // Folding into one stack: the sidebar, shown alone, is laid out at the whole width.
        resize(stage, to: Size(width: 600, height: 600))
        expectGreaterOrEqual(sidebar.layoutCount, 1)
        expectEqual(sidebar.log.dropLast().last, "willLayout 600x600")
        expectEqual(sidebar.view.bounds.size, Size(width: 600, height: 600))
    }

    func testPresentedAsACard() {
        let stage = ManualClockWindow()
        let root = LayoutRecordingPage(name: "root")
        stage.setRootViewController(root)
        expectEqual(root.sizeAtViewDidLoad, Size(width: 800, height: 600))
        let card = LayoutRecordingPage(name: "card")
        card.modalPresentationStyle = .card
        root.present(card, animated: true)
        _ = stage.settle()
        // A page sheet in the 800 x 600 window (too narrow for a form sheet): below the top inset,
        // down to the bottom, at most the card's maximum width.
        let placement = CardPresentationController(presentedViewController: card, presenting: root)
        let expected = Size(width: min(800, placement.maximumWidth), height: 600 - placement.topInset)
        expectEqual(card.sizeAtViewDidLoad, expected)
        expectEqual(card.view.frame.size, expected)
        expectEqual(card.layoutCount, 1)
        // A navigation controller presented as a card: its page is the card less the bar.
        card.dismiss(animated: false)
        let inCard = LayoutRecordingPage(name: "inCard")
        let nav = NavigationController(rootViewController: inCard)
        nav.modalPresentationStyle = .card
        root.present(nav, animated: true)
        _ = stage.settle()
        expectEqual(inCard.sizeAtViewDidLoad, Size(width: expected.width, height: expected.height - 50))
        expectEqual(inCard.view.frame.size, inCard.sizeAtViewDidLoad)
        expectEqual(inCard.layoutCount, 1)
    }

    func testPagesInTheColumnsOfASplitView() {
        let stage = ManualClockWindow(size: Size(width: 1000, height: 600))
        let sidebar = LayoutRecordingPage(name: "sidebar")
        let content = LayoutRecordingPage(name: "content")
        let split = SplitViewController(
            primary: NavigationController(rootViewController: sidebar),
            secondary: NavigationController(rootViewController: content))
        stage.setRootViewController(split)
        _ = stage.settle()
        // 1000 wide: a 250-point sidebar, a one-point separator; each page under its bar.
        expectEqual(sidebar.sizeAtViewDidLoad, Size(width: 250, height: 550))
        expectEqual(content.sizeAtViewDidLoad, Size(width: 749, height: 550))
        expectEqual(content.view.frame.size, Size(width: 749, height: 550))
        expectTrue(content.layoutCount == 1 && sidebar.layoutCount == 1)
    }

    func testTranslucentAndOpaqueBars() {
        let stage = ManualClockWindow()
        let page = LayoutRecordingPage(name: "page")
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        // Opaque (the default): the page starts below the bar, nothing covers it.
        expectEqual(page.view.frame, Rect(x: 0, y: 50, width: 800, height: 550))
        expectTrue(page.view.safeAreaInsets == .zero && page.safeAreaReports.isEmpty)
        // Translucent: the page goes on under the bar, its safe area starting below it.
        nav.navigationBar.standardAppearance = barLook(background: Color(white: 0.97, alpha: 0.8))
        stage.step()
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectEqual(page.view.safeAreaInsets, EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        expectEqual(page.safeAreaReports, [EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)])
        // A subview under the bar has the part it overlaps.
        let header = View(frame: Rect(x: 0, y: 20, width: 800, height: 100))
        page.view.addSubview(header)
        expectEqual(header.safeAreaInsets, EdgeInsets(top: 30, left: 0, bottom: 0, right: 0))
        // The bar hidden: no safe area left.
        nav.setNavigationBarHidden(true, animated: false)
        stage.step()
        expectEqual(page.view.safeAreaInsets, .zero)
        expectEqual(page.safeAreaReports.last, .zero)
    }

    func testTranslucentToolbarAndTabBar() {
        let stage = ManualClockWindow()
        let page = LayoutRecordingPage(name: "page")
        page.toolbarItems = [BarButtonItem(title: "Edit") {}]
        let nav = NavigationController(rootViewController: page)
        nav.navigationBar.standardAppearance = barLook(background: Color(white: 1, alpha: 0.5))
        nav.isToolbarHidden = false
        let tabs = TabBarController(viewControllers: [nav])
        tabs.tabBar.appearance = TabBarAppearance(backgroundColor: Color(white: 1, alpha: 0.5))
        stage.setRootViewController(tabs)
        nav.page(for: page).setNeedsLayout()
        stage.step()
        _ = stage.settle()
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectEqual(page.view.safeAreaInsets, EdgeInsets(top: 50, left: 0, bottom: 44 + 50, right: 0))
    }

    func testATabUnderATranslucentTabBar() {
        let stage = ManualClockWindow()
        let page = LayoutRecordingPage(name: "page")
        let tabs = TabBarController(viewControllers: [page])
        tabs.tabBar.appearance = TabBarAppearance(backgroundColor: Color(white: 1, alpha: 0.5))
        stage.setRootViewController(tabs)
        expectEqual(page.sizeAtViewDidLoad, Size(width: 800, height: 600))
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 800, height: 600))
        expectEqual(page.view.safeAreaInsets, EdgeInsets(top: 0, left: 0, bottom: 50, right: 0))
        expectEqual(page.safeAreaReports, [EdgeInsets(top: 0, left: 0, bottom: 50, right: 0)])
        // Opaque again (the next layout): above the bar, nothing covering it.
        tabs.tabBar.appearance = TabBarAppearance()
        tabs.view.setNeedsLayout()
        stage.step()
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 800, height: 550))
        expectEqual(page.view.safeAreaInsets, .zero)
    }

    func testAdditionalSafeAreaInsets() {
        let stage = ManualClockWindow()
        let page = LayoutRecordingPage(name: "page")
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        let child = View(frame: Rect(x: 0, y: 0, width: 800, height: 100))
        page.view.addSubview(child)
        _ = page.take()
        page.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 20, bottom: 0, right: 0)
        stage.step()
        expectEqual(page.view.safeAreaInsets, EdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        expectEqual(page.safeAreaReports, [EdgeInsets(top: 10, left: 20, bottom: 0, right: 0)])
        expectEqual(child.safeAreaInsets, EdgeInsets(top: 10, left: 20, bottom: 0, right: 0))
        // The safe area changing lays the page out again.
        expectEqual(page.layoutCount, 1)
        // The margins count from it.
        expectEqual(page.view.layoutMargins, EdgeInsets(top: 18, left: 28, bottom: 8, right: 8))
    }
}
