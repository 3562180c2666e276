import Geometry
import Layers
import SegueTestSupport
import Views

/// When a window's Auto Layout is brought up to date (AutoLayout.md): a layout pass
/// of a view with nothing to place or hold skips it, yet every change a constraint reads still
/// reaches the views placed from it, wherever they are in the tree.
@MainActor
struct AutoLayoutUpdateTests {
    let stage = TestWindow(width: 800, height: 600)

    private func layOut() { stage.scene.layoutIfNeeded() }

    private func placed(_ name: String, in parent: View) -> View {
        let view = View()
        view.name = name
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testAHeldViewInAnotherBranchResizedMovesThePlacedViewsThatReadIt() {
        // The held view sits in a branch without placed views; the placed one elsewhere.
        let branch = View(frame: Rect(x: 0, y: 0, width: 400, height: 100))
        let held = View(frame: Rect(x: 10, y: 10, width: 120, height: 40))
        held.name = "held"
        branch.addSubview(held)
        let other = View(frame: Rect(x: 0, y: 200, width: 400, height: 200))
        stage.window.addSubview(branch)
        stage.window.addSubview(other)
        let follower = placed("follower", in: other)
        NSLayoutConstraint.activate([
            follower.widthAnchor.constraint(equalTo: held.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20),
            follower.leadingAnchor.constraint(equalTo: held.leadingAnchor),
            follower.topAnchor.constraint(equalTo: other.topAnchor),
        ])
        layOut()
        expectEqual(follower.frame, Rect(x: 10, y: 0, width: 120, height: 20))
        held.frame = Rect(x: 30, y: 10, width: 200, height: 40)
        layOut()
        expectEqual(follower.frame, Rect(x: 30, y: 0, width: 200, height: 20))
    }

    func testPlacedViewsWithoutPlacedSubviewsStillFollowTheirParentsResize() {
        let page = View(frame: Rect(x: 0, y: 0, width: 600, height: 400))
        stage.window.addSubview(page)
        var rows: [View] = []
        for index in 0..<20 {
            let row = placed("row-\(index)", in: page)
            NSLayoutConstraint.activate([
                row.leadingAnchor.constraint(equalTo: page.leadingAnchor, constant: 16),
                row.trailingAnchor.constraint(equalTo: page.trailingAnchor, constant: -16),
                row.heightAnchor.constraint(equalToConstant: 10),
                index == 0
                    ? row.topAnchor.constraint(equalTo: page.topAnchor)
                    : row.topAnchor.constraint(equalTo: rows[index - 1].bottomAnchor, constant: 2),
            ])
            rows.append(row)
        }
        layOut()
        expectTrue(rows.allSatisfy { $0.frame.width == 568 })
        for width in [500.0, 700, 321] {
            page.frame = Rect(x: 0, y: 0, width: width, height: 400)
            layOut()
            expectTrue(rows.allSatisfy { $0.frame.width == width - 32 }, "at \(width)")
            expectEqual(rows[19].frame.minY, 19 * 12)
        }
    }
}
