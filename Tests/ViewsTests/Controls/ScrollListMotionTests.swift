import Animation
import Geometry
import Layers
import Views

/// How a list 220 points high (100 rows of 44, at most 4180 scrolled) moves on the manual
/// clock: a notch's glide, a touchpad's momentum and rubber band, the scroll indicator, and a
/// selection kept after the click.
@MainActor
struct ScrollListMotionTests {
    let t = TestWindow()
    let list: ScrollList

    init() {
        list = ScrollList(
            frame: Rect(x: 0, y: 40, width: 320, height: 220),
            rows: (0..<100).map { ListRow(title: "Row \($0)") })
        t.window.addSubview(list)
        t.frame()
    }

    /// One 60 Hz frame.
    func frame() { t.run(for: 1.0 / 60) }

    /// A touchpad scroll: `count` precise events of `dy` units, one a frame.
    func touchpad(dy: Double, count: Int) {
        for _ in 0..<count {
            expectTrue(list.scrollWheel(wheel(dy: dy)))
            frame()
        }
    }

    /// Frames until the list stops moving (at most `limit` seconds); the offsets seen.
    func offsetsUntilRest(limit: Double = 5) -> [Double] {
        var offsets: [Double] = []
        var elapsed = 0.0
        while list.isScrolling, elapsed < limit {
            frame()
            elapsed += 1.0 / 60
            offsets.append(list.contentOffset)
        }
        return offsets
    }

    /// UIKit's rubber band: a drag x past the edge shows (1 − 1/(x·c/d + 1))·d.
    func rubberBand(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / 220 + 1)) * 220 }

    // MARK: - Wheel notches

    func testANotchGlidesOverItsDurationWithAnEaseOut() {
        expectEqual(list.wheelScrollDuration, 0.2)
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        expectEqual(list.contentOffset, 0, "nothing moves before the next frame")
        expectTrue(list.isScrolling)
        t.clock.advance(by: 0.1)
        t.frame()
        let mid = list.contentOffset
        expectTrue(mid > 24 && mid < 48, "half-way through, past half the way (ease-out): \(mid)")
        t.clock.advance(by: 0.1)
        t.frame()
        expectEqual(list.contentOffset, 48)
        expectFalse(list.isScrolling)
    }

    func testNotchesInARowAddUpToTheTarget() {
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        t.clock.advance(by: 0.05)
        t.frame()
        let first = list.contentOffset
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        t.clock.advance(by: 0.05)
        t.frame()
        expectTrue(list.contentOffset > first && list.contentOffset < 144)
        t.run(for: 0.25)
        expectEqual(list.contentOffset, 144)
        // Back up past the top: the glide stops at 0.
        expectTrue(list.scrollWheel(wheel(dy: 5)))
        t.run(for: 0.25)
        expectEqual(list.contentOffset, 0)
        expectFalse(list.scrollWheel(wheel(dy: 1)), "at the top a notch up is not the list's")
    }

    func testSettingTheOffsetStopsAGlide() {
        expectTrue(list.scrollWheel(wheel(dy: -2)))
        frame()
        list.contentOffset = 10
        t.run(for: 0.3)
        expectEqual(list.contentOffset, 10)
        expectFalse(list.isScrolling)
    }

    // MARK: - Touchpad

    func testTouchpadScrollsFollowTheFingersAtOnce() {
        touchpad(dy: -0.25, count: 4)
        expectLess(abs(list.contentOffset - 48), 1e-9)
        expectTrue(list.isScrolling, "the fingers may still be on the touchpad")
    }

    func testAFlingGlidesOnAfterTheLiftDeceleratingUntilItStops() {
        // 12 points a frame: 720 points a second.
        touchpad(dy: -0.25, count: 12)
        let lifted = list.contentOffset
        expectLess(abs(lifted - 144), 1e-9)
        let offsets = offsetsUntilRest()
        expectFalse(list.isScrolling, "the glide stops")
        // While the lift is not yet noticed the content waits, then glides on.
        let steps = zip(offsets.dropFirst(), offsets).map { $0 - $1 }
        let moving = steps.drop { $0 == 0 }
        expectGreater(moving.count, 60, "it glides for more than a second: \(moving.count) frames")
        expectGreater((moving.first ?? 0), 10, "at about the fingers' speed: \(moving.first ?? 0)")
        expectTrue(zip(moving.dropFirst(), moving).allSatisfy { $0 <= $1 + 1e-9 }, "always slowing")
        // x₀ + v₀ / (−ln 0.998 per second), less the stop: about 360 points on.
        let travelled = list.contentOffset - lifted
        expectTrue(travelled > 330 && travelled < 362, "glided \(travelled)")
        t.run(for: 1.5)
        expectTrue(t.isIdle)
    }

    func testASlowLiftStops() {
        // 0.048 points a frame: slower than the 5 points a second a glide stops at.
        touchpad(dy: -0.001, count: 3)
        t.run(for: 0.5)
        let offset = list.contentOffset
        t.run(for: 1)
        expectEqual(list.contentOffset, offset)
        expectFalse(list.isScrolling)
    }

    func testPastTheTopTheRubberBandStretchesByUIKitsFormulaAndSpringsBack() {
        // 24 points a frame the wrong way at the top: 120 past the edge after 5.
        touchpad(dy: 0.5, count: 5)
        expectLess(abs(list.contentOffset + rubberBand(120)), 1e-9, "\(list.contentOffset)")
        expectGreater(list.contentOffset, -120 * 0.55, "less than the fingers moved")
        let offsets = offsetsUntilRest()
        expectEqual(list.contentOffset, 0, "back at the edge")
        expectTrue(offsets.allSatisfy { $0 <= 0 }, "critically damped: never past the edge")
        expectLess(offsets.count, 70, "back within about a second: \(offsets.count) frames")
    }

    func testPastTheBottomToo() {
        list.contentOffset = list.maximumContentOffset
        // A touchpad's first event a whole unit would be a notch: 36 points a frame.
        touchpad(dy: -0.75, count: 2)  // 72 past the bottom
        expectLess(abs(list.contentOffset - (4180 + rubberBand(72))), 1e-9)
        _ = offsetsUntilRest()
        expectEqual(list.contentOffset, 4180)
    }

    func testAFlingIntoAnEndBouncesBackToIt() {
        list.contentOffset = 60
        touchpad(dy: 0.25, count: 4)  // towards the top at 720 points a second, 12 from it
        let offsets = offsetsUntilRest()
        expectLess((offsets.min() ?? 0), -5, "it went past the top: \(offsets.min() ?? 0)")
        expectEqual(list.contentOffset, 0)
    }

    func testANotchDuringTheMomentumTakesOver() {
        touchpad(dy: -0.25, count: 12)
        t.run(for: 0.3)
        expectTrue(list.isScrolling)
        let from = list.contentOffset
        expectTrue(list.scrollWheel(wheel(dy: 1)))
        t.run(for: 0.3)
        expectEqual(list.contentOffset, from - 48)
        expectFalse(list.isScrolling)
    }

    // MARK: - The scroll indicator

    func testTheIndicatorShowsWhileScrollingAndFadesAfterwards() throws {
        let bar = list.scrollIndicator
        expectEqual(bar.layer.presentation.opacity, 0)
        expectTrue(list.scrollWheel(wheel(dy: -1)))
        frame()
        expectEqual(bar.layer.presentation.opacity, 1)
        // 3 wide at the right, 3 in from the edges, 36 long (the visible fraction is less).
        expectEqual(bar.frame.width, 3)
        expectEqual(bar.frame.maxX, 317)
        expectEqual(bar.frame.height, 36)
        let drawn = try require(t.renderer.lastFrame?.fills.first { $0.color == bar.backgroundColor?.light })
        expectEqual(drawn.opacity, 1)
        t.run(for: 0.5)  // the glide ended 0.2 s in, the fade waits 0.6 s: still shown
        expectEqual(bar.layer.presentation.opacity, 1)
        t.run(for: 0.4)
        let fading = bar.layer.presentation.opacity
        expectTrue(fading > 0 && fading < 1, "fading: \(fading)")
        t.run(for: 0.3)
        expectEqual(bar.layer.presentation.opacity, 0)
        expectTrue(t.isIdle)
    }

    func testTheIndicatorTracksTheOffsetAndShortensPastAnEnd() {
        list.contentOffset = list.maximumContentOffset
        t.frame()
        // At the bottom: its end 3 points above the list's bottom.
        expectEqual(list.scrollIndicator.frame.maxY, list.bounds.maxY - 3)
        touchpad(dy: -0.75, count: 2)
        expectLess(list.scrollIndicator.frame.height, 36, "squeezed by the stretch")
        expectEqual(list.scrollIndicator.frame.maxY, list.bounds.maxY - 3)
        _ = offsetsUntilRest()
        t.frame()
        expectEqual(list.scrollIndicator.frame.height, 36)
    }

    func testSettingTheOffsetShowsNoIndicator() {
        list.contentOffset = 500
        t.run(for: 0.1)
        expectEqual(list.scrollIndicator.layer.presentation.opacity, 0)
        expectTrue(t.isIdle)
    }

    // MARK: - A selection kept

    func testAKeptSelectionStaysHighlightedUntilDeselected() throws {
        list.keepsSelection = true
        var chosen: [Int] = []
        list.onSelect = { chosen.append($0) }
        list.pointerBegan(down(100, 190))  // row 3
        list.pointerEnded(up(100, 190))
        expectEqual(chosen, [3])
        expectEqual(list.selectedRow, 3)
        t.run(for: 1)
        let row = try require(list.rowView(at: 3))
        expectEqual(row.selectedBackgroundView.layer.presentation.opacity, 1)
        list.deselectSelectedRow(animated: true)
        expectNil(list.selectedRow)
        t.run(for: 0.1)
        let fading = row.selectedBackgroundView.layer.presentation.opacity
        expectTrue(fading > 0 && fading < 1)
        t.run(for: 0.4)
        expectEqual(row.selectedBackgroundView.layer.presentation.opacity, 0)
        expectTrue(t.isIdle)
    }

    func testAKeptSelectionComesBackWithItsRowScrolledOutAndIn() throws {
        list.selectRow(at: 2)
        list.contentOffset = 1000
        t.frame()
        list.contentOffset = 0
        t.frame()
        try expectTrue(require(list.rowView(at: 2)).isHighlighted)
        try expectEqual(require(list.rowView(at: 1)).isHighlighted, false)
        list.selectRow(at: nil)
        try expectEqual(require(list.rowView(at: 2)).isHighlighted, false)
    }
}
