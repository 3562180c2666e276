import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// A tab item as iOS lays it out — its image above a small title, the badge at the image's top
/// right corner — and its looks: tinted images (the selected image while selected), the hover
/// and pressed highlight through the window's dispatch.
@MainActor
struct TabBarItemLookTests {
    let h = TabBarHarness()
    let icon = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))
    let filled = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))

    init() {
        h.nav.tabBarItem.image = icon
        h.tabViews[1].tabBarItem.title = "Two"
        h.tabViews[1].tabBarItem.image = icon
        h.tabViews[1].tabBarItem.selectedImage = filled
        h.tabViews[1].tabBarItem.badgeValue = "3"
        h.scene.layoutIfNeeded()
    }

    func button(_ index: Int) throws -> TabBarButton { try require(h.tabs.tabBar.button(at: index) as? TabBarButton) }

    func testTheImageIsAboveASmallTitleAndTheBadgeAtItsCorner() throws {
        let two = try button(1)
        expectEqual(two.titleLabel.font, TabBar.titleFont)
        expectEqual(TabBar.titleFont.size, 10)
        let image = two.imageView.frame
        expectEqual(image.size, Size(width: 26, height: 26))
        expectLessOrEqual(abs(image.midX - two.bounds.midX), 0.5)
        // The title right under the image, centred across the item.
        expectTrue(two.titleLabel.frame.minY > image.maxY && two.titleLabel.frame.minY - image.maxY <= 2)
        expectLessOrEqual(two.titleLabel.frame.maxY, two.bounds.maxY)
        expectEqual(two.titleLabel.textAlignment, .center)
        // The badge straddles the image's top right corner.
        let badge = two.badge.frame
        expectFalse(two.badge.isHidden)
        expectTrue(badge.minX < image.maxX && badge.maxX > image.maxX)
        expectTrue(badge.minY < image.minY && badge.maxY > image.minY)
        expectEqual(two.badge.layer.cornerRadius, badge.height / 2)
        expectTrue(two.badgeLabel.text == "3" && two.badgeLabel.textColor == .white)
    }

    func testImagesAreTintedAndTheSelectedImageShowsWhileSelected() throws {
        let one = try button(0)
        let two = try button(1)
        let look = TabBarAppearance.standard
        func tint(_ b: TabBarButton) throws -> Color { try require(b.imageView.image).pixels.color(x: 5, y: 5) }
        try expectEqual(tint(one).rgba8.b, look.selectedTint.rgba8.b)
        try expectEqual(tint(two).rgba8.r, look.normalTint.rgba8.r)
        expectEqual(two.titleLabel.textColor, look.normalTint)
        h.tabs.select(1)
        h.scene.layoutIfNeeded()
        expectTrue(two.isSelectedTab)
        try expectEqual(tint(two).rgba8.b, look.selectedTint.rgba8.b)
        // Made from the selected image: the item's image is a different object.
        two.item.selectedImage = Image(pixels: PixelBuffer(width: 26, height: 26, color: .clear))
        try expectEqual(tint(two).alpha, 0)
        h.tabs.select(0)
        try expectEqual(tint(two).alpha, 1)
    }

    func testAHoveredTabItemShowsTheHighlightAndPressedMore() throws {
        let two = try button(1)
        let point = two.convert(Point(x: two.bounds.midX, y: 20), to: nil)
        h.play(InputScript(start: h.clock.now).move(to: point))
        expectEqual(two.pointerHighlight, PointerHighlight.hovered)
        expectTrue(two.hasCustomDrawing)
        h.play(InputScript(start: h.clock.now, location: point).down(at: point))
        expectEqual(two.pointerHighlight, PointerHighlight.pressed)
        h.play(InputScript(start: h.clock.now, location: point).up())
        expectEqual(h.tabs.selectedIndex, 1)
        expectEqual(two.pointerHighlight, PointerHighlight.hovered)
        h.play(InputScript(start: h.clock.now).move(to: Point(x: 400, y: 200)))
        expectNil(two.pointerHighlight)
        expectFalse(two.hasCustomDrawing)
    }

    func testATitleOnlyItemKeepsItsCentredTitleAndBadgeBesideIt() throws {
        let three = try button(2)
        h.tabViews[2].tabBarItem.badgeValue = "1"
        h.scene.layoutIfNeeded()
        expectTrue(three.imageView.isHidden)
        expectEqual(three.titleLabel.frame, three.bounds)
        expectGreater(three.badge.frame.minX, three.bounds.midX)
        expectLessOrEqual(abs(three.badge.frame.midY - three.bounds.midY), 0.5)
    }
}
