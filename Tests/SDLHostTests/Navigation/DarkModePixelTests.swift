import Animation
import Foundation
import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation
@testable import SDLHost

/// The built-in controls, bars, a sheet and an alert drawn by SDL (the software renderer, and
/// the GPU ones in scripts/test) in the light and the dark look (DarkMode.md in the Views
/// module): the grounds, the text and the tints take iOS's values of the style. Each frame is
/// also kept to be looked at (segue-dark-mode-*.png, `ReviewImages`).
@MainActor
struct DarkModePixelTests {
    static let size = Size(width: 480, height: 400)

    /// A page on `Color.systemBackground` (the default view controller's) with the controls.
    final class ControlsPage: ViewController {
        let label = Label(frame: Rect(x: 20, y: 20, width: 200, height: 30), text: "Label text")
        let button = Button(frame: Rect(x: 20, y: 60, width: 120, height: 40), title: "Button")
        let on = Switch(frame: Rect(x: 20, y: 110, width: 51, height: 31), isOn: true)
        let off = Switch(frame: Rect(x: 100, y: 110, width: 51, height: 31), isOn: false)
        let field = TextField(frame: Rect(x: 20, y: 160, width: 200, height: 36))
        let list = ScrollList(
            frame: Rect(x: 240, y: 20, width: 220, height: 140),
            rows: [ListRow(title: "Row one", subtitle: "Subtitle"), ListRow(title: "Row two", value: "Value")])

        override func viewDidLoad() {
            field.borderStyle = .roundedRect
            field.placeholder = "Placeholder"
            for view in [label, button, on, off, field, list] as [View] { view.isUserInteractionEnabled = true }
            for view in [label, button, on, off, field, list] as [View] { self.view.addSubview(view) }
        }
    }

    /// A window of `size` in `style` showing `root`, at rest, drawn and read back.
    func render(_ root: ViewController, style: UserInterfaceStyle, name: String, then: ((Window) -> Void)? = nil)
        throws -> PixelBuffer
    {
        let clock = ManualClock()
        let scene = Scene(size: Self.size, clock: clock)
        let window = Window(scene: scene, textMeasurer: TTFTextMeasurer(platform: try HostFixture.platform()))
        window.desktopUserInterfaceStyle = style
        window.setRootViewController(root)
        scene.layoutIfNeeded()
        then?(window)
        for _ in 0..<90 where !scene.engine.isIdle {
            clock.advance(by: 1.0 / 60)
            scene.tick()
        }
        scene.layoutIfNeeded()
        let renderer = try HostFixture.renderer(width: Self.size.width, height: Self.size.height)
        try renderer.renderFrame(scene.displayList())
        let pixels = try renderer.readPixels()
        try ReviewImages.keep(pixels, as: "dark-mode-\(name)-\(style)")
        return pixels
    }

    func pixel(_ p: PixelBuffer, _ x: Int, _ y: Int) -> RGBA {
        let c = p[x, y]
        return RGBA(Int(c.r), Int(c.g), Int(c.b), Int(c.a))
    }

    /// The brightest and the darkest grey level (the mean of r, g, b) in a rectangle.
    func range(_ p: PixelBuffer, _ rect: Rect) -> (darkest: Int, brightest: Int) {
        var darkest = 255
        var brightest = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = p[x, y]
                let level = (Int(c.r) + Int(c.g) + Int(c.b)) / 3
                darkest = min(darkest, level)
                brightest = max(brightest, level)
            }
        }
        return (darkest, brightest)
    }

    func near(_ a: RGBA, _ b: RGBA, _ tolerance: Int = 3) -> Bool { a.distance(to: b) <= tolerance }

    func testControls() throws {
        try forEachArgument([UserInterfaceStyle.light, .dark]) { try Self().controls(style: $0) }
    }

    func controls(style: UserInterfaceStyle) throws {
        let page = ControlsPage(name: "controls")
        let p = try render(page, style: style, name: "controls")
        let dark = style == .dark
        // The page: white, black in dark.
        expectTrue(near(pixel(p, 300, 300), dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)))
        // The label's text: black ink on white, white ink on black.
        let text = range(p, Rect(x: 20, y: 20, width: 100, height: 30))
        if dark { expectTrue(text.brightest > 230 && text.darkest < 10) } else { expectLess(text.darkest, 30) }
        // The button's title in the system blue of the style.
        let blue = bluest(p, Rect(x: 20, y: 60, width: 120, height: 40))
        expectTrue(near(blue, dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255), 8), "\(blue)")
        // The switch on: systemGreen's track beside the knob; off: systemFill over the page.
        expectTrue(near(pixel(p, 27, 125), dark ? RGBA(48, 209, 88) : RGBA(52, 199, 89), 4), "\(pixel(p, 27, 125))")
        let offTrack = pixel(p, 144, 125)
        expectTrue(dark ? offTrack.r < 60 && offTrack.r > 30 : offTrack.r > 215, "\(offTrack)")
        // The rounded text field: white, #1C1C1E in dark; its placeholder grey in either.
        expectTrue(near(pixel(p, 200, 178), dark ? RGBA(28, 28, 30) : RGBA(255, 255, 255)), "\(pixel(p, 200, 178))")
        // The list: rows on the page's ground, titles in the text colour.
        expectTrue(near(pixel(p, 450, 40), dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)), "\(pixel(p, 450, 40))")
        let rowTitle = range(p, Rect(x: 255, y: 25, width: 60, height: 20))
        if dark { expectGreater(rowTitle.brightest, 230) } else { expectLess(rowTitle.darkest, 30) }
    }

    /// The pixel with the most blue over red in a rectangle.
    func bluest(_ p: PixelBuffer, _ rect: Rect) -> RGBA {
        var best = RGBA(0, 0, 0)
        var score = Int.min
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let c = pixel(p, x, y)
                if c.b - c.r > score {
                    score = c.b - c.r
                    best = c
                }
            }
        }
        return best
    }

    func testNavigationBarToolbarAndTabBar() throws {
        try forEachArgument([UserInterfaceStyle.light, .dark]) { try Self().navigationBarToolbarAndTabBar(style: $0) }
    }

    func navigationBarToolbarAndTabBar(style: UserInterfaceStyle) throws {
        let page = ViewController(name: "page")
        page.title = "Title"
        page.toolbarItems = [BarButtonItem(title: "Tool")]
        page.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        let navigation = NavigationController(rootViewController: page)
        navigation.isToolbarHidden = false
        navigation.title = "Tab"
        let tabs = TabBarController(viewControllers: [navigation])
        let p = try render(tabs, style: style, name: "bars")
        let dark = style == .dark
        // The navigation bar's ground (white 0.97 / 0.07) and its title's ink.
        expectTrue(near(pixel(p, 100, 10), dark ? RGBA(18, 18, 18) : RGBA(247, 247, 247)), "\(pixel(p, 100, 10))")
        let title = range(p, Rect(x: 200, y: 10, width: 80, height: 30))
        if dark { expectGreater(title.brightest, 230) } else { expectLess(title.darkest, 30) }
        // The bar button's title in the tint of the style.
        let edit = bluest(p, Rect(x: 400, y: 5, width: 80, height: 40))
        expectTrue(near(edit, dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255), 8), "\(edit)")
        // The page between the bars.
        expectTrue(near(pixel(p, 240, 200), dark ? RGBA(0, 0, 0) : RGBA(255, 255, 255)))
        // The tab bar at the bottom: near-black in dark (0.07 at 94% over the page), 0.97 light.
        let tabGround = pixel(p, 5, Int(Self.size.height) - 5)
        expectTrue(dark ? tabGround.r < 25 : tabGround.r > 240, "\(tabGround)")
    }

    func testSheet() throws {
        try forEachArgument([UserInterfaceStyle.light, .dark]) { try Self().sheet(style: $0) }
    }

    func sheet(style: UserInterfaceStyle) throws {
        let page = ViewController(name: "presenter")
        let sheet = ViewController(name: "sheet")
        sheet.modalPresentationStyle = .card
        let field = TextField(frame: Rect(x: 20, y: 20, width: 200, height: 36))
        field.borderStyle = .roundedRect
        sheet.view.addSubview(field)
        let dark = style == .dark
        let p = try render(page, style: style, name: "sheet") { _ in page.present(sheet, animated: false) }
        // The page sheet (the whole width, from y 40): white; elevated in dark, #1C1C1E over the
        // dimmed black page, so it stands out from it (UIKit's elevated level).
        expectTrue(near(pixel(p, 60, 380), dark ? RGBA(28, 28, 30) : RGBA(255, 255, 255)), "\(pixel(p, 60, 380))")
        expectTrue(dark ? pixel(p, 240, 20).r < 5 : pixel(p, 240, 20).r < 160, "the dimmed presenter above the card")
        // Its text field, a step lighter again in dark (#2C2C2E).
        expectTrue(near(pixel(p, 200, 78), dark ? RGBA(44, 44, 46) : RGBA(255, 255, 255)), "\(pixel(p, 200, 78))")
    }

    func testAlert() throws {
        try forEachArgument([UserInterfaceStyle.light, .dark]) { try Self().alert(style: $0) }
    }

    func alert(style: UserInterfaceStyle) throws {
        let page = ViewController(name: "presenter")
        let alert = AlertController(title: "Alert title", message: "A message.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        let dark = style == .dark
        let p = try render(page, style: style, name: "alert") { _ in page.present(alert, animated: false) }
        // The alert's card: #2C2C2E material in dark, near-white in light, and its title's ink
        // the other way; the OK button in the system blue of the style.
        let middle = Self.size.width / 2
        let ground = range(p, Rect(x: middle - 100, y: 150, width: 6, height: 6))
        expectTrue(dark ? ground.brightest < 70 && ground.darkest > 25 : ground.darkest > 200, "\(ground)")
        let text = range(p, Rect(x: middle - 60, y: 150, width: 120, height: 60))
        if dark { expectGreater(text.brightest, 220) } else { expectLess(text.darkest, 40) }
        let ok = bluest(p, Rect(x: middle - 60, y: 200, width: 120, height: 80))
        expectTrue(near(ok, dark ? RGBA(10, 132, 255) : RGBA(0, 122, 255), 8), "\(ok)")
    }
}
