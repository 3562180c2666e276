import SegueTestSupport
import Views

@testable import Navigation

/// Logs its transition calls, and whether the presented page is in the container then.
@MainActor
final class LoggingPresentationController: PresentationController {
    let log: EventLog

    init(presented: ViewController, presenting: ViewController?, log: EventLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    private var shown: String { presentedViewController.view.superview == nil ? "off" : "shown" }

    override func presentationTransitionWillBegin() { log.add("willBegin(\(shown))") }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("didEnd(\(completed), \(shown))") }
    override func dismissalTransitionWillBegin() { log.add("dismissalWillBegin(\(shown))") }
    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log.add("dismissalDidEnd(\(completed), \(shown))")
    }
}

/// Vends the logging controller for a `.custom` presentation.
@MainActor
final class LoggingPresentationDelegate: ViewControllerTransitioningDelegate {
    let log: EventLog
    init(log: EventLog) { self.log = log }

    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        LoggingPresentationController(presented: presented, presenting: presenting, log: log)
    }
}

/// A presentation and its dismissal make UIKit's calls in the same order whether animated or
/// made at once: the page's will-callback, the controller's will-begin before the page is
/// shown, the did-callback, the controller's did-end after.
@MainActor
struct PresentationCallbackOrderTests {
    func calls(animated: Bool) -> (present: [String], dismiss: [String]) {
        let h = NavigationHarness(stack: ["A"])
        let delegate = LoggingPresentationDelegate(log: h.log)
        let modal = LoggingPage("M", log: h.log)
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = delegate
        _ = modal.view
        _ = h.log.take()
        h.page("A").present(modal, animated: animated)
        h.settle()
        let present = h.log.take()
        modal.dismiss(animated: animated)
        h.settle()
        return (present, h.log.take())
    }

    func testAtOnceAsAnimatedInUIKitsOrder() {
        let atOnce = calls(animated: false)
        expectEqual(atOnce.present, ["M.viewWillAppear", "willBegin(off)", "M.viewDidAppear", "didEnd(true, shown)"])
        expectEqual(
            atOnce.dismiss,
            [
                "M.viewWillDisappear", "dismissalWillBegin(shown)", "M.viewDidDisappear", "dismissalDidEnd(true, off)",
            ])
        let animated = calls(animated: true)
        expectEqual(animated.present, atOnce.present)
        expectEqual(animated.dismiss, atOnce.dismiss)
    }
}
