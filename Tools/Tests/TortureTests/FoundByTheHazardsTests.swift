@testable import Torture

/// Bugs the torture test's hazards found in the library (an app replacing its root, keeping
/// transition contexts, dropping presenters, starting work from appearance callbacks), each as
/// the shortest op list the shrinker found: regression tests, all fixed. Before the fixes the
/// first eight ended the process (a trap reading a freed `unowned` reference); the rest broke
/// an invariant. Each comment says what the library did wrong.
@MainActor
struct FoundByTheHazardsTests {
    /// Replays `ops` and expects no broken invariant.
    private func expectNoViolation(_ ops: [TortureOp]) throws {
        let violation = try TortureRunner.replay(ops)
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }

    // MARK: - Crashes, before the fixes

    /// Bug 1, `Presentation.presenting` is unowned: the window's root replaced while a card it
    /// presented is up (the app lets the old root go), the card closes, and
    /// `PresentationLayerView.forget` reads the freed presenter.
    static let rootReplacedUnderACardThenTheCardCloses: [TortureOp] = [
        .setRoot(.plainPage),
        .present(page: 2, from: .root, animated: false),  // card
        .setRoot(.plainPage),
        .key(.escape),
    ]

    /// Bug 2, `TabBarControllerView.controller` is unowned: the old tab bar controller is freed,
    /// its view lives on in the card's presentation (`Presentation.presenterView`), and when
    /// the card closes the view moves into the window and asks its freed controller.
    static let tabsReplacedUnderACardThenTheCardCloses: [TortureOp] = [
        .present(page: 2, from: .navTop, animated: false),  // card
        .setRoot(.freshTabs),
        .key(.escape),
    ]

    /// Bug 1 as the app meets it: `presentingViewController` of a card whose presenter, the
    /// old root, was let go.
    static let rootReplacedUnderACardThenTheCardIsAskedItsPresenter: [TortureOp] = [
        .present(page: 2, from: .root, animated: false),  // card
        .setRoot(.freshTabs),
        .keep(.presented(level: 0)),
        .useKept,
    ]

    /// Bug 1 through `dismiss(animated:)` on the card itself.
    static let rootReplacedUnderACardThenTheCardDismissesItself: [TortureOp] = [
        .setRoot(.plainPage),
        .present(page: 8, from: .root, animated: false),  // card
        .setRoot(.plainPage),
        .dismiss(level: 0, byPresenter: false, animated: true),
    ]

    /// Bug 3, the context's rest frames go through `TransitionRunner` unowned: a push's context
    /// kept by the app, its navigation controller dismissed and freed, then
    /// `finalFrame(for:)`.
    static let keptPushContextAfterItsNavigationControllerWent: [TortureOp] = [
        .present(page: 5, from: .root, animated: false),  // navigationCard
        .push(.presentedNav, page: 1, animated: true),
        .keep(.transition(.presentedNav)),
        .dismiss(level: 0, byPresenter: false, animated: false),
    ]

    /// Bug 3 with a presentation's context (its `Presentation` and runner freed on dismissal).
    static let keptPresentationContextAfterItsPageWent: [TortureOp] = [
        .present(page: 17, from: .topPresented, animated: true),  // navigationCard
        .dismiss(level: 1, byPresenter: false, animated: true),
        .keep(.transition(.presentation)),
    ]

    /// Bug 4, the presentation layer is re-entered from appearance callbacks: a dismissal without
    /// animation (here of the pages above the one dismissed) calls them while the layer counts
    /// as idle and before it forgets the presentation, so a dismissal asked there runs at once,
    /// on the page being dismissed, and outlives its presenter (unowned: `forget` traps).
    static let dismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal: [TortureOp] = [
        .present(page: 17, from: .root, animated: true),  // navigationCard
        .present(page: 12, from: .topPresented, animated: true),  // fullScreen
        .onAppearance(
            .presentedNav, page: 0, .viewWillAppear, then: .dismiss(level: 1, byPresenter: true, animated: true)),
        .dismiss(level: 3, byPresenter: true, animated: false),
    ]

    /// Bug 4 with a presentation: asked from the `viewWillDisappear` of a page dismissed without
    /// animation, it is presented on that very page, which then goes (its presenter, unowned,
    /// is read at rest).
    static let presentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal: [TortureOp] = [
        .onAppearance(.presented, page: 16, .viewWillDisappear, then: .present(page: 10, from: .root, animated: true)),
        .present(page: 16, from: .root, animated: true),  // mask
        .dismiss(level: 0, byPresenter: false, animated: false),
    ]

    func testRootReplacedUnderACardThenTheCardCloses() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardCloses)
    }

    func testTabsReplacedUnderACardThenTheCardCloses() throws {
        try expectNoViolation(Self.tabsReplacedUnderACardThenTheCardCloses)
    }

    func testRootReplacedUnderACardThenTheCardIsAskedItsPresenter() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardIsAskedItsPresenter)
    }

    func testRootReplacedUnderACardThenTheCardDismissesItself() throws {
        try expectNoViolation(Self.rootReplacedUnderACardThenTheCardDismissesItself)
    }

    func testKeptPushContextAfterItsNavigationControllerWent() throws {
        try expectNoViolation(Self.keptPushContextAfterItsNavigationControllerWent)
    }

    func testKeptPresentationContextAfterItsPageWent() throws {
        try expectNoViolation(Self.keptPresentationContextAfterItsPageWent)
    }

    func testDismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal() throws {
        try expectNoViolation(Self.dismissalStartedFromAnAppearanceCallbackOfAnImmediateDismissal)
    }

    func testPresentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal() throws {
        try expectNoViolation(Self.presentationStartedFromAnAppearanceCallbackOfAnImmediateDismissal)
    }

    // MARK: - Broken invariants, before the fixes

    /// Bug 5, the page stack is re-entered from appearance callbacks: the runner's `finish`
    /// clears its driver (the stack no longer counts as transitioning) before the did- and
    /// cancel callbacks, while the stack settles its books (`views = previous` on a cancel, the
    /// completion's `didAdd`/`didRemove`) only after them; a request from a callback runs at
    /// once on the half-settled stack and is then overwritten. Here a pop asked from the
    /// `viewDidDisappear` of a dragged pop cancelled by a tab switch: a page on the stack that
    /// is not the controller's child.
    static let requestFromTheCancelCallbackOfAnInteractivePop: [TortureOp] = [
        .onAppearance(.nav, page: 0, .viewDidDisappear, then: .pop(.nav, animated: true)),
        .setStack(.nav, pages: [1, 3, 9, 0], animated: false),
        .pointerDown(x: 16, y: 305, afterMs: 39),
        .pointerMove(x: 215, y: 282, afterMs: 7),
        .key(.ctrlPageDown),
    ]

    /// Bug 5: a set asked from the cancel of a dragged pop (the user grabbed it again), then
    /// overwritten by the cancel's restore: a child that is on no stack, the issue's bug (d).
    static let setFromTheCancelCallbackOfADraggedPop: [TortureOp] = [
        .onAppearance(.nav, page: 9, .viewWillDisappear, then: .setStack(.nav, pages: [2, 8, 5, 3], animated: true)),
        .push(.nav, page: 8, animated: true),
        .frames(7, ms: 120),
        .setStack(.nav, pages: [5, 9, 8], animated: true),
        .pointerDown(x: 1, y: 19, afterMs: 1),
        .pointerMove(x: 218, y: 24, afterMs: 8),
        .setStack(.nav, pages: [7, 2, 4], animated: true),
        .pointerDown(x: 1, y: 342, afterMs: 48),
    ]

    /// Bug 5: a pop asked from `viewDidAppear` of a page being pushed, and a push of it again
    /// from its `viewDidDisappear`; the ending transitions' completions then add (`didAdd`) or
    /// release pages the requests made inside them moved: a page on the stack that is not the
    /// controller's child.
    static let popFromTheDidAppearOfAPushedPage: [TortureOp] = [
        .onAppearance(.nav, page: 8, .viewDidDisappear, then: .push(.nav, page: 8, animated: true)),
        .onAppearance(.nav, page: 8, .viewDidAppear, then: .pop(.nav, animated: true)),
        .push(.nav, page: 8, animated: true),
    ]

    /// Bug 6, `TabBarController.switchTo` is re-entered: a switch without animation calls the
    /// appearance callbacks with nothing marked as switching, so a switch asked there (here
    /// from the `viewWillAppear` of the navigation controller's top page) runs inside it: the
    /// container is left holding another tab's view than the selected one's.
    static let tabSwitchFromTheCallbacksOfATabSwitch: [TortureOp] = [
        .selectTab(1, animated: false),
        .setStack(.nav, pages: [4, 5], animated: true),
        .onAppearance(.nav, page: 4, .viewWillAppear, then: .selectTab(1, animated: true)),
        .pop(.nav, animated: true),
        .selectTab(0, animated: false),
    ]

    /// Bug 7, a replaced root comes back: a page presented full screen from a root the app
    /// then replaced is dismissed, and `Presentation.restorePresenter` puts the old root's
    /// view back into the window beside the new root.
    static let replacedRootBackInTheWindowAfterAFullScreenDismissal: [TortureOp] = [
        .present(page: 0, from: .topPresented, animated: false),  // fullScreen
        .setRoot(.plainPage),
        .dismiss(level: -1, byPresenter: true, animated: true),
    ]

    /// Bug 5 through `swapImmediately`: a pop to the root asked from `viewWillDisappear` of a
    /// push without animation runs inside it (two pages left in the container).
    static let popToRootFromTheWillDisappearOfAPushWithoutAnimation: [TortureOp] = [
        .onAppearance(.nav, page: 9, .viewWillDisappear, then: .popToRoot(.nav, animated: false)),
        .push(.nav, page: 9, animated: false),
        .push(.nav, page: 3, animated: false),
    ]

    /// Bug 8, a container's state read before its transition's will-callbacks: a tab switch
    /// asked from the leaving page's `viewWillDisappear` takes the navigation controller out of
    /// the window, but the runner, which read the container as appeared, still begins the
    /// arriving page's appearance, and nothing ends it (left appearing for good).
    static let tabSwitchFromTheWillDisappearOfAPop: [TortureOp] = [
        .setStack(.nav, pages: [2, 0, 5, 7, 4], animated: true),
        .push(.nav, page: 9, animated: true),
        .onAppearance(.nav, page: 7, .viewWillDisappear, then: .selectTab(2, animated: true)),
        .backButton(x: 462, y: 424),
        .settle,
        .pointerDown(x: 2, y: 191, afterMs: 48),
        .pointerMove(x: 59, y: 187, afterMs: 25),
        .popTo(.nav, page: 2, animated: true),
    ]

    /// Bug 7 through a cancelled dismissal: the animator puts the presenter (the replaced root,
    /// out of the window) into the card's container as the arriving view, and a cancel leaves
    /// it there, in the window.
    static let replacedRootLeftInACardsContainerByACancelledDismissal: [TortureOp] = [
        .present(page: 17, from: .root, animated: true),  // navigationCard
        .frames(4, ms: 16),
        .pointerDown(x: 11, y: 1238, afterMs: 20),
        .pointerMove(x: 57, y: 1229, afterMs: 25),
        .frames(3, ms: 16),
        .setting(.interactive(.presentation, true)),
        .pointerDown(x: 11, y: 169, afterMs: 35),
        .pointerMove(x: 131, y: 169, afterMs: 33),
        .frames(1, ms: 16),
        .pointerMove(x: 142, y: 160, afterMs: 29),
        .pointerMove(x: 118, y: 163, afterMs: 11),
        .pointerMove(x: 106, y: 151, afterMs: 29),
        .setRoot(.plainPage),
        .key(.escape),
    ]

    /// Bug 7 without animation: the old root's view back in the window, and no longer laid out
    /// (after a resize, still at the old size).
    static let replacedRootBackInTheWindowAfterAnImmediateDismissal: [TortureOp] = [
        .present(page: 0, from: .root, animated: true),  // fullScreen
        .setRoot(.plainPage),
        .frames(40, ms: 16),
        .dismiss(level: 1, byPresenter: false, animated: false),
        .resize(width: 398, height: 853),
    ]

    func testRequestFromTheCancelCallbackOfAnInteractivePop() throws {
        try expectNoViolation(Self.requestFromTheCancelCallbackOfAnInteractivePop)
    }

    func testSetFromTheCancelCallbackOfADraggedPop() throws {
        try expectNoViolation(Self.setFromTheCancelCallbackOfADraggedPop)
    }

    func testPopFromTheDidAppearOfAPushedPage() throws {
        try expectNoViolation(Self.popFromTheDidAppearOfAPushedPage)
    }

    func testTabSwitchFromTheCallbacksOfATabSwitch() throws {
        try expectNoViolation(Self.tabSwitchFromTheCallbacksOfATabSwitch)
    }

    func testReplacedRootBackInTheWindowAfterAFullScreenDismissal() throws {
        try expectNoViolation(Self.replacedRootBackInTheWindowAfterAFullScreenDismissal)
    }

    func testPopToRootFromTheWillDisappearOfAPushWithoutAnimation() throws {
        try expectNoViolation(Self.popToRootFromTheWillDisappearOfAPushWithoutAnimation)
    }

    func testTabSwitchFromTheWillDisappearOfAPop() throws {
        try expectNoViolation(Self.tabSwitchFromTheWillDisappearOfAPop)
    }

    func testReplacedRootLeftInACardsContainerByACancelledDismissal() throws {
        try expectNoViolation(Self.replacedRootLeftInACardsContainerByACancelledDismissal)
    }

    func testReplacedRootBackInTheWindowAfterAnImmediateDismissal() throws {
        try expectNoViolation(Self.replacedRootBackInTheWindowAfterAnImmediateDismissal)
    }

    // MARK: - Found once the hazards were on by default

    /// A completion run while `setRootViewController` dismissed what was presented sets
    /// another root: that later call wins (the first one used to put its root back over it,
    /// leaving the later one's world alive and out of the window).
    static let rootSetFromACompletionRunByARootChange: [TortureOp] = [
        .chain(.present(page: 5, from: .topPresented, animated: true), then: .setRoot(.freshTabs)),
        .setRoot(.freshTabs),
    ]

    /// A presentation asked for from the `viewWillDisappear` of a page dismissed because the
    /// root is replaced: it was for the old root and ends unapplied (it used to be presented
    /// over the new root from the page going away).
    static let presentationFromADismissalOfTheOldRootsPages: [TortureOp] = [
        .onAppearance(
            .presented, page: 7, .viewWillDisappear, then: .present(page: 8, from: .topPresented, animated: true)),
        .present(page: 7, from: .topPresented, animated: true),  // overFullScreen
        .setRoot(.freshTabs),
    ]

    /// The root replaced from the `viewDidAppear` of the page a dismissal brings back: the
    /// dismissal's end no longer puts the old root's view back into the window.
    static let rootSetFromTheDidAppearOfADismissal: [TortureOp] = [
        .setStack(.nav, pages: [4], animated: true),
        .settle,
        .pointerDown(x: 110, y: 162, afterMs: 36),
        .pointerUp(afterMs: 125),
        .dismiss(level: 1, byPresenter: false, animated: true),
        .onAppearance(.nav, page: 4, .viewDidAppear, then: .setRoot(.freshTabs)),
    ]

    func testRootSetFromACompletionRunByARootChange() throws {
        try expectNoViolation(Self.rootSetFromACompletionRunByARootChange)
    }

    func testPresentationFromADismissalOfTheOldRootsPages() throws {
        try expectNoViolation(Self.presentationFromADismissalOfTheOldRootsPages)
    }

    func testRootSetFromTheDidAppearOfADismissal() throws {
        try expectNoViolation(Self.rootSetFromTheDidAppearOfADismissal)
    }

    /// A stack set without animation whose leaving page's `viewWillDisappear` replaced the
    /// window's root: the arriving page used to appear by the state the container had before
    /// (appeared) while the tabs were out of the window. Found by a 10-million-op release run.
    static let setWithoutAnimationWhoseLeavingPageReplacesTheRoot: [TortureOp] = [
        .push(.nav, page: 4, animated: true),
        .frames(3, ms: 1),
        .frames(1, ms: 16),
        .pointerMove(x: 710, y: 366, afterMs: 36),
        .pointerMove(x: 754, y: 359, afterMs: 16),
        .pointerUp(afterMs: 1),
        .wheel(dx: -129, dy: 21, x: 717, y: 96, afterMs: 22),
        .wheel(dx: -140, dy: 10, x: 401, y: 108, afterMs: 2),
        .wheel(dx: -79, dy: -5, x: 401, y: 108, afterMs: 8),
        .wheel(dx: 2, dy: -11, x: 401, y: 108, afterMs: 6),
        .frames(1, ms: 16),
        .wheel(dx: -119, dy: 5, x: 401, y: 108, afterMs: 12),
        .wheel(dx: 0, dy: 1, x: 401, y: 108, afterMs: 18),
        .frames(5, ms: 16),
        .onAppearance(.nav, page: 0, .viewWillDisappear, then: .setRoot(.plainPage)),
        .setStack(.nav, pages: [5, 6, 2], animated: true),
        .frames(4, ms: 16),
        .interact(.tabs, .finish),
        .push(.nav, page: 0, animated: true),
        .setStack(.nav, pages: [9, 0, 6, 2, 8, 5], animated: false),
    ]

    func testSetWithoutAnimationWhoseLeavingPageReplacesTheRoot() throws {
        try expectNoViolation(Self.setWithoutAnimationWhoseLeavingPageReplacesTheRoot)
    }

    /// The window's root set from the `viewWillAppear` of a page of the root being set: that
    /// later call wins, and the first root's appearance is balanced (it used to be put in the
    /// window over the later one, which stayed "appeared" out of the window). Found by a
    /// 10-million-op release run.
    static let rootSetFromTheWillAppearOfTheNewRootsPage: [TortureOp] = [
        .onAppearance(.nav, page: 5, .viewWillAppear, then: .setRoot(.freshTabs)),
        .setRoot(.plainPage),
        .push(.nav, page: 5, animated: true),
        .setRoot(.tabs),
    ]

    func testRootSetFromTheWillAppearOfTheNewRootsPage() throws {
        try expectNoViolation(Self.rootSetFromTheWillAppearOfTheNewRootsPage)
    }

    /// The same from the `viewWillDisappear` of the old root's page.
    static let rootSetFromTheWillDisappearOfTheOldRootsPage: [TortureOp] = [
        .onAppearance(.nav, page: 0, .viewWillDisappear, then: .setRoot(.freshTabs)),
        .setRoot(.plainPage),
    ]

    func testRootSetFromTheWillDisappearOfTheOldRootsPage() throws {
        try expectNoViolation(Self.rootSetFromTheWillDisappearOfTheOldRootsPage)
    }

    /// A kept context asked mid-way through a spring release that overshoots: it answers
    /// within 0...1, as UIKit's `percentComplete` does (it gave 2.1). Found by a
    /// 10-million-op release run.
    static let keptContextDuringASpringRelease: [TortureOp] = [
        .pointerDown(x: 400, y: 576, afterMs: 15),
        .setting(.releasePolicy(.spring)),
        .push(.pages, page: 6, animated: true),
        .pointerUp(afterMs: 88),
        .pointerDown(x: 7, y: 401, afterMs: 48),
        .pointerMove(x: 790, y: 389, afterMs: 10),
        .pointerUp(afterMs: 39),
        .frames(4, ms: 8),
        .keep(.transition(.pages)),
        .useKept,
    ]

    func testKeptContextDuringASpringRelease() throws {
        try expectNoViolation(Self.keptContextDuringASpringRelease)
    }

    /// A page of the old root presents from its `viewWillDisappear` as the root is replaced:
    /// that was for the old root and ends unapplied (it used to be presented over the old
    /// root, left behind). Found by a 10-million-op release run.
    static let presentationFromTheWillDisappearOfTheOldRoot: [TortureOp] = [
        .onAppearance(.nav, page: 0, .viewWillDisappear, then: .present(page: 1, from: .navTop, animated: true)),
        .setRoot(.plainPage),
    ]

    func testPresentationFromTheWillDisappearOfTheOldRoot() throws {
        try expectNoViolation(Self.presentationFromTheWillDisappearOfTheOldRoot)
    }

    /// A navigation controller whose view never loaded (its tab was switched away before it
    /// showed) refuses a duplicate push: its warning reaches the window's sink through its
    /// tab bar controller (it went to standard error). Found by a 10-million-op release run.
    static let warningOfANavigationControllerThatNeverShowed: [TortureOp] = [
        .setStack(.nav, pages: [0, 6, 9], animated: true),
        .onAppearance(.nav, page: 0, .viewWillDisappear, then: .selectTab(2, animated: true)),
        .setStack(.nav, pages: [0, 2], animated: true),
        .pop(.nav, animated: true),
        .settle,
        .setRoot(.freshTabs),
        .push(.nav, page: 0, animated: true),
    ]

    func testWarningOfANavigationControllerThatNeverShowed() throws {
        try expectNoViolation(Self.warningOfANavigationControllerThatNeverShowed)
    }

    /// A touchpad swipe back that cancels, whose arriving page presents full screen from its
    /// `viewWillDisappear`: the page that stays used to appear by the container's state from
    /// before (appeared) though the presentation was taking the container away. Found by a
    /// 10-million-op release run.
    static let cancelledSwipeWhoseArrivingPagePresents: [TortureOp] = [
        .setStack(.nav, pages: [4, 9], animated: true),
        .frames(11, ms: 16),
        .pointerUp(afterMs: 51),
        .frames(5, ms: 8),
        .pointerMove(x: 77, y: 541, afterMs: 35),
        .pointerMove(x: 59, y: 533, afterMs: 36),
        .onAppearance(.nav, page: 4, .viewWillDisappear, then: .present(page: 6, from: .root, animated: true)),
        .wheel(dx: -78, dy: 3, x: 417, y: 477, afterMs: 27),
    ]

    func testCancelledSwipeWhoseArrivingPagePresents() throws {
        try expectNoViolation(Self.cancelledSwipeWhoseArrivingPagePresents)
    }

    /// The root replaced from the `viewDidDisappear` of a page the root's replacement dismissed:
    /// the inner call dismissed the page below too, and the outer one no longer dismisses it
    /// again (it put the old root's view back into the window). Found by a 10-million-op
    /// release run.
    static let rootSetFromTheDidDisappearOfAPageARootChangeDismissed: [TortureOp] = [
        .onAppearance(.presented, page: 0, .viewDidDisappear, then: .setRoot(.plainPage)),
        .present(page: 6, from: .topPresented, animated: true),  // fullScreen
        .settle,
        .pointerDown(x: 110, y: 162, afterMs: 42),
        .pointerUp(afterMs: 77),
        .setRoot(.plainPage),
    ]

    func testRootSetFromTheDidDisappearOfAPageARootChangeDismissed() throws {
        try expectNoViolation(Self.rootSetFromTheDidDisappearOfAPageARootChangeDismissed)
    }

    /// The same root set again from the `viewWillAppear` of its own page: the root stays
    /// appeared (the outer call used to balance it as if another root had won). Found by a
    /// 10-million-op release run.
    static let sameRootSetFromItsOwnPagesWillAppear: [TortureOp] = [
        .setRoot(.plainPage),
        .onAppearance(.nav, page: 6, .viewWillAppear, then: .setRoot(.tabs)),
        .push(.nav, page: 6, animated: true),
        .setRoot(.tabs),
    ]

    func testSameRootSetFromItsOwnPagesWillAppear() throws {
        try expectNoViolation(Self.sameRootSetFromItsOwnPagesWillAppear)
    }

    /// The root replaced from the `viewDidDisappear` of a page dismissed at once, above the
    /// one a dismissal takes: that dismissal no longer puts the replaced root's view back
    /// into the window, and the window's content stays under the presentations (a view moved
    /// below its sibling landed above it). Found by a 10-million-op release run.
    static let rootSetWhileADismissalClearsThePagesAbove: [TortureOp] = [
        .onAppearance(.presented, page: 1, .viewDidDisappear, then: .setRoot(.plainPage)),
        .present(page: 0, from: .root, animated: true),  // fullScreen
        .settle,
        .pointerDown(x: 53, y: 142, afterMs: 50),
        .pointerUp(afterMs: 107),
        .dismiss(level: 2, byPresenter: true, animated: true),
        .frames(8, ms: 250),
        .setRoot(.tabs),
        .present(page: 1, from: .root, animated: true),  // overFullScreen
    ]

    func testRootSetWhileADismissalClearsThePagesAbove() throws {
        try expectNoViolation(Self.rootSetWhileADismissalClearsThePagesAbove)
    }

    /// The root replaced from the `viewWillDisappear` of a page being dismissed: the old root,
    /// the dismissal's arriving page, no longer appears out of the window. Found by a
    /// 10-million-op release run.
    static let rootSetFromTheWillDisappearOfADismissedPage: [TortureOp] = [
        .onAppearance(.presented, page: 0, .viewWillDisappear, then: .setRoot(.freshTabs)),
        .setRoot(.plainPage),
        .pointerDown(x: 110, y: 162, afterMs: 25),
        .pointerUp(afterMs: 65),
        .dismiss(level: 1, byPresenter: true, animated: true),
    ]

    func testRootSetFromTheWillDisappearOfADismissedPage() throws {
        try expectNoViolation(Self.rootSetFromTheWillDisappearOfADismissedPage)
    }

    /// The same with a dismissal without animation. Found by a 10-million-op release run.
    static let rootSetFromTheWillDisappearOfAPageDismissedAtOnce: [TortureOp] = [
        .onAppearance(.presented, page: 6, .viewWillDisappear, then: .setRoot(.plainPage)),
        .present(page: 6, from: .root, animated: true),  // fullScreen
        .dismiss(level: 1, byPresenter: false, animated: false),
    ]

    func testRootSetFromTheWillDisappearOfAPageDismissedAtOnce() throws {
        try expectNoViolation(Self.rootSetFromTheWillDisappearOfAPageDismissedAtOnce)
    }

    /// The root replaced from the `viewWillAppear` of a page being presented interactively:
    /// the presentation is gone before its animator starts, so it never starts (the app's
    /// interaction controller used to be handed a transition for a page no longer presented).
    /// Found by a 10-million-op release run.
    static let rootSetFromTheWillAppearOfAPageBeingPresented: [TortureOp] = [
        .setting(.interactive(.presentation, true)),
        .onAppearance(.presented, page: 3, .viewWillAppear, then: .setRoot(.freshTabs)),
        .present(page: 3, from: .root, animated: true),  // custom
    ]

    func testRootSetFromTheWillAppearOfAPageBeingPresented() throws {
        try expectNoViolation(Self.rootSetFromTheWillAppearOfAPageBeingPresented)
    }

    /// A cancelled back-drag (its stack taken out of the window by a presentation) whose
    /// leaving page's `viewDidDisappear` dismisses that presentation: the tab bar controller,
    /// appearing again, forwards to the page really on top (the stack is put back before the
    /// callbacks; a page was left "appearing" out of the window). Found by a 10-million-op
    /// release run.
    static let cancelledDragWhoseCallbackBringsTheStackBack: [TortureOp] = [
        .setRoot(.plainPage),
        .onAppearance(.nav, page: 0, .viewDidDisappear, then: .dismiss(level: 0, byPresenter: false, animated: true)),
        .setStack(.nav, pages: [1, 9], animated: true),
        .setRoot(.tabs),
        .push(.nav, page: 0, animated: false),
        .pointerDown(x: 2, y: 291, afterMs: 9),
        .pointerMove(x: 104, y: 286, afterMs: 23),
        .present(page: 0, from: .root, animated: false),  // fullScreen
    ]

    func testCancelledDragWhoseCallbackBringsTheStackBack() throws {
        try expectNoViolation(Self.cancelledDragWhoseCallbackBringsTheStackBack)
    }

    /// An app's interactive tab switch, cancelled, whose callback (the navigation page shown
    /// again replaces the root from its `viewDidAppear`) makes the tab bar controller
    /// disappear: it forwards that to the tab really shown (the selection is put back before
    /// the callbacks; a page was left "appeared" out of the window). Found by a 10-million-op
    /// release run.
    static let cancelledTabSwitchWhoseCallbackReplacesTheRoot: [TortureOp] = [
        .setting(.animator(.tabs, .appPropertyAnimator)),
        .setting(.interactive(.tabs, true)),
        .onAppearance(.nav, page: 4, .viewDidAppear, then: .setRoot(.plainPage)),
        .present(page: 2, from: .navTop, animated: true),  // card
        .setStack(.nav, pages: [4, 6], animated: true),
        .frames(20, ms: 16),
        .pointerDown(x: 4, y: 5, afterMs: 16),
        .pointerUp(afterMs: 95),
        .frames(24, ms: 16),
        .key(.altLeft),
        .key(.ctrlPageDown),
    ]

    func testCancelledTabSwitchWhoseCallbackReplacesTheRoot() throws {
        try expectNoViolation(Self.cancelledTabSwitchWhoseCallbackReplacesTheRoot)
    }

    /// A stack set while its top page was being pushed, whose `viewWillDisappear` (the pushed
    /// page going under) replaces the window's root: the navigation controller leaves the
    /// window as its transition starts, and a second stack set there left that page
    /// "disappearing" at rest, out of the window. Found by a 10-million-op release run (seed
    /// 20261127042, episode 2675).
    static let stackSetWhileTheRootIsReplacedFromViewWillDisappear: [TortureOp] = [
        .setting(.interactive(.nav, true)),
        .push(.nav, page: 4, animated: true),
        .setting(.animator(.nav, .slide)),
        .onAppearance(.nav, page: 4, .viewWillDisappear, then: .setRoot(.freshTabs)),
        .setStack(.nav, pages: [4, 5, 3], animated: true),
        .setStack(.nav, pages: [2, 7], animated: true),
    ]

    func testStackSetWhileTheRootIsReplacedFromViewWillDisappear() throws {
        try expectNoViolation(Self.stackSetWhileTheRootIsReplacedFromViewWillDisappear)
    }
}
