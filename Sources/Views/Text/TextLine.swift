import Geometry
import Layers

/// One line of editable text as it is drawn and hit-tested (TextEditing.md): the
/// x position of each grapheme-cluster boundary, measured as a prefix of the line (so kerning
/// and shaping count as in the drawn text) only when asked for, and kept until the text
/// changes.
///
/// A long text is laid out in part: at most `segmentLength` clusters around a given offset (the
/// caret), so that a 10 MB paste measures and draws a few thousand characters, not ten million.
/// A secure line shows a bullet per cluster.
@MainActor
final class TextLine {
    /// Texts up to this many UTF-16 units are laid out whole.
    static let wholeTextLimit = 4000
    /// Clusters laid out on each side of the focus offset in a longer text.
    static let segmentRadius = 1000
    /// The UTF-16 grid a longer text's laid-out part starts on.
    static let segmentGrid = 512
    /// The bullet a secure line shows for each cluster.
    static let bullet: Character = "•"

    /// UTF-16 offsets (in the whole text) of the cluster boundaries laid out, first to last.
    let boundaries: [Int]
    /// What is drawn for the clusters laid out (bullets for a secure line).
    private let shown: [Character]
    private let font: Font
    private unowned let measurer: any TextMeasuring
    private var xs: [Int: Double] = [:]
    /// A measuring error, for the view to report.
    private(set) var failure: (any Error)?

    /// Lays out `text` (bullets when `secure`) in `font`, around `focus` (a UTF-16 offset on a
    /// cluster boundary) when it is long.
    init(text: String, secure: Bool, font: Font, measurer: any TextMeasuring, around focus: Int) {
        self.font = font
        self.measurer = measurer
        var start = text.startIndex
        var end = text.endIndex
        var startOffset = 0
        if text.utf16.count > Self.wholeTextLimit {
            let focusIndex = String.Index(utf16Offset: min(max(focus, 0), text.utf16.count), in: text)
            start =
                text.index(focusIndex, offsetBy: -Self.segmentRadius, limitedBy: text.startIndex) ?? text.startIndex
            // The start on a grid of `segmentGrid` units (then on its cluster's start), so that
            // typing keeps the same start, and with it the scroll offset's meaning.
            let gridded = (text.utf16.distance(from: text.startIndex, to: start) / Self.segmentGrid) * Self.segmentGrid
            let raw = String.Index(utf16Offset: gridded, in: text)
            start = raw == text.startIndex ? raw : text.index(after: text.index(before: raw))
            end = text.index(focusIndex, offsetBy: Self.segmentRadius, limitedBy: text.endIndex) ?? text.endIndex
            startOffset = text.utf16.distance(from: text.startIndex, to: start)
        }
        var boundaries = [startOffset]
        var shown: [Character] = []
        var offset = startOffset
        for character in text[start..<end] {
            offset += character.utf16.count
            boundaries.append(offset)
            shown.append(secure ? Self.bullet : character)
        }
        self.boundaries = boundaries
        self.shown = shown
    }

    /// The first and last offsets laid out.
    var start: Int { boundaries[0] }
    var end: Int { boundaries[boundaries.count - 1] }

    /// Whether `offset` is inside what is laid out, at least `margin` clusters from a cut end.
    func covers(_ offset: Int, textLength: Int, margin: Int = 100) -> Bool {
        guard let index = index(of: offset) else { return false }
        let lowOK = start == 0 || index >= margin
        let highOK = end == textLength || boundaries.count - 1 - index >= margin
        return lowOK && highOK
    }

    /// The string drawn, from the first boundary laid out to the last.
    var displayedText: String { String(shown) }

    /// The width of what is laid out.
    var width: Double { x(ofBoundary: boundaries.count - 1) }

    /// The x of `offset` (clamped to what is laid out; between boundaries, the one before).
    func x(at offset: Int) -> Double {
        if offset <= start { return 0 }
        if offset >= end { return width }
        return x(ofBoundary: index(atOrBefore: offset))
    }

    /// The boundary nearest `x` (in line coordinates: 0 is the first boundary laid out).
    func offset(atX position: Double) -> Int {
        if position <= 0 { return start }
        if position >= width { return end }
        // Binary search: the last boundary at or left of it, then the nearer of it and the next.
        var low = 0
        var high = boundaries.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if x(ofBoundary: mid) <= position { low = mid } else { high = mid }
        }
        let left = x(ofBoundary: low)
        let right = x(ofBoundary: high)
        return position - left <= right - position ? boundaries[low] : boundaries[high]
    }

    private func index(of offset: Int) -> Int? {
        let i = index(atOrBefore: offset)
        return boundaries[i] == offset ? i : nil
    }

    private func index(atOrBefore offset: Int) -> Int {
        var low = 0
        var high = boundaries.count - 1
        if offset >= boundaries[high] { return high }
        while high - low > 1 {
            let mid = (low + high) / 2
            if boundaries[mid] <= offset { low = mid } else { high = mid }
        }
        return low
    }

    private func x(ofBoundary index: Int) -> Double {
        guard index > 0 else { return 0 }
        if let cached = xs[index] { return cached }
        var width = 0.0
        do {
            width = try measurer.size(of: String(shown[..<index]), font: font).width
        } catch {
            failure = failure ?? error
        }
        xs[index] = width
        return width
    }
}
