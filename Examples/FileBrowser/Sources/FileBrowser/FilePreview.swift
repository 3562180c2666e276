import Foundation

/// What a preview card shows of a file: its name, size, modification date and, for a text
/// file, its first lines. Read once, when the card is made.
struct FilePreview {
    let name: String
    /// In bytes.
    let size: Int
    let modified: Date
    /// The first lines, tabs as spaces; nil when the file is not text (a NUL byte, or bytes
    /// that are not UTF-8, in its beginning).
    let firstLines: [String]?

    /// How many lines a card shows at most.
    static let lineLimit = 12
    /// How much of a file is read for its first lines: enough for a card, cheap for a big file.
    static let byteLimit = 4096

    /// Reads `file`'s attributes and beginning. Throws when it cannot be read.
    init(of file: URL) throws {
        // Through symbolic links, as the folder page does: the size of the file, not of the link.
        let attributes = try FileManager.default.attributesOfItem(atPath: file.resolvingSymlinksInPath().path)
        name = file.lastPathComponent
        size = (attributes[.size] as? NSNumber)?.intValue ?? 0
        modified = attributes[.modificationDate] as? Date ?? Date(timeIntervalSince1970: 0)
        let handle = try FileHandle(forReadingFrom: file)
        defer { try? handle.close() }  // a failed close of a file only read loses nothing
        let beginning = try handle.read(upToCount: Self.byteLimit) ?? Data()
        firstLines = Self.lines(of: beginning, cutShort: beginning.count == Self.byteLimit, limit: Self.lineLimit)
    }

    /// The first `limit` lines of `data` if it is UTF-8 text, else nil. `cutShort`: `data` is
    /// the beginning of a longer file, so it may end inside a character.
    static func lines(of data: Data, cutShort: Bool, limit: Int) -> [String]? {
        guard !data.contains(0) else { return nil }
        // UTF-8 takes up to 4 bytes a character: a cut leaves at most 3 of one behind.
        let droppable = cutShort ? min(3, data.count) : 0
        let text = (0...droppable).lazy.compactMap { String(validating: data.dropLast($0), as: UTF8.self) }.first
        guard var text else { return nil }
        // A last line that ends with a newline is not followed by an empty one.
        if text.last?.isNewline == true { text.removeLast() }
        guard !text.isEmpty else { return [] }
        // isNewline: "\r\n" is one Character in Swift, so a split on "\n" alone would miss it.
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).prefix(limit).map {
            $0.replacingOccurrences(of: "\t", with: "    ")
        }
    }

    /// The size as people read it: "12 bytes", "4.2 KB", "1.5 MB" (powers of 1000, as
    /// desktop file managers show them).
    static func formattedSize(_ bytes: Int) -> String {
        if bytes == 1 { return "1 byte" }
        if bytes < 1000 { return "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB"]
        var value = Double(bytes) / 1000
        var unit = 0
        while value >= 999.95, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        return "\(String(format: "%.1f", value)) \(units[unit])"
    }
}
