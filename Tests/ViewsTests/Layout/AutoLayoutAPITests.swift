import Geometry
import Layers
import SegueTestSupport
import Views

/// A view that logs its `updateConstraints` and can change a constraint there.
@MainActor
private final class UpdatingView: View {
    var onUpdate: (() -> Void)?

    init(_ name: String) {
        super.init(frame: .zero)
        self.name = name
    }

    override func updateConstraints() {
        onUpdate?()
        super.updateConstraints()
    }
}

/// The rest of UIKit's Auto Layout API: `hasAmbiguousLayout`, the constraint update pass,
/// `systemLayoutSizeFitting`, baselines of buttons and stack views, guides, ties broken by
/// priority, frames while a constant animates, and no NaN from a degenerate system.
@MainActor
struct AutoLayoutAPITests {
    let stage = TestWindow(width: 800, height: 600)
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))

    init() {
        container.name = "container"
        stage.window.addSubview(container)
    }

    @discardableResult
    private func placed(_ name: String, _ view: View = View()) -> View {
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    private func layOut() { stage.scene.layoutIfNeeded() }

    // MARK: Ambiguity

    func testAViewWithoutATopIsAmbiguousUntilItHasOne() {
        let view = placed("view")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        let before = view.frame
        expectTrue(view.hasAmbiguousLayout)
        expectEqual(stage.window.viewsWithAmbiguousLayout.map(\.name), ["view"])
        layOut()
        expectEqual(view.frame, before, "the check leaves the layout as it is")
        view.topAnchor.constraint(equalTo: container.topAnchor, constant: 5).isActive = true
        expectFalse(view.hasAmbiguousLayout)
        expectEmpty(stage.window.viewsWithAmbiguousLayout)
        expectEqual(view.frame, Rect(x: 10, y: 5, width: 50, height: 20))
        expectFalse(container.hasAmbiguousLayout, "a frame of its own is never ambiguous")
    }

    func testAWidthOnlyBoundedBelowIsAmbiguousAndAPlacedViewWithoutConstraintsToo() {
        let view = placed("view")
        let lonely = placed("lonely")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(greaterThanOrEqualToConstant: 50),
            view.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        expectTrue(view.hasAmbiguousLayout)
        expectTrue(lonely.hasAmbiguousLayout)
        // A weak wish settles it.
        let wish = view.widthAnchor.constraint(equalToConstant: 80)
        wish.priority = .fittingSizeLevel
        wish.isActive = true
        layOut()
        expectTrue(!view.hasAmbiguousLayout && view.frame.width == 80)
    }

    func testEqualPrioritiesLeaveATieThatOneMorePointOfPriorityBreaks() {
        let view = placed("view")
        let narrow = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        narrow.priority = .defaultLow
        wide.priority = .defaultLow
        NSLayoutConstraint.activate([
            narrow, wide, view.leftAnchor.constraint(equalTo: container.leftAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        layOut()
        expectTrue(view.hasAmbiguousLayout, "anything from 100 to 200 costs the same")
        wide.priority = .defaultLow + 1
        layOut()
        expectEqual(view.frame.width, 200)
        expectFalse(view.hasAmbiguousLayout)
        narrow.priority = .defaultLow + 2
        layOut()
        expectEqual(view.frame.width, 100)
    }

    // MARK: The update pass

    func testUpdateConstraintsRunsSubviewsFirstBeforeTheLayoutItFeeds() {
        var log: [String] = []
        let parent = UpdatingView("parent")
        let child = UpdatingView("child")
        parent.frame = Rect(x: 0, y: 0, width: 200, height: 100)
        parent.addSubview(child)
        child.translatesAutoresizingMaskIntoConstraints = false
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([
            width, child.heightAnchor.constraint(equalToConstant: 10),
            child.leftAnchor.constraint(equalTo: parent.leftAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
        ])
        parent.onUpdate = {
            log.append("parent")
            width.constant = 120
        }
        child.onUpdate = { log.append("child") }
        // Asked before they are in a window: run once they are.
        parent.setNeedsUpdateConstraints()
        child.setNeedsUpdateConstraints()
        expectTrue(parent.needsUpdateConstraints())
        container.addSubview(parent)
        layOut()
        expectEqual(log, ["child", "parent"], "subviews first, as UIKit")
        expectEqual(child.frame.width, 120, "the change made there is in this layout")
        expectTrue(!parent.needsUpdateConstraints() && !child.needsUpdateConstraints())
        layOut()
        stage.run(for: 0.1)
        expectEqual(log.count, 2, "only when asked")
        child.setNeedsUpdateConstraints()
        child.updateConstraintsIfNeeded()
        expectEqual(log, ["child", "parent", "child"], "at once when asked to")
        layOut()
        expectEqual(log.count, 3)
    }

    func testConstraintsUpdatedInsideAnAnimationBlockAnimate() {
        let parent = UpdatingView("parent")
        parent.frame = Rect(x: 0, y: 0, width: 300, height: 100)
        container.addSubview(parent)
        let child = View()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let left = child.leftAnchor.constraint(equalTo: parent.leftAnchor)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        parent.onUpdate = { left.constant = 100 }
        // UIKit's pattern: ask for the update, then lay out inside the animation block.
        parent.setNeedsUpdateConstraints()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) { container.layoutIfNeeded() }
        expectEqual(child.frame.minX, 100)
        stage.run(for: 0.5)
        let shown = child.layer.presentation.position.x - 10
        expectLess(abs(shown - 50), 1, "half-way: \(shown)")
        stage.run(for: 0.6)
    }

    // MARK: Fitting

    func testACardFitsItsContent() {
        let card = View(frame: Rect(x: 30, y: 40, width: 300, height: 100))
        let label = Label(text: "Hello", font: .system(size: 16))
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
        ])
        // In a window, where labels measure their text: 5 characters of 8 points, a 20-point line.
        container.addSubview(card)
        expectEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 72, height: 44))
        expectEqual(
            card.systemLayoutSizeFitting(View.layoutFittingExpandedSize), Size(width: 72, height: 44),
            "the label's hugging outweighs the fitting level")
        expectEqual(
            card.systemLayoutSizeFitting(
                Size(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel), Size(width: 300, height: 44))
        expectEqual(card.frame, Rect(x: 30, y: 40, width: 300, height: 100), "nothing moved")
        layOut()
        expectEqual(card.frame, Rect(x: 30, y: 40, width: 300, height: 100))
        expectEqual(label.frame, Rect(x: 16, y: 12, width: 268, height: 76), "laid out in the card as it is")
        expectEqual(View().systemLayoutSizeFitting(View.layoutFittingCompressedSize), .zero)
    }

    func testACardWithMarginsFitsAStackOfLabels() {
        let card = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let title = Label(text: "Title", font: .system(size: 16))
        let body = Label(text: "A longer body", font: .system(size: 8))
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
        }
        container.addSubview(card)
        let margins = card.layoutMarginsGuide
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        // Widest label 52 (13 × 4) + 40; 20 + 4 + 10 + 20.
        expectEqual(card.systemLayoutSizeFitting(View.layoutFittingCompressedSize), Size(width: 92, height: 54))
    }

    // MARK: Baselines

    func testALabelLinesUpWithAButtonsTitle() {
        let button = Button(title: "Go")
        placed("button", button)
        button.titleLabel.font = .system(size: 16)
        button.contentEdgeInsets = EdgeInsets(top: 10, left: 8, bottom: 4, right: 8)
        let label = placed("label", Label(text: "Name", font: .system(size: 16)))
        NSLayoutConstraint.activate([
            button.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: button.firstBaselineAnchor),
        ])
        layOut()
        expectEqual(button.frame.height, 34, "20-point title, 10 + 4 of insets")
        let title = button.titleLabel.frame
        expectEqual(title.height, label.frame.height, "same font")
        expectEqual(label.frame.minY, button.frame.minY + title.minY, "the texts' baselines line up")
        expectEqual(label.frame.minY, 40)
    }

    func testStackViewBaselinesAreTheirFirstAndLastArrangedViews() {
        let first = Label(text: "One", font: .system(size: 16))
        let last = Label(text: "Two", font: .system(size: 16))
        let stack = StackView(arrangedSubviews: [first, last])
        stack.axis = .vertical
        stack.spacing = 6
        placed("stack", stack)
        let top = placed("top", Label(text: "A", font: .system(size: 16)))
        let bottom = placed("bottom", Label(text: "B", font: .system(size: 16)))
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            top.leadingAnchor.constraint(equalTo: stack.trailingAnchor),
            bottom.leadingAnchor.constraint(equalTo: top.trailingAnchor),
            top.firstBaselineAnchor.constraint(equalTo: stack.firstBaselineAnchor),
            bottom.lastBaselineAnchor.constraint(equalTo: stack.lastBaselineAnchor),
        ])
        layOut()
        expectEqual(stack.frame.height, 46, "two 20-point lines 6 apart")
        expectEqual(top.frame.minY, stack.frame.minY + first.frame.minY)
        expectEqual(bottom.frame.minY, stack.frame.minY + last.frame.minY)
        expectEqual(bottom.frame.minY, 46)
    }

    // MARK: Guides

    func testTheReadableColumnAndTheMarginsFollowTheirView() {
        let text = placed("text")
        let field = placed("field")
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: container.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: container.topAnchor), text.heightAnchor.constraint(equalToConstant: 10),
            field.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            field.bottomAnchor.constraint(equalTo: container.layoutMarginsGuide.bottomAnchor),
            field.heightAnchor.constraint(equalToConstant: 10),
        ])
        layOut()
        expectEqual(text.frame, Rect(x: 16, y: 0, width: 368, height: 10), "16 points either side")
        expectEqual(field.frame, Rect(x: 8, y: 282, width: 384, height: 10))
        container.frame = Rect(x: 0, y: 0, width: 1000, height: 300)
        container.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 20, right: 40)
        layOut()
        expectEqual(text.frame, Rect(x: 164, y: 0, width: 672, height: 10), "at most 672 wide, centred")
        expectEqual(field.frame, Rect(x: 30, y: 270, width: 930, height: 10))
        expectEmpty(stage.window.viewsWithAmbiguousLayout)
    }

    // MARK: Animating

    func testAConstantAnimatesThroughTheFramesBetween() {
        let view = placed("view")
        let left = view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 0)
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        layOut()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            left.constant = 200
            container.layoutIfNeeded()
        }
        var shown: [Double] = []
        for _ in 0..<4 {
            stage.run(for: 0.25)
            shown.append(view.layer.presentation.position.x - 25)
        }
        expectTrue(zip([50.0, 100, 150, 200], shown).allSatisfy { abs($0 - $1) < 1 }, "\(shown)")
        stage.run(for: 0.1)
        expectTrue(stage.isIdle && view.layer.presentation.position.x == 225)
    }

    // MARK: Never NaN

    func testADegenerateSystemNeverMakesANaNFrame() {
        var warnings: [String] = []
        stage.window.onLayoutWarning = { warnings.append($0) }
        let a = placed("a")
        let b = placed("b")
        let c = placed("c")
        NSLayoutConstraint.activate([
            // w = 2w + 10 only holds for w = -10: sizes are never negative.
            a.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 10),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0),
            a.leftAnchor.constraint(equalTo: container.leftAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: .nan),
            b.heightAnchor.constraint(equalToConstant: .infinity),
            b.leftAnchor.constraint(equalTo: a.rightAnchor), b.topAnchor.constraint(equalTo: a.bottomAnchor),
            c.leftAnchor.constraint(equalTo: b.rightAnchor, constant: 1),
            c.rightAnchor.constraint(equalTo: b.leftAnchor, constant: -1),
        ])
        layOut()
        expectEqual(warnings.count, 4, "\(warnings)")
        func finite(_ view: View) -> Bool {
            let f = view.frame
            return [f.minX, f.minY, f.width, f.height].allSatisfy(\.isFinite) && f.width >= 0 && f.height >= 0
        }
        expectTrue([a, b, c].allSatisfy(finite))
        // The view between the others leaves mid-way; then the container collapses.
        b.removeFromSuperview()
        container.frame = .zero
        layOut()
        expectTrue([a, c].allSatisfy(finite))
        expectEqual(a.frame, Rect(x: 0, y: 0, width: 0, height: 0))
    }
}
