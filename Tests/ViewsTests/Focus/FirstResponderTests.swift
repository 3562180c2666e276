import Geometry
import Layers
import SegueTestSupport
import Views

/// One responder model (KeyboardFocus.md): the first responder is the focused view;
/// a text field that becomes it edits; Tab, clicks and `endEditing` move it; keys a field does
/// not use still go up the chain and to the app's key responder.
@MainActor
struct FirstResponderTests {
    let s = TextFieldStage()
    var window: Window { s.window }

    func testBecomingFirstResponderFocusesAndEditsAndResigningEndsBoth() {
        let field = s.field("name")
        let events = EditingEventLog(field)
        expectTrue(!field.isFirstResponder && !field.isEditing)
        expectTrue(field.becomeFirstResponder())
        expectTrue(field.isFirstResponder && field.isEditing && field.isFocused)
        expectIdentical(window.firstResponder, field)
        expectIdentical(window.focusedView, field)
        expectTrue(s.service.isTextInputActive)
        expectTrue(field.resignFirstResponder())
        expectTrue(!field.isFirstResponder && !field.isEditing)
        expectTrue(window.firstResponder == nil && window.focusedView == nil)
        expectFalse(s.service.isTextInputActive)
        expectEqual(events.events, ["begin", "end"])
    }

    func testFocusAndFirstResponderAgreeWhicheverMovesThem() {
        let a = s.field("a")
        let b = s.field("b", Rect(x: 20, y: 70, width: 200, height: 34))
        expectTrue(window.moveFocus(to: b))
        expectTrue(window.firstResponder === b && b.isEditing)
        expectTrue(window.makeFirstResponder(a))
        expectTrue(window.focusedView === a && a.isEditing && !b.isEditing)
        expectTrue(window.moveFocus(to: nil))
        expectTrue(window.firstResponder == nil && !a.isEditing)
    }

    func testAViewOutsideTheWindowOrDisabledCannotBecomeFirstResponder() {
        let loose = TextField(frame: Rect(x: 0, y: 0, width: 100, height: 30))
        expectFalse(loose.becomeFirstResponder())
        let field = s.field("f")
        field.isEnabled = false
        expectFalse(field.becomeFirstResponder())
        expectNil(window.firstResponder)
    }

    func testTabMovesEditingBetweenFieldsInReadingOrderAndOnToOtherControls() {
        let first = s.field("first")
        let second = s.field("second", Rect(x: 20, y: 70, width: 200, height: 34))
        let button = Button(frame: Rect(x: 20, y: 120, width: 100, height: 40), title: "OK")
        button.name = "ok"
        window.addSubview(button)
        s.frame()
        expectEqual(window.focusOrder.map(\.name), ["first", "second", "ok"])
        s.key(.tab)
        expectTrue(first.isEditing && window.showsFocusRing)
        s.type("ab")
        s.key(.tab)
        expectTrue(!first.isEditing && second.isEditing)
        expectEqual(first.text, "ab")
        s.key(.tab)
        expectTrue(window.focusedView === button && !second.isEditing)
        expectNil(window.firstResponder, "a button takes focus but is no first responder")
        expectFalse(s.service.isTextInputActive)
        s.key(.tab)
        expectTrue(first.isEditing)
        s.key(.tab, .shift)
        expectIdentical(window.focusedView, button)
        s.key(.tab, .shift)
        expectTrue(second.isEditing)
    }

    func testTabIntoAFieldSelectsItsTextAndAClickPlacesTheCaret() {
        let field = s.field("f")
        field.text = "hello"
        s.key(.tab)
        expectTrue(field.selectedRange.location == 0 && field.selectedRange.length == 5)
        field.resignFirstResponder()
        s.click(s.point(in: field, afterCharacters: 2))
        expectTrue(field.isEditing)
        expectTrue(field.selectedRange.location == 2 && field.selectedRange.length == 0)
        expectFalse(window.showsFocusRing)
    }

    func testAClickInAFieldFocusesItAndAClickElsewhereEndsEditing() {
        let field = s.field("f")
        let button = Button(frame: Rect(x: 20, y: 120, width: 100, height: 40), title: "OK")
        window.addSubview(button)
        s.click(Point(x: 100, y: 37))
        expectTrue(field.isEditing && window.focusedView === field)
        s.click(Point(x: 300, y: 250))
        expectTrue(!field.isEditing && window.focusedView == nil)
        s.click(Point(x: 100, y: 37))
        expectTrue(field.isEditing)
        s.click(Point(x: 60, y: 140))
        expectTrue(!field.isEditing && window.focusedView === button)
    }

    func testEndEditingResignsAFieldInsideUnlessItsDelegateRefusesAndNotForced() {
        let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 200))
        window.addSubview(container)
        let field = s.field("f", in: container)
        let delegate = RecordingFieldDelegate()
        field.delegate = delegate
        expectTrue(field.becomeFirstResponder())
        delegate.allowsEnd = false
        expectFalse(container.endEditing(false))
        expectTrue(field.isEditing)
        s.key(.tab)
        expectTrue(field.isEditing, "Tab cannot take focus from a field that refuses to end")
        s.click(Point(x: 300, y: 250))
        expectTrue(field.isEditing, "nor can a click elsewhere")
        expectTrue(container.endEditing(true))
        expectTrue(!field.isEditing && window.firstResponder == nil)
        expectEqual(delegate.log.suffix(2), ["shouldEnd", "didEnd"])
    }

    func testADelegateThatRefusesToBeginKeepsTheFieldFromFocus() {
        let field = s.field("f")
        let delegate = RecordingFieldDelegate()
        delegate.allowsBegin = false
        field.delegate = delegate
        expectFalse(field.becomeFirstResponder())
        s.click(Point(x: 100, y: 37))
        expectTrue(!field.isEditing && window.focusedView == nil)
        expectFalse(s.service.isTextInputActive)
        expectEqual(delegate.log, ["shouldBegin", "shouldBegin"])
    }

    func testKeysAFieldDoesNotUseGoUpTheChainAndToTheAppsKeyResponder() {
        let log = EventLog()
        let page = LoggingView("page", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        window.addSubview(page)
        let field = s.field("f", in: page)
        let app = AppKeys("app", log: log)
        app.handlesEverything = false
        expectTrue(window.makeFirstResponder(app))
        expectIdentical(window.firstResponder, app)
        expectTrue(field.becomeFirstResponder())
        expectIdentical(window.firstResponder, field)
        s.key(.escape)
        expectEqual(log.entries, ["page keyDown", "app keyDown", "page keyUp", "app keyUp"])
        log.entries = []
        s.key(.function(1))
        expectTrue(log.entries.contains("app keyDown"))
        log.entries = []
        s.key(.pageDown, .control)
        expectTrue(log.entries.contains("page keyDown"))
        log.entries = []
        // Keys that edit stay in the field.
        s.type("xy")
        for key: Key in [.backspace, .left, .right, .home, .end, .space, .character("q")] {
            window.handle(.key(KeyEvent(phase: .down, key: key, timestamp: 0)))
            expectEmpty(log.entries, "\(key)")
        }
        // Alt+Left would go back a page: not while the field holds text it would lose.
        window.handle(.key(KeyEvent(phase: .down, key: .left, modifiers: .alt, timestamp: 0)))
        expectEmpty(log.entries)
        field.text = ""
        window.handle(.key(KeyEvent(phase: .down, key: .left, modifiers: .alt, timestamp: 0)))
        expectEqual(log.entries, ["page keyDown", "app keyDown"])
        // Editing over, keys go to the app's responder alone again.
        field.resignFirstResponder()
        expectIdentical(window.firstResponder, app)
        log.entries = []
        window.handle(.key(KeyEvent(phase: .down, key: .escape, timestamp: 0)))
        expectEqual(log.entries, ["app keyDown"])
    }

    func testBackspaceInAFieldNeverReachesTheChain() {
        let log = EventLog()
        let page = LoggingView("page", frame: Rect(x: 0, y: 0, width: 400, height: 300), log: log)
        window.addSubview(page)
        let field = s.field("f", in: page)
        field.becomeFirstResponder()
        s.key(.backspace)
        s.key(.backspace, .control)
        expectEmpty(log.entries)
    }

    func testTypedTextStartsAndStopsWithEditingAndTheRectFollowsTheCaret() {
        let a = s.field("a")
        let b = s.field("b", Rect(x: 20, y: 70, width: 200, height: 34))
        expectFalse(s.service.isTextInputActive)
        a.becomeFirstResponder()
        expectTrue(s.service.isTextInputActive)
        let start = s.service.textInputRect
        // The caret: 2 points wide, at the text's start (7 in) in the middle of the field.
        expectEqual(start?.origin.x, 27)
        expectEqual(start?.size.width, 2)
        s.type("abcd")
        s.frame()
        expectLess(abs((s.service.textInputRect?.origin.x ?? 0) - (27 + 34)), 0.001)
        b.becomeFirstResponder()
        expectTrue(s.service.isTextInputActive)
        expectGreater(s.service.textInputRect?.origin.y ?? 0, 70)
        b.resignFirstResponder()
        expectFalse(s.service.isTextInputActive)
    }

    func testTheRectFollowsAFieldMovedWithoutLayoutAtTheNextFrame() {
        let field = s.field("a")
        field.becomeFirstResponder()
        s.frame()
        // A transition moves the page by its layer; the caret's window position follows.
        s.scene.animate(withDuration: 0.5, animations: { field.transform = AffineTransform(translationX: 100, y: 0) })
        s.run(for: 0.25)
        let midway = s.service.textInputRect?.origin.x ?? 0
        expectTrue(midway > 27 && midway < 127)
        s.run(for: 0.5)
        expectLess(abs((s.service.textInputRect?.origin.x ?? 0) - 127), 0.001)
    }

    func testAFieldRemovedWhileComposingEndsEditingCleanly() {
        let field = s.field("f")
        let events = EditingEventLog(field)
        field.becomeFirstResponder()
        s.type("ab")
        s.compose("か")
        expectEqual(field.text, "abか")
        field.removeFromSuperview()
        expectFalse(field.isEditing)
        expectEqual(field.text, "ab")
        expectNil(field.markedTextRange)
        expectFalse(s.service.isTextInputActive)
        expectNil(window.firstResponder)
        expectEqual(events.events.last, "end")
        // Composition events after it went do nothing.
        s.compose("き")
        expectEqual(field.text, "ab")
    }
}

/// An app's own key handler, as the demo's: not a view, first in a chain of its own.
@MainActor
private final class AppKeys: Responder {
    let name: String
    let log: EventLog
    var handlesEverything = true

    init(_ name: String, log: EventLog) {
        self.name = name
        self.log = log
        super.init()
    }

    override var canBecomeFirstResponder: Bool { true }

    override func keyDown(_ event: KeyEvent) -> Bool {
        log.add("\(name) keyDown")
        return handlesEverything
    }

    override func keyUp(_ event: KeyEvent) -> Bool {
        log.add("\(name) keyUp")
        return handlesEverything
    }
}
