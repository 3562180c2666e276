import Geometry
import Layers

/// A multi-line text's lines (TextEditing.md, "Text views"): the text as paragraphs
/// (split at "\n"), each wrapped at the width with `TextWrapper` and kept, so that an edit lays
/// out again only the paragraphs it touched; where each paragraph and line starts is a running
/// sum over the paragraphs, integers only. Typing into 10,000 lines wraps one paragraph.
@MainActor
final class TextViewLayout {
    /// One paragraph: its length (UTF-16, without its "\n") and its wrapped lines (UTF-16
    /// ranges inside it; nil until wrapped).
    private struct Paragraph {
        var length: Int
        var lines: [Range<Int>]?
    }

    /// A visual line: its paragraph, its index there and its UTF-16 range in the whole text.
    struct Line: Equatable {
        let paragraph: Int
        let index: Int
        let range: Range<Int>
    }

    private var paragraphs: [Paragraph] = [Paragraph(length: 0, lines: nil)]
    /// Where each paragraph starts in the text, and its first line's index (running sums).
    private var starts: [Int] = [0]
    private var firstLines: [Int] = [0]
    /// How many leading paragraphs' sums are right: an edit keeps those before it, so typing
    /// sums again only from the paragraph it touched on.
    private var validSums = 0
    private var text = ""

    /// The width lines wrap at (nil or not positive: at newlines only).
    private(set) var width: Double = 0
    let font: Font
    unowned let measurer: any TextMeasuring
    /// A measuring error, for the view to report.
    private(set) var failure: (any Error)?

    init(font: Font, measurer: any TextMeasuring) {
        self.font = font
        self.measurer = measurer
    }

    /// The height of a line.
    var lineHeight: Double {
        do { return try measurer.lineHeight(of: font) } catch {
            failure = failure ?? error
            return font.size
        }
    }

    // MARK: - Changes

    /// Lays out `text` anew at `width`.
    func reset(text: String, width: Double) {
        self.text = text
        self.width = width
        paragraphs = text.utf16.split(separator: 10, omittingEmptySubsequences: false).map {
            Paragraph(length: $0.count, lines: nil)
        }
        validSums = 0
    }

    /// Wraps at `width` from now on (everything is wrapped again, when asked).
    func setWidth(_ width: Double) {
        guard width != self.width else { return }
        self.width = width
        for i in paragraphs.indices { paragraphs[i].lines = nil }
        validSums = 0
    }

    /// The text changed from the old text's `range` on, to `newText`: the paragraphs `range`
    /// touched are split and wrapped again; the others keep their lines.
    func replace(_ range: Range<Int>, newText: String) {
        updateSums()
        let delta = newText.utf16.count - text.utf16.count
        let first = paragraphIndex(containing: range.lowerBound)
        let last = paragraphIndex(containing: range.upperBound)
        let regionStart = starts[first]
        let regionEnd = starts[last] + paragraphs[last].length + delta
        text = newText
        guard regionEnd >= regionStart, regionEnd <= newText.utf16.count else {
            reset(text: newText, width: width)
            return
        }
        let utf16 = newText.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: regionStart)
        let upper = utf16.index(lower, offsetBy: regionEnd - regionStart)
        let fresh = utf16[lower..<upper].split(separator: 10, omittingEmptySubsequences: false).map {
            Paragraph(length: $0.count, lines: nil)
        }
        paragraphs.replaceSubrange(first...last, with: fresh)
        // The touched paragraph's own start and first line stay; the sums after it move.
        validSums = min(validSums, first + 1)
    }

    /// The sums are integers over the paragraphs, redone from the first one an edit moved.
    private func updateSums() {
        guard validSums < paragraphs.count else { return }
        let from = min(validSums, starts.count)
        starts.removeSubrange(from...)
        firstLines.removeSubrange(from...)
        var offset = 0
        var line = 0
        if from > 0 {
            offset = starts[from - 1] + paragraphs[from - 1].length + 1
            line = firstLines[from - 1] + lines(ofParagraph: from - 1, start: starts[from - 1]).count
        }
        for i in from..<paragraphs.count {
            starts.append(offset)
            firstLines.append(line)
            // The count read in place: no copy of each paragraph's lines on the way.
            line += paragraphs[i].lines?.count ?? lines(ofParagraph: i, start: offset).count
            offset += paragraphs[i].length + 1
        }
        validSums = paragraphs.count
    }

    // MARK: - Lines

    /// The wrapped lines of paragraph `i` (relative ranges), wrapping it now if need be.
    private func lines(ofParagraph i: Int) -> [Range<Int>] {
        if let lines = paragraphs[i].lines { return lines }
        updateSums()
        return lines(ofParagraph: i, start: starts[i])
    }

    /// The wrapped lines of paragraph `i`, which starts at UTF-16 offset `start`.
    private func lines(ofParagraph i: Int, start: Int) -> [Range<Int>] {
        if let lines = paragraphs[i].lines { return lines }
        let string = substring(start..<(start + paragraphs[i].length))
        var lines: [Range<Int>] = []
        if !string.isEmpty {
            let measure: @MainActor (Substring) -> Double = { [unowned self] piece in
                do { return try measurer.size(of: String(piece), font: font).width } catch {
                    failure = failure ?? error
                    return 0
                }
            }
            for range in TextWrapper(measure: measure).lines(of: string, width: width) {
                let lower = string.utf16.distance(from: string.startIndex, to: range.lowerBound)
                let upper = string.utf16.distance(from: string.startIndex, to: range.upperBound)
                lines.append(lower..<upper)
            }
        }
        if lines.isEmpty { lines = [0..<0] }
        paragraphs[i].lines = lines
        return lines
    }

    /// The text in `range` (UTF-16, clamped).
    func substring(_ range: Range<Int>) -> String {
        let utf16 = text.utf16
        let lower = min(max(range.lowerBound, 0), utf16.count)
        let upper = min(max(range.upperBound, lower), utf16.count)
        let a = utf16.index(utf16.startIndex, offsetBy: lower)
        let b = utf16.index(a, offsetBy: upper - lower)
        return String(text[a..<b])
    }

    /// How many visual lines there are.
    var lineCount: Int {
        updateSums()
        return firstLines[firstLines.count - 1] + lines(ofParagraph: paragraphs.count - 1).count
    }

    /// The paragraph holding `offset` (its "\n" belongs to it).
    private func paragraphIndex(containing offset: Int) -> Int {
        updateSums()
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// The visual line holding `offset`: the last line of its paragraph that starts at or before
    /// it (the spaces a wrap drops belong to the line before).
    func line(containing offset: Int) -> Line {
        let p = paragraphIndex(containing: offset)
        let local = offset - starts[p]
        let lines = lines(ofParagraph: p)
        var index = 0
        for (i, line) in lines.enumerated() where line.lowerBound <= local { index = i }
        return line(paragraph: p, index: index)
    }

    /// Visual line number `n` (clamped).
    func line(atIndex n: Int) -> Line {
        updateSums()
        let n = min(max(n, 0), lineCount - 1)
        var low = 0
        var high = firstLines.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if firstLines[mid] <= n { low = mid } else { high = mid - 1 }
        }
        return line(paragraph: low, index: n - firstLines[low])
    }

    private func line(paragraph p: Int, index: Int) -> Line {
        let lines = lines(ofParagraph: p)
        let i = min(max(index, 0), lines.count - 1)
        let start = starts[p]
        return Line(paragraph: p, index: i, range: (start + lines[i].lowerBound)..<(start + lines[i].upperBound))
    }

    /// The visual line number of `line`.
    func lineNumber(of line: Line) -> Int {
        updateSums()
        return firstLines[line.paragraph] + line.index
    }

    /// `line` laid out for x positions and hit tests (offsets of the whole text).
    func textLine(_ line: Line) -> (layout: TextLine, start: Int) {
        let text = substring(line.range)
        if let kept = textLines[text] { return (kept, line.range.lowerBound) }
        let layout = TextLine(text: text, secure: false, font: font, measurer: measurer, around: 0)
        if let error = layout.failure { failure = failure ?? error }
        // Kept by their text, which an edit elsewhere does not change (only where they start):
        // a frame draws the lines on screen without measuring them again.
        if textLines.count >= Self.keptTextLines { textLines.removeAll(keepingCapacity: true) }
        textLines[text] = layout
        return (layout, line.range.lowerBound)
    }

    /// Lines laid out for drawing and hit tests, by their text (the font and measurer are the
    /// layout's own).
    private var textLines: [String: TextLine] = [:]
    /// How many are kept before they are dropped all at once: a few screens' worth.
    private static let keptTextLines = 512
}
