import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// UIKit's system items (BarAppearances.md, "Items"): words in the tint (Done and Save
/// bold), icons from the assets drawn as templates, spaces, tab bar items titled and iconed as
/// iOS's, and a menu shown as an action sheet from its item.
@MainActor
struct SystemItemTests {
    func testTextItemsAreWordsInTheTintDoneAndSaveInBold() {
        let h = NavigationHarness(stack: ["A"])
        let items: [BarButtonItem.SystemItem] = [.done, .cancel, .edit, .save]
        h.page("A").navigationItem.rightBarButtonItems = items.map { BarButtonItem(systemItem: $0) }
        h.scene.layoutIfNeeded()
        let views = h.bar("A").rightItemViews
        expectEqual(views.map(\.titleLabel.text), ["Done", "Cancel", "Edit", "Save"])
        expectEqual(
            views.map(\.titleLabel.font), [BarButton.doneFont, BarButton.font, BarButton.font, BarButton.doneFont])
        expectEqual(BarButton.doneFont, .boldSystem(size: 17))
        expectTrue(views.allSatisfy { $0.titleLabel.textColor == NavigationBarAppearance.defaultTintColor })
        expectTrue(views.allSatisfy { $0.item.image == nil })
        // The done style of a titled item is bold too; plain is not.
        h.page("A").navigationItem.rightBarButtonItems = [
            BarButtonItem(title: "Finish", style: .done), BarButtonItem(title: "Later", style: .plain),
        ]
        h.scene.layoutIfNeeded()
        expectEqual(h.bar("A").rightItemViews.map(\.titleLabel.font), [BarButton.doneFont, BarButton.font])
        // A bold title is wider than the same plain one.
        expectGreater(h.bar("A").rightItemViews[0].preferredWidth, 0)
    }

    func testIconItemsShowTheirIconsAsTemplatesInTheTint() throws {
        let icons = BarButtonItem.SystemItem.allCases.filter { $0.iconName != nil }
        expectEqual(icons.count, 19)
        for systemItem in icons {
            let item = BarButtonItem(systemItem: systemItem)
            let image = try require(item.image, "\(systemItem) has its icon")
            expectTrue(image.size == Size(width: 24, height: 24) && image.scale == 2)
            expectTrue(item.title == nil && item.style == .plain && item.systemItem == systemItem)
            let inked = stride(from: 3, to: image.pixels.bytes.count, by: 4).filter { image.pixels.bytes[$0] > 128 }
            expectGreater(inked.count, 60, "\(systemItem) draws a glyph")
        }
        let h = NavigationHarness(stack: ["A"])
        h.page("A").navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
        h.nav.navigationBar.tintColor = .red
        h.scene.layoutIfNeeded()
        let view = try require(h.bar("A").rightItemView)
        expectTrue(view.frame.width == 24 && view.frame.maxX == 800 - 16)
        let shown = try require(view.imageView.image)
        // The plus's middle is inked in the tint.
        expectTrue(shown.pixels.color(x: 24, y: 24).red == 1 && shown.pixels.color(x: 24, y: 24).alpha > 0.9)
        expectEqual(shown.pixels.color(x: 2, y: 2).alpha, 0)
    }

    func testSpacesAreSpaces() {
        expectEqual(BarButtonItem(systemItem: .flexibleSpace).space, .flexible)
        expectEqual(BarButtonItem(systemItem: .fixedSpace).space, .fixed(0))
        expectNil(BarButtonItem(systemItem: .flexibleSpace).image)
        // UIKit's `width`: a fixed space's gap, a button's least width.
        let gap = BarButtonItem(systemItem: .fixedSpace)
        gap.width = 20
        expectTrue(gap.space == .fixed(20) && gap.width == 20)
        let h = NavigationHarness(stack: ["A"])
        let wide = BarButtonItem(systemItem: .add)
        wide.width = 60
        h.page("A").navigationItem.rightBarButtonItems = [wide, gap, BarButtonItem(systemItem: .trash)]
        h.scene.layoutIfNeeded()
        let views = h.bar("A").rightItemViews
        expectEqual(views.map(\.frame.width), [60, 20, 24])
        expectEqual(views[0].imageView.frame.minX, 18, "the icon centred in the wider item")
        expectEqual(views[2].frame.maxX, 800 - 16 - 60 - 16 - 20 - 16)
    }

    func testAnIconTheAssetsLackShowsItsName() {
        expectNil(SystemItemIcon.load("compose", assets: AssetLocator(roots: ["/nonexistent"])))
        expectEqual(BarButtonItem.SystemItem.compose.spokenName, "Compose")
        expectEqual(BarButtonItem.SystemItem.fastForward.spokenName, "Fast forward")
    }

    func testGreyMapsAreReadAndBadOnesRefused() throws {
        let bytes = Array("P5\n# made by hand\n2 1\n255\n".utf8) + [0, 200]
        let image = try require(SystemItemIcon.image(fromPGM: bytes, scale: 2))
        expectTrue(image.pixels.width == 2 && image.pixels.height == 1)
        expectEqual(image.pixels.bytes, [0, 0, 0, 0, 0, 0, 0, 200])
        expectNil(SystemItemIcon.image(fromPGM: Array("P6\n2 1\n255\n".utf8) + [0, 0], scale: 2))
        expectNil(SystemItemIcon.image(fromPGM: Array("P5\n2 2\n255\n".utf8) + [0, 0], scale: 2), "short")
        expectNil(SystemItemIcon.image(fromPGM: Array("P5\n2 1\n65535\n".utf8) + [0, 0, 0, 0], scale: 2))
        expectNil(SystemItemIcon.image(fromPGM: [], scale: 2))
    }

    func testTabBarSystemItemsHaveIOSTitlesAndIcons() throws {
        let titles = TabBarItem.SystemItem.allCases.map(\.title)
        expectEqual(
            titles,
            [
                "More", "Favorites", "Featured", "Top Rated", "Recents", "Contacts", "History", "Bookmarks", "Search",
                "Downloads", "Most Recent", "Most Viewed",
            ])
        for systemItem in TabBarItem.SystemItem.allCases {
            let item = TabBarItem(tabBarSystemItem: systemItem, tag: 7)
            expectTrue(item.title == systemItem.title && item.tag == 7 && item.systemItem == systemItem)
            let image = try require(item.image, "\(systemItem) has its icon")
            expectEqual(image.size, Size(width: 26, height: 26))
        }
        let page = ViewController(name: "fav")
        page.title = "Something else"
        page.tabBarItem = TabBarItem(tabBarSystemItem: .favorites, tag: 0)
        expectEqual(page.tabBarItem.title, "Favorites")
        expectEqual(TabBarItem(title: "Mine", image: nil, tag: 3).tag, 3)
    }

    func testAPrimaryActionRunsWithTheButtonAsSender() throws {
        let h = NavigationHarness(stack: ["A"])
        var senders: [Control?] = []
        let item = BarButtonItem(systemItem: .refresh, primaryAction: Action { senders.append($0.sender) })
        h.page("A").navigationItem.rightBarButtonItem = item
        h.scene.layoutIfNeeded()
        let view = try require(h.bar("A").rightItemView)
        view.sendActions(for: .touchUpInside)
        expectTrue(senders.count == 1 && senders[0] === view)
        // A titled item made from an action takes the action's title.
        expectEqual(BarButtonItem(primaryAction: Action(title: "Sync") { _ in }).title, "Sync")
    }

    func testAMenuShowsAsAnActionSheetFromItsItem() throws {
        let h = NavigationHarness(stack: ["A"])
        var chosen: [String] = []
        var sender: Control?
        let menu = Menu(
            title: "Sort",
            children: [
                Action(title: "By name") { chosen.append($0.title) },
                Action(title: "By date") {
                    chosen.append($0.title)
                    sender = $0.sender
                },
            ])
        let item = BarButtonItem(systemItem: .organize, menu: menu)
        h.page("A").navigationItem.rightBarButtonItem = item
        h.settle()
        let button = try require(h.bar("A").rightItemView)
        let frame = button.convert(button.bounds, to: nil)
        let point = Point(x: frame.midX, y: frame.midY)
        h.play(InputScript(start: h.clock.now, location: point).down(at: point).wait(0.05).up())
        h.settle()
        let sheet = try require(h.page("A").presentedViewController as? AlertController)
        expectTrue(sheet.preferredStyle == .actionSheet && sheet.title == "Sort")
        expectEqual(sheet.actions.map(\.title), ["By name", "By date", "Cancel"])
        expectIdentical(sheet.popoverPresentationController?.barButtonItem, item)
        let view = sheet.view as! AlertView
        let byDate = try require(view.buttons.first { $0.action.title == "By date" })
        let f = byDate.convert(byDate.bounds, to: nil)
        let p = Point(x: f.midX, y: f.midY)
        h.play(InputScript(start: h.clock.now, location: p).down(at: p).wait(0.05).up())
        h.settle()
        expectTrue(chosen == ["By date"] && sender === button)
        expectNil(h.page("A").presentedViewController)
    }
}
