import Geometry
import Navigation
import SegueTestSupport
import Views

/// A page written as UIKit pages are: its subviews made in `viewDidLoad` with no frames, and
/// placed only in `viewDidLayoutSubviews` from `view.bounds` (the usual hand-layout idiom), in
/// a navigation controller; the window then resizes and the page follows.
@MainActor
final class ProfileViewController: ViewController {
    let avatar = ImageView()
    let nameLabel = Label()
    let bioLabel = Label()
    let followButton = Button()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .white
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystem(size: 22)
        bioLabel.text = "Analyst"
        followButton.title = "Follow"
        for subview in [avatar, nameLabel, bioLabel, followButton] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let margin: Double = 20
        let width = view.bounds.width - 2 * margin
        avatar.frame = Rect(x: margin, y: margin, width: 80, height: 80)
        nameLabel.frame = Rect(x: margin + 96, y: margin, width: width - 96, height: 28)
        bioLabel.frame = Rect(x: margin + 96, y: margin + 32, width: width - 96, height: 22)
        followButton.sizeToFit()
        followButton.frame.origin = Point(
            x: view.bounds.width - margin - followButton.frame.width, y: view.bounds.height - margin - 44)
    }
}

@MainActor
struct ManualLayoutPortTests {
    func testAPageLaidOutOnlyInViewDidLayoutSubviews() {
        let stage = ManualClockWindow()
        let profile = ProfileViewController()
        stage.setRootViewController(NavigationController(rootViewController: profile))
        _ = stage.settle()
        // Laid out before the first frame: the labels have their places at once.
        expectEqual(profile.nameLabel.frame, Rect(x: 116, y: 20, width: 664, height: 28))
        expectEqual(profile.followButton.frame.maxX, 780)
        expectEqual(profile.followButton.frame.minY, 550 - 20 - 44)
        expectGreater(profile.followButton.frame.width, 0)
        // The window narrows: the page follows through its layout callback.
        stage.play(InputScript(start: stage.now, location: .zero).resize(to: Size(width: 500, height: 400)))
        _ = stage.settle()
        expectEqual(profile.nameLabel.frame.width, 364)
        expectEqual(profile.followButton.frame.maxX, 480)
        expectEqual(profile.followButton.frame.minY, 350 - 20 - 44)
    }
}
