import Testing
import Views

/// The editing model on its own: offsets, clusters, words, edits, undo runs and compositions.
@Suite struct TextEditorTests {
    // MARK: - Clusters

    @Test func anEmojiWithJoinersAFlagAndACombiningAccentAreOneStepEach() {
        // 👩‍👩‍👧 (5 scalars, 8 UTF-16 units), 🇩🇪 (2 scalars, 4 units), e + U+0301 (2 units).
        let text = "a👩‍👩‍👧🇩🇪e\u{301}b"
        let editor = TextEditor(text: text)
        editor.select(TextSelection(caret: 0))
        var stops: [Int] = [0]
        for _ in 0..<6 {
            editor.move(.forward, by: .character, extending: false)
            stops.append(editor.selection.head)
        }
        #expect(stops == [0, 1, 9, 13, 15, 16, 16])
        for _ in 0..<4 { editor.move(.backward, by: .character, extending: false) }
        #expect(editor.selection.head == 1)
    }

    @Test func backspaceDeletesOneClusterWhole() {
        let editor = TextEditor(text: "x🇫🇷👍🏽e\u{301}")
        editor.deleteBackward()
        #expect(editor.text == "x🇫🇷👍🏽")
        editor.deleteBackward()
        #expect(editor.text == "x🇫🇷")
        editor.deleteBackward()
        #expect(editor.text == "x")
        editor.deleteBackward()
        editor.deleteBackward()  // nothing at the start
        #expect(editor.text == "")
        #expect(editor.selection == TextSelection(caret: 0))
    }

    @Test func anOffsetInsideAClusterSnapsToItsStart() {
        let editor = TextEditor(text: "a🇩🇪b")
        editor.select(TextSelection(anchor: 2, head: 4))  // inside the flag
        #expect(editor.selection == TextSelection(anchor: 1, head: 1))
        #expect(editor.clusterBoundary(nearest: 3) == 1)
        #expect(editor.clusterBoundary(nearest: 4) == 5)
        editor.select(TextSelection(anchor: -5, head: 99))  // clamped, never a trap
        #expect(editor.selection == TextSelection(anchor: 0, head: 6))
    }

    // MARK: - Selection and moves

    @Test func shiftMovesExtendAndPlainMovesCollapseToTheirSide() {
        let editor = TextEditor(text: "hello world")
        editor.select(TextSelection(caret: 2))
        editor.move(.forward, by: .character, extending: true)
        editor.move(.forward, by: .character, extending: true)
        #expect(editor.selection == TextSelection(anchor: 2, head: 4))
        #expect(editor.selectedText == "ll")
        editor.move(.backward, by: .character, extending: false)
        #expect(editor.selection == TextSelection(caret: 2))
        editor.selectAll()
        editor.move(.forward, by: .character, extending: false)
        #expect(editor.selection == TextSelection(caret: 11))
    }

    @Test func wordMovesStopAtWordEndsForwardAndStartsBackward() {
        let editor = TextEditor(text: "one, two  thrée_4 ")
        editor.select(TextSelection(caret: 0))
        var forward: [Int] = []
        for _ in 0..<4 {
            editor.move(.forward, by: .word, extending: false)
            forward.append(editor.selection.head)
        }
        #expect(forward == [3, 8, 17, 18])
        var backward: [Int] = []
        for _ in 0..<4 {
            editor.move(.backward, by: .word, extending: false)
            backward.append(editor.selection.head)
        }
        #expect(backward == [10, 5, 0, 0])
    }

    @Test func doubleAndTripleClickRanges() {
        let editor = TextEditor(text: "Grüße, 世界!\nsecond  line")
        #expect(editor.substring(editor.wordRange(at: 2)) == "Grüße")
        #expect(editor.substring(editor.wordRange(at: 5)) == ",")
        #expect(editor.substring(editor.wordRange(at: 8)) == "世界")
        #expect(editor.substring(editor.wordRange(at: 18)) == "  ")
        #expect(editor.substring(editor.paragraphRange(at: 3)) == "Grüße, 世界!")
        #expect(editor.substring(editor.paragraphRange(at: 15)) == "second  line")
        #expect(editor.wordRange(at: 100) == editor.wordRange(at: editor.length - 1))
        #expect(TextEditor().wordRange(at: 0) == 0..<0)
    }

    @Test func paragraphAndDocumentMoves() {
        let editor = TextEditor(text: "ab\ncd\nef")
        editor.select(TextSelection(caret: 4))
        editor.move(.forward, by: .paragraph, extending: false)
        #expect(editor.selection.head == 5)
        editor.move(.forward, by: .paragraph, extending: false)
        #expect(editor.selection.head == 8)
        editor.move(.backward, by: .paragraph, extending: false)
        #expect(editor.selection.head == 6)
        editor.move(.backward, by: .paragraph, extending: false)
        #expect(editor.selection.head == 3)
        editor.move(.backward, by: .document, extending: true)
        #expect(editor.selection == TextSelection(anchor: 3, head: 0))
    }

    // MARK: - Edits and undo

    @Test func typingReplacesTheSelection() {
        let editor = TextEditor(text: "hello world")
        editor.select(TextSelection(anchor: 6, head: 11))
        editor.insert("there")
        #expect(editor.text == "hello there")
        #expect(editor.selection == TextSelection(caret: 11))
    }

    @Test func aTypingRunIsOneUndoStepAndACaretMoveEndsIt() {
        let editor = TextEditor()
        for c in "abc" { editor.insert(String(c)) }
        editor.move(.backward, by: .character, extending: false)
        editor.insert("X")
        #expect(editor.text == "abXc")
        editor.undoManager.undo()
        #expect(editor.text == "abc")
        #expect(editor.selection == TextSelection(caret: 2))
        editor.undoManager.undo()
        #expect(editor.text == "")
        #expect(!editor.undoManager.canUndo)
        editor.undoManager.redo()
        #expect(editor.text == "abc")
        editor.undoManager.redo()
        #expect(editor.text == "abXc")
        #expect(editor.selection == TextSelection(caret: 3))
        #expect(!editor.undoManager.canRedo)
    }

    @Test func aRunOfBackspacesIsOneStepAndANewEditForgetsRedo() {
        let editor = TextEditor(text: "")
        editor.insert("hello")
        editor.deleteBackward()
        editor.deleteBackward()
        #expect(editor.text == "hel")
        editor.undoManager.undo()
        #expect(editor.text == "hello")
        editor.undoManager.undo()
        #expect(editor.text == "")
        editor.undoManager.redo()
        editor.insert("!")
        #expect(!editor.undoManager.canRedo)
        #expect(editor.text == "hello!")
    }

    @Test func pasteAndCutAreStepsOfTheirOwn() {
        let editor = TextEditor()
        editor.insert("ab")
        editor.replace(editor.rangeForReplacement(), with: "PASTE", as: .paste)
        editor.insert("c")
        editor.undoManager.undo()
        #expect(editor.text == "abPASTE")
        editor.undoManager.undo()
        #expect(editor.text == "ab")
    }

    @Test func wordDeletion() {
        let editor = TextEditor(text: "one two three")
        editor.deleteBackward(by: .word)
        #expect(editor.text == "one two ")
        editor.select(TextSelection(caret: 0))
        editor.deleteForward(by: .word)
        #expect(editor.text == " two ")
    }

    @Test func setTextPutsTheCaretAtTheEndAndClearsHistory() {
        let editor = TextEditor(text: "x")
        editor.insert("y")
        editor.setText("new")
        #expect(editor.selection == TextSelection(caret: 3))
        #expect(!editor.undoManager.canUndo)
        let revision = editor.revision
        editor.insert("!")
        #expect(editor.revision > revision)
    }

    @Test func levelsOfUndoDropsTheOldest() {
        let editor = TextEditor()
        editor.undoManager.levelsOfUndo = 2
        for word in ["a", "b", "c"] {
            editor.replace(editor.rangeForReplacement(), with: word, as: .paste)
        }
        editor.undoManager.undo()
        editor.undoManager.undo()
        #expect(editor.text == "a")
        #expect(!editor.undoManager.canUndo)
    }

    @Test func tenMegabytesInsertAndUndo() {
        let big = String(repeating: "0123456789", count: 1_000_000)
        let editor = TextEditor(text: "[]")
        editor.select(TextSelection(caret: 1))
        editor.replace(editor.rangeForReplacement(), with: big, as: .paste)
        #expect(editor.length == 10_000_002)
        #expect(editor.selection.head == 10_000_001)
        editor.undoManager.undo()
        #expect(editor.text == "[]")
    }

    // MARK: - Composition

    @Test func aCompositionShowsInPlaceAndCommitsAsOneEdit() {
        let editor = TextEditor(text: "say ")
        editor.setMarkedText("n", selectedRange: 1..<1)
        editor.setMarkedText("ni", selectedRange: 2..<2)
        editor.setMarkedText("你", selectedRange: 1..<1)
        #expect(editor.text == "say 你")
        #expect(editor.markedRange == 4..<5)
        #expect(editor.markedSelectedRange == 5..<5)
        // SDL commits with the final text, which replaces the marked text.
        editor.insert("你好")
        #expect(editor.text == "say 你好")
        #expect(editor.markedRange == nil)
        #expect(editor.selection == TextSelection(caret: 6))
        editor.setMarkedText("", selectedRange: 0..<0)  // a late "composition ended": nothing
        #expect(editor.text == "say 你好")
        editor.undoManager.undo()
        #expect(editor.text == "say ")
    }

    @Test func aCancelledCompositionRestoresTheSelectedText() {
        let editor = TextEditor(text: "pick this")
        editor.select(TextSelection(anchor: 5, head: 9))
        editor.setMarkedText("ko", selectedRange: 2..<2)
        #expect(editor.text == "pick ko")
        editor.setMarkedText("", selectedRange: 0..<0)
        #expect(editor.text == "pick this")
        #expect(editor.selection == TextSelection(anchor: 5, head: 9))
        #expect(!editor.undoManager.canUndo)
    }

    @Test func movingTheCaretCommitsTheComposition() {
        let editor = TextEditor(text: "ab")
        editor.setMarkedText("ü", selectedRange: 1..<1)
        editor.move(.backward, by: .document, extending: false)
        #expect(editor.markedRange == nil)
        #expect(editor.text == "abü")
        #expect(editor.selection.head == 0)
        editor.undoManager.undo()
        #expect(editor.text == "ab")
    }

    @Test func undoDuringACompositionCommitsItThenUndoesIt() {
        let editor = TextEditor()
        editor.insert("a")
        editor.move(.forward, by: .document, extending: false)
        editor.setMarkedText("b", selectedRange: 1..<1)
        editor.undoManager.undo()
        #expect(editor.text == "a")
        #expect(editor.undoManager.canRedo)
        editor.undoManager.redo()
        #expect(editor.text == "ab")
    }
}
