import Geometry
import Layers
import SegueTestSupport
import Views

@testable import Navigation

/// A page that records its trait changes.
@MainActor
final class TraitPage: ViewController {
    var changes: [UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        changes.append(previousTraitCollection?.userInterfaceStyle)
    }
}

/// Pages inherit the window's style, override it for their views, are told when it changes,
/// and a change mid-transition redraws the moving pages (DarkMode.md in the Views module).
@MainActor
struct PageTraitCollectionTests {
    /// Every fill of a display list, groups' contents included.
    func fills(_ list: DisplayList) -> [Color] {
        list.items.flatMap { item -> [Color] in
            switch item {
            case .fill(_, let color, _, _): return [color]
            case .group(let group): return fills(group.content())
            default: return []
            }
        }
    }

    func testPagesFollowTheWindowAndTheirOverrideHolds() {
        let stage = ManualClockWindow()
        let a = TraitPage(name: "A")
        let nav = NavigationController(rootViewController: a)
        stage.setRootViewController(nav)
        expectEqual(a.traitCollection.userInterfaceStyle, .light)
        stage.window.desktopUserInterfaceStyle = .dark
        expectEqual(a.traitCollection.userInterfaceStyle, .dark)
        expectEqual(a.changes.last, .light)
        expectEqual(nav.view.traitCollection.userInterfaceStyle, .dark)

        let b = TraitPage(name: "B")
        b.overrideUserInterfaceStyle = .light
        let button = Button(type: .system)
        b.view.addSubview(button)
        nav.pushViewController(b, animated: false)
        stage.settle()
        expectEqual(b.traitCollection.userInterfaceStyle, .light)
        expectEqual(button.traitCollection.userInterfaceStyle, .light)
        // Back to inheriting: dark like the window, and told so.
        let told = b.changes.count
        b.overrideUserInterfaceStyle = .unspecified
        expectEqual(button.traitCollection.userInterfaceStyle, .dark)
        expectEqual(b.changes.count, told + 1)
        expectEqual(b.changes.last, .light)
    }

    func testAChangeMidPushRedrawsTheMovingPagesAndThePushEnds() {
        let stage = ManualClockWindow()
        let nav = NavigationController(rootViewController: TraitPage(name: "A"))
        stage.setRootViewController(nav)
        let renderer = RecordingRenderer()
        _ = try? stage.scene.renderFrameIfNeeded(with: renderer)
        nav.pushViewController(TraitPage(name: "B"), animated: true)
        stage.step(frames: 10)
        expectTrue(fills(stage.scene.displayList()).contains(.white))
        stage.window.desktopUserInterfaceStyle = .dark
        stage.step()
        let colors = fills(stage.scene.displayList())
        expectFalse(colors.contains(.white), "no page is still drawn light")
        expectTrue(colors.contains(Color(white: 0)))
        expectNotEmpty(nav.viewControllers)
        expectTrue(stage.settle())
        expectEqual(nav.viewControllers.map(\.name), ["A", "B"])
    }
}
