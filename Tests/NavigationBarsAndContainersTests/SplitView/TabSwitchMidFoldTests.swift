import Geometry
import Navigation
import SegueTestSupport
import Views

/// A split view in a tab folds (the window narrowed across its breakpoint) and the tabs are
/// switched away and back while the fold animates: at rest every page in the window has
/// appeared and every page out of it has disappeared.
@MainActor
struct TabSwitchMidFoldTests {
    final class Stage: ManualClockStage {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let log = EventLog()
        let tabs: TabBarController
        let split: SplitViewController
        let pages: [ViewController]

        init() {
            let sidebarRoot = LoggingPage("Sections", log: log)
            let contentRoot = LoggingPage("Welcome", log: log)
            let sidebar = NavigationController(rootViewController: sidebarRoot, name: "sidebar")
            let content = NavigationController(rootViewController: contentRoot, name: "content")
            split = SplitViewController(primary: sidebar, secondary: content, name: "split")
            let other = LoggingPage("other", log: log)
            tabs = TabBarController(viewControllers: [split, other])
            pages = [split, sidebar, sidebarRoot, content, contentRoot, other]
            stage.setRootViewController(tabs)
            settle()
        }

        func resize(to width: Double) {
            play(InputScript(start: clock.now).resize(to: Size(width: width, height: 600)))
        }

        /// Each page whose appearance does not match where its view is: in the window (and
        /// shown) means appeared, anywhere else disappeared.
        func mismatches() -> [String] {
            pages.compactMap { page in
                let inWindow = page.isViewLoaded && Self.isShown(page.view, in: window)
                let expected: AppearanceState = inWindow ? .appeared : .disappeared
                return page.appearanceState == expected
                    ? nil : "\(page.name): \(page.appearanceState), in the window: \(inWindow)"
            }
        }

        static func isShown(_ view: View, in window: Window) -> Bool {
            guard view.window === window else { return false }
            var current: View? = view
            while let v = current {
                if v.isHidden { return false }
                current = v.superview
            }
            return true
        }
    }

    func testATabSwitchedAwayAndBackMidFoldLeavesNoPageAppearedOutOfTheWindow() {
        let h = Stage()
        expectFalse(h.split.isCollapsed)
        expectEmpty(h.mismatches())
        h.resize(to: 600)
        h.step()
        h.step(0.1)
        h.tabs.select(1)
        h.tabs.select(0)
        h.settle()
        expectTrue(h.split.isCollapsed)
        expectEmpty(h.mismatches(), "\(h.mismatches())")
    }

    func testATabSwitchedAwayMidFoldAndBackAfterItLeavesTheSameRest() {
        let h = Stage()
        h.resize(to: 600)
        h.step()
        h.step(0.1)
        h.tabs.select(1)
        h.settle()
        expectEmpty(h.mismatches(), "\(h.mismatches())")
        h.tabs.select(0)
        h.settle()
        expectTrue(h.split.isCollapsed)
        expectEmpty(h.mismatches(), "\(h.mismatches())")
    }
}
