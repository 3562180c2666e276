import Foundation

/// The ops of the episode under way, written to a file before each is applied, so that a
/// run that crashes (a Swift runtime trap ends the process: nothing in it can report) leaves
/// behind its seed and the ops up to the crash, for `segue-torture` to replay and shrink in
/// child processes. One JSON line for the episode, then one per op.
package final class TortureJournal {
    package struct Episode: Codable, Sendable, Hashable {
        package var runSeed: UInt64
        package var episode: Int
        package var seed: UInt64
        package var length: Int
    }

    private let handle: FileHandle
    private let encoder = JSONEncoder()

    /// Creates (or empties) the file at `path`.
    package init(path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    }

    /// Starts a new episode: what was written for the last one goes.
    package func begin(_ episode: Episode) {
        try? handle.truncate(atOffset: 0)
        write(episode)
    }

    package func record(_ op: TortureOp) { write(op) }

    private func write<T: Encodable>(_ value: T) {
        guard var line = try? encoder.encode(value) else { return }
        line.append(0x0A)
        // Unbuffered: the line is in the file even if the very next op crashes.
        handle.write(line)
    }

    /// The episode and ops a journal holds.
    package static func read(path: String) throws -> (episode: Episode, ops: [TortureOp]) {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let lines = text.split(separator: "\n").map { Data($0.utf8) }
        let decoder = JSONDecoder()
        guard let first = lines.first else { throw CocoaError(.fileReadCorruptFile) }
        let episode = try decoder.decode(Episode.self, from: first)
        let ops = try lines.dropFirst().map { try decoder.decode(TortureOp.self, from: $0) }
        return (episode, ops)
    }
}
