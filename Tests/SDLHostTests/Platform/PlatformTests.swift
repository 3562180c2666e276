import Foundation
import Geometry
import Testing

@testable import SDLHost

@Suite struct DisplayDetectionTests {
    @Test func fallbackDriversMeanNoDisplay() {
        for driver in ["offscreen", "dummy"] {
            let error = SDLPlatform.displayError(videoDriver: driver, headless: false)
            guard case .noDisplay? = error else {
                Issue.record("\(driver) should mean no display, got \(String(describing: error))")
                continue
            }
            expectTrue(error!.description.hasPrefix("no display: "))
            expectTrue(error!.description.contains("set DISPLAY"))
            // A library error names no demo's flag: the demo adds its own hint.
            expectFalse(error!.description.contains("--"), "\(error!)")
            expectTrue(error!.description.contains(driver))
        }
        guard case .noDisplay? = SDLPlatform.displayError(videoDriver: nil, headless: false) else {
            Issue.record("no driver at all should mean no display")
            return
        }
    }

    @Test func realDriversAndHeadlessRunsAreFine() {
        expectNil(SDLPlatform.displayError(videoDriver: "x11", headless: false))
        expectNil(SDLPlatform.displayError(videoDriver: "wayland", headless: false))
        expectNil(SDLPlatform.displayError(videoDriver: "offscreen", headless: true))
    }

    @Test func sdlErrorsSayWhichCallFailedAndWhy() {
        let error = HostError.sdl(call: "SDL_CreateWindow", message: "out of windows")
        expectEqual(error.description, "SDL_CreateWindow failed: out of windows")
    }

    /// SDL is process-wide, so the real check runs in a fresh copy of this test binary with
    /// no display in its environment: there, a windowed platform must refuse to start.
    @Test func windowedPlatformWithoutADisplayThrowsNoDisplay() throws {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var environment = ProcessInfo.processInfo.environment
        for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] { environment[name] = nil }
        environment[noDisplayChildVariable] = "1"
        let child = Process()
        child.executableURL = URL(fileURLWithPath: executable)
        child.arguments = ["--testing-library", "swift-testing", "--filter", "NoDisplayChild"]
        child.environment = environment
        let output = Pipe()
        child.standardOutput = output
        child.standardError = output
        try child.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        child.waitUntilExit()
        expectEqual(child.terminationStatus, 0, "child run failed:\n\(text)")
        expectTrue(text.contains("childSeesNoDisplay()"), "the child test did not run:\n\(text)")
    }
}

/// Set in the child process's environment.
private let noDisplayChildVariable = "SEGUE_NO_DISPLAY_CHILD"

/// Runs only in the child process started above.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment[noDisplayChildVariable] != nil))
struct NoDisplayChild {
    @Test func childSeesNoDisplay() {
        do {
            _ = try SDLPlatform(headless: false)
            Issue.record("a windowed platform started without a display")
        } catch let error as HostError {
            guard case .noDisplay = error else {
                Issue.record("expected noDisplay, got \(error)")
                return
            }
            expectTrue(error.description.hasPrefix("no display: "))
            expectFalse(error.description.contains("--headless"), "\(error)")
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}

@MainActor
@Suite struct WindowTests {
    @Test func headlessPlatformUsesTheOffscreenDriver() throws {
        let platform = try HostFixture.platform()
        expectTrue(platform.isHeadless)
        expectEqual(platform.videoDriver, "offscreen")
    }

    @Test func windowReportsItsSizeAndRefreshRate() throws {
        let window = try SDLWindow(
            platform: try HostFixture.platform(), title: "size", size: Size(width: 321, height: 123),
            renderer: HostFixture.rendererRequest, scale: 1)
        expectEqual(window.size, Size(width: 321, height: 123))
        expectGreater(window.refreshRate, 0)
        window.title = "renamed"
        expectEqual(window.title, "renamed")
    }
}
