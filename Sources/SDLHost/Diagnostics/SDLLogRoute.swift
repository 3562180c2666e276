import CSDL2
import Logging

/// SDL's own log lines (`SDL_Log`: its warnings and errors, SDL_ttf's and SDL_image's) go to
/// the `segue.sdl` logger instead of SDL's default, standard error. `SDLPlatform` installs the
/// route when it starts SDL; SDL keeps one output function per process, so the last install
/// wins.
enum SDLLogRoute {
    /// A logger held where SDL's C callback can reach it (its `userdata`).
    private final class Destination: Sendable {
        let logger: Logger
        init(_ logger: Logger) { self.logger = logger }
    }

    /// The route to `HostLog.sdl`, for the life of the process.
    private static let standard = Destination(HostLog.sdl)

    /// Sends SDL's log lines to `segue.sdl`.
    static func install() {
        SDL_LogSetOutputFunction(output, Unmanaged.passUnretained(standard).toOpaque())
    }

    /// Runs `body` with SDL's log lines sent to `logger`, then puts back the output function
    /// that was there (for tests).
    static func withRoute<T>(to logger: Logger, _ body: () throws -> T) rethrows -> T {
        var previous: SDL_LogOutputFunction?
        var previousData: UnsafeMutableRawPointer?
        SDL_LogGetOutputFunction(&previous, &previousData)
        let destination = Unmanaged.passRetained(Destination(logger))
        SDL_LogSetOutputFunction(output, destination.toOpaque())
        defer {
            SDL_LogSetOutputFunction(previous, previousData)
            destination.release()
        }
        return try body()
    }

    /// SDL's callback: one line at the level of its priority, with SDL's category.
    private static let output: SDL_LogOutputFunction = { userdata, category, priority, message in
        guard let userdata, let message else { return }
        let destination = Unmanaged<Destination>.fromOpaque(userdata).takeUnretainedValue()
        destination.logger.log(
            level: SDLLogRoute.level(of: priority), "\(String(cString: message))",
            metadata: ["sdl.category": "\(category)"])
    }

    /// swift-log's level for an SDL priority.
    static func level(of priority: SDL_LogPriority) -> Logger.Level {
        switch priority {
        case SDL_LOG_PRIORITY_VERBOSE: return .trace
        case SDL_LOG_PRIORITY_DEBUG: return .debug
        case SDL_LOG_PRIORITY_INFO: return .info
        case SDL_LOG_PRIORITY_WARN: return .warning
        case SDL_LOG_PRIORITY_ERROR: return .error
        default: return .critical
        }
    }
}
