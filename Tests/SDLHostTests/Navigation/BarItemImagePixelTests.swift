import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A custom back button as seed 000 makes it — an image in a left bar item, pulled towards the
/// edge by a negative fixed space (`offset`) — drawn by SDL: the image shows in the bar's tint,
/// like the default back button, where the layout puts it, and the offset moves it by exactly
/// that many points.
@MainActor
struct BarItemImagePixelTests {
    /// A 20 × 20 left-pointing arrow in opaque black on a clear ground, at scale 1 so that it
    /// lands on whole pixels: a head whose tip is column 0 (rows 9 and 10) and whose back is
    /// column 9 (rows 1...18), a shaft in rows 8..<12 out to column 19.
    static let arrow: Image = {
        var bytes = [UInt8](repeating: 0, count: 20 * 20 * 4)
        for y in 0..<20 {
            for x in 0..<20 {
                let head = x < 10 && Double(x) >= abs(Double(y) + 0.5 - 10)
                let shaft = (8..<12).contains(y)
                if head || shaft { bytes[(y * 20 + x) * 4 + 3] = 255 }
            }
        }
        return Image(pixels: PixelBuffer(width: 20, height: 20, bytes: bytes))
    }()
    /// The default tint, (0, 0.48, 1).
    static let tint = RGBA(NavigationBarAppearance.defaultTintColor)

    let still: BarStill
    let page = ColourPage("B", color: .white, title: "Message")

    init() throws {
        still = try BarStill(root: ColourPage("A", color: .white, title: "Inbox"))
        still.nav.pushViewController(page, animated: false)
    }

    /// Shows the arrow as B's left item with `offset` and draws the window.
    func render(offset: Double, rendering: BarButtonItem.ImageRendering = .template) throws -> PixelBuffer {
        page.navigationItem.leftBarButtonItem = BarButtonItem(
            image: Self.arrow, imageRendering: rendering, offset: offset)
        return try still.render(savingAs: "bar-item-arrow-\(offset)-\(rendering)")
    }

    /// The box of the pixels in the bar's left part that are clearly not white.
    func inkBox(_ pixels: PixelBuffer) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = []
        var ys: [Int] = []
        for y in 0..<48 {
            for x in 0..<100 where pixels[x, y].distance(to: white) > 60 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    func testABlackBackArrowShowsInTheTintWhereTheLayoutPutsIt() throws {
        let pixels = try render(offset: 0)
        expectNil(still.bar(of: page).backButton)
        // The item starts at the 16-point margin; the 20-point image is centred in the 50-point
        // bar, at y = 15: the arrow's ink is x 16...35, y 16...33.
        let box = try require(inkBox(pixels))
        expectTrue(box.x == 16...35 && box.y == 16...33, "\(box)")
        // The shaft and the head are the tint, not black: every inked pixel is.
        expectPixel(pixels, 16 + 15, 15 + 9, Self.tint)
        expectPixel(pixels, 16 + 5, 15 + 10, Self.tint)
        expectPixel(pixels, 16, 15 + 9, Self.tint)
        var notTint = 0
        for y in box.y {
            for x in box.x where pixels[x, y] != white && pixels[x, y].distance(to: Self.tint) > 2 { notTint += 1 }
        }
        expectEqual(notTint, 0)
        // A clear pixel of the image stays the bar's white.
        expectPixel(pixels, 16 + 15, 15 + 2, white)
    }

    func testANegativeOffsetMovesItExactlyThatFarTowardsTheEdge() throws {
        let atMargin = try render(offset: 0)
        let pulled = try render(offset: -15)
        let pushed = try render(offset: 10)
        expectEqual(inkBox(pulled).map { $0.x }, 1...20)
        expectEqual(inkBox(pushed).map { $0.x }, 26...45)
        // Moved whole, pixel for pixel: the arrow at the margin, 15 points left, 10 right.
        var moved = (pulled: 0, pushed: 0)
        for y in 10..<40 {
            for x in 16..<36 {
                if pulled[x - 15, y] != atMargin[x, y] { moved.pulled += 1 }
                if pushed[x + 10, y] != atMargin[x, y] { moved.pushed += 1 }
            }
        }
        expectTrue(moved.pulled == 0 && moved.pushed == 0, "pixels that differ: \(moved)")
    }

    func testTheTintFollowsTheBarAndOriginalKeepsTheImagesColours() throws {
        page.navigationItem.standardAppearance = barLook(background: .white, tint: .red)
        still.nav.navigationBar.standardAppearance = NavigationBarAppearance()  // refreshes the bars
        expectPixel(try render(offset: 0), 16 + 15, 15 + 9, RGBA(255, 0, 0))
        expectPixel(try render(offset: 0, rendering: .original), 16 + 15, 15 + 9, RGBA(0, 0, 0))
    }
}
