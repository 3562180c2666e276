import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// System items and a transparent scroll-edge bar drawn by SDL in `BarStill`'s 400 × 300
/// window (BarAppearances.md): icons in the tint where the layout puts them, Done in
/// bold, and a bar that shows the page's list through it at the top and the standard look once
/// the list has scrolled. `scripts/test` runs it again on the GPU renderers.
@MainActor
struct SystemItemPixelTests {
    static let tint = RGBA(NavigationBarAppearance.defaultTintColor)
    static let barGrey = RGBA(Color(white: 0.97))

    /// A page whose view is a list on a light blue ground.
    final class ListPage: ViewController {
        let list = ScrollList(rows: (0..<30).map { ListRow(title: "Row \($0)") })
        override func loadView() {
            list.backgroundColor = Color(red: 0.7, green: 0.85, blue: 1)
            setView(list)
        }
    }

    /// How many pixels of the rectangle are inked in `color` (within `tolerance`).
    func count(_ pixels: PixelBuffer, _ color: RGBA, x: Range<Int>, y: Range<Int>, tolerance: Int = 40) -> Int {
        var n = 0
        for py in y {
            for px in x where pixels[px, py].distance(to: color) <= tolerance { n += 1 }
        }
        return n
    }

    func testSystemItemsShowTheirIconsInTheTintAndDoneInBold() throws {
        let page = ColourPage("A", color: .white, title: "Items")
        page.navigationItem.rightBarButtonItems = [BarButtonItem(systemItem: .add), BarButtonItem(systemItem: .trash)]
        page.navigationItem.leftBarButtonItem = BarButtonItem(systemItem: .done)
        let still = try BarStill(root: page)
        let pixels = try still.render(savingAs: "system-items")
        // The plus: 24 points wide, its right edge 16 points from the bar's, centred in the bar
        // (y 13 to 37): its arms cross at (372, 25) in the tint; the box's corners stay white.
        expectPixel(pixels, 372, 25, Self.tint, tolerance: 6)
        expectPixel(pixels, 372, 17, Self.tint, tolerance: 6)
        expectPixel(pixels, 363, 16, white)
        expectGreater(count(pixels, Self.tint, x: 360..<384, y: 13..<37), 30)
        // The bin, 8 points further in (x 328 to 352), is inked in the tint too.
        expectGreater(count(pixels, Self.tint, x: 328..<352, y: 13..<37), 30)
        expectEqual(count(pixels, RGBA(0, 0, 0), x: 320..<400, y: 0..<49, tolerance: 60), 0, "nothing in black")
        // Done, bold, at the left: more ink than the same word in the plain face.
        let bold = count(pixels, Self.tint, x: 16..<80, y: 10..<40, tolerance: 120)
        page.navigationItem.leftBarButtonItem = BarButtonItem(title: "Done")
        let plain = count(
            try still.render(savingAs: "system-items-plain-done"), Self.tint, x: 16..<80, y: 10..<40, tolerance: 120)
        expectGreater(bold, plain + 20, "bold \(bold), plain \(plain)")
        expectGreater(plain, 40)
    }

    func testATransparentScrollEdgeBarShowsTheListUntilItScrolls() throws {
        let page = ListPage(name: "list")
        page.title = "List"
        let edge = NavigationBarAppearance()
        edge.configureWithTransparentBackground()
        page.navigationItem.scrollEdgeAppearance = edge
        let still = try BarStill(root: page)
        let ground = RGBA(page.list.backgroundColor!)
        let top = try still.render(savingAs: "scroll-edge-transparent")
        // Beneath the bar, the list's ground; no line under the bar; the title over it.
        expectPixel(top, 390, 10, ground)
        expectPixel(top, 390, 49, ground)
        expectGreater(top.ink(x: 170..<230, y: 12..<38), 20, "the title")
        // Scrolled: the standard bar, white 0.97 over its white 0.78 line.
        page.list.contentOffset = 100
        let scrolled = try still.render(savingAs: "scroll-edge-scrolled")
        expectPixel(scrolled, 390, 10, Self.barGrey)
        expectPixel(scrolled, 390, 49, RGBA(Color(white: 0.78)), tolerance: 3)
        // Back at the top: transparent again.
        page.list.contentOffset = 0
        let back = try still.render(savingAs: "scroll-edge-back")
        expectPixel(back, 390, 10, ground)
        expectEqual(back.differences(from: top, x: 0..<400, y: 0..<60), 0)
    }

    func testTabBarSystemItemsShowIOSIconsAndTitles() throws {
        let scene = Scene(size: Size(width: 400, height: 300), clock: ManualClock())
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        let systemItems: [TabBarItem.SystemItem] = [.favorites, .search, .more]
        let pages = systemItems.enumerated().map { index, systemItem in
            let page = ViewController(name: "tab\(index)")
            page.tabBarItem = TabBarItem(tabBarSystemItem: systemItem, tag: index)
            return page
        }
        window.setRootViewController(TabBarController(viewControllers: pages))
        scene.layoutIfNeeded()
        let renderer = try HostFixture.renderer(width: 400, height: 300)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "tab-system-items")
        let tint = RGBA(TabBarAppearance.standard.selectedTint)
        let grey = RGBA(TabBarAppearance.standard.normalTint)
        // Each tab a third of the bar (the bottom 50 points): the selected star in the tint, the
        // magnifier and the dots grey, each with its title under it.
        expectGreater(count(pixels, tint, x: 50..<84, y: 252..<282), 150, "the filled star")
        expectGreater(count(pixels, grey, x: 183..<217, y: 252..<282), 30, "the magnifier")
        expectGreater(count(pixels, grey, x: 316..<350, y: 252..<282), 30, "the dots")
        expectEqual(count(pixels, tint, x: 150..<400, y: 252..<300), 0, "only the selected tab in the tint")
        expectTrue(pixels.ink(x: 40..<94, y: 284..<299) > 10 && pixels.ink(x: 306..<360, y: 284..<299) > 10, "titles")
    }
}
