import Foundation

/// Which of a recorded tour's frames are written as PNG files: all of them, or only those
/// `SEGUE_RECORD_FRAMES` names ("1,10,20": frame numbers from 1, as the files are numbered).
/// Every frame is still drawn, read back and counted; encoding a PNG is most of a frame's cost,
/// and scripts/make-images reads about 60 of the 1,200 frames its tours draw.
struct RecordedFrames {
    /// The environment variable that names the frames to write.
    static let variable = "SEGUE_RECORD_FRAMES"

    /// The frame numbers to write; nil: every frame.
    let numbers: Set<Int>?

    /// A `SEGUE_RECORD_FRAMES` that is not a list of frame numbers: nothing is recorded.
    struct Invalid: Error, CustomStringConvertible {
        let value: String
        var description: String {
            "\(RecordedFrames.variable)=\"\(value)\" is not a list of frame numbers from 1 (like \"1,10,20\")"
        }
    }

    /// From `environment`: every frame when the variable is unset or empty.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let value = environment[Self.variable], !value.isEmpty else {
            numbers = nil
            return
        }
        let parts = value.split(whereSeparator: { $0 == "," || $0 == " " })
        let parsed = parts.compactMap { Int($0) }.filter { $0 >= 1 }
        guard !parts.isEmpty, parsed.count == parts.count else { throw Invalid(value: value) }
        numbers = Set(parsed)
    }

    /// Whether frame `number` (from 1) is written.
    func writes(_ number: Int) -> Bool { numbers?.contains(number) ?? true }
}
