/// Where carets may stop in a text, in UTF-16 offsets: between grapheme clusters, at word
/// starts and ends, at line breaks (TextEditing.md, "The editing model").
///
/// Each question walks only the characters it passes (Swift's `String` finds cluster
/// boundaries from any index), so moving in a long text costs what the move covers, plus the
/// offset-to-index conversion that `String` keeps fast with its UTF-16 breadcrumbs.
struct TextBoundaries {
    let text: String

    /// The text's length in UTF-16 code units.
    var length: Int { text.utf16.count }

    /// The index of UTF-16 offset `offset`, clamped to the text.
    func index(_ offset: Int) -> String.Index {
        let clamped = min(max(offset, 0), length)
        return text.utf16.index(text.utf16.startIndex, offsetBy: clamped)
    }

    /// The UTF-16 offset of `index`.
    func offset(_ index: String.Index) -> Int {
        text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The cluster boundary at or before `offset` (clamped to the text).
    func boundary(atOrBefore offset: Int) -> Int {
        let i = index(offset)
        guard i < text.endIndex else { return length }
        // `index(after:)` rounds `i` down to its cluster's start first, then steps over it.
        return self.offset(text.index(before: text.index(after: i)))
    }

    /// The cluster boundary at or after `offset`.
    func boundary(atOrAfter offset: Int) -> Int {
        let down = boundary(atOrBefore: offset)
        return down >= offset ? down : clusterAfter(down)
    }

    /// The boundary nearest `offset` (the one before on a tie).
    func boundary(nearest offset: Int) -> Int {
        let down = boundary(atOrBefore: offset)
        let up = boundary(atOrAfter: offset)
        return offset - down <= up - offset ? down : up
    }

    /// The boundary one cluster after the boundary `offset` (the end stays).
    func clusterAfter(_ offset: Int) -> Int {
        let i = index(offset)
        return i < text.endIndex ? self.offset(text.index(after: i)) : length
    }

    /// The boundary one cluster before the boundary `offset` (the start stays).
    func clusterBefore(_ offset: Int) -> Int {
        let i = index(offset)
        return i > text.startIndex ? self.offset(text.index(before: i)) : 0
    }

    /// What a character is, for word moves and double-clicks.
    enum CharacterClass: Equatable {
        /// Letters, digits (any script) and the underscore.
        case word
        /// Spaces, tabs, line breaks.
        case space
        /// Punctuation, symbols, emoji.
        case other
    }

    static func characterClass(_ character: Character) -> CharacterClass {
        if character.isWhitespace || character.isNewline { return .space }
        if character == "_" || character.isLetter || character.isNumber { return .word }
        // A letter with combining marks is still a letter; so are ideographs.
        if let first = character.unicodeScalars.first, first.properties.isAlphabetic { return .word }
        return .other
    }

    /// From `offset`, going `direction`: past what is not a word, then past the word (Ctrl+Right
    /// ends at a word's end; Ctrl+Left at a word's start), as GTK's entries move.
    func wordMove(from offset: Int, _ direction: TextDirection) -> Int {
        var i = index(boundary(atOrBefore: offset))
        switch direction {
        case .forward:
            while i < text.endIndex, Self.characterClass(text[i]) != .word { i = text.index(after: i) }
            while i < text.endIndex, Self.characterClass(text[i]) == .word { i = text.index(after: i) }
        case .backward:
            while i > text.startIndex, Self.characterClass(text[text.index(before: i)]) != .word {
                i = text.index(before: i)
            }
            while i > text.startIndex, Self.characterClass(text[text.index(before: i)]) == .word {
                i = text.index(before: i)
            }
        }
        return self.offset(i)
    }

    /// The run of characters of one class around `offset` (a double-click): a word, a run of
    /// spaces, or one other character. At the end of the text, the run before it.
    func wordRange(at offset: Int) -> Range<Int> {
        guard !text.isEmpty else { return 0..<0 }
        var start = index(boundary(atOrBefore: offset))
        if start == text.endIndex { start = text.index(before: start) }
        if text[start].isNewline, start > text.startIndex, !text[text.index(before: start)].isNewline {
            // A double-click past a line's end takes the line's last run, not the break.
            start = text.index(before: start)
        }
        let kind = Self.characterClass(text[start])
        var end = text.index(after: start)
        guard kind != .other else { return self.offset(start)..<self.offset(end) }
        while start > text.startIndex, Self.characterClass(text[text.index(before: start)]) == kind,
            !text[text.index(before: start)].isNewline
        {
            start = text.index(before: start)
        }
        while end < text.endIndex, Self.characterClass(text[end]) == kind, !text[end].isNewline {
            end = text.index(after: end)
        }
        return self.offset(start)..<self.offset(end)
    }

    /// The start of the paragraph `offset` is in: just after the line break before it.
    func paragraphStart(_ offset: Int) -> Int {
        var i = index(boundary(atOrBefore: offset))
        while i > text.startIndex, !text[text.index(before: i)].isNewline { i = text.index(before: i) }
        return self.offset(i)
    }

    /// The end of the paragraph `offset` is in: at the line break after it (or the text's end).
    func paragraphEnd(_ offset: Int) -> Int {
        var i = index(boundary(atOrBefore: offset))
        while i < text.endIndex, !text[i].isNewline { i = text.index(after: i) }
        return self.offset(i)
    }

    /// A paragraph move: to this paragraph's end (start), or when already there to the next
    /// (previous) one's.
    func paragraphMove(from offset: Int, _ direction: TextDirection) -> Int {
        switch direction {
        case .forward:
            let end = paragraphEnd(offset)
            return end > offset || end == length ? end : paragraphEnd(clusterAfter(end))
        case .backward:
            let start = paragraphStart(offset)
            return start < offset || start == 0 ? start : paragraphStart(clusterBefore(start))
        }
    }
}
