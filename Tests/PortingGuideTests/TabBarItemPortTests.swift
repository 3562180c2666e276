import Segue
import SegueTestSupport

// Tabs written as a UIKit app writes them: each page gives itself a `tabBarItem` in its
// initializer, the app makes a `UITabBarController()` and sets its `viewControllers`, and a page
// later replaces its item (`tabBarItem = UITabBarItem(...)`) to show how many messages wait.
// Edits from UIKit: the `UI` prefix; the images are the app's own (SF Symbols'
// `UIImage(systemName:)` are Apple's).

/// The app's tab images.
@MainActor
enum TabImages {
    static let tray = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))
    static let trayFull = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))
    static let gear = Image(pixels: PixelBuffer(width: 26, height: 26, color: .black))
}

/// The first tab: its item in its initializer, replaced when messages arrive.
@MainActor
final class InboxViewController: ViewController {
    private(set) var unread = 0

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Inbox"
        tabBarItem = TabBarItem(title: "Inbox", image: TabImages.tray, selectedImage: TabImages.trayFull)
    }

    func receive(_ count: Int) {
        unread += count
        tabBarItem = TabBarItem(title: "Inbox (\(unread))", image: TabImages.tray, selectedImage: TabImages.trayFull)
    }
}

/// The second tab: its item set in its initializer too.
@MainActor
final class PreferencesViewController: ViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Preferences"
        tabBarItem = TabBarItem(title: "Preferences", image: TabImages.gear, selectedImage: nil)
    }
}

@MainActor
struct TabBarItemPortTests {
    let stage = ManualClockWindow(size: Size(width: 800, height: 600))
    let renderer = RecordingRenderer()

    /// The texts the last frame drew.
    func drawnTexts() throws -> [String] {
        _ = try stage.scene.renderFrameIfNeeded(with: renderer)
        return (renderer.lastFrame?.items ?? []).compactMap {
            if case .text(_, let text, _, _) = $0 { return text }
            return nil
        }
    }

    func testTheItemsSetInTheInitializersShowAndAReplacedItemShowsAtOnce() throws {
        let inbox = InboxViewController(nibName: nil, bundle: nil)
        let preferences = PreferencesViewController(nibName: nil, bundle: nil)
        let tabBarController = TabBarController()
        tabBarController.viewControllers = [NavigationController(rootViewController: inbox), preferences]
        stage.setRootViewController(tabBarController)
        stage.settle()
        // A navigation controller's tab shows its root page's item, as UIKit's does.
        expectEqual(tabBarController.tabBar.items.map(\.title), ["Inbox", "Preferences"])
        try expectTrue(drawnTexts().contains("Preferences"))

        inbox.receive(3)
        stage.settle()
        expectEqual(tabBarController.tabBar.items[0].title, "Inbox (3)")
        expectIdentical(tabBarController.tabBar.items[0].selectedImage, TabImages.trayFull)
        try expectTrue(drawnTexts().contains("Inbox (3)"))

        // A click on the second tab shows its page; `selectedIndex =` goes back, as in UIKit.
        let tab = try require(tabBarController.tabBar.button(at: 1))
        let point = tab.convert(Point(x: tab.bounds.midX, y: tab.bounds.midY), to: nil)
        stage.play(InputScript(start: stage.now, location: point).down(at: point).up())
        stage.settle()
        expectTrue(tabBarController.selectedIndex == 1 && preferences.view.window != nil)
        tabBarController.selectedIndex = 0
        stage.settle()
        expectTrue(tabBarController.selectedViewController?.children.first === inbox && inbox.view.window != nil)
    }
}
