import Segue
import SegueTestSupport

// A plain push demo's first page written as UIKit code writes it: a button made in
// `viewDidLoad`, centred with anchors, a label pinned under the safe area, and a bar button
// that pushes the next page. Edits from UIKit: the `UI` prefix; `UIAction`'s handler is
// `Action`'s.

/// The demo's first page.
@MainActor
final class CentredButtonViewController: ViewController {
    let button = Button(type: .system)
    let header = Label()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start"
        view.backgroundColor = .white
        header.text = "Welcome"
        header.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(header)
        button.setTitle("Next page", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        button.addAction(Action(title: "Next") { [weak self] _ in self?.showNext() }, for: .primaryActionTriggered)
        view.addSubview(button)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            button.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
        ])
        navigationItem.rightBarButtonItem = BarButtonItem(
            systemItem: .add,
            primaryAction: Action(title: "Add") { [weak self] _ in
                self?.showNext()
            })
    }

    func showNext() {
        let next = ViewController()
        next.title = "Next"
        navigationController?.pushViewController(next, animated: true)
    }
}

@MainActor
struct AutoLayoutPortTests {
    func testTheButtonStaysCentredThroughResizesAndThePagePushes() throws {
        let stage = ManualClockWindow(size: Size(width: 800, height: 600))
        let page = CentredButtonViewController()
        let nav = NavigationController(rootViewController: page)
        stage.setRootViewController(nav)
        _ = stage.settle()
        func centre(_ view: View) -> Point {
            let frame = view.convert(view.bounds, to: nil)
            return Point(x: frame.midX, y: frame.midY)
        }
        let content = page.view.convert(page.view.bounds, to: nil)
        expectEqual(centre(page.button), Point(x: content.midX, y: content.midY))
        expectGreaterOrEqual(page.button.frame.width, 120)
        expectEqual(
            page.header.convert(page.header.bounds, to: nil).minY, content.minY + page.view.safeAreaInsets.top + 20)
        for size in [Size(width: 1280, height: 800), Size(width: 500, height: 700)] {
            stage.play(InputScript(start: stage.now).resize(to: size))
            _ = stage.settle()
            let resized = page.view.convert(page.view.bounds, to: nil)
            expectEqual(centre(page.button), Point(x: resized.midX, y: resized.midY), "at \(size)")
        }
        expectEmpty(stage.window.viewsWithAmbiguousLayout)
        page.button.sendActions(for: .primaryActionTriggered)
        _ = stage.settle()
        expectEqual(nav.viewControllers.count, 2)
    }
}
