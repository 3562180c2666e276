import Animation
import Foundation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// A page with a search controller drawn through the whole stack and read back as pixels
/// (SearchInTheBar.md): the bar's strip with iOS's rounded grey
/// field, its magnifier and placeholder, the hairline under the strip, the dimming while
/// active, and the field travelling with its page mid-push. Each test keeps its frame to look at
/// (segue-search-*.png, `ReviewImages`).
@MainActor
struct SearchBarPixelTests {
    static let width = 400.0
    static let height = 300.0

    /// A page of one colour with a search in its bar.
    final class SearchPage: ViewController {
        let color: Color
        let search = SearchController(searchResultsController: nil)

        init(_ name: String, color: Color) {
            self.color = color
            super.init(name: name)
            title = name
            navigationItem.searchController = search
        }

        override func loadView() {
            let view = View()
            view.backgroundColor = color
            setView(view)
        }
    }

    /// Pushes held at a fraction by a percent-driven slide.
    final class ScrubbingDelegate: NavigationControllerDelegateBase {
        let interaction = PercentDrivenInteractiveTransition()

        override func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> (any AnimatedTransitioning)? { SlideAnimator() }

        override func navigationController(
            _ navigationController: NavigationController, interactionControllerFor animator: any AnimatedTransitioning
        ) -> (any InteractiveTransitioning)? { interaction }
    }

    let clock = ManualClock()
    let scene: Scene
    let window: Window
    let nav: NavigationController
    let root = SearchPage("Fruits", color: .white)
    let delegate = ScrubbingDelegate()

    init() throws {
        scene = Scene(size: Size(width: Self.width, height: Self.height), clock: clock)
        window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        nav = NavigationController(rootViewController: root)
        nav.delegate = delegate
        window.setRootViewController(nav)
        scene.layoutIfNeeded()
    }

    func render(_ name: String) throws -> PixelBuffer {
        scene.layoutIfNeeded()
        let renderer = try HostFixture.renderer(width: Self.width, height: Self.height)
        try scene.renderFrameIfNeeded(with: renderer)
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "search-\(name)-\(HostFixture.rendererRequest)")
        return pixels
    }

    /// The field's fill over the bar's white 0.97: (118, 118, 128) at 0.12 over 247.
    static let fieldOverBar = RGBA(232, 232, 233)
    static let bar = RGBA(247, 247, 247)

    func count(_ pixels: PixelBuffer, in rect: Rect, where test: (RGBA) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(pixels[x, y]) { n += 1 }
        }
        return n
    }

    func testTheStripShowsARoundedGreyFieldWithAMagnifierAndThePlaceholder() throws {
        let pixels = try render("field")
        // The field: 16...384 across, 58...94 down; the bar's colour around it.
        expectLessOrEqual(pixels[300, 76].distance(to: Self.fieldOverBar), 3, "\(pixels[300, 76])")
        expectLessOrEqual(pixels[8, 76].distance(to: Self.bar), 3)
        expectLessOrEqual(pixels[300, 55].distance(to: Self.bar), 3)
        expectLessOrEqual(pixels[300, 97].distance(to: Self.bar), 3)
        expectLessOrEqual(pixels[16, 76].distance(to: Self.fieldOverBar), 3)
        expectLessOrEqual(pixels[15, 76].distance(to: Self.bar), 3)
        // Rounded: the corner pixel is (nearly) the bar's colour.
        expectLess(pixels[16, 58].distance(to: Self.bar), pixels[30, 76].distance(to: Self.bar) + 6)
        // The magnifier: grey ink in its 16-point square at x 24...40.
        let glyph = count(pixels, in: Rect(x: 24, y: 68, width: 16, height: 16)) { $0.r < 200 }
        expectGreater(glyph, 15, "magnifier ink: \(glyph)")
        // The placeholder "Search": grey ink from x 46, none black.
        let text = Rect(x: 46, y: 62, width: 80, height: 28)
        let ink = count(pixels, in: text) { $0.r < 200 }
        expectGreater(ink, 40, "placeholder ink: \(ink)")
        expectEqual(count(pixels, in: text) { $0.r < 60 }, 0)
        // The hairline under the strip, the page's white under it; none under the title row.
        expectLess(pixels[300, 101].r, 215)
        expectEqual(pixels[300, 102], RGBA(255, 255, 255))
        expectLessOrEqual(pixels[300, 49].distance(to: Self.bar), 3)
    }

    func testWhileActiveTheCancelButtonShowsAndThePageIsDimmed() throws {
        expectTrue(root.search.searchBar.searchTextField.becomeFirstResponder())
        clock.advance(by: 1)
        scene.tick()
        let pixels = try render("active")
        // The dimming: black at 0.2 over the white page.
        expectLessOrEqual(pixels[200, 200].distance(to: RGBA(204, 204, 204)), 3, "\(pixels[200, 200])")
        // The Cancel button's tint ink at the right of the strip; the field ends before it.
        let tint = count(pixels, in: Rect(x: 320, y: 62, width: 64, height: 28)) { $0.b > 200 && $0.r < 120 }
        expectGreater(tint, 20, "Cancel ink: \(tint)")
        expectGreater(pixels[Int(Self.width) - 20, 76].distance(to: Self.fieldOverBar), 5)
    }

    /// A page whose view is a long list.
    final class ListPage: ViewController {
        let search = SearchController(searchResultsController: nil)
        let list = ScrollList(rows: (0..<60).map { ListRow(title: "Row \($0)") })

        init() {
            super.init(name: "List")
            title = "List"
            navigationItem.searchController = search
        }

        override func loadView() { setView(list) }
    }

    func testHalfSlidAwayTheFieldIsShorterAndTheHairlineFollows() throws {
        let page = ListPage()
        nav.pushViewController(page, animated: false)
        scene.layoutIfNeeded()
        page.list.contentOffset = 30
        let pixels = try render("slid")
        // The strip is 22 points (50…72): a 6-point field at 58…64, the hairline at 71.
        expectLessOrEqual(pixels[300, 60].distance(to: Self.fieldOverBar), 3, "\(pixels[300, 60])")
        expectLessOrEqual(pixels[300, 67].distance(to: Self.bar), 3, "\(pixels[300, 67])")
        expectLess(pixels[300, 71].r, 215)
        // No text or glyph shows from the field: its contents have faded out.
        expectEqual(count(pixels, in: Rect(x: 16, y: 50, width: 200, height: 21)) { $0.r < 200 }, 0)
        // The rows start right under it: white, with row 0's bottom separator at 72 + 44 − 30.
        expectEqual(pixels[300, 75], RGBA(255, 255, 255))
    }

    func testMidPushTheFieldIsWithItsPage() throws {
        let next = SearchPage("Detail", color: Color(red: 0.2, green: 0.6, blue: 0.3))
        nav.pushViewController(next, animated: true)
        delegate.interaction.update(0.5)
        scene.tick()
        let pixels = try render("mid-push")
        // The arriving page's left edge is at x = 200: its strip (the bar's colour) from there,
        // its field 16 points in, at x = 216.
        expectLessOrEqual(pixels[208, 76].distance(to: Self.bar), 3, "\(pixels[208, 76])")
        expectLessOrEqual(pixels[220, 76].distance(to: Self.fieldOverBar), 3, "\(pixels[220, 76])")
        // Its content (green) under its strip, from x = 200.
        expectTrue(pixels[210, 150].g > 130 && pixels[210, 150].r < 70)
        // The title row is one still bar: its colour on both sides of the page's edge.
        expectTrue(pixels[190, 8].distance(to: Self.bar) <= 3 && pixels[210, 8].distance(to: Self.bar) <= 3)
        // The page underneath: its field, dimmed, left of the edge.
        expectLess(pixels[150, 76].r, 232)
    }
}
