@testable import Torture

/// What the split view, bar and focus ops (`TortureOp.ScreenOp`) and the at-rest walk of
/// every controller found, each as the shortest op list the shrinker found with the fix taken
/// out: regression tests, both fixed (their own unit tests are `TabSwitchMidFoldTests` and
/// `FocusOnHiddenViewTests` in NavigationTests).
@MainActor
struct FoundByTheScreenOpsTests {
    /// Replays `ops` and expects no broken invariant.
    private func expectNoViolation(_ ops: [TortureOp]) throws {
        let violation = try TortureRunner.replay(ops)
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }

    /// The split view in the fourth tab folds (the window narrowed past 720 points) and the
    /// tabs switch away and back while it does: the content column, taken out of the window by
    /// the collapse, was left appeared (the split forwarded its appearance to both columns).
    func testTabSwitchedAwayAndBackWhileTheSplitFolds() throws {
        try expectNoViolation([
            .selectTab(3, animated: false),
            .resize(width: 581, height: 600),
            .selectTab(0, animated: true),
            .selectTab(3, animated: false),
        ])
    }

    /// Tab onto the tab bar, then a stack set (animated) with a page that hides the tab bar:
    /// focus stayed on the hidden tab bar's item.
    func testFocusOnTheTabBarWhenAStackSetHidesIt() throws {
        try expectNoViolation([
            .push(.nav, page: 1, animated: true),
            .screen(.focusKey(backwards: false)),
            .setStack(.nav, pages: [8, 0, 7, 5, 1], animated: true),
        ])
    }

    /// Found by the 10-million release run (seed 20261130, episode 1759): the tabs' root is
    /// replaced by a plain page while focus is on the tab bar (the tab item stays the stored
    /// focus, out of the window), a hook pushes a page that hides the tab bar, and the tabs come
    /// back as the root: the hidden tab bar's item had focus again. The hiding now asks the
    /// showing check even out of the window, and the check waits until the view is back.
    func testFocusPutBackOnTheTabBarThatARootChangeHid() throws {
        let ops: [TortureOp] = [
            .onAppearance(.presented, page: 7, .viewDidDisappear, then: .push(.nav, page: 5, animated: true)),
            .screen(.focusKey(backwards: true)),
            .onAppearance(.presented, page: 7, .viewDidAppear, then: .setRoot(.plainPage)),
            .screen(.focusKey(backwards: true)),
            .screen(.focusKey(backwards: false)),
            .setRoot(.plainPage),
            .present(page: 7, from: .root, animated: false),  // overFullScreen
            .setRoot(.tabs),
        ]
        try expectNoViolation(ops)
    }
}
