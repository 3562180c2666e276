import Logging
import Synchronization

/// A swift-log destination that keeps what it is told, for tests: `logger(label:)` makes a
/// `Logger` that writes to it. No `LoggingSystem.bootstrap` (process-wide, allowed once):
/// the code under test takes the logger it is given.
final class LogRecorder: Sendable {
    /// One line logged.
    struct Entry: Sendable, Equatable {
        let label: String
        let level: Logger.Level
        let message: String
    }

    private let stored = Mutex<[Entry]>([])

    /// Everything logged so far, in order.
    var entries: [Entry] { stored.withLock { $0 } }

    /// The messages logged at `level` or above.
    func messages(atLeast level: Logger.Level) -> [String] {
        entries.filter { $0.level >= level }.map(\.message)
    }

    /// A logger labelled `label` that writes here, at every level.
    func logger(label: String) -> Logger {
        Logger(label: label) { label in Handler(label: label, recorder: self) }
    }

    fileprivate func append(_ entry: Entry) {
        stored.withLock { $0.append(entry) }
    }

    private struct Handler: LogHandler {
        let label: String
        let recorder: LogRecorder
        var metadata: Logger.Metadata = [:]
        var metadataProvider: Logger.MetadataProvider?
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            recorder.append(Entry(label: label, level: event.level, message: event.message.description))
        }
    }
}
