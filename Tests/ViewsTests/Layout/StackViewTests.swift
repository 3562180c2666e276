import Animation
import Geometry
import Layers
import Views

/// A view with a fixed natural size, as a label's or a button's.
@MainActor
final class SizedView: View {
    var natural: Size {
        didSet { invalidateIntrinsicContentSize() }
    }
    init(_ width: Double, _ height: Double) {
        natural = Size(width: width, height: height)
        super.init(frame: .zero)
    }
    override var intrinsicContentSize: Size { natural }
}

/// UIStackView's arrangement: each distribution and alignment, spacing, hidden views, margins,
/// the stack's own size and an animated hide.
@MainActor
struct StackViewTests {
    private func stack(
        _ views: [View], axis: LayoutAxis = .horizontal, size: Size = Size(width: 300, height: 100)
    ) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.frame = Rect(origin: .zero, size: size)
        return stack
    }

    func testFillGivesTheRoomLeftToTheLastView() {
        let a = SizedView(50, 20)
        let b = SizedView(70, 30)
        let s = stack([a, b])
        s.spacing = 10
        s.layoutIfNeeded()
        expectEqual(a.frame, Rect(x: 0, y: 0, width: 50, height: 100))
        expectEqual(b.frame, Rect(x: 60, y: 0, width: 240, height: 100))
        expectTrue(s.arrangedSubviews.count == 2 && s.subviews.count == 2)
    }

    func testFillStretchesTheViewThatHugsLeastAndSqueezesTheOneThatResistsLeast() {
        let a = SizedView(50, 20)
        let b = SizedView(70, 30)
        let c = SizedView(30, 30)
        let s = stack([a, b, c])
        expectEqual(a.contentHuggingPriority(for: .horizontal), .defaultLow)
        expectEqual(a.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        s.layoutIfNeeded()
        expectTrue(a.frame.width == 50 && b.frame.width == 220 && c.frame == Rect(x: 270, y: 0, width: 30, height: 100))
        // Too narrow: the one resisting least gives way.
        s.frame.size.width = 100
        a.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        s.layoutIfNeeded()
        expectTrue(a.frame.width == 0 && b.frame.minX == 0 && b.frame.width == 70)
        // The other axis's priorities change nothing here.
        c.setContentHuggingPriority(.fittingSizeLevel, for: .vertical)
        expectTrue(LayoutPriority.required.rawValue == 1000 && LayoutPriority(rawValue: 1) < .fittingSizeLevel)
    }

    func testFillEquallyAndProportionally() {
        let a = SizedView(50, 20)
        let b = SizedView(150, 30)
        let s = stack([a, b])
        s.spacing = 20
        s.distribution = .fillEqually
        s.layoutIfNeeded()
        expectTrue(a.frame.width == 140 && b.frame == Rect(x: 160, y: 0, width: 140, height: 100))
        s.distribution = .fillProportionally
        s.layoutIfNeeded()
        // 280 points shared 1 : 3.
        expectTrue(a.frame.width == 70 && b.frame == Rect(x: 90, y: 0, width: 210, height: 100))
    }

    func testEqualSpacingAndEqualCentering() {
        let a = SizedView(20, 10)
        let b = SizedView(40, 10)
        let c = SizedView(60, 10)
        let s = stack([a, b, c])
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        // 300 − 120 = 180 in two gaps of 90.
        expectTrue(a.frame.minX == 0 && b.frame.minX == 110 && c.frame.minX == 240)
        s.distribution = .equalCentering
        s.layoutIfNeeded()
        // Centres at 10 and 270: the middle one centred at 140.
        expectTrue(a.frame.midX == 10 && b.frame.midX == 140 && c.frame.midX == 270)
        // Too little room: gaps of `spacing` as equal spacing would, then the last gives way.
        s.spacing = 100
        s.layoutIfNeeded()
        expectTrue(b.frame.minX == 120 && c.frame.minX == 260)
    }

    func testAlignments() {
        let a = SizedView(50, 20)
        let s = stack([a])
        for (alignment, y, height) in [
            (StackView.Alignment.fill, 0.0, 100.0), (.leading, 0, 20), (.top, 0, 20), (.center, 40, 20),
            (.trailing, 80, 20), (.bottom, 80, 20),
        ] {
            s.alignment = alignment
            s.layoutIfNeeded()
            expectTrue(a.frame.minY == y && a.frame.height == height, "\(alignment)")
        }
        // Vertical: across is the width.
        let v = stack([SizedView(50, 20)], axis: .vertical)
        v.alignment = .center
        v.layoutIfNeeded()
        expectEqual(v.arrangedSubviews[0].frame, Rect(x: 125, y: 0, width: 50, height: 100))
    }

    func testVerticalStackOfRows() {
        let rows = [SizedView(10, 44), SizedView(10, 44), SizedView(10, 44)]
        let s = stack(rows, axis: .vertical, size: Size(width: 320, height: 400))
        s.spacing = 8
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        expectEqual(rows.map(\.frame.width), [320, 320, 320])
        expectTrue(rows[0].frame.minY == 0 && rows[2].frame.maxY == 400)
    }

    func testAViewWithoutIntrinsicSizeKeepsItsOwn() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 80, height: 10))
        let sized = SizedView(40, 10)
        let s = stack([plain, sized])
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        expectTrue(plain.frame.width == 80 && sized.frame.minX == 260)
    }

    func testHiddenViewsCollapse() {
        let a = SizedView(50, 20)
        let b = SizedView(60, 20)
        let c = SizedView(70, 20)
        let s = stack([a, b, c])
        s.spacing = 10
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        b.isHidden = true
        // Laid out at once: a and c alone, one gap.
        expectTrue(a.frame.minX == 0 && c.frame.maxX == 300)
        expectEqual(s.intrinsicContentSize.width, 130)
        b.isHidden = false
        expectEqual(s.intrinsicContentSize.width, 200)
    }

    func testMarginsRelativeArrangement() {
        let a = SizedView(50, 20)
        let s = stack([a])
        s.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutIfNeeded()
        expectEqual(a.frame, Rect(x: 10, y: 5, width: 270, height: 80))
        expectEqual(s.intrinsicContentSize, Size(width: 80, height: 40))
    }

    func testTheStacksOwnSize() {
        let s = StackView(arrangedSubviews: [SizedView(50, 20), SizedView(30, 40)])
        s.spacing = 5
        expectEqual(s.intrinsicContentSize, Size(width: 85, height: 40))
        s.axis = .vertical
        expectEqual(s.sizeThatFits(.zero), Size(width: 50, height: 65))
        s.sizeToFit()
        expectEqual(s.frame.size, Size(width: 50, height: 65))
    }

    func testAddInsertAndRemove() {
        let a = SizedView(10, 10)
        let b = SizedView(20, 10)
        let c = SizedView(30, 10)
        let s = stack([a])
        s.addArrangedSubview(c)
        s.insertArrangedSubview(b, at: 1)
        expectEqual(s.arrangedSubviews.map { ($0 as! SizedView).natural.width }, [10, 20, 30])
        s.removeArrangedSubview(b)
        expectTrue(s.arrangedSubviews.count == 2 && b.superview === s)
        c.removeFromSuperview()
        expectEqual(s.arrangedSubviews.count, 1)
        // Moving an arranged view reorders it.
        s.addArrangedSubview(b)
        s.insertArrangedSubview(b, at: 0)
        expectTrue(s.arrangedSubviews.first === b && s.arrangedSubviews.count == 2)
    }

    func testAChangedNaturalSizeLaysOutAgain() {
        let a = SizedView(50, 20)
        let b = SizedView(50, 20)
        let s = stack([a, b])
        s.distribution = .equalSpacing
        s.layoutIfNeeded()
        a.natural = Size(width: 100, height: 20)
        s.layoutIfNeeded()
        expectEqual(a.frame.width, 100)
    }

    func testControlsHaveNaturalSizes() {
        let t = TestWindow()
        let label = Label(text: "Name")
        let button = Button(title: "Save")
        let toggle = Switch()
        let s = stack([label, button, toggle])
        t.window.addSubview(s)
        s.distribution = .equalSpacing
        t.scene.layoutIfNeeded()
        // 4 characters of 17-point text: 34 wide.
        expectTrue(label.frame.width == label.intrinsicContentSize.width && label.intrinsicContentSize.width > 0)
        expectEqual(button.frame.width, button.intrinsicContentSize.width)
        expectTrue(toggle.frame.width == 51 && toggle.intrinsicContentSize == Switch.size)
        expectEqual(View().intrinsicContentSize, Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        expectEqual(View.noIntrinsicMetric, -1)
        // A longer title widens the button, and the stack follows.
        let before = button.frame.width
        button.title = "Save changes"
        t.scene.layoutIfNeeded()
        expectGreater(button.frame.width, before)
        expectEqual(ImageView().intrinsicContentSize.width, View.noIntrinsicMetric)
    }

    func testAnAnimatedHideMovesTheOthers() {
        let t = TestWindow()
        let a = SizedView(50, 20)
        let b = SizedView(50, 20)
        let c = SizedView(50, 20)
        let s = stack([a, b, c], axis: .horizontal)
        s.spacing = 10
        t.window.addSubview(s)
        t.frame()
        expectEqual(c.frame.minX, 120)
        t.scene.animate(withDuration: 1, curve: .linear) { b.isHidden = true }
        // The model is at once where it ends; what shows moves there over the second.
        expectEqual(c.frame.minX, 60)
        // c, the last, takes the room left: from (120, 180 wide) to (60, 240 wide), its
        // centre from 210 to 180.
        t.run(for: 0.5)
        expectLess(abs(c.layer.presentation.position.x - 195), 1)
        expectLess(abs(c.layer.presentation.bounds.width - 210), 2)
        t.run(for: 0.6)
        expectEqual(c.layer.presentation.position.x, 180)
    }

    func testAHideInsideViewAnimateCollapsesTheViewAndShowsItUntilTheEnd() {
        let t = TestWindow()
        let a = SizedView(50, 20)
        let b = SizedView(50, 20)
        let c = SizedView(50, 20)
        let s = stack([a, b, c], axis: .vertical, size: Size(width: 100, height: 300))
        s.distribution = .equalSpacing
        t.window.addSubview(s)
        t.frame()
        expectEqual(b.frame, Rect(x: 0, y: 140, width: 100, height: 20))
        var finished: [Bool] = []
        View.animate(
            withDuration: 1, delay: 0, options: .curveLinear, animations: { b.isHidden = true },
            completion: {
                finished.append($0)
            })
        // Collapsed where it stood, after a; still on screen while it collapses.
        expectEqual(b.frame, Rect(x: 0, y: 20, width: 100, height: 0))
        expectFalse(b.layer.presentation.isHidden)
        t.run(for: 0.5)
        expectLess(abs(b.layer.presentation.bounds.height - 10), 1)
        expectFalse(b.layer.presentation.isHidden)
        t.run(for: 0.6)
        expectTrue(b.layer.presentation.isHidden)
        expectEqual(finished, [true])
        // Shown again, it opens from its collapsed place.
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.isHidden = false })
        expectFalse(b.layer.presentation.isHidden)
        t.run(for: 0.5)
        expectLess(abs(b.layer.presentation.bounds.height - 10), 1)
        t.run(for: 0.6)
        expectEqual(b.frame, Rect(x: 0, y: 140, width: 100, height: 20))
    }
}
