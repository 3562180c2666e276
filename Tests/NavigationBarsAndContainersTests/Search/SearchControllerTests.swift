import Animation
import Geometry
import Layers
import Views

@testable import Navigation

/// Search in the bar (SearchInTheBar.md), on the manual clock: the
/// bar's strip and its field, typing that filters the page's list, Cancel, Escape, Ctrl+F, the
/// dimming and its click, a results controller, the strip sliding away as the list scrolls.
@MainActor
struct SearchControllerTests {
    let page = SearchListPage("Fruits")
    let s: SearchStage

    init() {
        s = SearchStage(root: page)
    }

    var bar: NavigationBar { s.page(page).navigationBar }
    var field: TextField { page.search.searchBar.searchTextField }

    func testTheBarGrowsByTheStripAndTheFieldHasIOSsLook() {
        expectEqual(bar.totalHeight, 102)
        expectEqual(s.frame(of: bar), Rect(x: 0, y: 0, width: 800, height: 102))
        expectEqual(s.frame(of: page.search.searchBar), Rect(x: 0, y: 50, width: 800, height: 52))
        let box = page.search.searchBar.fieldBackground
        expectEqual(s.frame(of: box), Rect(x: 16, y: 58, width: 768, height: 36))
        expectEqual(box.layer.cornerRadius, 10)
        expectEqual(box.backgroundColor?.light, Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12))
        expectEqual(page.search.searchBar.placeholder, "Search")
        expectTrue(page.search.searchBar.cancelButton.isHidden)
        // The content starts under the strip, the hairline under both.
        expectEqual(s.frame(of: page.view).minY, 102)
        expectEqual(bar.hairline.frame.maxY, 102)
        // The title row is as before.
        expectEqual(bar.titleLabel.frame.height, 50)
    }

    func testAPageWithoutSearchKeepsItsFiftyPointBar() {
        let plain = ViewController(name: "Plain")
        plain.title = "Plain"
        let other = SearchStage(root: plain)
        let plainBar = other.page(plain).navigationBar
        expectTrue(plainBar.searchBar == nil && plainBar.totalHeight == 50)
        expectTrue(other.frame(of: plainBar).height == 50 && other.frame(of: plain.view).minY == 50)
        expectEqual(plainBar.hairline.frame.maxY, 50)
    }

    func testTypingFiltersTheRowsThroughTheResultsUpdater() {
        s.click(field)
        expectTrue(field.isEditing && page.search.isActive)
        expectEqual(page.events, ["willPresent", "didPresent", "begin"])
        expectEqual(page.updates, 1, "activation updates the results")
        s.type("1")
        expectEqual(page.rowTitles.count, 19)  // 1, 10…19, 21, 31, …, 91
        s.type("2")
        expectEqual(page.rowTitles, ["Row 12"])
        expectEqual(page.events.suffix(2), ["textDidChange:1", "textDidChange:12"])
        s.key(.backspace)
        expectTrue(page.search.searchBar.text == "1" && page.rowTitles.count == 19)
        expectEqual(page.updates, 4)
        // Return is the Search button: editing ends, the search and its results stay.
        s.key(.enter)
        expectEqual(page.events.suffix(2), ["search", "end"])
        expectTrue(!field.isEditing && page.search.isActive && page.rowTitles.count == 19)
    }

    func testCancelSlidesInWhileActiveAndEndsTheSearch() {
        let searchBar = page.search.searchBar
        s.click(field)
        s.type("5")
        s.settle()
        // The button at the right, in the tint; the field shorter by it and 8 points.
        let cancel = s.frame(of: searchBar.cancelButton)
        expectTrue(!searchBar.cancelButton.isHidden && cancel.maxX == 784)
        expectEqual(s.frame(of: searchBar.fieldBackground).maxX, cancel.minX - 8)
        expectEqual(searchBar.cancelButton.currentTitleColor, bar.tintColor)
        s.click(searchBar.cancelButton)
        expectTrue(page.events.contains("cancel") && page.events.last == "didDismiss")
        expectTrue(!page.search.isActive && !field.isEditing && searchBar.text == "")
        expectEqual(page.rowTitles.count, 100)
        s.settle()
        expectTrue(searchBar.cancelButton.isHidden)
        expectEqual(s.frame(of: searchBar.fieldBackground).width, 768)
    }

    func testCancelSlidesInOverAQuarterSecond() {
        let searchBar = page.search.searchBar
        s.click(field)
        s.stage.step(0.125)
        let x = searchBar.cancelButton.layer.presentation.position.x
        let width = searchBar.cancelButton.bounds.width
        // Half-way (ease-in-out) between just past the right edge and its place.
        let start = 800 + width / 2
        let end = 784 - width / 2
        expectLess(abs(x - (start + end) / 2), 1, "\(x)")
        s.settle()
        expectLess(abs(searchBar.cancelButton.layer.presentation.position.x - end), 1e-9)
    }

    func testEscapeEndsTheSearchOnlyWhileItIsActive() {
        s.click(field)
        s.type("7")
        s.key(.escape)
        expectTrue(!page.search.isActive && !field.isEditing && page.search.searchBar.text == "")
        expectTrue(page.events.contains("cancel"))
        // Not active: Escape is not the search's (it goes on, as before).
        let event = KeyEvent(phase: .down, key: .escape, timestamp: 100)
        expectFalse(SearchKeys.handle(event, in: s.window))
        // Active without editing (after Return): Escape still ends it.
        s.click(field)
        s.type("7")
        s.key(.enter)
        expectTrue(page.search.isActive && !field.isEditing)
        s.key(.escape)
        expectTrue(!page.search.isActive && page.rowTitles.count == 100)
    }

    func testEscapeClosesAPresentedPageWhenNoSearchIsActive() {
        let sheet = ViewController(name: "Sheet")
        page.present(sheet, animated: false)
        s.scene.layoutIfNeeded()
        expectIdentical(page.presentedViewController, sheet)
        s.key(.escape)
        s.settle()
        expectNil(page.presentedViewController)
        // The page coming back does not put focus in its field, which would start the search.
        expectTrue(!page.search.isActive && !field.isEditing)
    }

    func testControlFFocusesTheFieldFromAnywhereInThePage() {
        expectNil(s.window.firstResponder)
        s.key(.character("f"), .control)
        expectTrue(field.isEditing && page.search.isActive)
        s.type("3")
        expectTrue(page.rowTitles.contains("Row 3") && page.rowTitles.count == 19)
        // With the strip slid away: it comes back and edits.
        s.key(.escape)
        page.list.contentOffset = 400
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 50)
        s.key(.character("f"), .control)
        expectTrue(field.isEditing && bar.totalHeight == 102)
    }

    func testTabEditsTheFieldWithTheRingRoundTheWholeRoundedField() {
        s.key(.tab)
        expectTrue(field.isEditing && page.search.isActive && s.window.showsFocusRing)
        let ring = field.layer.sublayers.first { $0.name == FocusRing.layerName }
        // 3 points outside the grey field (from x 16, y 58…94 in the window, shorter by the
        // Cancel button), corners 10 + 3.
        let box = s.frame(of: page.search.searchBar.fieldBackground)
        expectTrue(box.minX == 16 && box.height == 36 && box.width < 768)
        expectEqual(ring.map { field.convert($0.frame, to: nil) }, box.insetBy(dx: -3, dy: -3))
        expectEqual(ring?.cornerRadius, 13)
    }

    func testTheStripSlidesAwayAsTheListScrolls() {
        page.list.contentOffset = 30
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 72)
        expectEqual(s.frame(of: page.search.searchBar).height, 22)
        expectEqual(s.frame(of: page.view).minY, 72, "the content moves up with it")
        // The field keeps its top, shorter, its contents fading.
        expectEqual(page.search.searchBar.fieldBackground.frame.height, 6)
        expectEqual(page.search.searchBar.searchTextField.alpha, 0)
        page.list.contentOffset = 10
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 92 && page.search.searchBar.fieldBackground.frame.height == 26)
        page.list.contentOffset = 500
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 50 && s.frame(of: page.view).minY == 50)
        page.list.contentOffset = 0
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 102)
    }

    func testAWheelNotchSlidesItByFortyEightPoints() {
        let point = Point(x: 400, y: 300)
        s.window.handle(.wheel(WheelEvent(location: point, delta: Point(x: 0, y: -1), timestamp: 1)))
        s.settle()
        expectEqual(page.list.contentOffset, 48)
        expectEqual(bar.totalHeight, 54)
        expectTrue(s.scene.engine.isIdle)
    }

    func testTheStripStaysWhenTheItemSaysSoOrTheSearchIsActive() {
        page.navigationItem.hidesSearchBarWhenScrolling = false
        page.list.contentOffset = 30
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 102)
        page.navigationItem.hidesSearchBarWhenScrolling = true
        page.search.hidesSearchBarWhenScrolling = false
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 102)
        page.search.hidesSearchBarWhenScrolling = true
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 72)
        page.search.isActive = true
        s.scene.layoutIfNeeded()
        expectEqual(bar.totalHeight, 102)
    }

    func testTheRowsMoveOnePointForOneWhileTheStripSlides() {
        func rowTop(_ index: Int) -> Double {
            s.frame(of: page.list).minY + page.list.rectForRow(at: index).minY - page.list.contentOffset
        }
        expectEqual(rowTop(0), 102)
        for offset in [10.0, 30, 52, 60, 200] {
            page.list.contentOffset = offset
            s.scene.layoutIfNeeded()
            expectEqual(rowTop(0), 102 - offset, "row 0 at offset \(offset)")
            expectEqual(rowTop(5), 102 + 220 - offset)
            // The rows in view are those the list shows, under the bar.
            expectEqual(
                page.list.rowView(at: page.list.visibleRowRange.lowerBound).map {
                    s.frame(of: $0).maxY > s.frame(of: bar).maxY
                }, true)
        }
        // Activating shows the whole strip over the list: the rows stay where they were.
        page.list.contentOffset = 30
        s.scene.layoutIfNeeded()
        page.search.isActive = true
        s.scene.layoutIfNeeded()
        expectTrue(bar.totalHeight == 102 && rowTop(0) == 72)
        expectEqual(page.list.topContentInset, 0)
    }

    func testAShortListSlidesTheStripOnlyAsFarAsItScrolls() {
        page.list.rows = Array(SearchListPage.allRows.prefix(12))  // 528 points in 498
        s.scene.layoutIfNeeded()
        page.list.contentOffset = 100
        s.scene.layoutIfNeeded()
        expectTrue(page.list.contentOffset == 30 && bar.totalHeight == 72)
        s.scene.layoutIfNeeded()
        expectTrue(page.list.contentOffset == 30 && bar.totalHeight == 72, "stable")
    }

    func testTheDimmingObscuresThePageWhileTheTextIsEmptyAndItsClickEnds() {
        s.click(field)
        let dim = page.search.dimmingView
        expectTrue(!page.search.view.isHidden && !dim.isHidden)
        expectEqual(s.frame(of: dim), s.frame(of: page.view))
        expectEqual(dim.backgroundColor, Color(white: 0, alpha: 0.2))
        s.type("4")
        expectTrue(page.search.view.isHidden, "with text the page's own rows show and take clicks")
        s.key(.backspace)
        expectFalse(dim.isHidden)
        s.click(Point(x: 400, y: 400))
        expectTrue(!page.search.isActive && page.search.view.isHidden)
        expectNil(page.list.selectedRow)
    }

    func testWithoutObscuringThereIsNoDimming() {
        page.search.obscuresBackgroundDuringPresentation = false
        s.click(field)
        expectTrue(page.search.isActive && page.search.dimmingView.isHidden)
    }

    func testAResultsControllerShowsOverTheContentWhileThereIsText() {
        let results = ViewController(name: "Results")
        let other = SearchListPage("Other", results: results)
        let stage = SearchStage(root: other)
        stage.click(other.search.searchBar.searchTextField)
        expectIdentical(results.parent, other.search)
        expectTrue(results.view.isHidden)
        stage.type("9")
        expectTrue(!results.view.isHidden && !other.search.view.isHidden)
        expectEqual(stage.frame(of: results.view), stage.frame(of: other.view))
        stage.key(.escape)
        expectTrue(other.search.view.isHidden)
    }

    func testSettingTheTextUpdatesTheResultsButNotTheDelegate() {
        page.search.searchBar.text = "8"
        expectEqual(page.rowTitles.count, 19)
        expectFalse(page.events.contains { $0.hasPrefix("textDidChange") })
    }

    func testRemovingTheSearchControllerGivesBackTheFiftyPointBar() {
        page.list.contentOffset = 30
        s.scene.layoutIfNeeded()
        expectEqual(page.list.topContentInset, 30)
        page.navigationItem.searchController = nil
        s.scene.layoutIfNeeded()
        expectTrue(bar.searchBar == nil && bar.totalHeight == 50 && s.frame(of: page.view).minY == 50)
        expectNil(page.search.searchBar.superview)
        expectTrue(page.list.topContentInset == 0 && page.search.trackedList == nil)
    }
}
