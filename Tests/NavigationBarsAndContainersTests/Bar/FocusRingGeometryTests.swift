import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// One rounded focus ring with even padding on every focusable of the bars (the issue's "2 px
/// around the back chevron at the window edge, 1 px around toolbar text, touching the tab bar's
/// hairline"): the ring goes outside each control's `focusRingRect`, which is the control's
/// content grown by `FocusRing.contentPadding` on every side, with rounded corners.
@MainActor
struct FocusRingGeometryTests {
    func key(_ h: some ManualClockStage, _ key: Key, _ modifiers: KeyModifiers = []) {
        h.play(InputScript(start: h.clock.now).key(key, modifiers: modifiers))
    }

    /// Tabs (at least once, so the ring shows) until `name` has focus (at most 30 times); the
    /// focused view.
    func tab(_ h: some ManualClockStage, to name: String) -> View? {
        key(h, .tab)
        for _ in 0..<30 where h.window.focusedView?.name != name { key(h, .tab) }
        return h.window.focusedView?.name == name ? h.window.focusedView : nil
    }

    func ring(of view: View) -> Layer? { view.layer.sublayers.last { $0.name == FocusRing.layerName } }

    /// The ring's inner edge is `outset` in from its frame; the space from there to `content`
    /// on each side (left, top, right, bottom).
    func padding(of ring: Layer, around content: Rect) -> [Double] {
        let inner = ring.frame.insetBy(dx: FocusRing.width, dy: FocusRing.width)
        return [
            content.minX - inner.minX, content.minY - inner.minY, inner.maxX - content.maxX, inner.maxY - content.maxY,
        ]
    }

    /// The page "F" over "A", with two right items and a toolbar of two items.
    func barsHarness() -> NavigationHarness {
        let h = NavigationHarness(stack: ["A"])
        let f = h.page("F")
        f.title = "Fuller"
        f.navigationItem.rightBarButtonItems = [BarButtonItem(title: "Edit"), BarButtonItem(title: "Share")]
        f.toolbarItems = [BarButtonItem(title: "Reply"), .flexibleSpace(), BarButtonItem(title: "Archive")]
        h.nav.pushViewController(f, animated: false)
        h.nav.setToolbarHidden(false, animated: false)
        h.settle()
        return h
    }

    func testTheBackButtonAtTheWindowsEdgeHasTheRingOutsideWithEvenPadding() throws {
        let h = barsHarness()
        let back = try require(tab(h, to: "backButton") as? BackButton)
        let r = try require(ring(of: back))
        expectEqual(r.frame, back.focusRingRect.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset), "outside")
        expectGreaterOrEqual(r.frame.minX, 0, "inside the window")
        expectEqual(r.cornerRadius, FocusRing.minimumCornerRadius + FocusRing.outset)
        // The chevron and the text's line, centred: 4 points to the ring's inner edge on every
        // side.
        let height = max(Chevron.size.height, back.titleLabel.intrinsicContentSize.height)
        let content = Rect(
            x: NavigationBar.chevronX, y: ((back.bounds.height - height) / 2).rounded(),
            width: NavigationBar.backTitleX + back.textWidth - NavigationBar.chevronX, height: height)
        expectEqual(padding(of: r, around: content), [4, 4, 4, 4])
    }

    func testABarItemAndAToolbarItemHaveTheRingOutsideWithEvenPadding() throws {
        let h = barsHarness()
        for name in ["barButton", "Archive"] {
            let item: BarButton
            if name == "Archive" {
                item = try require(h.nav.page(for: h.page("F")).toolbar.itemViews.last)
                for _ in 0..<30 where h.window.focusedView !== item { key(h, .tab) }
                try require(h.window.focusedView === item)
            } else {
                item = try require(tab(h, to: name) as? BarButton)
            }
            let r = try require(ring(of: item))
            expectEqual(r.frame, item.focusRingRect.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset), "\(name)")
            let line = item.titleLabel.intrinsicContentSize.height
            let text = Rect(
                x: 0, y: ((item.bounds.height - line) / 2).rounded(), width: item.bounds.width, height: line)
            let pads = padding(of: r, around: text)
            expectTrue(pads.allSatisfy { abs($0 - FocusRing.contentPadding) <= 0.5 }, "\(name): \(pads)")
            expectGreaterOrEqual(r.cornerRadius, FocusRing.minimumCornerRadius)
        }
    }

    func testTwoItemsSideBySideKeepTheirHighlightsApart() throws {
        let h = barsHarness()
        let bar = h.nav.page(for: h.page("F")).navigationBar
        let (edit, share) = (bar.rightItemViews[0], bar.rightItemViews[1])
        let editPill = edit.convert(edit.focusRingRect, to: bar)
        let sharePill = share.convert(share.focusRingRect, to: bar)
        expectGreaterOrEqual(editPill.minX - sharePill.maxX, 8, "the hover highlights do not touch")
        expectEqual(edit.frame.minX - share.frame.maxX, NavigationBar.itemSpacing)
    }

    func testATabItemsRingIsClearOfTheHairline() throws {
        let h = TabBarHarness()
        let item = try require(tab(h, to: "tab:One"))
        let r = try require(ring(of: item))
        expectEqual(r.frame, item.focusRingRect.insetBy(dx: -FocusRing.outset, dy: -FocusRing.outset))
        // The item starts a point under the bar's top edge, where the hairline is: the ring
        // leaves a point more.
        expectGreaterOrEqual(item.convert(r.frame, to: item.superview).minY, 2)
        expectLessOrEqual(r.frame.maxY, item.bounds.height - 1)
        expectLess(r.frame.width, item.bounds.width - 2 * 8, "round the content, not the whole cell")
    }

    func testAListRowsRingIsRoundedAndInsideTheRow() throws {
        let h = NavigationHarness(stack: ["A"])
        let list = ScrollList(
            frame: Rect(x: 0, y: 0, width: 800, height: 300), rows: (0..<5).map { ListRow(title: "\($0)") })
        h.page("A").view.addSubview(list)
        h.settle()
        let row = try require(tab(h, to: "row:0"))
        let r = try require(ring(of: row))
        expectEqual(r.frame, row.bounds.insetBy(dx: 3, dy: 3))
        expectEqual(r.cornerRadius, FocusRing.minimumCornerRadius + FocusRing.outset)
    }
}
