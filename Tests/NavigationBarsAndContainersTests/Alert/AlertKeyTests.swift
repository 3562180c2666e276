import Geometry
import SegueTestSupport
import Views

@testable import Navigation

/// Enter, Escape and Tab in an alert (Alerts.md).
@MainActor
struct AlertKeyTests {
    func testEnterRunsThePreferredAction() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)])
        alert.preferredAction = alert.actions[2]
        s.show(alert)
        s.press(.enter)
        s.settle()
        expectTrue(s.ran.map(\.title) == ["Discard"] && s.presented.isEmpty)
    }

    func testEnterRunsTheOnlyActionThatIsNotCancel() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Cancel", .cancel), ("Discard", .destructive)])
        s.show(alert)
        s.press(.enter)
        s.settle()
        expectEqual(s.ran.map(\.title), ["Discard"])
    }

    func testEnterWithNoDefaultActionLeavesItToTheFocusedButton() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Save", .default), ("Discard", .destructive)])
        s.show(alert)
        // Focus went into the alert, on its first button in reading order.
        expectIdentical(s.window.focusedView, s.button(alert, "Save"))
        s.press(.enter)
        s.settle()
        expectEqual(s.ran.map(\.title), ["Save"])
    }

    func testEscapeRunsTheCancelAction() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Discard", .destructive), ("Keep", .cancel)])
        s.show(alert)
        s.press(.escape)
        s.settle()
        expectTrue(s.ran.map(\.title) == ["Keep"] && s.presented.isEmpty)
    }

    func testEscapeDoesNothingWithoutACancelAction() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default), ("Other", .default)])
        s.show(alert)
        s.press(.escape)
        s.settle()
        expectTrue(s.ran.isEmpty && s.presented.count == 1)
    }

    func testAnAlertWithNoActionsIsReportedAndEscapeClosesIt() {
        let s = AlertStage()
        let alert = s.alert(actions: [])
        s.show(alert)
        expectEqual(s.warnings, [.alertWithoutActions(alert: "\"Discard note?\"")])
        expectGreater(s.alertView(alert).card.frame.height, 0, "the card shows, with no buttons")
        s.press(.enter)
        s.settle()
        expectEqual(s.presented.count, 1)
        s.press(.escape)
        s.settle()
        expectEmpty(s.presented)
    }

    func testEscapeWithAModifierOrRepeatedIsNotTheAlerts() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Keep", .cancel)])
        s.show(alert)
        s.press(.escape, modifiers: .shift)
        s.stage.window.handle(
            .key(KeyEvent(phase: .down, key: .escape, modifiers: [], isRepeat: true, timestamp: s.stage.now)))
        s.settle()
        expectTrue(s.ran.isEmpty && s.presented.count == 1)
    }

    func testTabGoesRoundTheAlertsButtonsOnly() {
        let s = AlertStage()
        let behind = Button(title: "Behind")
        behind.frame = Rect(x: 10, y: 10, width: 100, height: 40)
        s.root.view.addSubview(behind)
        let alert = s.alert(actions: [("Cancel", .cancel), ("Save", .default), ("Discard", .destructive)])
        s.show(alert)
        let inAlert = s.alertView(alert).buttons.map { $0 as View }
        expectEqual(s.window.focusOrder.count, 3)
        expectTrue(s.window.focusOrder.allSatisfy { view in inAlert.contains { $0 === view } })
        var seen: [String] = []
        for _ in 0..<4 {
            s.press(.tab)
            seen.append((s.window.focusedView as? AlertActionButton)?.action.title ?? "outside")
        }
        // The first Tab shows the ring where the page change put focus; then round the ends.
        expectEqual(seen, ["Save", "Discard", "Cancel", "Save"])
    }

    func testSpaceActivatesTheFocusedButtonWhileEnterRunsThePreferred() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Keep", .cancel), ("Discard", .destructive)])
        alert.preferredAction = alert.actions[1]
        s.show(alert)
        s.window.moveFocus(to: s.button(alert, "Keep"))
        s.press(.space)
        s.settle()
        expectEqual(s.ran.map(\.title), ["Keep"])
    }

    func testADisabledActionDoesNothing() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Cancel", .cancel), ("Save", .default)])
        alert.actions[1].isEnabled = false
        s.show(alert)
        s.click(s.button(alert, "Save"))
        s.press(.enter)
        s.settle()
        expectTrue(s.ran.isEmpty && s.presented.count == 1)
        alert.actions[1].isEnabled = true
        s.click(s.button(alert, "Save"))
        s.settle()
        expectEqual(s.ran.map(\.title), ["Save"])
    }

    func testAltLeftAndTheBackButtonDoNotReachThePageUnderAnAlert() {
        let stage = ManualClockWindow()
        let nav = NavigationController(rootViewController: ViewController(name: "A"))
        stage.setRootViewController(nav)
        nav.pushViewController(ViewController(name: "B"), animated: false)
        stage.settle()
        let alert = AlertController(title: "Q", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        nav.topViewController!.present(alert, animated: false)
        stage.settle()
        stage.play(InputScript(start: stage.now).key(.left, modifiers: .alt))
        stage.settle()
        expectEqual(nav.viewControllers.map(\.name), ["A", "B"])
    }
}
