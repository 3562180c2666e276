import Views

/// The editing model on its own: offsets, clusters, words, edits, undo runs and compositions.
struct TextEditorTests {
    // MARK: - Clusters

    func testAnEmojiWithJoinersAFlagAndACombiningAccentAreOneStepEach() {
        // 👩‍👩‍👧 (5 scalars, 8 UTF-16 units), 🇩🇪 (2 scalars, 4 units), e + U+0301 (2 units).
        let text = "a👩‍👩‍👧🇩🇪e\u{301}b"
        let editor = TextEditor(text: text)
        editor.select(TextSelection(caret: 0))
        var stops: [Int] = [0]
        for _ in 0..<6 {
            editor.move(.forward, by: .character, extending: false)
            stops.append(editor.selection.head)
        }
        expectEqual(stops, [0, 1, 9, 13, 15, 16, 16])
        for _ in 0..<4 { editor.move(.backward, by: .character, extending: false) }
        expectEqual(editor.selection.head, 1)
    }

    func testBackspaceDeletesOneClusterWhole() {
        let editor = TextEditor(text: "x🇫🇷👍🏽e\u{301}")
        editor.deleteBackward()
        expectEqual(editor.text, "x🇫🇷👍🏽")
        editor.deleteBackward()
        expectEqual(editor.text, "x🇫🇷")
        editor.deleteBackward()
        expectEqual(editor.text, "x")
        editor.deleteBackward()
        editor.deleteBackward()  // nothing at the start
        expectEqual(editor.text, "")
        expectEqual(editor.selection, TextSelection(caret: 0))
    }

    func testAnOffsetInsideAClusterSnapsToItsStart() {
        let editor = TextEditor(text: "a🇩🇪b")
        editor.select(TextSelection(anchor: 2, head: 4))  // inside the flag
        expectEqual(editor.selection, TextSelection(anchor: 1, head: 1))
        expectEqual(editor.clusterBoundary(nearest: 3), 1)
        expectEqual(editor.clusterBoundary(nearest: 4), 5)
        editor.select(TextSelection(anchor: -5, head: 99))  // clamped, never a trap
        expectEqual(editor.selection, TextSelection(anchor: 0, head: 6))
    }

    // MARK: - Selection and moves

    func testShiftMovesExtendAndPlainMovesCollapseToTheirSide() {
        let editor = TextEditor(text: "hello world")
        editor.select(TextSelection(caret: 2))
        editor.move(.forward, by: .character, extending: true)
        editor.move(.forward, by: .character, extending: true)
        expectEqual(editor.selection, TextSelection(anchor: 2, head: 4))
        expectEqual(editor.selectedText, "ll")
        editor.move(.backward, by: .character, extending: false)
        expectEqual(editor.selection, TextSelection(caret: 2))
        editor.selectAll()
        editor.move(.forward, by: .character, extending: false)
        expectEqual(editor.selection, TextSelection(caret: 11))
    }

    func testWordMovesStopAtWordEndsForwardAndStartsBackward() {
        let editor = TextEditor(text: "one, two  thrée_4 ")
        editor.select(TextSelection(caret: 0))
        var forward: [Int] = []
        for _ in 0..<4 {
            editor.move(.forward, by: .word, extending: false)
            forward.append(editor.selection.head)
        }
        expectEqual(forward, [3, 8, 17, 18])
        var backward: [Int] = []
        for _ in 0..<4 {
            editor.move(.backward, by: .word, extending: false)
            backward.append(editor.selection.head)
        }
        expectEqual(backward, [10, 5, 0, 0])
    }

    func testDoubleAndTripleClickRanges() {
        let editor = TextEditor(text: "Grüße, 世界!\nsecond  line")
        expectEqual(editor.substring(editor.wordRange(at: 2)), "Grüße")
        expectEqual(editor.substring(editor.wordRange(at: 5)), ",")
        expectEqual(editor.substring(editor.wordRange(at: 8)), "世界")
        expectEqual(editor.substring(editor.wordRange(at: 18)), "  ")
        expectEqual(editor.substring(editor.paragraphRange(at: 3)), "Grüße, 世界!")
        expectEqual(editor.substring(editor.paragraphRange(at: 15)), "second  line")
        expectEqual(editor.wordRange(at: 100), editor.wordRange(at: editor.length - 1))
        expectTrue(TextEditor().wordRange(at: 0) == 0..<0)
    }

    func testParagraphAndDocumentMoves() {
        let editor = TextEditor(text: "ab\ncd\nef")
        editor.select(TextSelection(caret: 4))
        editor.move(.forward, by: .paragraph, extending: false)
        expectEqual(editor.selection.head, 5)
        editor.move(.forward, by: .paragraph, extending: false)
        expectEqual(editor.selection.head, 8)
        editor.move(.backward, by: .paragraph, extending: false)
        expectEqual(editor.selection.head, 6)
        editor.move(.backward, by: .paragraph, extending: false)
        expectEqual(editor.selection.head, 3)
        editor.move(.backward, by: .document, extending: true)
        expectEqual(editor.selection, TextSelection(anchor: 3, head: 0))
    }

    // MARK: - Edits and undo

    func testTypingReplacesTheSelection() {
        let editor = TextEditor(text: "hello world")
        editor.select(TextSelection(anchor: 6, head: 11))
        editor.insert("there")
        expectEqual(editor.text, "hello there")
        expectEqual(editor.selection, TextSelection(caret: 11))
    }

    func testATypingRunIsOneUndoStepAndACaretMoveEndsIt() {
        let editor = TextEditor()
        for c in "abc" { editor.insert(String(c)) }
        editor.move(.backward, by: .character, extending: false)
        editor.insert("X")
        expectEqual(editor.text, "abXc")
        editor.undoManager.undo()
        expectEqual(editor.text, "abc")
        expectEqual(editor.selection, TextSelection(caret: 2))
        editor.undoManager.undo()
        expectEqual(editor.text, "")
        expectFalse(editor.undoManager.canUndo)
        editor.undoManager.redo()
        expectEqual(editor.text, "abc")
        editor.undoManager.redo()
        expectEqual(editor.text, "abXc")
        expectEqual(editor.selection, TextSelection(caret: 3))
        expectFalse(editor.undoManager.canRedo)
    }

    func testARunOfBackspacesIsOneStepAndANewEditForgetsRedo() {
        let editor = TextEditor(text: "")
        editor.insert("hello")
        editor.deleteBackward()
        editor.deleteBackward()
        expectEqual(editor.text, "hel")
        editor.undoManager.undo()
        expectEqual(editor.text, "hello")
        editor.undoManager.undo()
        expectEqual(editor.text, "")
        editor.undoManager.redo()
        editor.insert("!")
        expectFalse(editor.undoManager.canRedo)
        expectEqual(editor.text, "hello!")
    }

    func testPasteAndCutAreStepsOfTheirOwn() {
        let editor = TextEditor()
        editor.insert("ab")
        editor.replace(editor.rangeForReplacement(), with: "PASTE", as: .paste)
        editor.insert("c")
        editor.undoManager.undo()
        expectEqual(editor.text, "abPASTE")
        editor.undoManager.undo()
        expectEqual(editor.text, "ab")
    }

    func testWordDeletion() {
        let editor = TextEditor(text: "one two three")
        editor.deleteBackward(by: .word)
        expectEqual(editor.text, "one two ")
        editor.select(TextSelection(caret: 0))
        editor.deleteForward(by: .word)
        expectEqual(editor.text, " two ")
    }

    func testSetTextPutsTheCaretAtTheEndAndClearsHistory() {
        let editor = TextEditor(text: "x")
        editor.insert("y")
        editor.setText("new")
        expectEqual(editor.selection, TextSelection(caret: 3))
        expectFalse(editor.undoManager.canUndo)
        let revision = editor.revision
        editor.insert("!")
        expectGreater(editor.revision, revision)
    }

    func testLevelsOfUndoDropsTheOldest() {
        let editor = TextEditor()
        editor.undoManager.levelsOfUndo = 2
        for word in ["a", "b", "c"] {
            editor.replace(editor.rangeForReplacement(), with: word, as: .paste)
        }
        editor.undoManager.undo()
        editor.undoManager.undo()
        expectEqual(editor.text, "a")
        expectFalse(editor.undoManager.canUndo)
    }

    func testTenMegabytesInsertAndUndo() {
        let big = String(repeating: "0123456789", count: 1_000_000)
        let editor = TextEditor(text: "[]")
        editor.select(TextSelection(caret: 1))
        editor.replace(editor.rangeForReplacement(), with: big, as: .paste)
        expectEqual(editor.length, 10_000_002)
        expectEqual(editor.selection.head, 10_000_001)
        editor.undoManager.undo()
        expectEqual(editor.text, "[]")
    }

    // MARK: - Composition

    func testACompositionShowsInPlaceAndCommitsAsOneEdit() {
        let editor = TextEditor(text: "say ")
        editor.setMarkedText("n", selectedRange: 1..<1)
        editor.setMarkedText("ni", selectedRange: 2..<2)
        editor.setMarkedText("你", selectedRange: 1..<1)
        expectEqual(editor.text, "say 你")
        expectTrue(editor.markedRange == 4..<5)
        expectTrue(editor.markedSelectedRange == 5..<5)
        // SDL commits with the final text, which replaces the marked text.
        editor.insert("你好")
        expectEqual(editor.text, "say 你好")
        expectNil(editor.markedRange)
        expectEqual(editor.selection, TextSelection(caret: 6))
        editor.setMarkedText("", selectedRange: 0..<0)  // a late "composition ended": nothing
        expectEqual(editor.text, "say 你好")
        editor.undoManager.undo()
        expectEqual(editor.text, "say ")
    }

    func testACancelledCompositionRestoresTheSelectedText() {
        let editor = TextEditor(text: "pick this")
        editor.select(TextSelection(anchor: 5, head: 9))
        editor.setMarkedText("ko", selectedRange: 2..<2)
        expectEqual(editor.text, "pick ko")
        editor.setMarkedText("", selectedRange: 0..<0)
        expectEqual(editor.text, "pick this")
        expectEqual(editor.selection, TextSelection(anchor: 5, head: 9))
        expectFalse(editor.undoManager.canUndo)
    }

    func testMovingTheCaretCommitsTheComposition() {
        let editor = TextEditor(text: "ab")
        editor.setMarkedText("ü", selectedRange: 1..<1)
        editor.move(.backward, by: .document, extending: false)
        expectNil(editor.markedRange)
        expectEqual(editor.text, "abü")
        expectEqual(editor.selection.head, 0)
        editor.undoManager.undo()
        expectEqual(editor.text, "ab")
    }

    func testUndoDuringACompositionCommitsItThenUndoesIt() {
        let editor = TextEditor()
        editor.insert("a")
        editor.move(.forward, by: .document, extending: false)
        editor.setMarkedText("b", selectedRange: 1..<1)
        editor.undoManager.undo()
        expectEqual(editor.text, "a")
        expectTrue(editor.undoManager.canRedo)
        editor.undoManager.redo()
        expectEqual(editor.text, "ab")
    }
}
