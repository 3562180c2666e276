import Geometry
import Views

@testable import SDLHost

/// What an app (the demo) reaches through `Application` instead of wiring SDL itself: the
/// configured scale, the host window, images at its scale, frame times, frames drawn and the
/// animation speed. Run headless (`SEGUE_HEADLESS_FRAMES`), on the test process's SDL.
@MainActor
struct ApplicationHooksTests {
    /// What the delegate saw, handed out of `Application.run` (which makes the delegate itself).
    @MainActor final class Seen {
        var scale = 0.0
        var pixels = Size.zero
        var imageWidth = 0.0
        var frameTimes: [Double] = []
        var framesRendered = -1
        var speeds: [Double] = []
    }

    @TaskLocal static var seen: Seen?

    final class Delegate: ApplicationDelegate {
        var window: Window?
        let seen = ApplicationHooksTests.seen

        static var configuration: ApplicationConfiguration {
            ApplicationConfiguration(
                title: "hooks", size: Size(width: 200, height: 150), renderer: HostFixture.rendererRequest, scale: 2)
        }

        init() {}

        func application(
            _ application: Application,
            didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
        ) -> Bool {
            guard let seen, let window else { return false }
            seen.scale = application.hostWindow.scale
            seen.pixels = application.hostWindow.pixelSize
            seen.imageWidth = (try? application.images.load(asset: "Images/chevron-back.png"))?.size.width ?? -1
            application.observeFrameTimes { seconds in seen.frameTimes.append(seconds) }
            application.animationSpeed = 0.5
            seen.speeds.append(application.animationSpeed)
            application.animationSpeed = 1
            seen.speeds.append(application.animationSpeed)
            let view = View()
            view.backgroundColor = .orange
            window.addSubview(view)
            view.frame = Rect(x: 10, y: 10, width: 50, height: 50)
            return true
        }

        func applicationWillTerminate(_ application: Application) {
            seen?.framesRendered = application.framesRendered
        }
    }

    func testTheConfiguredScaleTheHostWindowImagesAndFrameTimesReachTheApp() throws {
        _ = try HostFixture.platform()
        let seen = Seen()
        let status = Self.$seen.withValue(seen) {
            Application.run(
                Delegate.self, arguments: ["hooks"],
                environment: [
                    Application.headlessFramesVariable: "3", "SEGUE_APPEARANCE": "light",
                    "SEGUE_REDUCED_MOTION": "0",
                ])
        }
        expectEqual(status, 0)
        expectEqual(seen.scale, 2)
        expectEqual(seen.pixels, Size(width: 400, height: 300))
        expectGreater(seen.imageWidth, 0)
        expectEqual(seen.speeds, [0.5, 1])
        expectGreaterOrEqual(seen.framesRendered, 1)
        // One frame time per frame drawn, each a duration.
        expectEqual(seen.frameTimes.count, seen.framesRendered)
        expectTrue(seen.frameTimes.allSatisfy { $0 >= 0 && $0 < 60 })
    }
}
