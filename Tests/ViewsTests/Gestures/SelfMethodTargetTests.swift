import Geometry
import SegueTestSupport
import Views

/// A class that wires its recognizers as UIKit code ported by docs/PORTING.md does:
/// `#selector(handleTap)` becomes `Self.handleTap`.
@MainActor
class SelfWiredPanel {
    let view = View(frame: Rect(x: 50, y: 50, width: 200, height: 100))
    var taps: [String] = []
    var plainTaps = 0

    init() {
        let tap = TapGestureRecognizer(target: self, action: Self.handleTap)
        tap.addTarget(self, action: Self.handlePlainTap)
        view.addGestureRecognizer(tap)
    }

    func handleTap(_ recognizer: TapGestureRecognizer) {
        taps.append("\(type(of: self)) \(recognizer.state)")
    }

    func handlePlainTap() {
        plainTaps += 1
    }
}

/// A subclass: `Self` is the subclass when its instance fires.
@MainActor
final class SelfWiredSubpanel: SelfWiredPanel {
    override func handleTap(_ recognizer: TapGestureRecognizer) {
        taps.append("sub")
    }
}

@MainActor
struct SelfMethodTargetTests {
    let window = makeWindow()

    func testAMethodWrittenSelfDotNameRunsOnTheTarget() {
        let panel = SelfWiredPanel()
        window.addSubview(panel.view)
        window.play(InputScript().down(at: pt(100, 80)).up())
        expectEqual(panel.taps, ["SelfWiredPanel ended"])
        expectEqual(panel.plainTaps, 1)
    }

    func testASubclassesOverrideIsTheOneCalled() {
        let panel = SelfWiredSubpanel()
        window.addSubview(panel.view)
        window.play(InputScript().down(at: pt(100, 80)).up())
        expectEqual(panel.taps, ["sub"])
        expectEqual(panel.plainTaps, 1)
    }

    func testATargetOfAnotherClassIsNeverCalledAndNothingTraps() {
        let tap = TapGestureRecognizer()
        let other = View()
        tap.addTarget(other, action: SelfWiredPanel.handlePlainTap)
        let host = View(frame: Rect(x: 0, y: 0, width: 40, height: 40))
        host.addGestureRecognizer(tap)
        window.addSubview(host)
        window.play(InputScript().down(at: pt(10, 10)).up())
        expectEqual(tap.state, .possible)
    }
}
