import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A tab bar drawn by SDL with the real fonts: each item's icon above its small title, the
/// badge at the icon's top right corner, the selected item in the tint and the others grey.
/// The window is 400 × 300; the bar is its bottom 50 points, three items of 400/3 points.
@MainActor
struct TabBarPixelTests {
    /// A 26 × 26 opaque black square: a template icon, at scale 1 so it lands on whole pixels.
    static let icon = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))
    static let tint = RGBA(TabBarAppearance.standard.selectedTint)
    static let grey = RGBA(TabBarAppearance.standard.normalTint)
    static let badgeRed = RGBA(255, 59, 48)

    let scene = Scene(size: Size(width: 400, height: 300), clock: ManualClock())
    let window: Window
    let tabs: TabBarController

    init() throws {
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        let pages = ["One", "Two", "Three"].map { title in
            let page = ViewController(name: title)
            page.title = title
            page.tabBarItem.image = Self.icon
            return page
        }
        pages[0].tabBarItem.badgeValue = "3"
        tabs = TabBarController(viewControllers: pages)
        window.setRootViewController(tabs)
        scene.layoutIfNeeded()
    }

    func render() throws -> PixelBuffer {
        let renderer = try HostFixture.renderer(width: 400, height: 300)
        try scene.renderFrameIfNeeded(with: renderer)
        return try renderer.readPixels()
    }

    /// The box of the pixels within `tolerance` of `color` in the rectangle.
    func box(of color: RGBA, in pixels: PixelBuffer, x: Range<Int>, y: Range<Int>, tolerance: Int = 40)
        -> (x: ClosedRange<Int>, y: ClosedRange<Int>)?
    {
        var xs: [Int] = []
        var ys: [Int] = []
        for py in y {
            for px in x where pixels[px, py].distance(to: color) <= tolerance {
                xs.append(px)
                ys.append(py)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    func testTheIconIsAboveTheTitleAndTheBadgeAtTheIconsCorner() throws {
        let pixels = try render()
        // The first item: 0..<133 wide, under the hairline at y = 250; its icon 26 points square,
        // centred, 4 points below the item's top: x 54..<80, y 255..<281.
        let cell = 0..<133
        let iconRows = 251..<282
        let icon = try require(box(of: Self.tint, in: pixels, x: cell, y: iconRows, tolerance: 4))
        expectTrue(icon.x.lowerBound == 54 && icon.y.lowerBound == 255 && icon.y.upperBound == 280, "\(icon)")
        expectPixel(pixels, 60, 275, Self.tint)
        // The title: tinted ink under the icon, centred on the item, within the bar.
        let title = try require(box(of: Self.tint, in: pixels, x: cell, y: 282..<300, tolerance: 120))
        expectTrue(title.y.lowerBound >= 282 && title.y.upperBound < 299, "\(title)")
        expectLessOrEqual(abs(Double(title.x.lowerBound + title.x.upperBound) / 2 - 66.5), 2, "\(title)")
        // Small text: at most about 12 rows of ink (10-point type).
        expectLessOrEqual(title.y.count, 12, "\(title)")
        // The badge: red straddling the icon's top right corner (80, 255), its top above the
        // icon's, its white "3" inside.
        let badge = try require(box(of: Self.badgeRed, in: pixels, x: cell, y: 250..<300, tolerance: 30))
        expectTrue(badge.x.lowerBound < 80 && badge.x.upperBound > 80, "\(badge)")
        expectTrue(badge.y.lowerBound < 255 && badge.y.upperBound > 255, "\(badge)")
        expectGreater(badge.x.lowerBound, 67, "the badge starts right of the icon's middle: \(badge)")
        let inBadge = (x: badge.x.lowerBound..<badge.x.upperBound + 1, y: badge.y.lowerBound..<badge.y.upperBound + 1)
        expectNotNil(box(of: white, in: pixels, x: inBadge.x, y: inBadge.y, tolerance: 30), "no white text")
        // Another item: the icon in the grey, no badge.
        let other = try require(box(of: Self.grey, in: pixels, x: 133..<266, y: iconRows, tolerance: 4))
        expectTrue(other.x.count == 26 && other.y.count == 26, "\(other)")
        expectNil(box(of: Self.badgeRed, in: pixels, x: 133..<266, y: 250..<300, tolerance: 30))
    }
}
