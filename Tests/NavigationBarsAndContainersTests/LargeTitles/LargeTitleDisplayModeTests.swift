import Geometry
import Layers
import Views

@testable import Navigation

/// Which pages show large titles: `navigationBar.prefersLargeTitles` and each page's
/// `navigationItem.largeTitleDisplayMode`, `.automatic` following the page below (UIKit's
/// rule; LargeTitles.md).
@MainActor
struct LargeTitleDisplayModeTests {
    func stage(_ modes: [NavigationItem.LargeTitleDisplayMode]) -> (SearchStage, [LargeTitleListPage]) {
        let pages = modes.enumerated().map { LargeTitleListPage("P\($0.offset)", mode: $0.element) }
        let s = SearchStage.largeTitles(root: pages[0])
        s.nav.setViewControllers(pages, animated: false)
        s.scene.layoutIfNeeded()
        return (s, pages)
    }

    func large(_ s: SearchStage, _ pages: [LargeTitleListPage]) -> [Bool] {
        pages.map { s.bar($0).largeTitleView.isShown }
    }

    func testAutomaticFollowsThePageBelowAndTheRootIsLarge() {
        let (s, pages) = stage([.automatic, .automatic, .never, .automatic, .always, .automatic])
        expectEqual(large(s, pages), [true, true, false, false, true, true])
        // Only a shown large title makes the bar taller.
        expectEqual(pages.map { s.bar($0).totalHeight }, [102, 102, 50, 50, 102, 102])
        expectEqual(pages.map { s.bar($0).restingTitleAlpha }, [0, 0, 1, 1, 0, 0])
    }

    func testWithoutPrefersLargeTitlesNoPageShowsOne() {
        let (s, pages) = stage([.always, .automatic])
        s.nav.navigationBar.prefersLargeTitles = false
        s.scene.layoutIfNeeded()
        expectEqual(large(s, pages), [false, false])
        expectTrue(s.bar(pages[1]).totalHeight == 50 && s.frame(of: pages[1].view).minY == 50)
        expectEqual(s.bar(pages[1]).titleLabel.alpha, 1)
        s.nav.navigationBar.prefersLargeTitles = true
        s.scene.layoutIfNeeded()
        expectEqual(large(s, pages), [true, true])
        expectEqual(s.frame(of: pages[1].view).minY, 102)
    }

    func testAChangedModeChangesThePagesAboveThatFollowIt() {
        let (s, pages) = stage([.automatic, .automatic, .automatic])
        pages[1].navigationItem.largeTitleDisplayMode = .never
        s.scene.layoutIfNeeded()
        expectEqual(large(s, pages), [true, false, false])
        pages[0].navigationItem.largeTitleDisplayMode = .never
        pages[2].navigationItem.largeTitleDisplayMode = .always
        s.scene.layoutIfNeeded()
        expectEqual(large(s, pages), [false, false, true])
    }

    func testAPushedPageGetsItsLargeTitleBeforeItsViewLoads() {
        let root = LargeTitleListPage("Root")
        let s = SearchStage.largeTitles(root: root)
        final class SizeRecorder: ViewController {
            var sizeAtLoad = Size.zero
            override func viewDidLoad() { sizeAtLoad = view.bounds.size }
        }
        let next = SizeRecorder(name: "Next")
        next.title = "Next"
        s.nav.pushViewController(next, animated: false)
        s.scene.layoutIfNeeded()
        // 600 less the bar and its large title.
        expectEqual(next.sizeAtLoad, Size(width: 800, height: 498))
        expectEqual(s.frame(of: next.view).minY, 102)
    }

    func testUikitCodeSetsThemInViewDidLoadAsWritten() {
        final class InboxViewController: ViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Inbox"
                navigationController?.navigationBar.prefersLargeTitles = true
                navigationItem.largeTitleDisplayMode = .always
            }
        }
        let inbox = InboxViewController(name: "inbox")
        let s = SearchStage(root: inbox)
        s.scene.layoutIfNeeded()
        expectTrue(s.nav.navigationBar.prefersLargeTitles)
        expectTrue(s.bar(inbox).largeTitleView.isShown && s.bar(inbox).largeTitleView.titleLabel.text == "Inbox")
        expectEqual(s.frame(of: inbox.view).minY, 102)
    }

    func testTheLargeTitleFollowsTheItemsTitle() {
        let (s, pages) = stage([.automatic])
        pages[0].title = "Vegetables"
        s.scene.layoutIfNeeded()
        expectEqual(s.bar(pages[0]).largeTitleView.titleLabel.text, "Vegetables")
        pages[0].navigationItem.setTitle("Greens")
        expectEqual(s.bar(pages[0]).largeTitleView.titleLabel.text, "Greens")
    }
}
