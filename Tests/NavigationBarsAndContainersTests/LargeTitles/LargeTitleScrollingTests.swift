import Geometry
import Layers
import Views

@testable import Navigation

/// The large title at rest and as the page's list scrolls (LargeTitles.md), on the
/// manual clock: iOS's metrics, the area folding away with the rows one point for one, the
/// inline title fading in as the large one passes under the bar, the rubber band.
@MainActor
struct LargeTitleScrollingTests {
    let page = LargeTitleListPage("Fruits")
    let s: SearchStage

    init() {
        s = SearchStage.largeTitles(root: page)
    }

    var bar: NavigationBar { s.bar(page) }
    var large: LargeTitleView { bar.largeTitleView }

    func testAtRestTheTitleIsLargeUnderTheBarWithIOSsMetrics() {
        expectTrue(large.isShown && !large.isHidden)
        expectTrue(bar.totalHeight == 102 && s.frame(of: bar) == Rect(x: 0, y: 0, width: 800, height: 102))
        expectEqual(s.frame(of: large), Rect(x: 0, y: 50, width: 800, height: 52))
        // 16 from the leading edge, the line box's bottom 8 above the area's.
        expectEqual(s.frame(of: large.titleLabel), Rect(x: 16, y: 53, width: 768, height: 41))
        expectTrue(large.titleLabel.font == .boldSystem(size: 34) && large.titleLabel.text == "Fruits")
        expectEqual(large.titleLabel.textColor, bar.appearance.shownLargeTitleColor)
        // The content starts under it; the hairline under both; the inline title waits.
        expectTrue(s.frame(of: page.view).minY == 102 && bar.hairline.frame.maxY == 102)
        expectEqual(bar.titleLabel.alpha, 0)
        expectTrue(large.progress == 1 && bar.largeTitleHeight == 52)
    }

    func testTheAreaFoldsWithTheRowsAndHandsOverToTheInlineTitle() {
        expectEqual(s.rowTop(page.list, 0), 102)
        for offset in [0.0, 10, 24, 30, 44, 52, 60, 200] {
            page.list.contentOffset = offset
            s.scene.layoutIfNeeded()
            let height = max(0, 52 - offset)
            expectEqual(bar.largeTitleHeight, height, "height at \(offset)")
            expectEqual(bar.totalHeight, 50 + height)
            expectEqual(s.frame(of: page.view).minY, 50 + height)
            // The rows move with the offset, one point for one.
            expectEqual(s.rowTop(page.list, 0), 102 - offset, "row 0 at \(offset)")
            expectEqual(s.rowTop(page.list, 5), 102 + 220 - offset)
            // The title keeps its place above the area's bottom and goes under the bar.
            expectEqual(s.frame(of: large.titleLabel).maxY, 50 + height - 8)
            expectTrue(large.clipsToBounds)
            // The inline title fades in from 28 points to 8.
            expectLess(abs(bar.titleLabel.alpha - min(1, max(0, (28 - height) / 20))), 1e-12, "alpha at \(offset)")
            expectLess(abs(large.progress - height / 52), 1e-12)
        }
        // Back to the top: all of it again.
        page.list.contentOffset = 0
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 102 && bar.titleLabel.alpha == 0 && page.list.topContentInset == 0)
    }

    func testTheHandOverIsHalfWayWhenTheTitlesMiddleHasGoneUnder() {
        page.list.contentOffset = 34  // 18 points of area left
        s.scene.layoutIfNeeded()
        expectTrue(bar.largeTitleHeight == 18 && bar.titleLabel.alpha == 0.5)
        // Only what is under the area's top edge is cut: the lower part still shows.
        expectTrue(s.frame(of: large.titleLabel).maxY == 60 && s.frame(of: large).minY == 50)
    }

    func testAListScrolledPastTheAreaDoesNotLayThePageOutAgain() {
        page.list.contentOffset = 100
        s.scene.layoutIfNeeded()
        let pageView = s.page(page)
        // What the page would lay out for a further offset is what it laid out: nothing to do.
        expectEqual(pageView.collapsingBarLayout(offset: 150), pageView.scrollTracker.appliedLayout)
        expectNotEqual(pageView.collapsingBarLayout(offset: 40), pageView.scrollTracker.appliedLayout)
        expectIdentical(pageView.scrollTracker.list, page.list)
    }

    func testPullingDownGrowsTheAreaAndTheTitleWithTheRows() {
        let layout = CollapsingBarLayout(offset: -50, showsLargeTitle: true, hasSearchBar: false, searchBarSlides: true)
        expectTrue(layout.largeTitleHeight == 102 && layout.topContentInset == -50)
        expectTrue(abs(layout.largeTitleScale - 1.05) < 1e-12 && layout.inlineTitleAlpha == 0)
        expectEqual(layout.largeTitleProgress, 1)
        let far = CollapsingBarLayout(offset: -300, showsLargeTitle: true, hasSearchBar: false, searchBarSlides: true)
        expectLess(abs(far.largeTitleScale - 1.1), 1e-12)
        // Without a large title a pull changes nothing.
        let plain = CollapsingBarLayout(offset: -50, showsLargeTitle: false, hasSearchBar: true, searchBarSlides: true)
        expectEqual(
            plain, CollapsingBarLayout(offset: 0, showsLargeTitle: false, hasSearchBar: true, searchBarSlides: true))
    }

    func testATouchpadPullPastTheTopGrowsTheTitleAndSpringsBack() {
        let pageView = s.page(page)
        let point = Point(x: 400, y: 300)
        var time = 10.0
        // Fingers moving down on the touchpad: the list stretches past its top.
        for _ in 0..<10 {
            time += 1 / 60
            s.window.handle(.wheel(WheelEvent(location: point, delta: Point(x: 0, y: 0.5), timestamp: time)))
            s.stage.step()
        }
        let pulled = -page.list.contentOffset
        expectGreater(pulled, 5, "pulled \(pulled)")
        expectLess(abs(bar.largeTitleHeight - (52 + pulled)), 1e-9)
        // The rows come down with the area: row 0 is pulled as far as the list's offset says.
        expectLess(abs(s.rowTop(page.list, 0) - (102 + pulled)), 1e-9)
        expectTrue(large.titleLabel.transform.a > 1 && bar.titleLabel.alpha == 0)
        expectEqual(pageView.contentView.frame.minY, bar.totalHeight)
        // Fingers lifted: the rubber band springs back, and the title with it.
        s.settle()
        expectTrue(page.list.contentOffset == 0 && bar.largeTitleHeight == 52 && page.list.topContentInset == 0)
        expectTrue(large.titleLabel.transform == .identity && s.frame(of: large.titleLabel).minY == 53)
    }

    func testWithASearchBarTheStripFoldsFirstThenTheTitle() {
        let search = SearchController(searchResultsController: nil)
        page.navigationItem.searchController = search
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 154)
        // The field sits under the large title.
        expectEqual(s.frame(of: search.searchBar), Rect(x: 0, y: 102, width: 800, height: 52))
        for (offset, strip, area) in [(20.0, 32.0, 52.0), (52, 0, 52), (80, 0, 24), (104, 0, 0), (300, 0, 0)] {
            page.list.contentOffset = offset
            s.scene.layoutIfNeeded()
            expectTrue(bar.searchBarHeight == strip && bar.largeTitleHeight == area, "at \(offset)")
            expectEqual(s.frame(of: search.searchBar).minY, 50 + area)
            expectEqual(s.rowTop(page.list, 0), 154 - offset)
        }
        // Removing the search gives back the large title's bar, the rows where they were.
        page.list.contentOffset = 10
        s.scene.layoutIfNeeded()
        page.navigationItem.searchController = nil
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 92 && page.list.topContentInset == 10)
    }

    func testAPageWithoutAListKeepsItsWholeLargeTitle() {
        let plain = ViewController(name: "Plain")
        plain.title = "Plain"
        let other = SearchStage.largeTitles(root: plain)
        expectTrue(other.bar(plain).totalHeight == 102 && other.frame(of: plain.view).minY == 102)
        expectNil(other.page(plain).scrollTracker.list)
    }
}
