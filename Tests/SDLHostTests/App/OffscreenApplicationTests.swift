import Animation
import Geometry
import Layers
import Navigation
import Views

@testable import SDLHost

/// An app launched offscreen on a clock its caller steps (`Application.launchOffscreen`), as
/// the demo's recorded tours are: the page it sets up draws on the first frame, and frames are
/// drawn exactly when the caller asks and the window needs one, at the clock's time.
@MainActor
struct OffscreenApplicationTests {
    final class Delegate: ApplicationDelegate {
        var window: Window?
        var declines = false
        var launches = 0
        var terminations = 0
        let page = ViewController()
        let block = View()

        static var configuration: ApplicationConfiguration {
            ApplicationConfiguration(
                title: "offscreen", size: Size(width: 200, height: 100), renderer: HostFixture.rendererRequest, scale: 1
            )
        }

        init() {}

        func application(
            _ application: Application,
            didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
        ) -> Bool {
            launches += 1
            guard !declines, let window else { return false }
            page.view.backgroundColor = .white
            block.backgroundColor = .orange
            block.frame = Rect(x: 0, y: 0, width: 50, height: 100)
            page.view.addSubview(block)
            window.rootViewController = page
            return true
        }

        func applicationWillTerminate(_ application: Application) { terminations += 1 }
    }

    /// Orange or white, whatever the renderer's rounding.
    func isOrange(_ pixels: PixelBuffer, x: Int) -> Bool {
        let color = pixels.color(x: x, y: 50)
        return abs(color.red - Color.orange.red) < 0.02 && abs(color.green - Color.orange.green) < 0.02
            && abs(color.blue - Color.orange.blue) < 0.02
    }

    func testThePageDrawsAndFramesStepExactlyWithTheClock() throws {
        _ = try HostFixture.platform()
        let clock = ManualClock()
        let delegate = Delegate()
        // Nothing from the desktop: no SEGUE_APPEARANCE, yet light; no gsettings asked.
        let application = try Application.launchOffscreen(
            delegate, clock: clock, arguments: ["offscreen"], environment: [:])
        expectEqual(delegate.launches, 1)
        expectIdentical(delegate.window, application.window)
        expectEqual(application.window.traitCollection.userInterfaceStyle, .light)
        expectFalse(application.window.prefersReducedMotion)
        expectEqual(application.framesRendered, 0)

        // The first frame: the page, its block at the left.
        try expectTrue(application.renderFrameIfNeeded())
        var pixels = try application.hostWindow.readPixels()
        expectTrue(pixels.width == 200 && pixels.height == 100)
        expectTrue(isOrange(pixels, x: 25))
        expectEqual(pixels.color(x: 150, y: 50), .white)
        // Nothing changed, nothing moves: no frame, however far the clock goes.
        try expectFalse(application.renderFrameIfNeeded())
        clock.advance(by: 1)
        try expectFalse(application.renderFrameIfNeeded())
        expectEqual(application.framesRendered, 1)

        // A one-second linear slide to x = 150 starts at the clock's now; the caller's steps
        // put it exactly where the clock says.
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { delegate.block.frame.origin.x = 150 }
        clock.advance(by: 0.5)
        try expectTrue(application.renderFrameIfNeeded())
        pixels = try application.hostWindow.readPixels()
        expectTrue(!isOrange(pixels, x: 70) && isOrange(pixels, x: 80) && isOrange(pixels, x: 120))
        expectFalse(isOrange(pixels, x: 130))
        expectEqual(application.framesRendered, 2)
        // Drawn again only once the clock has moved.
        try expectFalse(application.renderFrameIfNeeded())
        clock.advance(by: 0.5)
        try expectTrue(application.renderFrameIfNeeded())
        pixels = try application.hostWindow.readPixels()
        expectTrue(!isOrange(pixels, x: 140) && isOrange(pixels, x: 160) && isOrange(pixels, x: 199))
        try expectFalse(application.renderFrameIfNeeded())
        clock.advance(by: 1 / 60)
        try expectFalse(application.renderFrameIfNeeded())
        expectEqual(application.framesRendered, 3)
        // The caller ends it: no frame loop ran, no termination was told.
        expectEqual(delegate.terminations, 0)
    }

    func testTheEnvironmentDecidesAppearanceAndMotion() throws {
        _ = try HostFixture.platform()
        let application = try Application.launchOffscreen(
            Delegate(), clock: ManualClock(), arguments: ["offscreen"],
            environment: ["SEGUE_APPEARANCE": "dark", "SEGUE_REDUCED_MOTION": "1"])
        expectEqual(application.window.traitCollection.userInterfaceStyle, .dark)
        expectTrue(application.window.prefersReducedMotion)
    }

    func testADelegateThatDeclinesEndsTheLaunchWithAClearError() throws {
        _ = try HostFixture.platform()
        let delegate = Delegate()
        delegate.declines = true
        expectThrows(HostError.launchDeclined) {
            try Application.launchOffscreen(delegate, clock: ManualClock(), arguments: ["offscreen"], environment: [:])
        }
        expectEqual(delegate.launches, 1)
        expectTrue(HostError.launchDeclined.description.contains("didFinishLaunchingWithOptions"))
    }
}
