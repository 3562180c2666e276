import Geometry
import Layers
import SegueTestSupport
import Views

/// A layout pass gives frames only to the placed views whose solved frames changed (the
/// solver says which variables it wrote); these are the cases where a frame changes without
/// the view's own variables changing, or where only some views move.
@MainActor
struct ConstraintPlacementTests {
    let stage = TestWindow(width: 800, height: 600)
    let container = View(frame: Rect(x: 0, y: 0, width: 400, height: 300))

    init() {
        container.name = "container"
        stage.window.addSubview(container)
    }

    private func placed(_ name: String, in parent: View) -> View {
        let view = View()
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    private func layOut() { stage.scene.layoutIfNeeded() }

    /// The badge is pinned to the container, not to the panel it sits in: when the panel
    /// moves, the badge's solution stays the same, but its frame in the panel must change.
    func testAViewPinnedElsewhereFollowsWhenItsSuperviewMoves() {
        let panel = View(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        panel.name = "panel"
        container.addSubview(panel)
        let badge = placed("badge", in: panel)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 50),
            badge.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        layOut()
        expectEqual(badge.frame, Rect(x: 50, y: 10, width: 20, height: 20))
        panel.frame = Rect(x: 100, y: 40, width: 300, height: 200)
        panel.setNeedsLayout()
        layOut()
        expectEqual(badge.frame, Rect(x: -50, y: -30, width: 20, height: 20), "still 50 from the container's edge")
    }

    /// A column of views each below the one before: changing the first one's height moves
    /// every view under it and none above, and deactivating then activating the constraint
    /// brings every frame back.
    func testChangingOneConstraintMovesExactlyTheViewsItAffects() {
        var views: [View] = []
        var heights: [NSLayoutConstraint] = []
        for index in 0..<6 {
            let view = placed("row-\(index)", in: container)
            let height = view.heightAnchor.constraint(equalToConstant: 20)
            heights.append(height)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
                index == 0
                    ? view.topAnchor.constraint(equalTo: container.topAnchor)
                    : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 4),
                height,
            ])
            views.append(view)
        }
        layOut()
        let before = views.map(\.frame)
        expectEqual(before[5], Rect(x: 0, y: 120, width: 400, height: 20))
        heights[2].constant = 50
        layOut()
        expectTrue(views[0].frame == before[0] && views[1].frame == before[1])
        expectEqual(views[2].frame, Rect(x: 0, y: 48, width: 400, height: 50))
        expectEqual(views[5].frame, Rect(x: 0, y: 150, width: 400, height: 20))
        heights[2].isActive = false
        heights[2].constant = 20
        heights[2].isActive = true
        layOut()
        expectEqual(views.map(\.frame), before)
    }
}
