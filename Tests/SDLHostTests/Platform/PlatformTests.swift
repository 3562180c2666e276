import Foundation
import Geometry

@testable import SDLHost

struct DisplayDetectionTests {
    func testFallbackDriversMeanNoDisplay() {
        for driver in ["offscreen", "dummy"] {
            let error = SDLPlatform.displayError(videoDriver: driver, headless: false)
            guard case .noDisplay? = error else {
                recordIssue("\(driver) should mean no display, got \(String(describing: error))")
                continue
            }
            expectTrue(error!.description.hasPrefix("no display: "))
            expectTrue(error!.description.contains("set DISPLAY"))
            // A library error names no demo's flag: the demo adds its own hint.
            expectFalse(error!.description.contains("--"), "\(error!)")
            expectTrue(error!.description.contains(driver))
        }
        guard case .noDisplay? = SDLPlatform.displayError(videoDriver: nil, headless: false) else {
            recordIssue("no driver at all should mean no display")
            return
        }
    }

    func testRealDriversAndHeadlessRunsAreFine() {
        expectNil(SDLPlatform.displayError(videoDriver: "x11", headless: false))
        expectNil(SDLPlatform.displayError(videoDriver: "wayland", headless: false))
        expectNil(SDLPlatform.displayError(videoDriver: "offscreen", headless: true))
    }

    func testSdlErrorsSayWhichCallFailedAndWhy() {
        let error = HostError.sdl(call: "SDL_CreateWindow", message: "out of windows")
        expectEqual(error.description, "SDL_CreateWindow failed: out of windows")
    }

    /// SDL is process-wide, so the real check runs in a fresh copy of this test binary with
    /// no display in its environment: there, a windowed platform must refuse to start.
    func testWindowedPlatformWithoutADisplayThrowsNoDisplay() throws {
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        environment[noDisplayChildVariable] = "1"
        let child = try ChildTestRun.run("SDLHostTests.NoDisplayChildChecksCase", environment: environment)
        expectEqual(child.status, 0, "child run failed:\n\(child.output)")
        expectTrue(
            child.output.contains("Executed 1 test, with 0 failures"), "the child test did not run:\n\(child.output)")
    }
}

/// Set in the child process's environment.
private let noDisplayChildVariable = "SEGUE_NO_DISPLAY_CHILD"

/// Runs only in the child process started above.
@MainActor
struct NoDisplayChildChecks {
    init() throws {
        try skipUnless(ProcessInfo.processInfo.environment[noDisplayChildVariable] != nil)
    }

    func testChildSeesNoDisplay() {
        do {
            _ = try SDLPlatform(headless: false)
            recordIssue("a windowed platform started without a display")
        } catch let error as HostError {
            guard case .noDisplay = error else {
                recordIssue("expected noDisplay, got \(error)")
                return
            }
            expectTrue(error.description.hasPrefix("no display: "))
            expectFalse(error.description.contains("--headless"), "\(error)")
        } catch {
            recordIssue("unexpected error \(error)")
        }
    }
}

@MainActor
struct WindowTests {
    func testHeadlessPlatformUsesTheOffscreenDriver() throws {
        let platform = try HostFixture.platform()
        expectTrue(platform.isHeadless)
        expectEqual(platform.videoDriver, "offscreen")
    }

    func testWindowReportsItsSizeAndRefreshRate() throws {
        let window = try SDLWindow(
            platform: try HostFixture.platform(), title: "size", size: Size(width: 321, height: 123),
            renderer: HostFixture.rendererRequest, scale: 1)
        expectEqual(window.size, Size(width: 321, height: 123))
        expectGreater(window.refreshRate, 0)
        window.title = "renamed"
        expectEqual(window.title, "renamed")
    }
}
