import Foundation
import Testing

@testable import Torture

/// Bugs the hazards found in the library (issue 17), each as the shortest op list the
/// shrinker (or a reader of its output) found, ready to become a regression test once fixed.
///
/// The ones that break an invariant run always, as known issues: the suite passes while the
/// bug is there and fails ("known issue was not recorded") once it is fixed, the moment to
/// turn the hazard on by default (`TortureHazard.defaultHazards`) and drop the known-issue
/// wrapper. The ones that crash (a Swift runtime trap ends the test process) run only when
/// `SEGUE_TORTURE_KNOWN_CRASHES=1`, one at a time:
///
///     SEGUE_TORTURE_KNOWN_CRASHES=1 swift test --skip-build --filter KnownBugTests/<test>
@MainActor
struct KnownBugTests {
    nonisolated static let crashesRun = ProcessInfo.processInfo.environment["SEGUE_TORTURE_KNOWN_CRASHES"] == "1"

    /// Replays `ops` and expects no broken invariant.
    private func expectNoViolation(_ ops: [TortureOp]) throws {
        let violation = try TortureRunner.replay(ops)
        #expect(violation == nil, "\(violation.map { "\($0)" } ?? "")")
    }

    // MARK: - Crashes (run with SEGUE_TORTURE_KNOWN_CRASHES=1)

    static let rootReplacedUnderACardThenTheCardCloses: [TortureOp] = [
        .setRoot(.plainPage),
        .present(page: 2, from: .root, animated: false),  // card
        .setRoot(.plainPage),
        .key(.escape),
    ]

    static let tabsReplacedUnderACardThenTheCardCloses: [TortureOp] = [
        .present(page: 2, from: .navTop, animated: false),  // card
        .setRoot(.freshTabs),
        .key(.escape),
    ]

    static let rootReplacedUnderACardThenTheCardIsAskedItsPresenter: [TortureOp] = [
        .present(page: 2, from: .root, animated: false),  // card
        .setRoot(.freshTabs),
        .keep(.presented(level: 0)),
        .useKept,
    ]

    static let rootReplacedUnderACardThenTheCardDismissesItself: [TortureOp] = [
        .setRoot(.plainPage),
        .present(page: 8, from: .root, animated: false),  // card
        .setRoot(.plainPage),
        .dismiss(level: 0, byPresenter: false, animated: true),
    ]

    static let keptPushContextAfterItsNavigationControllerWent: [TortureOp] = [
        .present(page: 5, from: .root, animated: false),  // navigationCard
        .push(.presentedNav, page: 1, animated: true),
        .keep(.transition(.presentedNav)),
        .dismiss(level: 0, byPresenter: false, animated: false),
    ]

    static let keptPresentationContextAfterItsPageWent: [TortureOp] = [
        .present(page: 17, from: .topPresented, animated: true),  // navigationCard
        .dismiss(level: 1, byPresenter: false, animated: true),
        .keep(.transition(.presentation)),
    ]

    static let dismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal: [TortureOp] = [
        .present(page: 17, from: .root, animated: true),  // navigationCard
        .chain(
            .present(page: 12, from: .topPresented, animated: true),  // fullScreen
            then: .present(page: 17, from: .topPresented, animated: false)),
        .onAppearance(
            .presentedNav, page: 0, .viewWillAppear, then: .dismiss(level: 1, byPresenter: true, animated: true)),
        .dismiss(level: 3, byPresenter: true, animated: false),
    ]

    static let presentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal: [TortureOp] = [
        .onAppearance(.presented, page: 0, .viewDidDisappear, then: .present(page: 11, from: .navTop, animated: true)),
        .present(page: 14, from: .topPresented, animated: false),  // card
        .present(page: 0, from: .navTop, animated: true),  // fullScreen
        .dismiss(level: 0, byPresenter: true, animated: true),
    ]

    @Test(.enabled(if: crashesRun)) func rootReplacedUnderACardThenTheCardCloses() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardCloses)
    }

    @Test(.enabled(if: crashesRun)) func tabsReplacedUnderACardThenTheCardCloses() throws {
        try expectNoViolation(Self.tabsReplacedUnderACardThenTheCardCloses)
    }

    @Test(.enabled(if: crashesRun)) func rootReplacedUnderACardThenTheCardIsAskedItsPresenter() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardIsAskedItsPresenter)
    }

    @Test(.enabled(if: crashesRun)) func rootReplacedUnderACardThenTheCardDismissesItself() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardDismissesItself)
    }

    @Test(.enabled(if: crashesRun)) func keptPushContextAfterItsNavigationControllerWent() throws {
        try expectNoViolation(Self.keptPushContextAfterItsNavigationControllerWent)
    }

    @Test(.enabled(if: crashesRun)) func keptPresentationContextAfterItsPageWent() throws {
        try expectNoViolation(Self.keptPresentationContextAfterItsPageWent)
    }

    @Test(.enabled(if: crashesRun)) func dismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal() throws {
        try expectNoViolation(Self.dismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal)
    }

    @Test(.enabled(if: crashesRun)) func presentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal() throws {
        try expectNoViolation(Self.presentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal)
    }

    // MARK: - Broken invariants (known issues)

    static let requestFromTheCancelCallbackOfAnInteractivePop: [TortureOp] = [
        .onAppearance(.nav, page: 0, .viewDidDisappear, then: .pop(.nav, animated: true)),
        .chain(
            .dismiss(level: 0, byPresenter: false, animated: true),
            then: .setStack(.nav, pages: [1, 3, 9, 0], animated: false)),
        .pointerDown(x: 16, y: 305, afterMs: 39),
        .pointerMove(x: 215, y: 282, afterMs: 7),
        .key(.ctrlPageDown),
    ]

    static let setFromTheCancelCallbackOfADraggedPop: [TortureOp] = [
        .onAppearance(.nav, page: 9, .viewWillDisappear, then: .setStack(.nav, pages: [2, 8, 5, 3], animated: true)),
        .push(.nav, page: 8, animated: true),
        .frames(7, ms: 120),
        .setStack(.nav, pages: [5, 9, 8], animated: true),
        .pointerDown(x: 1, y: 19, afterMs: 1),
        .pointerMove(x: 218, y: 24, afterMs: 8),
        .chain(.push(.nav, page: 1, animated: true), then: .setStack(.nav, pages: [7, 2, 4], animated: true)),
        .pointerDown(x: 1, y: 342, afterMs: 48),
    ]

    static let popFromTheDidAppearOfAPushedPage: [TortureOp] = [
        .onAppearance(.nav, page: 8, .viewDidDisappear, then: .push(.nav, page: 8, animated: true)),
        .onAppearance(.nav, page: 8, .viewDidAppear, then: .pop(.nav, animated: true)),
        .chain(.setStack(.nav, pages: [5, 9, 0, 1], animated: true), then: .push(.nav, page: 8, animated: true)),
    ]

    static let tabSwitchFromTheCallbacksOfATabSwitch: [TortureOp] = [
        .key(.ctrlPageUp),
        .onAppearance(.nav, page: 0, .viewWillDisappear, then: .pop(.nav, animated: false)),
        .onAppearance(.nav, page: 0, .viewDidDisappear, then: .selectTab(2, animated: true)),
        .setStack(.nav, pages: [9], animated: true),
        .key(.ctrlPageDown),
        .push(.nav, page: 0, animated: true),
        .pointerUp(afterMs: 106),
        .frames(3, ms: 50),
        .frames(6, ms: 16),
        .selectTab(1, animated: true),
    ]

    static let replacedRootBackInTheWindowAfterAFullScreenDismissal: [TortureOp] = [
        .setRoot(.plainPage),
        .pointerDown(x: 110, y: 162, afterMs: 8),  // its present button: presented-0, full screen
        .pointerUp(afterMs: 2),
        .dismiss(level: 0, byPresenter: true, animated: true),
        .setRoot(.tabs),
    ]

    @Test func requestFromTheCancelCallbackOfAnInteractivePop() {
        withKnownIssue { try expectNoViolation(Self.requestFromTheCancelCallbackOfAnInteractivePop) }
    }

    @Test func setFromTheCancelCallbackOfADraggedPop() {
        withKnownIssue { try expectNoViolation(Self.setFromTheCancelCallbackOfADraggedPop) }
    }

    @Test func popFromTheDidAppearOfAPushedPage() {
        withKnownIssue { try expectNoViolation(Self.popFromTheDidAppearOfAPushedPage) }
    }

    @Test func tabSwitchFromTheCallbacksOfATabSwitch() {
        withKnownIssue { try expectNoViolation(Self.tabSwitchFromTheCallbacksOfATabSwitch) }
    }

    @Test func replacedRootBackInTheWindowAfterAFullScreenDismissal() {
        withKnownIssue { try expectNoViolation(Self.replacedRootBackInTheWindowAfterAFullScreenDismissal) }
    }
}
