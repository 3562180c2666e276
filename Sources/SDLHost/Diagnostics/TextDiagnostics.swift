import Logging

/// How a font cache tells what it found: to `logger` (`segue.text` by default), what a user
/// should see at its own level when `speaksForWindow`, else at `debug`. A window has two
/// caches, the renderer's and the measurer's, that look up the same fonts: the renderer's
/// speaks, so each note comes once, not once per cache (and never per frame: each cache
/// looks a name or a character up once).
struct TextDiagnostics: Sendable {
    var logger: Logger
    var speaksForWindow: Bool

    /// The renderer's: notes at their own level.
    static let renderer = TextDiagnostics(logger: HostLog.text, speaksForWindow: true)
    /// The measurer's: everything at `debug`.
    static let measurer = TextDiagnostics(logger: HostLog.text, speaksForWindow: false)

    /// Logs `message` at `level`, or at `debug` for a cache that does not speak for its window.
    func log(_ level: Logger.Level, _ message: @autoclosure () -> Logger.Message) {
        logger.log(level: speaksForWindow ? level : .debug, message())
    }
}
