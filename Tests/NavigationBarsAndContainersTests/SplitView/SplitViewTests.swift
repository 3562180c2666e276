import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// The split view: side by side above the breakpoint, one stack below it, keeping what was
/// shown; a selection pushes when folded and replaces when side by side; a drag cut short by
/// a resize across the breakpoint leaves everything sound.
@MainActor
struct SplitViewTests {
    func testSideBySideAboveTheBreakpointWithTheSidebarAFractionOfTheWidth() {
        let h = SplitHarness(width: 1600)
        expectFalse(h.split.isCollapsed)
        expectEqual(h.split.primaryColumnWidth, 280, "0.25 × 1600 = 400, kept to the maximum of 280")
        expectEqual(h.frameOnScreen(h.sidebar), Rect(x: 0, y: 0, width: 280, height: 600))
        expectEqual(h.frameOnScreen(h.content), Rect(x: 281, y: 0, width: 1319, height: 600))
        expectTrue(h.sidebar.appearanceState == .appeared && h.content.appearanceState == .appeared)
        expectEqual(h.window.title, "Welcome", "the window's title is the content's")
        h.resize(to: 800)
        h.settle()
        expectEqual(h.split.primaryColumnWidth, 200, "0.25 × 800")
        expectEmpty(h.takeBegun(), "no change of arrangement above the breakpoint")
    }

    func testTheColumnsFoldBelowTheBreakpointAndUnfoldKeepingTheShownPage() {
        let h = SplitHarness(width: 1600)
        h.split.showDetailViewController(h.detail("Photos"))
        h.settle()
        expectEmpty(h.takeBegun(), "side by side a selection replaces the content at once")
        expectEqual(
            h.log.take(),
            [
                "Photos.viewDidLoad", "Welcome.viewWillDisappear", "Photos.viewWillAppear", "Welcome.viewDidDisappear",
                "Photos.viewDidAppear",
            ])
        h.resize(to: 600)
        expectTrue(h.split.isTransitioning, "the collapse animates")
        h.step(0.15)
        let sidebarX = h.frameOnScreen(h.sidebar).minX
        expectTrue(sidebarX < -10 && sidebarX > -190, "half-way the sidebar is sliding out: \(sidebarX)")
        h.settle()
        expectTrue(h.split.isCollapsed)
        expectEqual(h.takeBegun(), [.collapse])
        expectEqual(h.log.take(), ["Sections.viewWillDisappear", "Sections.viewDidDisappear"])
        expectEqual(h.window.visibleViewController?.name, "Photos", "the content stays shown, over the whole width")
        expectEqual(h.frameOnScreen(h.split.secondaryViewController), Rect(x: 0, y: 0, width: 600, height: 600))
        expectEqual(h.window.title, "Photos")
        h.resize(to: 1600)
        h.settle()
        expectFalse(h.split.isCollapsed)
        expectEqual(h.takeBegun(), [.expand])
        expectEqual(h.log.take(), ["Sections.viewWillAppear", "Sections.viewDidAppear"])
        expectEqual(h.frameOnScreen(h.sidebar), Rect(x: 0, y: 0, width: 280, height: 600))
        expectEqual(h.window.visibleViewController?.name, "Photos")
    }

    func testFoldedOnTheSidebarWhenNothingWasChosen() {
        let h = SplitHarness(width: 1600)
        h.resize(to: 600)
        h.settle()
        expectTrue(h.split.isCollapsed && !h.split.isShowingContent)
        expectEqual(h.log.take(), ["Welcome.viewWillDisappear", "Welcome.viewDidDisappear"])
        expectEqual(h.window.visibleViewController?.name, "Sections")
        expectEqual(h.frameOnScreen(h.sidebar), Rect(x: 0, y: 0, width: 600, height: 600))
        h.resize(to: 1600)
        h.settle()
        expectEqual(h.log.take(), ["Welcome.viewWillAppear", "Welcome.viewDidAppear"])
    }

    func testASelectionPushesWhenFoldedAndGoingBackReturnsToTheSidebar() {
        let h = SplitHarness(width: 600)
        expectTrue(h.split.isCollapsed, "narrow from the start: folded at once")
        expectEqual(h.window.visibleViewController?.name, "Sections")
        expectEmpty(h.log.take())
        h.split.showDetailViewController(h.detail("Photos"))
        h.step(0.2)
        expectTrue(h.split.isTransitioning, "a push over the sidebar")
        h.settle()
        expectEqual(h.takeBegun(), [.push])
        expectEqual(h.window.visibleViewController?.name, "Photos")
        expectTrue(h.split.isShowingContent)
        // The content's root page has a way back to the sidebar, titled after it.
        let bar = (h.split.secondaryViewController as? NavigationController)?.page(
            for: h.window.visibleViewController!
        ).navigationBar
        expectEqual(bar?.backTitle, "Sections")
        h.play(InputScript(start: h.clock.now).key(.left, modifiers: .alt))
        h.settle()
        expectEqual(h.takeBegun(), [.pop])
        expectEqual(h.window.visibleViewController?.name, "Sections")
        expectFalse(h.split.isShowingContent)
        // Forward, as every stack goes forward.
        h.play(InputScript(start: h.clock.now).key(.right, modifiers: .alt))
        h.settle()
        expectEqual(h.window.visibleViewController?.name, "Photos")
        // Another selection from the sidebar pushes again.
        h.split.show(.primary)
        h.settle()
        h.split.showDetailViewController(h.detail("Music"))
        h.settle()
        expectEqual(h.window.visibleViewController?.name, "Music")
        expectEqual(h.split.children.map(\.name), ["sidebar", "detail-Music"], "the old content left the split")
    }

    func testTheBackButtonOfTheFoldedContentGoesToTheSidebar() {
        let h = SplitHarness(width: 600)
        h.split.showDetailViewController(h.detail("Photos"))
        h.settle()
        let page = (h.split.secondaryViewController as! NavigationController).page(
            for: h.window.visibleViewController!)
        let back = try! require(page.navigationBar.backButton)
        let centre = back.convert(Point(x: back.bounds.midX, y: back.bounds.midY), to: nil)
        h.play(InputScript(start: h.clock.now).down(at: centre).up(at: centre))
        h.settle()
        expectEqual(h.window.visibleViewController?.name, "Sections")
        h.resize(to: 1600)
        h.settle()
        expectNil(page.navigationBar.backButton, "side by side the content's root has no back button")
    }

    func testADragCutShortByAResizeAcrossTheBreakpointLeavesASoundSplit() {
        let h = SplitHarness(width: 600)
        h.split.showDetailViewController(h.detail("Photos"))
        h.settle()
        _ = h.log.take()
        _ = h.takeBegun()
        let y = 300.0
        var script = InputScript(start: h.clock.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
        script = script.drag(to: Point(x: 250, y: y), duration: 0.2, steps: 12)
        h.play(script)
        h.step()
        expectTrue(h.split.isTransitioning, "the back-drag runs")
        expectEqual(h.takeBegun(), [.pop])
        h.resize(to: 1600)
        h.settle()
        expectFalse(h.split.isCollapsed)
        expectTrue(h.split.isShowingContent, "the drag was cancelled: the content still shows")
        // The rest of the drag and its release do nothing.
        h.play(InputScript(start: h.clock.now, location: Point(x: 250, y: y)).move(to: Point(x: 500, y: y)).up())
        h.settle()
        expectEqual(h.frameOnScreen(h.sidebar), Rect(x: 0, y: 0, width: 280, height: 600))
        expectEqual(h.frameOnScreen(h.split.secondaryViewController), Rect(x: 281, y: 0, width: 1319, height: 600))
        expectEqual(h.sidebar.appearanceState, .appeared)
        expectEqual(h.split.secondaryViewController.appearanceState, .appeared)
        let log = h.log.take()
        expectEqual(
            log.filter { $0.hasPrefix("Sections.") },
            [
                "Sections.viewWillAppear", "Sections.viewWillDisappear", "Sections.viewDidDisappear",
                "Sections.viewWillAppear", "Sections.viewDidAppear",
            ], "the cancelled drag's callbacks, then the expansion's: balanced")
        h.resize(to: 600)
        h.settle()
        expectEqual(h.window.visibleViewController?.name, "Photos")
        // The folded stack takes drags again.
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: 500, y: y), duration: 0.3, steps: 18).up())
        h.settle()
        expectEqual(h.window.visibleViewController?.name, "Sections")
    }

    func testUnderReducedMotionTheArrangementChangesAtOnce() {
        let h = SplitHarness(width: 1600, reducedMotion: true)
        h.resize(to: 600)
        expectFalse(h.split.isTransitioning)
        expectTrue(h.split.isCollapsed)
        expectEmpty(h.takeBegun())
        h.resize(to: 1600)
        expectFalse(h.split.isCollapsed)
        expectEqual(h.frameOnScreen(h.content), Rect(x: 281, y: 0, width: 1319, height: 600))
    }

    func testARequestDuringACollapseFinishesItAndAppliesAtOnce() {
        let h = SplitHarness(width: 1600)
        h.resize(to: 600)
        expectTrue(h.split.isTransitioning)
        h.split.showDetailViewController(h.detail("Photos"))
        expectNotIdentical(h.split.secondaryViewController, h.content, "shown at once, the collapse finished")
        h.settle()
        expectEqual(h.takeBegun(), [.collapse, .push])
        expectEqual(h.window.visibleViewController?.name, "Photos")
    }

    func testTheSidebarAsContentIsRefusedAndChangesNothing() {
        let h = SplitHarness(width: 1600)
        var warnings: [NavigationWarning] = []
        h.window.onNavigationWarning = { warnings.append($0) }
        h.split.showDetailViewController(h.sidebar)
        h.settle()
        expectEqual(warnings, [.sidebarAsContent(page: "sidebar")])
        expectIdentical(h.split.secondaryViewController, h.content)
        expectEqual(h.split.children.map(\.name), ["sidebar", "content"])
        expectEmpty(h.log.take())
    }

    /// Found by the random-use test: a selection made while a drag held the folded stack part
    /// way back was decided then (a push onto the sidebar alone), so when the drag was let go
    /// and cancelled the new content landed on top of the old one: three pages.
    func testASelectionDuringAHeldDragThatCancelsReplacesTheContent() {
        let h = SplitHarness(width: 600)
        h.split.showDetailViewController(h.detail("Photos"))
        h.settle()
        let y = 300.0
        h.play(
            InputScript(start: h.clock.now, location: Point(x: 4, y: y)).down(at: Point(x: 4, y: y))
                .drag(to: Point(x: 120, y: y), duration: 0.2, steps: 8))
        h.split.showDetailViewController(h.detail("Music"))
        h.play(InputScript(start: h.clock.now + 0.5, location: Point(x: 120, y: y)).wait(0.3).up())
        h.settle()
        expectEqual(h.split.foldedStackViews?.count, 2, "the sidebar and one content page")
        expectEqual(h.window.visibleViewController?.name, "Music")
        expectIdentical(h.split.foldedStackViews?.last, h.split.secondaryViewController.view)
    }
}
