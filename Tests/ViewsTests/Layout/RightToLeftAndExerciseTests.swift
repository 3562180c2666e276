import Geometry
import Layers
import SegueTestSupport
import Views

/// Leading and trailing right to left, and `exerciseAmbiguityInLayout()`, through UIKit's API.
@MainActor
struct RightToLeftAndExerciseTests {
    let stage = TestWindow(width: 800, height: 600)
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))

    init() {
        container.name = "container"
        stage.window.addSubview(container)
    }

    private func placed(_ name: String) -> View {
        let view = View()
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(view)
        return view
    }

    private func layOut() { stage.scene.layoutIfNeeded() }

    /// A label 90 wide 16 from the leading edge, a field 8 after it up to 16 from the trailing
    /// edge: mirrored right to left, as UIKit lays a form out in Arabic.
    private func form() -> (label: View, field: View) {
        let label = placed("label")
        let field = placed("field")
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
            label.widthAnchor.constraint(equalToConstant: 90),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            field.topAnchor.constraint(equalTo: label.topAnchor),
            label.heightAnchor.constraint(equalToConstant: 20),
            field.heightAnchor.constraint(equalToConstant: 20),
        ])
        return (label, field)
    }

    func testLeadingAndTrailingFollowTheWindowsDirection() {
        let (label, field) = form()
        layOut()
        expectEqual(label.frame, Rect(x: 16, y: 10, width: 90, height: 20))
        expectEqual(field.frame, Rect(x: 114, y: 10, width: 270, height: 20))
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        expectEqual(label.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        layOut()
        expectEqual(label.frame, Rect(x: 294, y: 10, width: 90, height: 20))
        expectEqual(field.frame, Rect(x: 16, y: 10, width: 270, height: 20))
        stage.window.userInterfaceLayoutDirection = .leftToRight
        layOut()
        expectEqual(label.frame, Rect(x: 16, y: 10, width: 90, height: 20))
    }

    func testAViewsSemanticContentAttributeDecidesItsOwnConstraints() {
        let forced = placed("forced")
        let plain = placed("plain")
        for view in [forced, plain] {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                view.widthAnchor.constraint(equalToConstant: 90),
                view.topAnchor.constraint(equalTo: container.topAnchor),
                view.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        layOut()
        expectEqual(forced.frame.minX, 16)
        forced.semanticContentAttribute = .forceRightToLeft
        layOut()
        expectEqual(forced.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        expectEqual(forced.frame.minX, 294, "16 from the right edge")
        expectEqual(plain.frame.minX, 16, "a view left to right keeps its place")
        expectEqual(View.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft), .leftToRight)
        expectEqual(View.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft), .rightToLeft)
    }

    func testLeftAndRightStayPutRightToLeft() {
        let view = placed("view")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            view.rightAnchor.constraint(equalTo: container.rightAnchor, constant: -300),
            view.topAnchor.constraint(equalTo: container.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.window.userInterfaceLayoutDirection = .rightToLeft
        layOut()
        expectEqual(view.frame, Rect(x: 10, y: 0, width: 90, height: 10))
    }

    func testExercisingAnAmbiguousViewSwapsBetweenTwoFramesItsConstraintsAllow() {
        let view = placed("view")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        let first = view.frame
        view.exerciseAmbiguityInLayout()
        layOut()
        let second = view.frame
        expectNotEqual(second.minY, first.minY, "the free top moved")
        expectTrue(second.minX == 10 && second.width == 50 && second.height == 20, "what is decided stays")
        view.exerciseAmbiguityInLayout()
        layOut()
        expectEqual(view.frame, first, "a second call swaps back")
        expectTrue(view.hasAmbiguousLayout)
    }

    func testExercisingAViewWhoseFrameIsDecidedChangesNothing() {
        let view = placed("view")
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            view.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
            view.widthAnchor.constraint(equalToConstant: 50), view.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        view.exerciseAmbiguityInLayout()
        container.exerciseAmbiguityInLayout()
        layOut()
        expectEqual(view.frame, Rect(x: 10, y: 5, width: 50, height: 20))
        expectEqual(container.frame, Rect(x: 0, y: 0, width: 400, height: 300))
    }
}
