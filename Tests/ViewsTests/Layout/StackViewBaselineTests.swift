import Geometry
import Layers
import SegueTestSupport
import Views

/// UIStackView's `.firstBaseline` and `.lastBaseline` in a horizontal stack: the drawn text of
/// labels, buttons and fields stands on one line; a view without text stands on it with its
/// bottom. The fixed-advance measurer: a line 1.25 × the font size high, its baseline 1 × the
/// size below the line's top.
@MainActor
struct StackViewBaselineTests {
    let stage = TestWindow(width: 400, height: 300)

    private func stack(_ views: [View], _ alignment: StackView.Alignment) -> StackView {
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.spacing = 8
        stack.frame = Rect(x: 0, y: 0, width: 400, height: 200)
        stage.window.addSubview(stack)
        return stack
    }

    private func label(_ text: String, size: Double, lines: Int = 1) -> Label {
        let label = Label(text: text, font: .system(size: size))
        label.numberOfLines = lines
        return label
    }

    /// Where each line of `text` was drawn: its baseline in the window, as a renderer places a
    /// line (centred in its box) with the measurer's ascent.
    private func drawnBaselines(of text: String) -> [Double] {
        stage.displayList().texts.filter { $0.text == text }.map { item in
            let box = item.quad.surfaceBounds
            return box.midY - 1.25 * item.style.font.size / 2 + item.style.font.size
        }
    }

    func testFirstBaselinesOfLabelsOfTwoSizesAndAViewWithoutTextShareOneLine() {
        let small = label("Name", size: 20)
        let large = label("Title", size: 40)
        let box = SizedView(30, 30)
        let s = stack([small, large, box], .firstBaseline)
        stage.frame()
        // The large label reaches furthest above the line (40): the line is 40 below the top.
        expectEqual(drawnBaselines(of: "Title"), [40])
        expectEqual(drawnBaselines(of: "Name"), [40])
        // (The last view takes the room left along the stack, as in `.fill`.)
        expectEqual(box.frame.minX, small.frame.width + large.frame.width + 16)
        expectTrue(box.frame.minY == 10 && box.frame.height == 30)
        expectTrue(small.frame.size == Size(width: 40, height: 25) && large.frame.minY == 0)
        // The stack's own height: the most above the line and the most below it (the large
        // label's 10).
        expectEqual(s.intrinsicContentSize.height, 50)
        expectTrue(StackView.Alignment.firstBaseline.rawValue == 2 && StackView.Alignment.lastBaseline.rawValue == 5)
    }

    func testLastBaselineLinesUpTheLastLinesOfAWrappedLabel() {
        let twoLines = label("one\ntwo", size: 20, lines: 0)
        let single = label("x", size: 20)
        _ = stack([twoLines, single], .lastBaseline)
        stage.frame()
        // The two-line label: lines at 20 and 45; the single line stands on the second.
        expectEqual(drawnBaselines(of: "two"), [45])
        expectEqual(drawnBaselines(of: "x"), [45])
        expectTrue(twoLines.frame.minY == 0 && single.frame.minY == 25)
        // By the first baseline, the first lines line up instead.
        (twoLines.superview as? StackView)?.alignment = .firstBaseline
        stage.frame()
        expectEqual(drawnBaselines(of: "one"), [20])
        expectEqual(drawnBaselines(of: "x"), [20])
    }

    func testAButtonsTitleAndAFieldsTextStandOnTheLabelsBaseline() {
        let title = label("Email", size: 17)
        let field = TextField()
        field.text = "ada@example.com"
        field.borderStyle = .roundedRect
        let button = Button(title: "Send")
        button.contentEdgeInsets = EdgeInsets(top: 12, left: 10, bottom: 20, right: 10)
        let s = stack([title, field, button], .firstBaseline)
        stage.frame()
        let line = drawnBaselines(of: "Email")
        expectEqual(line.count, 1)
        expectEqual(drawnBaselines(of: "Send"), line)
        expectEqual(drawnBaselines(of: "ada@example.com"), line)
        // The button reaches furthest above its text (12 of insets and its title's line).
        expectEqual(button.frame.minY, 0)
        expectTrue(field.frame.minY > 0 && title.frame.minY > 0)
        // Taller text in the field moves every view down to its line.
        field.font = .system(size: 34)
        s.layoutIfNeeded()
        stage.frame()
        let moved = drawnBaselines(of: "Email")
        expectTrue(moved.count == 1 && moved[0] > line[0])
        expectTrue(drawnBaselines(of: "Send") == moved && drawnBaselines(of: "ada@example.com") == moved)
    }

    func testAViewWhoseTextIsInASubviewAlignsByItsForFirstBaselineLayout() {
        let caption = label("Caption", size: 20)
        let card = CaptionedView(size: 30)
        let s = stack([caption, card], .firstBaseline)
        stage.frame()
        expectEqual(drawnBaselines(of: "inner"), drawnBaselines(of: "Caption"))
        // A vertical stack aligns by its first arranged view's first line, or its last's last.
        let column = StackView(arrangedSubviews: [label("top", size: 20), label("bottom", size: 40)])
        column.axis = .vertical
        s.addArrangedSubview(column)
        stage.frame()
        expectEqual(drawnBaselines(of: "top"), drawnBaselines(of: "Caption"))
        s.alignment = .lastBaseline
        stage.frame()
        expectEqual(drawnBaselines(of: "bottom"), drawnBaselines(of: "Caption"))
    }

    func testInAVerticalStackBaselineAlignmentPlacesAtTheLeadingEdge() {
        let a = SizedView(50, 20)
        let b = SizedView(80, 20)
        let s = stack([a, b], .firstBaseline)
        s.axis = .vertical
        stage.frame()
        expectEqual(a.frame, Rect(x: 0, y: 0, width: 50, height: 20))
        expectTrue(b.frame.minX == 0 && b.frame.width == 80)
    }
}

/// A view with its text in a label 10 points down, as a card with a caption: UIKit's
/// `forFirstBaselineLayout` names the label.
@MainActor
private final class CaptionedView: View {
    let inner: Label

    init(size: Double) {
        inner = Label(text: "inner", font: .system(size: size))
        super.init(frame: .zero)
        addSubview(inner)
    }

    override var intrinsicContentSize: Size { Size(width: 100, height: inner.intrinsicContentSize.height + 20) }
    override var forFirstBaselineLayout: View { inner }

    override func layoutSubviews() {
        super.layoutSubviews()
        inner.frame = Rect(x: 0, y: 10, width: bounds.width, height: inner.intrinsicContentSize.height)
    }
}
