import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// Where an alert's card, buttons and hairlines go (iOS's metrics, Alerts.md),
/// on the manual clock with round text sizes (a character is half the font size wide).
@MainActor
struct AlertLayoutTests {
    func testTwoButtonsSitSideBySideCancelOnTheLeftUnderAHairline() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Discard", .destructive), ("Keep", .cancel)])
        s.show(alert)
        let view = s.alertView(alert)
        expectTrue(view.buttonsSideBySide)
        let card = view.card.frame
        expectEqual(card.width, 270)
        let keep = s.frame(of: s.button(alert, "Keep"))
        let discard = s.frame(of: s.button(alert, "Discard"))
        expectTrue(keep.minX == card.minX && keep.width == 135 && keep.height == 44)
        expectTrue(discard.minX == card.minX + 135 && discard.minY == keep.minY && discard.maxY == card.maxY)
        // The header: 20 above the title, the title (17 pt: one line 21.25 high, 22 in whole
        // points), 4, the message (13 pt: 16.25, so 17), 20 below.
        expectEqual(keep.minY - card.minY, 20 + 22 + 4 + 17 + 20)
        let hairlines = view.content.subviews.filter { $0.name == "alert-separator" && !$0.isHidden }
        expectEqual(
            hairlines.map(\.frame).sorted { $0.width > $1.width },
            [
                Rect(x: 0, y: keep.minY - card.minY, width: 270, height: 1),
                Rect(x: 135, y: keep.minY - card.minY, width: 1, height: 44),
            ])
    }

    func testThreeButtonsStackWithTheCancelOneLast() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Cancel", .cancel), ("Save", .default), ("Delete", .destructive)])
        s.show(alert)
        let view = s.alertView(alert)
        expectFalse(view.buttonsSideBySide)
        let frames = ["Save", "Delete", "Cancel"].map { s.frame(of: s.button(alert, $0)) }
        expectTrue(frames.allSatisfy { $0.width == 270 && $0.height == 44 && $0.minX == view.card.frame.minX })
        expectTrue(frames[1].minY == frames[0].maxY && frames[2].minY == frames[1].maxY)
        expectEqual(frames[2].maxY, view.card.frame.maxY)
        let hairlines = view.content.subviews.filter { $0.name == "alert-separator" && !$0.isHidden }
        expectEqual(hairlines.count, 3, "one above each button")
    }

    func testATitleTooLongForHalfTheCardStacksTwoButtons() {
        let s = AlertStage()
        // 15 characters at 17 pt are 127.5 wide: more than 135 − 2 × 8.
        let alert = s.alert(actions: [("Cancel", .cancel), ("Discard changes", .destructive)])
        s.show(alert)
        expectFalse(s.alertView(alert).buttonsSideBySide)
        expectEqual(s.frame(of: s.button(alert, "Discard changes")).width, 270)
        // 14 characters fit.
        let fits = s.alert(actions: [("Cancel", .cancel), ("Discard change", .destructive)])
        s.press(.escape)
        s.settle()
        s.show(fits)
        expectTrue(s.alertView(fits).buttonsSideBySide)
    }

    func testTheCardIsCentredAndStays270Wide() {
        forEachArgument([
            Size(width: 800, height: 600), Size(width: 320, height: 480), Size(width: 1920, height: 1080),
            Size(width: 1366, height: 700),
        ]) { Self().theCardIsCentredAndStays270Wide(size: $0) }
    }

    func theCardIsCentredAndStays270Wide(size: Size) {
        let s = AlertStage(size: size)
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        let card = s.frame(of: s.alertView(alert).card)
        expectEqual(card.width, 270)
        expectTrue(abs(card.midX - size.width / 2) <= 0.5 && abs(card.midY - size.height / 2) <= 0.5)
        expectEqual(s.alertView(alert).card.layer.cornerRadius, 14)
    }

    func testTheCardFollowsAResize() {
        let s = AlertStage()
        let alert = s.alert(actions: [("OK", .default)])
        s.show(alert)
        s.stage.play(InputScript(start: s.stage.now).resize(to: Size(width: 500, height: 900)))
        s.settle()
        let card = s.frame(of: s.alertView(alert).card)
        expectTrue(abs(card.midX - 250) <= 0.5 && abs(card.midY - 450) <= 0.5)
    }

    func testLooksOfTheTitleTheMessageAndTheActions() {
        let s = AlertStage()
        let alert = s.alert(actions: [("Keep", .cancel), ("Discard", .destructive), ("Save", .default)])
        alert.preferredAction = alert.actions[2]
        s.show(alert)
        let view = s.alertView(alert)
        expectTrue(view.titleLabel.font == .boldSystem(size: 17) && view.messageLabel.font == .system(size: 13))
        expectTrue(view.titleLabel.numberOfLines == 0 && view.messageLabel.textAlignment == .center)
        expectEqual(s.button(alert, "Discard").titleLabel.textColor, AlertMetrics.destructive)
        expectEqual(s.button(alert, "Save").titleLabel.font, .boldSystem(size: 17), "the preferred action is bold")
        expectEqual(s.button(alert, "Keep").titleLabel.font, .system(size: 17), "cancel is not, with a preferred one")
        alert.actions[1].isEnabled = false
        expectEqual(s.button(alert, "Discard").titleLabel.textColor, AlertMetrics.disabled)
        let plain = s.alert(title: "Done", message: nil, actions: [("OK", .default), ("Cancel", .cancel)])
        expectTrue(s.alertView(plain).buttons.first { $0.action.style == .cancel }!.isEmphasized)
        expectEqual(AlertPresentationController(alert: alert, presenting: s.root).dimmingAlpha, 0.2)
    }

    func testAnAlertWithoutTitleOrMessageIsItsButtonsAlone() {
        let s = AlertStage()
        let alert = s.alert(title: nil, message: nil, actions: [("OK", .default)])
        s.show(alert)
        let view = s.alertView(alert)
        expectEqual(view.card.frame.height, 44)
        expectTrue(view.titleLabel.isHidden && view.messageLabel.isHidden)
    }

    func testAnActionSheetSitsAtTheBottomWithItsCancelButtonApart() {
        let s = AlertStage()
        let sheet = s.alert(
            title: "Share", message: nil, style: .actionSheet,
            actions: [("Copy", .default), ("Cancel", .cancel), ("Delete", .destructive)])
        s.show(sheet)
        let view = s.alertView(sheet)
        expectEqual(view.mode, .sheet)
        let cancelGroup = s.frame(of: view.cancelCard)
        let card = s.frame(of: view.card)
        // 8 points from the bottom, 57 high, 414 wide at most (800 − 16 is more), centred.
        expectEqual(cancelGroup, Rect(x: 193, y: 600 - 8 - 57, width: 414, height: 57))
        expectTrue(card.maxY == cancelGroup.minY - 8 && card.width == 414 && card.minX == 193)
        expectIdentical(s.button(sheet, "Cancel").superview, view.cancelCard)
        expectEqual(s.button(sheet, "Cancel").titleLabel.font, .boldSystem(size: 20))
        expectEqual(s.frame(of: s.button(sheet, "Copy")).height, 57)
        expectEqual(s.frame(of: s.button(sheet, "Delete")).maxY, card.maxY)
        // Narrow: 8 points from each side.
        s.stage.play(InputScript(start: s.stage.now).resize(to: Size(width: 375, height: 667)))
        s.settle()
        expectTrue(s.frame(of: view.card).minX == 8 && s.frame(of: view.card).width == 359)
    }

    func testOnAWideWindowAnActionSheetIsAPopoverAtItsSourceView() {
        let s = AlertStage(size: Size(width: 1600, height: 1000))
        let source = View(frame: Rect(x: 1000, y: 100, width: 80, height: 40))
        s.root.view.addSubview(source)
        let sheet = s.alert(
            title: nil, message: nil, style: .actionSheet, actions: [("Copy", .default), ("Cancel", .cancel)])
        sheet.popoverPresentationController?.sourceView = source
        s.show(sheet)
        let view = s.alertView(sheet)
        expectEqual(view.mode, .popover(source: Rect(x: 1000, y: 100, width: 80, height: 40)))
        let card = s.frame(of: view.card)
        // Below the source with room for the arrow, centred on it, 304 wide; no cancel button.
        expectEqual(card, Rect(x: 1040 - 152, y: 140 + 13, width: 304, height: 57))
        expectTrue(view.cancelCard.isHidden && s.button(sheet, "Cancel").isHidden)
        expectTrue(!view.arrow.isHidden && view.arrow.frame.midX == 1040 && view.arrow.frame.midY == card.minY)
        expectEqual(sheet.presentationController(in: s)?.builtInDimmingView?.isHidden, true, "a popover dims nothing")
        // A click outside cancels it.
        s.click(at: Point(x: 200, y: 800))
        s.settle()
        expectTrue(s.ran.map(\.title) == ["Cancel"] && s.presented.isEmpty)
    }

    func testAPopoverNearTheBottomOpensAboveItsSourceAndStaysInTheWindow() {
        let s = AlertStage(size: Size(width: 1600, height: 1000))
        let source = View(frame: Rect(x: 1560, y: 940, width: 30, height: 30))
        s.root.view.addSubview(source)
        let sheet = s.alert(title: nil, message: nil, style: .actionSheet, actions: [("Copy", .default)])
        sheet.popoverPresentationController?.sourceView = source
        s.show(sheet)
        let card = s.frame(of: s.alertView(sheet).card)
        expectTrue(card.maxY == 940 - 13 && card.maxX == 1600 - 8)
        expectEqual(s.alertView(sheet).arrow.frame.midY, card.maxY)
    }

    func testAPopoverPointsAtABarButtonItem() {
        let stage = ManualClockWindow(size: Size(width: 1600, height: 1000))
        let page = ViewController(name: "page")
        let share = BarButtonItem(title: "Share")
        page.navigationItem.rightBarButtonItems = [share]
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        stage.settle()
        let sheet = AlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Copy", style: .default))
        sheet.popoverPresentationController?.barButtonItem = share
        page.present(sheet, animated: false)
        stage.settle()
        let shown = share.shownViews[0]
        let item = shown.convert(shown.focusRingRect, to: nil)
        let card = (sheet.view as! AlertView).card.frame
        expectEqual(card.minY, item.maxY + 13)
        expectTrue(card.minX <= item.midX && item.midX <= card.maxX)
    }

    func testWithoutASourceAWideWindowStillGetsTheSheet() {
        let s = AlertStage(size: Size(width: 1600, height: 1000))
        let sheet = s.alert(style: .actionSheet, actions: [("Copy", .default)])
        s.show(sheet)
        expectEqual(s.alertView(sheet).mode, .sheet)
    }
}

extension AlertController {
    /// Its presentation controller while presented.
    func presentationController(in stage: AlertStage) -> PresentationController? { presentation?.controller }
}

/// A card taller than the window: it keeps 8 points from the edges and its content scrolls,
/// by the wheel and to what Tab focuses.
@MainActor
struct TallAlertTests {
    func testManyActionsScrollInACardThatFitsTheWindow() {
        let s = AlertStage(size: Size(width: 320, height: 480))
        let titles = (1...20).map { "Action \($0)" }
        let alert = s.alert(actions: titles.map { ($0, .default) } + [("Cancel", .cancel)])
        s.show(alert)
        let view = s.alertView(alert)
        expectEqual(view.card.frame, Rect(x: 25, y: 8, width: 270, height: 464))
        let header: Double = 20 + 22 + 4 + 17 + 20
        let rows: Double = 21 * 44
        expectEqual(view.content.frame.height, header + rows)
        // The wheel scrolls it, within its ends.
        s.stage.play(InputScript(start: s.stage.now).wheel(by: Point(x: 0, y: -2), at: Point(x: 160, y: 240)))
        s.stage.step()
        expectTrue(view.scrollOffset == 96 && view.content.frame.minY == -96)
        s.stage.play(InputScript(start: s.stage.now).wheel(by: Point(x: 0, y: 50), at: Point(x: 160, y: 240)))
        s.stage.step()
        expectEqual(view.scrollOffset, 0)
        // Shift+Tab from the first button goes round to the last, Cancel, scrolled into view.
        s.press(.tab)
        s.press(.tab, modifiers: .shift)
        let cancel = s.button(alert, "Cancel")
        expectIdentical(s.window.focusedView, cancel)
        expectEqual(view.scrollOffset, view.content.frame.height - 464)
        let shown = s.frame(of: cancel)
        expectEqual(shown.maxY, view.card.frame.maxY)
        // And a click there works.
        s.click(cancel)
        s.settle()
        expectEqual(s.ran.map(\.title), ["Cancel"])
    }

    func testATallActionSheetLeavesRoomAboveAndScrolls() {
        let s = AlertStage(size: Size(width: 375, height: 400))
        let sheet = s.alert(
            style: .actionSheet, actions: (1...10).map { ("Share \($0)", .default) } + [("Cancel", .cancel)])
        s.show(sheet)
        let view = s.alertView(sheet)
        expectTrue(view.card.frame.minY == 8 && view.card.frame.maxY == view.cancelCard.frame.minY - 8)
        expectGreater(view.content.frame.height, view.card.frame.height)
    }
}
