import Geometry
import SegueTestSupport
import Views

@testable import Navigation

/// Text fields in an alert (`addTextField(configurationHandler:)`, `textFields`;
/// Alerts.md): stacked under the message, the first one editing when the alert
/// appears, Return running the preferred action.
@MainActor
struct AlertTextFieldTests {
    private func loginAlert(_ s: AlertStage) -> AlertController {
        let alert = s.alert(title: "Sign in", message: "To the notes server.", actions: [("Cancel", .cancel)])
        alert.addTextField { $0.placeholder = "Name" }
        alert.addTextField {
            $0.placeholder = "Password"
            $0.isSecureTextEntry = true
        }
        let signIn = AlertAction(title: "Sign In", style: .default) { [unowned s, unowned alert] _ in
            s.ran.append(("Sign In: " + (alert.textFields?.first?.text ?? ""), alert.isBeingDismissed))
        }
        alert.addAction(signIn)
        alert.preferredAction = signIn
        return alert
    }

    func testFieldsStackUnderTheMessageAbove13PointRoundedAndAboveTheButtons() {
        let s = AlertStage()
        let alert = loginAlert(s)
        expectEqual(alert.textFields?.map(\.placeholder), ["Name", "Password"])
        s.show(alert)
        let view = s.alertView(alert)
        let fields = alert.textFields!
        let message = view.messageLabel.frame
        expectEqual(fields[0].frame, Rect(x: 16, y: message.maxY + 16, width: 238, height: 28))
        expectEqual(fields[1].frame, Rect(x: 16, y: fields[0].frame.maxY + 8, width: 238, height: 28))
        expectTrue(fields.allSatisfy { $0.font == .system(size: 13) && $0.borderStyle == .roundedRect })
        expectEqual(view.buttons[0].frame.minY, fields[1].frame.maxY + 20)
        expectEqual(view.card.frame.width, 270)
        expectNil(s.alert(actions: [("OK", .default)]).textFields)
    }

    func testTheFirstFieldEditsWhenTheAlertAppearsAndReturnRunsThePreferredAction() {
        let s = AlertStage()
        let alert = loginAlert(s)
        s.show(alert)
        let name = alert.textFields![0]
        expectTrue(name.isEditing && s.window.firstResponder === name)
        s.window.handle(.text(TextInputEvent(text: "Grüße", timestamp: s.stage.now)))
        expectEqual(name.text, "Grüße")
        s.press(.enter)
        expectTrue(s.ran.map(\.title) == ["Sign In: Grüße"] && s.ran[0].whileDismissing)
        s.settle()
        expectTrue(s.presented.isEmpty && !name.isEditing)
    }

    func testTabGoesFromFieldToFieldThenToTheButtonsAndEscapeCancels() {
        let s = AlertStage()
        let alert = loginAlert(s)
        s.show(alert)
        let fields = alert.textFields!
        // The first field edits once the alert is up (made first responder, as UIKit's): the
        // first Tab moves on from it.
        expectTrue(s.window.focusedView === fields[0] && fields[0].isEditing)
        s.press(.tab)
        expectTrue(s.window.focusedView === fields[1] && fields[1].isEditing && !fields[0].isEditing)
        expectTrue(s.window.showsFocusRing)
        s.press(.tab)
        expectTrue(s.window.focusedView is AlertActionButton)
        s.press(.tab)
        s.press(.tab)
        expectIdentical(s.window.focusedView, fields[0], "round the alert only")
        s.press(.escape)
        s.settle()
        expectTrue(s.ran.map(\.title) == ["Cancel"] && s.presented.isEmpty)
    }

    func testAnActionSheetTakesNoTextField() {
        let s = AlertStage()
        let sheet = s.alert(style: .actionSheet, actions: [("Copy", .default)])
        sheet.addTextField()
        expectNil(sheet.textFields)
        s.show(sheet)
        expectEmpty(s.warnings, "reported before it was in the window: to standard error")
    }

    func testAFieldAloneWithoutTitleOrMessageStartsAtTheTopInset() {
        let s = AlertStage()
        let alert = s.alert(title: nil, message: nil, actions: [("OK", .default)])
        alert.addTextField()
        s.show(alert)
        expectEqual(alert.textFields![0].frame.minY, 20)
        expectEqual(s.alertView(alert).card.frame.height, 20 + 28 + 20 + 44)
    }
}
