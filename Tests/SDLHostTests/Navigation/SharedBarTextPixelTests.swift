import Geometry
import Layers
import Navigation
import SegueTestSupport
import Views

@testable import SDLHost

/// The texts of two alike bars during a slide, drawn with the real fonts: the old title and
/// the new back text travel together, one over the other, so they must never both show
/// (`SharedBarMotion.handOver`). Each part's visibility is measured by drawing the frame again
/// with the part hidden: a part shows when hiding it changes pixels.
///
/// The stack is Mail ‹ Inbox ‹ Message. While Message is pushed over Inbox (or popped back to
/// it), Inbox's bar (title "Inbox", back text "Mail") is the under bar and Message's (back
/// text "Inbox") the top bar.
@MainActor
struct SharedBarTextPixelTests {
    static let fractions = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1]
    /// The whole bar, where the texts travel.
    static let bar = (x: 0..<400, y: 0..<50)

    typealias Texts = (under: [View], top: View)
    /// How many pixels the under bar's texts and the top bar's back text show at `f`.
    typealias Shown = (f: Double, under: Int, top: Int)

    let still: BarStill
    let inbox = ColourPage("Inbox", color: .white, title: "Inbox")
    let message = ColourPage("Message", color: .white, title: "Message")

    init() throws {
        still = try BarStill(root: ColourPage("Mail", color: .white, title: "Mail"))
        still.nav.pushViewController(inbox, animated: false)
        still.scene.layoutIfNeeded()
        expectTrue(still.bar(of: inbox).title == "Inbox" && still.bar(of: inbox).displayedBackTitle == "Mail")
    }

    /// The texts that meet, once Message is on the stack: the under bar's (the old title and
    /// the old back text) and the top bar's back text.
    func texts() throws -> Texts {
        let under = still.bar(of: inbox)
        let top = try require(still.bar(of: message).backButton)
        expectEqual(top.title, "Inbox")
        return ([under.titleLabel, try require(under.backButton).titleLabel], top.titleLabel)
    }

    /// How many pixels of the bar change when `parts` are hidden from `frame` (the window as
    /// drawn now): 0 when none of them shows.
    func pixelsShown(by parts: [View], in frame: PixelBuffer, name: String) throws -> Int {
        for part in parts { part.isHidden = true }
        let without = try still.render(savingAs: name)
        for part in parts { part.isHidden = false }
        return frame.differences(from: without, x: Self.bar.x, y: Self.bar.y)
    }

    /// Holds the running transition at every fraction in turn and checks that the old texts
    /// and the new back text never show together; returns, for each fraction, how many pixels
    /// each shows.
    func checkTheHandOver(_ name: String, _ texts: Texts) throws -> [Shown] {
        var shown: [Shown] = []
        for f in Self.fractions {
            still.hold(at: f)
            let frame = try still.render(savingAs: "\(name)-\(f)")
            let under = try pixelsShown(by: texts.under, in: frame, name: "\(name)-\(f)-without-under-texts")
            let top = try pixelsShown(by: [texts.top], in: frame, name: "\(name)-\(f)-without-top-back-text")
            expectTrue(under == 0 || top == 0, "at \(f) both show: under texts \(under) pixels, top back text \(top)")
            shown.append((f, under, top))
        }
        return shown
    }

    func testDuringAPushTheOldTitleAndTheNewBackTextNeverShowTogether() throws {
        let before = try still.render(savingAs: "bar-texts-before-push")
        still.nav.pushViewController(message, animated: true)
        expectTrue(still.isSlide)
        let texts = try texts()
        let shown = try checkTheHandOver("bar-texts-push", texts)
        // The old texts show until the hand-over, the new back text after it: each is seen.
        for (f, under, top) in shown {
            if f < SharedBarMotion.handOver { expectGreater(under, 50, "under texts at \(f): \(under)") }
            if f > SharedBarMotion.handOver { expectGreater(top, 50, "top back text at \(f): \(top)") }
        }
        // Nothing jumps as it starts: at 0 the bar is the one before the push.
        still.hold(at: 0)
        try expectEqual(still.render(savingAs: "bar-texts-push-0").differences(from: before, x: 0..<400, y: 0..<50), 0)
        // The old back text "Mail" slides left behind the chevron: left of the chevron's right
        // edge (x = 20) only the chevron, standing still, is drawn.
        still.hold(at: 0.25)
        let quarter = try still.render(savingAs: "bar-texts-push-0.25")
        expectEqual(quarter.differences(from: before, x: 0..<20, y: 0..<50), 0)
        try expectGreater(pixelsShown(by: [texts.under[1]], in: quarter, name: "bar-texts-push-0.25-without-mail"), 20)
        // Nothing jumps as it ends: at 1 the bar is the one at rest after the push.
        still.hold(at: 1)
        let end = try still.render(savingAs: "bar-texts-push-1")
        still.release(finishing: true)
        expectIdentical(still.nav.topViewController, message)
        let rest = try still.render(savingAs: "bar-texts-pushed")
        expectEqual(rest.differences(from: end, x: 0..<400, y: 0..<50), 0)
    }

    func testDuringAPopTheLeavingBackTextAndTheArrivingTitleNeverShowTogether() throws {
        still.nav.pushViewController(message, animated: false)
        still.scene.layoutIfNeeded()
        let texts = try texts()
        let before = try still.render(savingAs: "bar-texts-before-pop")
        still.nav.popViewController(animated: true)
        expectTrue(still.isSlide)
        let shown = try checkTheHandOver("bar-texts-pop", texts)
        // In a pop c = 1 − f: the leaving back text shows until half-way, the arriving title
        // and back text after it.
        for (f, under, top) in shown {
            if f < SharedBarMotion.handOver { expectGreater(top, 50, "top back text at \(f): \(top)") }
            if f > SharedBarMotion.handOver { expectGreater(under, 50, "under texts at \(f): \(under)") }
        }
        still.hold(at: 0)
        try expectEqual(still.render(savingAs: "bar-texts-pop-0").differences(from: before, x: 0..<400, y: 0..<50), 0)
        still.hold(at: 1)
        let end = try still.render(savingAs: "bar-texts-pop-1")
        still.release(finishing: true)
        expectIdentical(still.nav.topViewController, inbox)
        let rest = try still.render(savingAs: "bar-texts-popped")
        expectEqual(rest.differences(from: end, x: 0..<400, y: 0..<50), 0)
    }
}
