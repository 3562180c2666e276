import CSDL2

@testable import SDLHost

/// SDL's own log lines reach swift-log (`segue.sdl`), not standard error.
@MainActor
struct SDLLogRouteTests {
    func testSdlsWarningsAndErrorsGoToTheLogger() throws {
        _ = try HostFixture.platform()
        let recorder = LogRecorder()
        let category = Int32(SDL_LOG_CATEGORY_APPLICATION.rawValue)
        SDLLogRoute.withRoute(to: recorder.logger(label: "segue.sdl")) {
            withVaList([]) { SDL_LogMessageV(category, SDL_LOG_PRIORITY_WARN, "a test warning", $0) }
            withVaList([]) { SDL_LogMessageV(category, SDL_LOG_PRIORITY_ERROR, "a test error", $0) }
        }
        // Other tests' SDL lines may come in while the route is ours: look for these two.
        let lines = recorder.entries.filter { $0.message.hasPrefix("a test ") }
        expectEqual(
            lines,
            [
                LogRecorder.Entry(label: "segue.sdl", level: .warning, message: "a test warning"),
                LogRecorder.Entry(label: "segue.sdl", level: .error, message: "a test error"),
            ])
        expectEqual(SDLLogRoute.level(of: SDL_LOG_PRIORITY_CRITICAL), .critical)
    }
}
