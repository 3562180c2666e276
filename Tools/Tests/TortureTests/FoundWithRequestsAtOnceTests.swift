@testable import Torture

/// Bugs the release torture run found while requests were made to apply at once, each as the
/// shortest op list the shrinker found.
@MainActor
struct FoundWithRequestsAtOnceTests {
    /// A mouse back during a back-drag waits for the drag's end; a set of the stack made
    /// during the release first applied that back, whose end settled the navigation
    /// controller's books and dropped the page the set had just made for a controller not yet
    /// on the stack: the controller then had two pages, one in the container and another in
    /// the books. Back requests of the frame now apply before a push or set makes its pages.
    func testASetDuringAReleaseWithABackWaitingKeepsOnePagePerController() throws {
        let violation = try TortureRunner.replay([
            .setStack(.nav, pages: [6, 3, 0, 7], animated: true),
            .frames(4, ms: 250),
            .pointerDown(x: 19, y: 294, afterMs: 13),
            .pointerMove(x: 249, y: 89, afterMs: 29),
            .backButton(x: 405, y: 254),
            .pointerUp(afterMs: 48),
            .setStack(.nav, pages: [6, 4], animated: true),
        ])
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }

    /// Two backs made during a back-drag wait for its end; the tab switched away cancels the
    /// drag; a push of a page on the stack (as the app sees it) was accepted, because the
    /// navigation controller applied the waiting backs before judging it. It is judged first.
    func testAPushOfAPageOnTheStackIsRefusedWhileBacksWait() throws {
        let violation = try TortureRunner.replay([
            .setStack(.nav, pages: [0, 4], animated: true),
            .push(.nav, page: 8, animated: true),
            .frames(5, ms: 50),
            .frames(4, ms: 16),
            .pointerDown(x: 7, y: 87, afterMs: 18),
            .pointerMove(x: 76, y: 88, afterMs: 6),
            .key(.altLeft),
            .backButton(x: 336, y: 12),
            .selectTab(1, animated: true),
            .push(.nav, page: 4, animated: true),
        ])
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }

    /// A present made while a dismissal runs finishes it; the dismissal's completion presented
    /// the same page first, and the request then presented it a second time. A present now
    /// checks again as it applies.
    func testAPagePresentedByTheCompletionItFinishedIsNotPresentedTwice() throws {
        let violation = try TortureRunner.replay([
            .present(page: 10, from: .topPresented, animated: true),
            .chain(
                .dismiss(level: 1, byPresenter: true, animated: true),
                then: .present(page: 16, from: .navTop, animated: true)),
            .present(page: 16, from: .topPresented, animated: true),
        ])
        expectNil(violation, "\(violation.map { "\($0)" } ?? "")")
    }
}
