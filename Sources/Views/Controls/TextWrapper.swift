/// Breaks text into lines no wider than a width (UIKit's `byWordWrapping`), measuring with a
/// closure so it needs no font and no window: the label gives it its measurer.
///
/// - A line ends at a newline, or before the word that would make it too wide; the spaces
///   where it breaks belong to neither line.
/// - A word wider than the whole width is broken between characters (grapheme clusters are
///   never split), as UIKit does, rather than left to stick out.
/// - Every line has at least one character, so wrapping always ends, even in a width too
///   narrow for any.
/// - An empty paragraph (two newlines in a row) is an empty line; the empty text is no line.
@MainActor
struct TextWrapper {
    /// The width of one line of text, in points.
    let measure: @MainActor (Substring) -> Double

    /// The lines of `text` wrapped at `width`, as ranges of `text` without the spaces at the
    /// breaks. A width that is not positive and finite wraps at newlines only.
    func lines(of text: String, width: Double) -> [Range<String.Index>] {
        guard !text.isEmpty else { return [] }
        var lines: [Range<String.Index>] = []
        var paragraphStart = text.startIndex
        while true {
            let paragraphEnd = text[paragraphStart...].firstIndex(of: "\n") ?? text.endIndex
            if width > 0 && width.isFinite {
                wrap(text[paragraphStart..<paragraphEnd], width: width, into: &lines)
            } else {
                lines.append(paragraphStart..<paragraphEnd)
            }
            guard paragraphEnd < text.endIndex else { break }
            paragraphStart = text.index(after: paragraphEnd)
        }
        return lines
    }

    /// Appends the lines of one paragraph (no newline in it); an empty one is an empty line.
    private func wrap(_ paragraph: Substring, width: Double, into lines: inout [Range<String.Index>]) {
        var start = paragraph.startIndex
        guard start < paragraph.endIndex else {
            lines.append(start..<start)
            return
        }
        // A paragraph that fits whole is one line: one measurement instead of one per word.
        if measure(paragraph) <= width {
            var trimmed = paragraph.endIndex
            while trimmed > start, paragraph[paragraph.index(before: trimmed)] == " " {
                trimmed = paragraph.index(before: trimmed)
            }
            lines.append(start..<trimmed)
            return
        }
        while start < paragraph.endIndex {
            // The longest run of whole words from `start` that fits.
            var end = start
            var wordEnd = nextWordEnd(in: paragraph, from: start)
            while measure(paragraph[start..<wordEnd]) <= width {
                end = wordEnd
                guard wordEnd < paragraph.endIndex else { break }
                wordEnd = nextWordEnd(in: paragraph, from: wordEnd)
            }
            if end == start {
                // Not even the first word fits: as many of its characters as do, at least one.
                end = longestFittingPrefix(of: paragraph[start..<wordEnd], width: width)
            }
            var trimmed = end
            while trimmed > start, paragraph[paragraph.index(before: trimmed)] == " " {
                trimmed = paragraph.index(before: trimmed)
            }
            lines.append(start..<trimmed)
            start = end
            while start < paragraph.endIndex, paragraph[start] == " " { start = paragraph.index(after: start) }
        }
    }

    /// The end of the word after `index`: past any spaces, then past the word's characters.
    private func nextWordEnd(in text: Substring, from index: String.Index) -> String.Index {
        var i = index
        while i < text.endIndex, text[i] == " " { i = text.index(after: i) }
        while i < text.endIndex, text[i] != " " { i = text.index(after: i) }
        return i
    }

    /// The end of the longest prefix of `word` that fits in `width`, at least one character.
    private func longestFittingPrefix(of word: Substring, width: Double) -> String.Index {
        // Binary search over whole characters: `low` characters fit (or are the one forced
        // character), `high` do not.
        var low = 1
        var high = word.count
        while high - low > 1 {
            let mid = (low + high) / 2
            if measure(word.prefix(mid)) <= width { low = mid } else { high = mid }
        }
        if high > low, measure(word.prefix(high)) <= width { low = high }
        return word.index(word.startIndex, offsetBy: low)
    }
}
