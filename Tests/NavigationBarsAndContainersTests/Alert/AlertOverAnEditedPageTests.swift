import Geometry
import Navigation
import SegueTestSupport
import Views

/// A "Discard note?" alert over a page that edits text, the way an app writes it: the handler
/// that dismisses the page dismisses it, and Escape gives the field its editing back.
@MainActor
struct AlertOverAnEditedPageTests {
    final class ComposePage: ViewController, TextFieldDelegate {
        let field = TextField()

        /// Return in the title moves on (to a body, in an app): the field keeps the key.
        func textFieldShouldReturn(_ textField: TextField) -> Bool { false }

        override func loadView() {
            let content = View()
            content.backgroundColor = .white
            field.frame = Rect(x: 20, y: 20, width: 300, height: 36)
            field.delegate = self
            content.addSubview(field)
            setView(content)
        }

        func askToDiscard() {
            let alert = AlertController(title: "Discard note?", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "Keep Editing", style: .cancel))
            alert.addAction(
                AlertAction(title: "Discard", style: .destructive) { [weak self] _ in
                    self?.dismiss(animated: true)
                })
            present(alert, animated: true)
        }
    }

    private func composing() -> (ManualClockWindow, ComposePage) {
        let stage = ManualClockWindow()
        let root = ViewController(name: "root")
        stage.setRootViewController(root)
        let compose = ComposePage(name: "compose")
        compose.modalPresentationStyle = .card
        root.present(compose, animated: true)
        _ = stage.settle()
        expectTrue(compose.field.becomeFirstResponder())
        stage.window.handle(.text(TextInputEvent(text: "Groceries", timestamp: stage.now)))
        return (stage, compose)
    }

    private func press(_ key: Key, in stage: ManualClockWindow) {
        stage.window.handle(.key(KeyEvent(phase: .down, key: key, timestamp: stage.now)))
        stage.window.handle(.key(KeyEvent(phase: .up, key: key, timestamp: stage.now)))
    }

    func testAHandlerThatDismissesThePresenterDismissesIt() {
        let (stage, compose) = composing()
        compose.askToDiscard()
        _ = stage.settle()
        press(.enter, in: stage)
        _ = stage.settle()
        expectEmpty(stage.window.presentedViewControllers, "Discard closed the alert and then the page")
    }

    func testEscapeKeepsTheNoteAndTheFieldEditsAgain() {
        let (stage, compose) = composing()
        compose.askToDiscard()
        _ = stage.settle()
        expectFalse(compose.field.isEditing, "the alert has focus")
        press(.escape, in: stage)
        _ = stage.settle()
        expectEqual(stage.window.presentedViewControllers.map(\.name), ["compose"])
        expectEqual(compose.field.text, "Groceries")
        expectTrue(compose.field.isFirstResponder && compose.field.isEditing, "editing comes back to the field")
    }

    func testAClickOnABarItemLeavesTheFieldEditing() {
        let stage = ManualClockWindow()
        let compose = ComposePage(name: "compose")
        var cancelled = 0
        let navigation = NavigationController(rootViewController: compose, name: "compose-nav")
        stage.setRootViewController(navigation)
        compose.navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel") { cancelled += 1 }
        _ = stage.settle()
        expectTrue(compose.field.becomeFirstResponder())
        guard let item = stage.window.subview(named: "barButton") else {
            recordIssue("no bar button")
            return
        }
        let center = item.convert(item.bounds, to: nil).center
        stage.window.handle(.pointer(PointerEvent(phase: .down, location: center, button: .left, timestamp: stage.now)))
        stage.window.handle(.pointer(PointerEvent(phase: .up, location: center, button: .left, timestamp: stage.now)))
        expectEqual(cancelled, 1)
        expectTrue(compose.field.isEditing, "the bar item took no focus: the field still edits")
    }

    func testEnterWhileTheAlertComesUpGoesToTheAlertNotTheField() {
        let (stage, compose) = composing()
        compose.askToDiscard()
        stage.step(frames: 3)
        expectFalse(compose.field.isEditing, "the field stopped editing as the alert began to come up")
        press(.enter, in: stage)
        _ = stage.settle()
        expectEmpty(stage.window.presentedViewControllers, "Enter chose Discard")
    }
}
