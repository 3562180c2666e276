import Animation
import Geometry
import SegueTestSupport
import Views

@_spi(SegueTools) @testable import Navigation

/// How an alert comes and goes, its handlers, clicks outside, drags, and alerts that wait
/// (Alerts.md).
@MainActor
struct AlertPresentationTests {
    func testAnAlertScalesFrom115AndFadesInOverTheDimming() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.root.present(alert, animated: true)
        s.stage.step()
        let view = s.alertView(alert)
        let early = view.layer.presentation
        expectTrue(early.transform.m11 > 1 && early.transform.m11 < 1.15 && early.opacity < 1)
        s.stage.step(0.2)
        let mid = view.layer.presentation
        let f = AlertMetrics.appearCurve.value(at: (0.2 + 1.0 / 60) / 0.4)
        expectTrue(abs(mid.transform.m11 - (1.15 - 0.15 * f)) < 1e-6 && abs(mid.opacity - f) < 1e-6)
        s.settle()
        expectLess(s.stage.now, 0.45, "0.4 s")
        expectTrue(view.layer.presentation.transform.m11 == 1 && view.layer.presentation.opacity == 1)
        let dim = alert.presentation!.controller.builtInDimmingView!
        expectTrue(!dim.isHidden && dim.alpha == 0.2 && dim.backgroundColor == .black)
        expectEqual(s.window.title, "Notes", "an alert leaves the window's title alone")
    }

    func testItFadesAwayAndAnActionSheetFallsAway() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        s.click(s.button(alert, "OK"))
        s.stage.step(0.1)
        let view = s.alertView(alert)
        expectTrue(view.layer.presentation.opacity < 1 && view.layer.presentation.transform.m11 == 1)
        s.settle()
        expectEmpty(s.presented)

        let sheet = s.alert(style: .actionSheet, actions: [("Copy", .default), ("Cancel", .cancel)])
        s.root.present(sheet, animated: true)
        s.stage.step()
        let rising = s.alertView(sheet)
        expectGreater(rising.layer.presentation.transform.m42, 0, "it starts below its place")
        s.settle()
        expectEqual(rising.layer.presentation.transform.m42, 0)
        expectEqual(rising.sheetRiseDistance, 600 - rising.card.frame.minY)
    }

    func testAHandlerRunsOnceAfterTheDismissalStarts() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Keep", .cancel), ("Discard", .destructive)])
        s.show(alert)
        let discard = s.button(alert, "Discard")
        s.click(discard)
        expectTrue(s.ran.count == 1 && s.ran[0].title == "Discard" && s.ran[0].whileDismissing)
        expectEqual(s.presented.count, 1, "still on screen, fading")
        // More clicks and keys while it goes change nothing.
        s.press(.escape)
        s.press(.enter)
        s.settle()
        expectTrue(s.ran.map(\.title) == ["Discard"] && s.presented.isEmpty)
    }

    func testEnterWhileTheAlertIsStillAppearingLandsItAndRunsItsHandlerAsTheDismissalStarts() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Keep", .cancel), ("Discard", .destructive)])
        s.root.present(alert, animated: true)
        s.stage.step(0.1)
        s.press(.enter)
        expectTrue(s.ran.map(\.title) == ["Discard"] && s.ran[0].whileDismissing, "landed at once, dismissing")
        s.settle()
        expectTrue(s.presented.isEmpty && s.ran.count == 1)
    }

    func testAHandlerThatPresentsAnotherAlertShowsItAfterTheFirstIsGone() {
        let s = AlertStage()
        let first = AlertController(title: "First", message: nil, preferredStyle: .alert)
        let second = s.alert(title: "Second", actions: [("OK", .default)])
        first.addAction(
            AlertAction(title: "Next", style: .default) { [unowned s] _ in s.root.present(second, animated: true) })
        s.show(first)
        s.press(.enter)
        s.settle()
        expectEqual(s.presented.map { $0 === second }, [true])
        expectEmpty(s.warnings, "the first was on its way out: nothing in the way")
    }

    func testAnAlertIsDismissedWithoutRunningAHandlerWhenTheAppDismissesIt() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        alert.dismiss(animated: true)
        s.settle()
        expectTrue(s.ran.isEmpty && s.presented.isEmpty)
    }

    func testNoDragDismissesAnAlertNorAnActionSheet() {
        for style in [AlertController.Style.alert, .actionSheet] {
            let s = AlertStage()
            let alert = s.alert(style: style, actions: [("OK", .default), ("Cancel", .cancel)])
            s.show(alert)
            let card = s.frame(of: s.alertView(alert).card)
            let start = Point(x: card.midX, y: card.minY + 10)
            s.stage.play(
                InputScript(start: s.stage.now, location: start).down(at: start)
                    .drag(to: Point(x: start.x, y: 590), duration: 0.3, steps: 12).up())
            s.settle()
            expectTrue(s.presented.count == 1 && s.ran.isEmpty)
        }
    }

    func testAClickOutsideAnAlertDoesNothingButOutsideAnActionSheetCancels() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default), ("Cancel", .cancel)])
        s.show(alert)
        s.click(at: Point(x: 20, y: 20))
        s.settle()
        expectTrue(s.presented.count == 1 && s.ran.isEmpty)
        // On the card but not on a button: nothing either.
        let card = s.frame(of: s.alertView(alert).card)
        s.click(at: Point(x: card.midX, y: card.minY + 5))
        s.settle()
        expectTrue(s.presented.count == 1 && s.ran.isEmpty)
        s.press(.escape)
        s.settle()

        let sheet = s.alert(style: .actionSheet, actions: [("Copy", .default), ("Cancel", .cancel)])
        s.show(sheet)
        s.click(at: Point(x: 20, y: 20))
        expectEqual(s.ran.map(\.title), ["Cancel", "Cancel"])
        s.settle()
        expectEmpty(s.presented)

        // With no cancel action, a click outside a sheet does nothing.
        let noCancel = s.alert(style: .actionSheet, actions: [("Copy", .default)])
        s.show(noCancel)
        s.click(at: Point(x: 20, y: 20))
        s.settle()
        expectEqual(s.presented.count, 1)
    }

    func testASecondAlertWaitsForTheFirstWithAWarning() {
        let s = AlertStage()
        let first = s.alert(title: "First", actions: [("OK", .default)])
        let second = s.alert(title: "Second", actions: [("Fine", .default)])
        let third = s.alert(title: "Third", actions: [("Sure", .default)])
        var completions: [String] = []
        s.show(first)
        s.root.present(second, animated: true) { completions.append("second") }
        s.root.present(third, animated: true) { completions.append("third") }
        s.settle()
        expectEqual(s.presented.map { $0 === first }, [true])
        expectEqual(
            s.warnings,
            [
                .alertWaiting(alert: "\"Second\"", behind: "\"First\""),
                .alertWaiting(alert: "\"Third\"", behind: "\"Second\""),
            ])
        // Presenting a waiting alert again is refused.
        s.root.present(second, animated: true)
        expectEqual(s.warnings.last, .alreadyPresented(page: second.name))
        s.press(.enter)
        s.settle()
        expectTrue(s.presented.map { $0 === second } == [true] && completions == ["second"])
        s.press(.enter)
        s.settle()
        expectTrue(s.presented.map { $0 === third } == [true] && completions == ["second", "third"])
        s.press(.enter)
        s.settle()
        expectTrue(s.presented.isEmpty && s.ran.map(\.title) == ["OK", "Fine", "Sure"])
    }

    func testASecondAlertAskedForWhileTheFirstIsStillComingWaitsToo() {
        let s = AlertStage()
        let first = s.alert(title: "First", actions: [("OK", .default)])
        let second = s.alert(title: "Second", actions: [("Fine", .default)])
        let card = ViewController(name: "card")
        card.modalPresentationStyle = .card
        s.root.present(card, animated: true)
        // Both wait for the card's transition; the second waits behind the first.
        s.root.present(first, animated: true)
        s.root.present(second, animated: true)
        s.settle()
        expectTrue(s.presented.map(\.name) == ["card", first.name] && s.presented.last === first)
        s.press(.enter)
        s.settle()
        expectIdentical(s.presented.last, second)
    }

    func testReducedMotionMakesItTheCrossFade() {
        let s = AlertStage()
        var events: [TransitionEvent] = []
        s.window.observeTransitions { events.append($0) }
        s.window.prefersReducedMotion = true
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        expectTrue(events.first?.animator == "FadeAnimator" && events.first?.isReducedMotion == true)
        expectEqual(events.first?.duration, 0.2)
        expectEqual(s.alertView(alert).layer.presentation.transform.m11, 1)
        s.window.prefersReducedMotion = false
        s.press(.enter)
        s.settle()
        expectTrue(events.last?.animator == "AlertAnimator" && events.last?.duration == 0.25)
    }

    func testPresentedWithoutAnimationItIsUpAtOnceAndItsButtonsStillWork() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.root.present(alert, animated: false)
        expectTrue(s.presented.count == 1 && alert.presentation?.controller.builtInDimmingView?.alpha == 0.2)
        s.stage.step()
        s.click(s.button(alert, "OK"))
        expectEqual(s.ran.map(\.title), ["OK"])
        s.settle()
        expectEmpty(s.presented)
    }

    func testWhatChangesWhileItIsUpShowsAtOnce() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        let view = s.alertView(alert)
        let height = view.card.frame.height
        alert.addAction(AlertAction(title: "Later", style: .cancel))
        alert.message = nil
        alert.title = "Saved"
        s.stage.step()
        expectTrue(view.buttonsSideBySide && view.messageLabel.isHidden && view.titleLabel.text == "Saved")
        expectEqual(view.card.frame.height, height - 4 - 17)
        expectTrue(s.button(alert, "Later").isEmphasized)
    }

    func testADismissedAlertIsFreed() {
        let s = AlertStage()
        weak var gone: AlertController?
        do {
            let alert = AlertController(title: "Q", message: nil, preferredStyle: .alert)
            alert.addAction(AlertAction(title: "OK", style: .default) { _ in })
            alert.addTextField()
            gone = alert
            s.show(alert)
            s.press(.enter)
            s.settle()
        }
        expectEmpty(s.presented)
        expectNil(gone)
    }

    func testActionsAddedTwiceOrASecondCancelAreRefused() {
        let s = AlertStage()
        let alert = AlertController(title: "Q", message: nil, preferredStyle: .alert)
        let ok = AlertAction(title: "OK", style: .default)
        alert.addAction(ok)
        alert.addAction(ok)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "No", style: .cancel))
        alert.preferredAction = AlertAction(title: "Stranger", style: .default)
        expectEqual(alert.actions.map(\.title), ["OK", "Cancel"])
        expectNil(alert.preferredAction)
        s.show(alert)
        expectEqual(s.alertView(alert).buttons.count, 2)
    }
}
