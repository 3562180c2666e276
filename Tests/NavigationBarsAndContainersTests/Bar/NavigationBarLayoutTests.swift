import Geometry
import Layers
import Views

@testable import Navigation

/// The bar's layout on the harness's 800-point window, measured by its fixed-advance
/// measurer: 8.5 points a character at 17 points (titles and items alike). Back texts start
/// at x = 27 and may take up to 0.3 × 800 = 240 points.
@MainActor
struct NavigationBarLayoutTests {
    /// A harness showing A under B, with the titles given, laid out.
    func stack(_ a: String?, _ b: String?, setUp: (NavigationHarness) -> Void = { _ in }) -> NavigationHarness {
        let h = NavigationHarness(stack: ["A", "B"])
        h.page("A").title = a
        h.page("B").title = b
        setUp(h)
        h.scene.layoutIfNeeded()
        return h
    }

    func chars(_ n: Int, _ c: Character = "x") -> String { String(repeating: c, count: n) }

    // MARK: - Back title

    func testTheBackButtonSaysThePreviousTitle() {
        let h = stack("Inbox", "Message")
        let bar = h.bar("B")
        expectTrue(bar.backTitle == "Inbox" && bar.displayedBackTitle == "Inbox")
        expectEqual(bar.backButton?.titleLabel.frame, Rect(x: 27, y: 0, width: 43, height: 50))
        expectEqual(bar.backButton?.chevron.frame.minX, 8)
        expectNil(h.bar("A").backButton)
    }

    func testTheBackButtonTitleOfThePreviousPageOverridesItsTitle() {
        let h = stack("Inbox", "Message") { $0.page("A").navigationItem.backButtonTitle = "Mail" }
        expectEqual(h.bar("B").displayedBackTitle, "Mail")
    }

    func testAnUntitledPreviousPageGivesTheFallback() {
        let h = stack(nil, "Message")
        expectEqual(h.bar("B").displayedBackTitle, "Back")
        h.nav.backButtonFallbackTitle = "返回"
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "返回")
        // A title given later shows at once.
        h.page("A").title = "Inbox"
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "Inbox")
    }

    func testABackTitleThatWouldRunIntoTheTitleBecomesBack() {
        // The 510-point title is centred at x = 145, which leaves 145 − 8 − 27 = 110 points:
        // too few for the 221-point "Inbox and archived folders", enough for "Back".
        let h = stack("Inbox and archived folders", chars(60))
        let bar = h.bar("B")
        expectEqual(bar.backTitle, "Inbox and archived folders")
        expectEqual(bar.displayedBackTitle, "Back")
        expectEqual(bar.titleLabel.frame, Rect(x: 145, y: 0, width: 510, height: 50))
        expectFalse(bar.titleLabel.isTruncated)
        expectLessOrEqual(bar.backButton!.frame.maxX, bar.titleLabel.frame.minX)
    }

    func testALongBackTitleWithRoomIsCutWithAnEllipsisAtTheCap() {
        let long = "Messages from the last quarter of a year"  // 40 characters, 340 points
        let h = stack(long, "B")
        let back = h.bar("B").backButton!
        expectEqual(back.title, long)
        expectEqual(back.titleLabel.frame.width, 240)
        expectTrue(back.titleLabel.isTruncated)
        // 27 characters and "…" make 238 points.
        expectEqual(back.titleLabel.displayedText, String(long.prefix(27)) + "…")
    }

    func testWithNoRoomEvenForBackOnlyTheChevronShowsAndTheTitleIsTruncated() {
        let h = stack("Inbox", chars(90))  // 765 points
        let bar = h.bar("B")
        expectEqual(bar.displayedBackTitle, "")
        expectEqual(bar.backButton!.frame.width, 8 + 12 + 8)
        // Between the chevron (+ 8) and the right margin: 28 ... 784.
        expectEqual(bar.titleLabel.frame, Rect(x: 28, y: 0, width: 756, height: 50))
        expectTrue(bar.titleLabel.isTruncated && bar.titleLabel.displayedText.hasSuffix("…"))
    }

    // MARK: - Title

    func testTheTitleIsCutWithAnEllipsisBetweenTheItems() {
        let h = stack("A", chars(100)) { $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit") }
        let bar = h.bar("B")
        let right = bar.rightItemView!
        expectEqual(right.frame, Rect(x: 800 - 16 - 34, y: 0, width: 34, height: 50))
        expectEqual(bar.displayedBackTitle, "")
        expectEqual(bar.titleLabel.frame, Rect(x: 28, y: 0, width: 750 - 8 - 28, height: 50))
        expectTrue(bar.titleLabel.isTruncated)
        expectLessOrEqual(bar.titleLabel.frame.maxX, right.frame.minX - 8)
    }

    func testATitleThatFitsBesideTheItemsMovesOverInsteadOfBeingCut() {
        let h = stack("A", chars(60)) {
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Settings and more")  // 145 wide
        }
        let bar = h.bar("B")
        // Centred it would start at 145 and end at 655, past the item's 639 − 8.
        expectEqual(bar.titleLabel.frame, Rect(x: 631 - 510, y: 0, width: 510, height: 50))
        expectFalse(bar.titleLabel.isTruncated)
        expectEqual(bar.displayedBackTitle, "A")
    }

    // MARK: - Appearance

    func testTheGlobalAppearanceAppliesToPagesWithoutTheirOwn() {
        let h = stack("Inbox", "Message")
        let own = barLook(background: .orange, title: .white, tint: .white)
        h.page("A").navigationItem.standardAppearance = own
        let look = barLook(
            background: .yellow, title: .red, titleFont: .system(size: 20), tint: .green, shadow: .blue)
        h.nav.navigationBar.standardAppearance = look
        h.scene.layoutIfNeeded()
        let b = h.bar("B")
        expectEqual(b.backgroundColor, .yellow)
        expectTrue(b.titleLabel.textColor == .red && b.titleLabel.font == .system(size: 20))
        expectTrue(b.hairline.backgroundColor == .blue && !b.hairline.isHidden)
        expectEqual(b.backButton?.titleLabel.textColor, .green)
        expectEqual(b.backButton?.chevron.image?.pixels.color(x: 4, y: 20), .green)
        // A page with its own appearance keeps it.
        let a = h.bar("A")
        expectTrue(a.backgroundColor == .orange && a.titleLabel.textColor == .white)
    }

    func testTheTintColoursTheBackButtonAndTitleItems() {
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
            $0.page("B").navigationItem.standardAppearance = barLook(tint: .red)
        }
        let bar = h.bar("B")
        expectEqual(bar.rightItemView?.titleLabel.textColor, .red)
        expectEqual(bar.backButton?.titleLabel.textColor, .red)
        expectEqual(bar.backButton?.chevron.image?.pixels.color(x: 4, y: 20), .red)
    }

    func testTheHairlineCanBeRemovedGloballyOrPerPage() {
        let h = stack("Inbox", "Message")
        expectFalse(h.bar("B").hairline.isHidden)
        expectEqual(h.bar("B").hairline.frame, Rect(x: 0, y: 49, width: 800, height: 1))
        h.page("B").navigationItem.standardAppearance = barLook(shadow: .some(nil))
        h.nav.navigationBar.standardAppearance = NavigationBarAppearance()  // refreshes the bars
        expectTrue(h.bar("B").hairline.isHidden)
        expectFalse(h.bar("A").hairline.isHidden)
        h.nav.navigationBar.standardAppearance = barLook(shadow: .some(nil))
        expectTrue(h.bar("A").hairline.isHidden)
    }

    // MARK: - Items

    func testACustomLeftItemWithANegativeOffsetSitsNearerTheEdgeAndReplacesTheBackButton() {
        let custom = View(frame: Rect(x: 0, y: 0, width: 25, height: 25))
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.leftBarButtonItem = BarButtonItem(customView: custom, offset: -15)
        }
        let bar = h.bar("B")
        expectNil(bar.backButton)
        expectEqual(bar.backTitle, "Inbox")  // still known, for when the item goes
        expectEqual(bar.leftItemView?.frame, Rect(x: 16 - 15, y: 0, width: 25, height: 50))
        expectEqual(custom.frame, Rect(x: 0, y: 13, width: 25, height: 25))
        expectEqual(custom.convert(Point.zero, to: nil), Point(x: 1, y: 13))
        // Without the offset it would start at the 16-point margin.
        h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(customView: custom)
        h.scene.layoutIfNeeded()
        expectEqual(bar.leftItemView?.frame.minX, 16)
        h.page("B").navigationItem.leftBarButtonItem = nil
        h.scene.layoutIfNeeded()
        expectTrue(bar.leftItemView == nil && bar.displayedBackTitle == "Inbox")
    }

    func testImageAndTitleItemsAreSizedToTheirContent() {
        let image = Image(pixels: PixelBuffer(width: 20, height: 18, color: .black))
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", image: image)
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        }
        let bar = h.bar("B")
        // 20 (image) + 4 + 43 ("Close").
        expectEqual(bar.leftItemView?.frame, Rect(x: 16, y: 0, width: 67, height: 50))
        expectEqual(bar.leftItemView?.imageView.frame, Rect(x: 0, y: 16, width: 20, height: 18))
        expectEqual(bar.leftItemView?.titleLabel.frame.minX, 24)
        expectEqual(bar.rightItemView?.frame, Rect(x: 800 - 16 - 34, y: 0, width: 34, height: 50))
    }

    /// `offset` is the seeds' fixed space, added to an item's distance from its own edge: a
    /// negative one pulls a left item left and a right item right, a positive one pushes them in.
    func testAnOffsetMovesEachItemTowardsItsOwnEdgeWhenNegative() {
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", offset: -15)
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", offset: -15)
        }
        let bar = h.bar("B")
        let margin = NavigationBar.itemMargin  // 16
        expectEqual(bar.leftItemView?.frame.minX, margin - 15)
        expectEqual(bar.rightItemView?.frame.maxX, 800 - (margin - 15))
        h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(title: "Close", offset: 10)
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit", offset: 10)
        h.scene.layoutIfNeeded()
        expectEqual(bar.leftItemView?.frame.minX, margin + 10)
        expectEqual(bar.rightItemView?.frame.maxX, 800 - (margin + 10))
    }

    /// A bar item's image is a template in the tint (UIKit's default for bar images): a black
    /// arrow shows in the tint, its shape (alpha) kept; it follows the tint and is made once.
    func testAnItemsImageIsDrawnInTheTintUnlessItAsksForItsOwnColours() throws {
        // A 2 × 1 image: one opaque black pixel, one half-transparent black one.
        let arrow = Image(pixels: PixelBuffer(width: 2, height: 1, bytes: [0, 0, 0, 255, 0, 0, 0, 128]))
        let item = BarButtonItem(image: arrow)
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.leftBarButtonItem = item
            $0.page("B").navigationItem.standardAppearance = barLook(tint: .red)
        }
        let bar = h.bar("B")
        let shown = try require(bar.leftItemView?.imageView.image)
        expectNotIdentical(shown, arrow)
        expectEqual(shown.pixels.bytes, [255, 0, 0, 255, 255, 0, 0, 128])
        // Laid out again, the same image (and so the same texture).
        bar.setNeedsLayout()
        h.scene.layoutIfNeeded()
        expectIdentical(bar.leftItemView?.imageView.image, shown)
        // A new tint, a new image.
        h.page("B").navigationItem.standardAppearance = barLook(tint: .blue)
        h.nav.navigationBar.standardAppearance = NavigationBarAppearance()  // refreshes the bars
        expectEqual(bar.leftItemView?.imageView.image?.pixels.color(x: 0, y: 0), .blue)
        // `.original` keeps the image as it is.
        h.page("B").navigationItem.leftBarButtonItem = BarButtonItem(image: arrow, imageRendering: .original)
        h.scene.layoutIfNeeded()
        expectIdentical(bar.leftItemView?.imageView.image, arrow)
    }

    func testHidesBackButtonHidesOnlyTheBackButton() {
        let h = stack("Inbox", "Message") { $0.page("B").navigationItem.hidesBackButton = true }
        expectNil(h.bar("B").backButton)
        h.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        expectNotNil(h.bar("B").rightItemView)
        h.page("B").navigationItem.hidesBackButton = false
        expectNotNil(h.bar("B").backButton)
    }

    func testConfiguringABarAgainKeepsItsViews() {
        let h = stack("Inbox", "Message") {
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        }
        let back = h.bar("B").backButton
        let right = h.bar("B").rightItemView
        _ = h.nav.page(for: h.page("B"))  // reconfigures
        h.nav.navigationBar.standardAppearance = NavigationBarAppearance()
        expectTrue(h.bar("B").backButton === back && h.bar("B").rightItemView === right)
    }

    func testAPageLeavingInAPopKeepsItsBackButtonWhileItMoves() {
        let h = stack("Inbox", "Message")
        h.nav.popViewController(animated: true)
        h.step()
        _ = h.nav.page(for: h.page("B"))  // reconfigured while off the stack
        expectEqual(h.bar("B").displayedBackTitle, "Inbox")
        h.settle()
        expectEqual(h.stack, ["A"])
    }
}
