import Animation
import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

/// A delegate's subclass is asked for what it adds, even when the class it extends left that
/// method to a default (with protocol-extension defaults Swift chose the default at compile
/// time, and the subclass was never asked).
@MainActor
struct DelegateSubclassTests {
    /// The app's general delegate: it only logs what shows.
    class LoggingDelegate: NavigationControllerDelegateBase {
        var shown: [String] = []
        override func navigationController(
            _ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool
        ) { shown.append(viewController.name) }
    }

    /// A screen's delegate built on it: it adds an animator.
    final class FadingDelegate: LoggingDelegate {
        var asked = 0
        override func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationOperation,
            from: ViewController, to: ViewController
        ) -> (any AnimatedTransitioning)? {
            asked += 1
            return FadeAnimator()
        }
    }

    func testASubclassOfADelegateIsAskedForWhatItAdds() {
        let h = NavigationHarness(stack: ["A"])
        let delegate = FadingDelegate()
        h.nav.delegate = delegate
        h.nav.pushViewController(h.page("B"), animated: true)
        expectEqual(delegate.asked, 1)
        expectEqual(delegate.shown, ["B"])
        expectEqual(h.transitions.last?.animator, "FadeAnimator")
        h.settle()
    }
}
