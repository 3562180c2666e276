import Geometry
import Layers
import Views

@testable import Navigation

/// Several items a side, the title view, the back bar button item and the back button's
/// display mode, on the harness's 800-point window (the fixed-advance measurer: 8.5 points a
/// character at 17 points, rounded up; "Message" is 60 wide, centred at x = 370).
@MainActor
struct FullerBarLayoutTests {
    func stack(setUp: (NavigationHarness) -> Void = { _ in }) -> NavigationHarness {
        let h = NavigationHarness(stack: ["A", "B"])
        h.page("A").title = "Inbox"
        h.page("B").title = "Message"
        setUp(h)
        h.scene.layoutIfNeeded()
        return h
    }

    func ids(_ items: [BarButtonItem]) -> [ObjectIdentifier] { items.map(ObjectIdentifier.init) }

    // MARK: - Several items a side

    func testLeftItemsGoFromTheLeftEdgeInwardAndRightItemsFromTheRightEdgeInward() {
        let (l1, l2) = (BarButtonItem(title: "Ab"), BarButtonItem(title: "Cdef"))  // 17, 34
        let (r1, r2) = (BarButtonItem(title: "Edit"), BarButtonItem(title: "Share"))  // 34, 43
        let h = stack {
            $0.page("B").navigationItem.leftBarButtonItems = [l1, l2]
            $0.page("B").navigationItem.rightBarButtonItems = [r1, r2]
        }
        let bar = h.bar("B")
        // Left items replace the back button (UIKit's default).
        expectNil(bar.backButton)
        expectEqual(ids(bar.leftItemViews.map(\.item)), ids([l1, l2]))
        expectEqual(bar.leftItemViews[0].frame, Rect(x: 16, y: 0, width: 17, height: 50))
        expectEqual(bar.leftItemViews[1].frame, Rect(x: 16 + 17 + 16, y: 0, width: 34, height: 50))
        // The first right item is at the right edge, the next one left of it.
        expectEqual(ids(bar.rightItemViews.map(\.item)), ids([r1, r2]))
        expectEqual(bar.rightItemViews[0].frame, Rect(x: 800 - 16 - 34, y: 0, width: 34, height: 50))
        expectEqual(bar.rightItemViews[1].frame, Rect(x: 750 - 16 - 43, y: 0, width: 43, height: 50))
        expectEqual(bar.titleLabel.frame, Rect(x: 370, y: 0, width: 60, height: 50))
        // The single-item API is the first of each list.
        expectTrue(bar.leftItemView?.item === l1 && bar.rightItemView?.item === r1)
        expectIdentical(h.page("B").navigationItem.leftBarButtonItem, l1)
        expectIdentical(h.page("B").navigationItem.rightBarButtonItem, r1)
    }

    func testSettingTheSingleItemReplacesTheWholeList() {
        let h = stack {
            $0.page("B").navigationItem.rightBarButtonItems = [BarButtonItem(title: "a"), BarButtonItem(title: "b")]
        }
        let only = BarButtonItem(title: "Edit")
        h.page("B").navigationItem.rightBarButtonItem = only
        h.scene.layoutIfNeeded()
        expectEqual(ids(h.page("B").navigationItem.rightBarButtonItems), ids([only]))
        expectEqual(ids(h.bar("B").rightItemViews.map(\.item)), ids([only]))
        h.page("B").navigationItem.rightBarButtonItem = nil
        h.scene.layoutIfNeeded()
        expectTrue(h.bar("B").rightItemViews.isEmpty && h.bar("B").subview(named: "barButton") == nil)
    }

    func testLeftItemsThatSupplementTheBackButtonFollowIt() {
        let (l1, l2) = (BarButtonItem(title: "Ab"), BarButtonItem(title: "Cd"))
        let h = stack {
            $0.page("B").navigationItem.leftBarButtonItems = [l1, l2]
            $0.page("B").navigationItem.leftItemsSupplementBackButton = true
        }
        let bar = h.bar("B")
        expectEqual(bar.displayedBackTitle, "Inbox")
        // "‹ Inbox" ends at 27 + 43 = 70; the items follow 16 points apart (itemSpacing).
        expectEqual(bar.leftItemViews[0].frame.minX, 70 + 16)
        expectEqual(bar.leftItemViews[1].frame.minX, 86 + 17 + 16)
        expectEqual(bar.titleLabel.frame.minX, 370)
    }

    func testTheBackTextGivesWayToSupplementingItemsBeforeTheTitleDoes() {
        // "Message" centred starts at 370; 370 − 8 − 27 = 335 points for the text alone, less
        // 16 + 306 for a 36-character item: 13 points, too few for "Inbox" (43) or "Back" (34).
        let wide = BarButtonItem(title: String(repeating: "x", count: 36))  // 306
        let h = stack {
            $0.page("B").navigationItem.leftBarButtonItems = [wide]
            $0.page("B").navigationItem.leftItemsSupplementBackButton = true
        }
        let bar = h.bar("B")
        expectEqual(bar.displayedBackTitle, "")
        // The chevron alone ends at 20; the item follows 16 points on.
        expectEqual(bar.leftItemView?.frame.minX, 36, "\(String(describing: bar.leftItemView?.frame))")
        expectEqual(bar.titleLabel.frame, Rect(x: 370, y: 0, width: 60, height: 50))
    }

    func testAFixedSpaceIsAGapAndTakesNoClicks() {
        let (edit, share) = (BarButtonItem(title: "Edit"), BarButtonItem(title: "Share"))
        let h = stack { $0.page("B").navigationItem.rightBarButtonItems = [edit, .fixedSpace(20), share] }
        let views = h.bar("B").rightItemViews
        let xs: [Double] = [750, 714, 655]  // 750 − 16 − 20, then 714 − 16 − 43
        expectEqual(views.map(\.frame.minX), xs)
        expectTrue(!views[1].isUserInteractionEnabled && views[0].isUserInteractionEnabled)
    }

    // MARK: - Title view

    func testATitleViewIsCentredAtItsSizeInTheTitlesPlace() {
        let badge = View(frame: Rect(x: 0, y: 0, width: 200, height: 30))
        let h = stack { $0.page("B").navigationItem.titleView = badge }
        let bar = h.bar("B")
        expectTrue(bar.titleView === badge && badge.superview === bar)
        expectEqual(badge.frame, Rect(x: 300, y: 10, width: 200, height: 30))
        expectTrue(bar.titleLabel.isHidden)
        // The title still names the page, on the next page's back button too.
        expectEqual(bar.title, "Message")
        h.page("B").navigationItem.titleView = nil
        h.scene.layoutIfNeeded()
        expectTrue(badge.superview == nil && !bar.titleLabel.isHidden)
    }

    func testATitleViewMovesOverForTheItemsAndIsShrunkWhenItFitsNowhere() {
        let badge = View(frame: Rect(x: 0, y: 0, width: 400, height: 30))
        let h = stack {
            $0.page("B").navigationItem.titleView = badge
            $0.page("B").navigationItem.rightBarButtonItems = [
                BarButtonItem(title: String(repeating: "x", count: 30))  // 255: from 529
            ]
        }
        // Centred it would end at 600, past 529 − 8: moved left to end at 521.
        expectEqual(badge.frame, Rect(x: 121, y: 10, width: 400, height: 30))
        // Wider than all the room: shrunk between the chevron (alone: 20 + 8) and the item.
        h.page("B").navigationItem.titleView = View(frame: Rect(x: 0, y: 0, width: 700, height: 30))
        h.scene.layoutIfNeeded()
        let shrunk = h.bar("B").titleView!
        expectEqual(h.bar("B").displayedBackTitle, "")
        expectEqual(shrunk.frame, Rect(x: 28, y: 10, width: 521 - 28, height: 30))
        // Its natural size is kept: with the item gone it is 700 wide again.
        h.page("B").navigationItem.rightBarButtonItems = []
        h.scene.layoutIfNeeded()
        expectEqual(shrunk.frame, Rect(x: 50, y: 10, width: 700, height: 30))
    }

    func testATitleViewWithNoWidthTakesTheRoomBetweenTheItems() {
        let h = stack {
            $0.page("B").navigationItem.titleView = View()
            $0.page("B").navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        }
        // After "‹ Inbox" (70 + 8) up to the item (750 − 8), the bar's height.
        expectEqual(h.bar("B").titleView?.frame, Rect(x: 78, y: 0, width: 742 - 78, height: 50))
    }

    // MARK: - The back button

    func testTheBackBarButtonItemOfThePreviousPageNamesTheBackButton() {
        let h = stack {
            $0.page("A").navigationItem.backButtonTitle = "Box"
            $0.page("A").navigationItem.backBarButtonItem = BarButtonItem(title: "Mail")
        }
        expectEqual(h.bar("B").displayedBackTitle, "Mail")
        // Set on the page itself it does nothing for its own back button (UIKit's rule).
        h.page("B").navigationItem.backBarButtonItem = BarButtonItem(title: "Other")
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "Mail")
        // Without a title it gives way to the back button title.
        h.page("A").navigationItem.backBarButtonItem = BarButtonItem(
            image: Image(pixels: PixelBuffer(width: 4, height: 4, color: .black)))
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "Box")
    }

    func testTheBackButtonDisplayModeOfThePreviousPageChoosesTheText() {
        let h = stack()
        let a = h.page("A").navigationItem
        expectEqual(a.backButtonDisplayMode, .default)
        expectEqual(h.bar("B").displayedBackTitle, "Inbox")
        a.backButtonDisplayMode = .generic
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "Back")
        h.nav.backButtonFallbackTitle = "返回"
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "返回")
        a.backButtonDisplayMode = .minimal
        h.scene.layoutIfNeeded()
        let back = h.bar("B").backButton!
        expectEqual(back.title, "")
        expectEqual(back.frame.width, 8 + 12 + 8)
        expectEqual(h.bar("B").titleLabel.frame.minX, 370)
        // Set on the page itself it does nothing for its own back button.
        a.backButtonDisplayMode = .default
        h.page("B").navigationItem.backButtonDisplayMode = .minimal
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("B").displayedBackTitle, "Inbox")
    }

    func testTheMinimalModeOutranksTheBackBarButtonItem() {
        let h = stack {
            $0.page("A").navigationItem.backBarButtonItem = BarButtonItem(title: "Mail")
            $0.page("A").navigationItem.backButtonDisplayMode = .minimal
        }
        expectEqual(h.bar("B").displayedBackTitle, "")
    }
}
