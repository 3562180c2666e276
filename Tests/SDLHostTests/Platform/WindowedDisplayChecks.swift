import Foundation
import Geometry
import Layers

@testable import SDLHost

/// Set to run the checks below, which need a real display and a process of their own (SDL
/// cannot switch from the tests' offscreen driver to X11). scripts/test runs them on its Xvfb,
/// in a step of their own; by hand, with DISPLAY set:
///
///     SEGUE_WINDOWED_TESTS=1 swift test --skip-build --filter WindowedDisplayChecks
private let windowedTestsVariable = "SEGUE_WINDOWED_TESTS"

@MainActor
struct WindowedDisplayChecks {
    init() throws {
        try skipUnless(
            ProcessInfo.processInfo.environment[windowedTestsVariable] != nil
                && ProcessInfo.processInfo.environment["DISPLAY"] != nil)
    }

    func testWindowedPlatformOpensARealWindowAndDraws() throws {
        let platform = try SDLPlatform(headless: false)
        expectTrue(platform.videoDriver == "x11" || platform.videoDriver == "wayland")
        let window = try SDLWindow(
            platform: platform, title: "Segue check", size: Size(width: 240, height: 160), scale: 1)
        expectGreater(window.refreshRate, 0)
        let renderer = try SDLRenderer(window: window)
        try renderer.renderFrame(
            DisplayList(
                size: window.size, background: .white,
                items: [.fill(quad: quad(20, 20, 100, 60), color: .red, cornerRadius: 8, opacity: 0.5)]))
        let pixels = try renderer.readPixels()
        expectPixel(pixels, 60, 50, RGBA(255, 128, 128), tolerance: 6)
        expectPixel(pixels, 200, 140, white)
    }
}
