import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// A page laid out only with constraints, as UIKit code writes it: a header pinned to the safe
/// area's top, a button centred; it logs `updateViewConstraints`.
@MainActor
private final class ConstraintPage: ViewController {
    let header = View()
    let button = Button(title: "Centred")
    var log: [String] = []

    override func viewDidLoad() {
        for subview in [header, button] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            header.heightAnchor.constraint(equalToConstant: 40),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func updateViewConstraints() {
        log.append("updateViewConstraints")
        super.updateViewConstraints()
    }
}

/// Two columns of equal width between the page's margins, 8 points apart.
@MainActor
private final class ColumnsPage: ViewController {
    let left = View()
    let right = View()

    override func viewDidLoad() {
        for column in [left, right] {
            column.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(column)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            right.leadingAnchor.constraint(equalToSystemSpacingAfter: left.trailingAnchor, multiplier: 1),
            right.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: margins.topAnchor),
            left.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
    }
}

/// Auto Layout in pages: the safe area under a translucent bar, centring through window
/// resizes, `updateViewConstraints`, and no solving while the back-drag moves a page.
@MainActor
struct AutoLayoutPageTests {
    func testAHeaderPinnedToTheSafeAreaSitsBelowATranslucentBar() {
        let stage = ManualClockWindow()
        let page = ConstraintPage(name: "page")
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        // Opaque: the page starts below the bar; its safe area is all of it.
        expectEqual(page.view.frame, Rect(x: 0, y: 50, width: 800, height: 550))
        expectEqual(page.header.frame, Rect(x: 0, y: 0, width: 800, height: 40))
        nav.navigationBar.standardAppearance = barLook(background: Color(white: 0.97, alpha: 0.8))
        stage.step()
        expectEqual(page.view.frame, Rect(x: 0, y: 0, width: 800, height: 600), "the page goes on under the bar")
        expectEqual(page.header.frame, Rect(x: 0, y: 50, width: 800, height: 40), "the header below it")
        expectEmpty(stage.window.viewsWithAmbiguousLayout)
    }

    func testACentredButtonFollowsWindowResizes() {
        let stage = ManualClockWindow()
        let page = ConstraintPage(name: "page")
        stage.setRootViewController(NavigationController(rootViewController: page))
        let size = page.button.intrinsicContentSize
        for window in [Size(width: 800, height: 600), Size(width: 500, height: 700), Size(width: 1200, height: 400)] {
            stage.play(InputScript(start: stage.now, location: .zero).resize(to: window))
            stage.settle()
            let frame = page.button.convert(page.button.bounds, to: stage.window)
            expectEqual(frame.size, size)
            expectLess(abs(frame.midX - window.width / 2), 1e-6, "\(window)")
            expectLess(abs(frame.midY - (50 + (window.height - 50) / 2)), 1e-6, "\(window): centred below the bar")
        }
    }

    func testEqualWidthsFollowWindowResizes() {
        let stage = ManualClockWindow()
        let page = ColumnsPage(name: "page")
        stage.setRootViewController(NavigationController(rootViewController: page))
        for width in [800.0, 517, 1300] {
            stage.play(InputScript(start: stage.now, location: .zero).resize(to: Size(width: width, height: 600)))
            stage.settle()
            let column = (width - 16 - 8) / 2
            expectEqual(page.left.frame, Rect(x: 8, y: 8, width: column, height: 534), "\(width)")
            expectEqual(page.right.frame, Rect(x: 16 + column, y: 8, width: column, height: 534), "\(width)")
        }
        expectEmpty(stage.window.viewsWithAmbiguousLayout)
    }

    func testUpdateViewConstraintsRunsWhenThePageViewAsks() {
        let stage = ManualClockWindow()
        let page = ConstraintPage(name: "page")
        stage.setRootViewController(NavigationController(rootViewController: page))
        expectEmpty(page.log)
        page.view.setNeedsUpdateConstraints()
        stage.step()
        expectEqual(page.log, ["updateViewConstraints"])
        stage.step(frames: 3)
        expectEqual(page.log.count, 1)
    }

    func testTheBackDragMovesAConstraintPageWithoutSolvingAgain() {
        let stage = ManualClockWindow()
        let root = ConstraintPage(name: "root")
        let top = ConstraintPage(name: "top")
        let nav = NavigationController(rootViewController: root)
        stage.setRootViewController(nav)
        nav.pushViewController(top, animated: false)
        stage.settle()
        expectGreater(stage.window.autoLayoutSolveCount, 0)
        let y = 300.0
        // The drag starts: the page below comes in (its constraints are solved once).
        var script = InputScript(start: stage.now, location: Point(x: 5, y: y)).down(at: Point(x: 5, y: y))
        for i in 1...3 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: y)) }
        stage.play(script)
        let solves = stage.window.autoLayoutSolveCount
        script = InputScript(start: stage.now, location: Point(x: 35, y: y))
        for i in 4...30 { script = script.move(to: Point(x: 5 + 10 * Double(i), y: y)) }
        stage.play(script)
        let page = nav.page(for: top)
        let shown = page.layer.presentation.position.x - page.bounds.width / 2 + page.layer.presentation.transform.m41
        expectGreater(shown, 200, "the page follows the pointer: \(shown)")
        expectEqual(stage.window.autoLayoutSolveCount, solves, "no solving while only the drag moves the pages")
        stage.play(InputScript(start: stage.now, location: Point(x: 305, y: y)).wait(0.2).up())
        stage.settle()
        expectEqual(nav.viewControllers.count, 2, "released at rest before half-way: cancelled")
    }
}
