import Geometry
import Layers
import SegueTestSupport
import Views

/// Auto Layout through UIKit's API: anchors, `NSLayoutConstraint.activate`,
/// `translatesAutoresizingMaskIntoConstraints`, priorities, intrinsic sizes with hugging and
/// compression resistance, layout guides, a constant animated, a conflict broken and reported.
@MainActor
struct AutoLayoutTests {
    let stage = TestWindow(width: 800, height: 600)
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))

    init() {
        container.name = "container"
        stage.window.addSubview(container)
    }

    private func placed(_ name: String, in parent: View? = nil) -> View {
        let view = View()
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        (parent ?? container).addSubview(view)
        return view
    }

    private func layOut() { stage.scene.layoutIfNeeded() }

    func testACentredViewStaysCentredThroughAResize() {
        let button = placed("button")
        NSLayoutConstraint.activate([
            button.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            button.widthAnchor.constraint(equalToConstant: 100),
            button.heightAnchor.constraint(equalToConstant: 40),
        ])
        layOut()
        expectEqual(button.frame, Rect(x: 150, y: 130, width: 100, height: 40))
        container.frame = Rect(x: 50, y: 20, width: 600, height: 400)
        layOut()
        expectEqual(button.frame, Rect(x: 250, y: 180, width: 100, height: 40), "in the container's coordinates")
    }

    func testTwoViewsShareTheWidthBetweenMargins() {
        let a = placed("a")
        let b = placed("b")
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2),
        ])
        layOut()
        expectEqual(a.frame, Rect(x: 16, y: 10, width: 180, height: 30))
        expectEqual(b.frame, Rect(x: 204, y: 10, width: 180, height: 60))
    }

    func testTheHigherPriorityWinsAndARequiredBoundHolds() {
        let view = placed("view")
        let low = view.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = view.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            low, high, view.heightAnchor.constraint(equalToConstant: 10),
            view.leftAnchor.constraint(equalTo: container.leftAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        layOut()
        expectEqual(view.frame.width, 200)
        let bound = view.widthAnchor.constraint(lessThanOrEqualToConstant: 150)
        bound.isActive = true
        layOut()
        expectEqual(view.frame.width, 150)
        bound.isActive = false
        high.isActive = false
        layOut()
        expectEqual(view.frame.width, 100, "deactivated constraints let go")
    }

    func testTheLabelThatHugsHarderKeepsItsWidthAndTheOtherStretches() {
        let name = Label(text: "Name", font: .system(size: 10))
        let value = Label(text: "Value", font: .system(size: 10))
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        layOut()
        expectEqual(name.frame.width, name.intrinsicContentSize.width)
        expectTrue(value.frame.minX == name.frame.maxX + 8 && value.frame.maxX == 400)
        expectEqual(name.frame.height, name.intrinsicContentSize.height, "heights from the text")
        expectEqual(value.frame.minY, name.frame.minY, "same font: the baselines line up at the same top")
        // Squeezed: the one that resists compression less gives way first.
        value.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        container.frame = Rect(x: 0, y: 0, width: 40, height: 300)
        layOut()
        expectEqual(value.frame.width, value.intrinsicContentSize.width)
        expectLess(name.frame.width, name.intrinsicContentSize.width)
    }

    func testAHuggingPriorityChangedAfterLayoutDecidesTheNextLayout() {
        let name = Label(text: "Name", font: .system(size: 10))
        let value = Label(text: "Value", font: .system(size: 10))
        for label in [name, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(label)
        }
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            name.topAnchor.constraint(equalTo: container.topAnchor),
            value.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        layOut()
        expectEqual(name.frame.width, name.intrinsicContentSize.width, "the name hugs harder")
        // The sizes stay the same; only who hugs harder changes (UIKit lays out again).
        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        value.setContentHuggingPriority(.defaultLow + 2, for: .horizontal)
        layOut()
        expectEqual(value.frame.width, value.intrinsicContentSize.width, "now the value hugs harder")
        expectGreater(name.frame.width, name.intrinsicContentSize.width, "and the name stretches")
        expectTrue(value.frame.maxX == 400 && name.frame.minX == 0)
    }

    func testAFieldSizedByItsPlaceholderGrowsWithALongerOne() {
        let field = TextField()
        field.placeholder = "Name"
        field.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            field.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        layOut()
        let short = field.frame.width
        expectEqual(short, field.intrinsicContentSize.width)
        // Nothing else changes: the field's own change must bring the next layout.
        field.placeholder = "Name and family name"
        layOut()
        expectGreater(field.frame.width, short)
        expectEqual(field.frame.width, field.intrinsicContentSize.width)
    }

    func testGuidesAndConstraintsMadeBeforeTheViewIsInAWindow() {
        let card = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        card.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let field = View()
        field.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            field.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            field.heightAnchor.constraint(equalToConstant: 30),
        ])
        container.addSubview(card)
        layOut()
        expectEqual(field.frame, Rect(x: 20, y: 10, width: 260, height: 30))
    }

    func testAChangedConstantAnimatesInsideAnAnimationBlock() {
        let view = placed("view")
        let left = view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 0)
        NSLayoutConstraint.activate([
            left, view.topAnchor.constraint(equalTo: container.topAnchor),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        layOut()
        View.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            left.constant = 100
            container.layoutIfNeeded()
        }
        expectEqual(view.frame.minX, 100, "the model is at the end at once")
        stage.run(for: 0.5)
        let shown = view.layer.presentation.position.x - 25
        expectTrue(shown > 30 && shown < 70, "half-way on screen: \(shown)")
    }

    func testAConflictIsBrokenAndReportedOnceAndLayoutGoesOn() {
        var warnings: [String] = []
        stage.window.onLayoutWarning = { warnings.append($0) }
        let view = placed("view")
        let wide = view.widthAnchor.constraint(equalToConstant: 200)
        wide.identifier = "wide"
        NSLayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100), wide,
            view.heightAnchor.constraint(equalToConstant: 10),
            view.leftAnchor.constraint(equalTo: container.leftAnchor),
            view.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        layOut()
        expectEqual(view.frame, Rect(x: 0, y: 0, width: 100, height: 10))
        expectEqual(warnings.count, 1)
        expectEqual(warnings.first?.contains("Unable to simultaneously satisfy constraints"), true)
        expectTrue(warnings.first?.contains("'wide'") == true && warnings.first?.contains("view.width == 100") == true)
    }

    func testAViewLeavingTheWindowTakesItsConstraintsAlong() {
        let view = placed("view")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: container.topAnchor), view.widthAnchor.constraint(equalToConstant: 10),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        layOut()
        view.removeFromSuperview()
        container.frame = Rect(x: 0, y: 0, width: 500, height: 300)
        layOut()
        container.addSubview(view)
        layOut()
        expectEqual(view.frame, Rect(x: 5, y: 0, width: 10, height: 10), "back in, laid out again")
        expectEqual(view.constraints.count, 4)
    }
}
