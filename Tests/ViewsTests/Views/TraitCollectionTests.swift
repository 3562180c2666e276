import Geometry
import Layers
import Views

/// A view that counts its trait changes.
@MainActor
final class TraitRecordingView: View {
    var changes: [UserInterfaceStyle?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection?.userInterfaceStyle)
    }
}

/// The style, inherited window -> view and overridden on the way; dynamic colours resolved
/// where layers draw; `traitCollectionDidChange` on the views whose style changed (DarkMode.md).
@MainActor
struct TraitCollectionTests {
    let t = TestWindow()

    func testTheWindowsStyleReachesEveryViewAndAnOverrideWins() {
        let outer = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        outer.addSubview(inner)
        expectEqual(inner.traitCollection.userInterfaceStyle, .unspecified)
        t.window.addSubview(outer)
        expectEqual(t.window.traitCollection.userInterfaceStyle, .light)
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        expectEqual(inner.changes, [.unspecified])

        t.window.desktopUserInterfaceStyle = .dark
        expectEqual(outer.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.traitCollection.userInterfaceStyle, .dark)
        expectEqual(inner.changes, [.unspecified, .light])

        // A view's override holds for it and below, whatever the window says.
        outer.overrideUserInterfaceStyle = .light
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        t.window.desktopUserInterfaceStyle = .light
        t.window.desktopUserInterfaceStyle = .dark
        expectEqual(inner.changes, [.unspecified, .light, .dark])
        // The window's override wins over the desktop for views that say nothing.
        outer.overrideUserInterfaceStyle = .unspecified
        t.window.overrideUserInterfaceStyle = .light
        expectEqual(inner.traitCollection.userInterfaceStyle, .light)
        expectEqual(outer.changes.count, inner.changes.count)
        // Setting the same style again tells no one.
        let told = inner.changes.count
        t.window.overrideUserInterfaceStyle = .light
        expectEqual(inner.changes.count, told)
    }

    func testAViewTakenOutAndPutBackTakesTheStyleOfWhereItGoes() {
        let view = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        view.removeFromSuperview()
        t.window.desktopUserInterfaceStyle = .dark
        // Out of the window: it keeps the style it had, and is told nothing.
        expectEqual(view.traitCollection.userInterfaceStyle, .light)
        expectEqual(view.changes, [.unspecified])
        t.window.addSubview(view)
        expectEqual(view.traitCollection.userInterfaceStyle, .dark)
        expectEqual(view.changes, [.unspecified, .light])
    }

    func testDynamicColoursAreResolvedWhereTheyAreDrawn() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .systemBackground
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20), text: "Hi")
        view.addSubview(label)
        t.window.addSubview(view)
        expectTrue(t.frame())
        var list = try require(t.renderer.lastFrame)
        expectEqual(list.fills.map(\.color), [.white])
        expectEqual(list.texts.map(\.style.color), [.black])
        // The model keeps the dynamic colour, as UIKit's backgroundColor does.
        expectEqual(view.backgroundColor, .systemBackground)

        t.window.desktopUserInterfaceStyle = .dark
        expectTrue(t.frame())
        list = try require(t.renderer.lastFrame)
        expectEqual(list.fills.map(\.color), [Color(white: 0)])
        expectEqual(list.texts.map(\.style.color), [.white])
        expectEqual(list.background, Color(white: 0))
        expectFalse(t.frame())
    }

    func testAChangeOfStyleRedrawsOnlyTheLayersWithDynamicColours() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        let dynamic = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        dynamic.backgroundColor = .secondarySystemBackground
        t.window.addSubview(plain)
        t.window.addSubview(dynamic)
        t.frame()
        let (plainVersion, dynamicVersion) = (plain.layer.contentVersion, dynamic.layer.contentVersion)
        t.window.desktopUserInterfaceStyle = .dark
        expectEqual(plain.layer.contentVersion, plainVersion)
        expectGreater(dynamic.layer.contentVersion, dynamicVersion)
    }

    func testAColourAnimatesBetweenTheLooksOfTheStyleShown() throws {
        t.window.desktopUserInterfaceStyle = .dark
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        t.window.addSubview(view)
        t.frame()
        t.scene.animate(withDuration: 1, curve: .linear) { view.backgroundColor = .label }
        t.run(for: 0.5)
        let color = try require(t.renderer.lastFrame?.fills.first?.color)
        // Half-way from black to white in dark, whatever the light looks are.
        expectLess(abs(color.red - 0.5), 0.05)
        t.run(for: 0.6)
        expectTrue(t.isIdle)
    }
}
