import Geometry
import Layers
import Views

/// A view that takes every wheel scroll that reaches it.
@MainActor
final class WheelCatcher: View {
    var received: [WheelEvent] = []

    override func scrollWheel(_ event: WheelEvent) -> Bool {
        received.append(event)
        return true
    }
}

/// Scrolling, clamping, row-view reuse and selection of a list 220 points high at (0, 40)
/// in a 320 x 480 window; rows are 44 high.
@MainActor
struct ScrollListTests {
    let t = TestWindow()
    let list: ScrollList
    let selected = Selections()

    final class Selections {
        var indices: [Int] = []
    }

    init() {
        list = ScrollList(
            frame: Rect(x: 0, y: 40, width: 320, height: 220),
            rows: (0..<100).map { ListRow(title: "Row \($0)", subtitle: $0 % 2 == 0 ? "even" : nil) })
        t.window.addSubview(list)
        let selected = selected
        list.onSelect = { selected.indices.append($0) }
        t.frame()
    }

    var rowViews: [ListRowView] { list.subviews.compactMap { $0 as? ListRowView } }
    var shownRowViews: [ListRowView] { rowViews.filter { !$0.isHidden } }

    // MARK: - Scrolling

    func testAWheelNotchScrollsFortyEightPoints() {
        expectTrue(list.scrollWheel(wheel(dy: -1)))  // towards the user: content moves up
        t.run(for: 0.3)  // the notch's glide
        expectEqual(list.contentOffset, 48)
        expectTrue(list.scrollWheel(wheel(dy: 0.5)))  // a touchpad's: at once
        expectEqual(list.contentOffset, 24)
        t.run(for: 2)
        expectTrue(t.isIdle)
    }

    func testPreciseDeltasAccumulate() {
        for _ in 0..<10 { expectTrue(list.scrollWheel(wheel(dy: -0.1))) }
        expectTrue(close(list.contentOffset, 48, 1e-9))
        for _ in 0..<3 { expectTrue(list.scrollWheel(wheel(dy: -0.013))) }
        expectTrue(close(list.contentOffset, 48 + 3 * 0.013 * 48, 1e-9))
    }

    func testTheOffsetIsClampedAtBothEnds() {
        expectEqual(list.maximumContentOffset, 100 * 44 - 220)
        expectTrue(list.scrollWheel(wheel(dy: -1000)))
        t.run(for: 0.3)
        expectEqual(list.contentOffset, 4180)
        expectFalse(list.scrollWheel(wheel(dy: -1)))  // already at the bottom
        expectEqual(list.contentOffset, 4180)
        expectTrue(list.scrollWheel(wheel(dy: 1000)))
        t.run(for: 0.3)
        expectEqual(list.contentOffset, 0)
        expectFalse(list.scrollWheel(wheel(dy: 1)))  // already at the top
        expectEqual(list.contentOffset, 0)
        list.contentOffset = -50
        expectEqual(list.contentOffset, 0)
        list.contentOffset = 1e6
        expectEqual(list.contentOffset, 4180)
    }

    func testScrollingMovesTheRowsOnScreen() throws {
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        t.run(for: 0.3)
        let row1 = try require(list.rowView(at: 1))
        // Row 1 is at 44 in the content, 48 scrolled away, the list at 40 in the window.
        expectEqual(row1.convert(Point.zero, to: nil), Point(x: 0, y: 36))
        let title = try require(t.renderer.lastFrame?.texts.first { $0.text == "Row 1" })
        expectLess(title.quad.surfaceBounds.minY, 40 + 44 - 48 + 44)
        expectGreaterOrEqual(title.quad.surfaceBounds.minY, 36)
    }

    func testAMostlyHorizontalScrollIsNotTheLists() {
        expectFalse(list.scrollWheel(wheel(dx: 2, dy: -0.5)))
        expectEqual(list.contentOffset, 0)
    }

    func testAnUnusedScrollGoesUpTheResponderChain() {
        let catcher = WheelCatcher(frame: Rect(x: 0, y: 0, width: 320, height: 480))
        t.window.addSubview(catcher)
        catcher.addSubview(list)
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        expectEmpty(catcher.received)
        t.run(for: 0.3)
        list.contentOffset = 0
        expectTrue(list.scrollWheel(wheel(dy: 1)))  // handled by the catcher
        expectTrue(list.scrollWheel(wheel(dx: -3, dy: 0)))
        expectEqual(catcher.received.map(\.delta), [Point(x: 0, y: 1), Point(x: -3, y: 0)])
    }

    func testShorterContentDoesNotScroll() {
        list.rows = Array(list.rows.prefix(3))
        expectEqual(list.maximumContentOffset, 0)
        expectFalse(list.scrollWheel(wheel(dy: -1)))
        expectEqual(list.contentOffset, 0)
    }

    func testFewerRowsOrATallerListClampTheOffset() {
        list.contentOffset = 4000
        list.rows = Array(list.rows.prefix(50))  // max 50 × 44 - 220 = 1980
        t.frame()
        expectEqual(list.contentOffset, 1980)
        list.frame.size.height = 400  // max 1800
        t.frame()
        expectEqual(list.contentOffset, 1800)
        expectTrue(list.visibleRowRange == 40..<50)
    }

    // MARK: - Row views

    func testOnlyVisibleRowsHaveViews() throws {
        // 220 / 44 = 5 rows at offset 0.
        expectTrue(list.visibleRowRange == 0..<5)
        expectEqual(shownRowViews.count, 5)
        expectEqual(Set(shownRowViews.map(\.index)), Set(0..<5))
        expectNil(list.rowView(at: 5))
        let row3 = try require(list.rowView(at: 3))
        expectEqual(row3.frame, Rect(x: 0, y: 132, width: 320, height: 44))
        expectEqual(row3.titleLabel.text, "Row 3")
        expectEqual(row3.subtitleLabel.text, "")
        try expectEqual(require(list.rowView(at: 2)).subtitleLabel.text, "even")
        // A half-row scroll shows parts of six rows.
        list.contentOffset = 22
        t.frame()
        expectTrue(list.visibleRowRange == 0..<6)
        expectEqual(shownRowViews.count, 6)
    }

    func testAThousandRowsMakeOnlyAScreenfulOfViews() {
        list.rows = (0..<1000).map { ListRow(title: "Item \($0)", accessory: .disclosureIndicator) }
        t.frame()
        var offset = 0.0
        while offset < list.maximumContentOffset {
            offset += 37
            list.contentOffset = offset
            t.frame()
            expectLessOrEqual(rowViews.count, 6)
            let range = list.visibleRowRange
            expectEqual(shownRowViews.count, range.count)
            expectTrue(
                shownRowViews.allSatisfy { range.contains($0.index) && $0.titleLabel.text == "Item \($0.index)" })
        }
        expectEqual(list.visibleRowRange.upperBound, 1000)
        expectLessOrEqual(rowViews.count, 6)
    }

    func testOnlyVisibleRowsAreDrawnAndTheListClips() throws {
        list.contentOffset = 440
        t.frame()
        let frame = try require(t.renderer.lastFrame)
        let titles = frame.texts.filter { $0.text.hasPrefix("Row ") }.sorted {
            $0.quad.surfaceBounds.minY < $1.quad.surfaceBounds.minY
        }
        expectEqual(titles.map(\.text), (10..<15).map { "Row \($0)" })
        expectTrue(frame.clips.contains(Rect(x: 0, y: 40, width: 320, height: 220)))
    }

    func testSeparatorsRunBetweenRowsNotUnderTheLast() throws {
        try expectEqual(require(list.rowView(at: 0)).separatorView.isHidden, false)
        list.contentOffset = list.maximumContentOffset
        t.frame()
        let last = try require(list.rowView(at: 99))
        expectTrue(last.separatorView.isHidden)
        try expectEqual(require(list.rowView(at: 98)).separatorView.isHidden, false)
        try expectEqual(require(list.rowView(at: 98)).separatorView.frame, Rect(x: 16, y: 43, width: 288, height: 1))
    }

    // MARK: - Selection

    /// A click at a window point: pressed on the list (the hit view is its row, which hands
    /// presses on to it), released where given.
    func click(_ x: Double, _ y: Double, releaseAt release: Point? = nil, moves: [Point] = []) {
        let hit = t.window.hitTest(Point(x: x, y: y))
        expectTrue(hit === list || hit?.superview === list)
        list.pointerBegan(down(x, y))
        for p in moves { list.pointerMoved(move(p.x, p.y)) }
        let end = release ?? Point(x: x, y: y)
        list.pointerEnded(up(end.x, end.y))
    }

    func testAClickOnRowThreeSelectsItOnce() {
        // Row 3 spans 132...176 in the content, 172...216 in the window.
        click(100, 190)
        expectEqual(selected.indices, [3])
        expectEqual(t.isIdle, false)  // the highlight is fading
        t.run(for: 0.5)
        expectEqual(selected.indices, [3])
        expectTrue(t.isIdle)
    }

    func testAClickOnAScrolledListSelectsTheRowUnderThePointer() {
        list.contentOffset = 100
        t.frame()
        click(100, 190)  // content y = 150 + 100 = 250: row 5
        expectEqual(selected.indices, [5])
        t.run(for: 0.5)
        expectTrue(t.isIdle)
    }

    func testThePressedRowIsHighlightedAndFadesAfterTheRelease() throws {
        let row = try require(list.rowView(at: 3))
        list.pointerBegan(down(100, 190))
        expectTrue(row.isHighlighted)
        expectEqual(row.selectedBackgroundView.alpha, 1)
        t.frame()
        let highlight = row.selectedBackgroundView.backgroundColor!.light
        expectEqual(t.renderer.lastFrame?.fills.contains { $0.color == highlight && $0.opacity == 1 }, true)
        list.pointerEnded(up(100, 190))
        expectFalse(row.isHighlighted)
        t.run(for: 0.1)
        let fading = row.selectedBackgroundView.layer.presentation.opacity
        expectTrue(fading > 0 && fading < 1)
        t.run(for: 0.4)
        expectEqual(row.selectedBackgroundView.layer.presentation.opacity, 0)
        expectEqual(t.renderer.lastFrame?.fills.contains { $0.color == highlight }, false)
        expectTrue(t.isIdle)
    }

    func testAPressDragReleaseDoesNotSelect() throws {
        click(100, 190, releaseAt: Point(x: 100, y: 200), moves: [Point(x: 100, y: 200)])  // 10: still a click
        expectEqual(selected.indices, [3])
        click(100, 190, releaseAt: Point(x: 100, y: 190), moves: [Point(x: 100, y: 225), Point(x: 100, y: 190)])
        expectEqual(selected.indices, [3])  // moved 35 and came back: a drag
        try expectEqual(require(list.rowView(at: 3)).isHighlighted, false)
        t.run(for: 0.5)
        expectTrue(t.isIdle)
    }

    func testTheDragUnhighlightsAtOnce() throws {
        list.pointerBegan(down(100, 190))
        list.pointerMoved(move(100, 205))
        try expectEqual(require(list.rowView(at: 3)).isHighlighted, false)
        try expectEqual(require(list.rowView(at: 3)).selectedBackgroundView.alpha, 0)
        list.pointerEnded(up(100, 190))
        expectEmpty(selected.indices)
    }

    func testAReleaseOnAnotherRowDoesNotSelect() {
        click(100, 213, releaseAt: Point(x: 100, y: 219))  // row 3's bottom to row 4's top
        expectEmpty(selected.indices)
    }

    func testACancelledPressDoesNotSelect() throws {
        list.pointerBegan(down(100, 190))
        list.pointerCancelled(move(100, 190))
        try expectEqual(require(list.rowView(at: 3)).isHighlighted, false)
        list.pointerEnded(up(100, 190))
        expectEmpty(selected.indices)
    }

    func testAClickBelowTheLastRowSelectsNothing() {
        list.rows = Array(list.rows.prefix(2))
        t.frame()
        click(100, 200)
        expectEmpty(selected.indices)
    }
}
