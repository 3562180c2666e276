import Geometry
import Layers
import Testing
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
@Suite struct TraitCollectionTests {
    let t = TestWindow()

    @Test func theWindowsStyleReachesEveryViewAndAnOverrideWins() {
        let outer = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let inner = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        outer.addSubview(inner)
        #expect(inner.traitCollection.userInterfaceStyle == .unspecified)
        t.window.addSubview(outer)
        #expect(t.window.traitCollection.userInterfaceStyle == .light)
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(inner.changes == [.unspecified])

        t.window.desktopUserInterfaceStyle = .dark
        #expect(outer.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(inner.changes == [.unspecified, .light])

        // A view's override holds for it and below, whatever the window says.
        outer.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        t.window.desktopUserInterfaceStyle = .light
        t.window.desktopUserInterfaceStyle = .dark
        #expect(inner.changes == [.unspecified, .light, .dark])
        // The window's override wins over the desktop for views that say nothing.
        outer.overrideUserInterfaceStyle = .unspecified
        t.window.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(outer.changes.count == inner.changes.count)
        // Setting the same style again tells no one.
        let told = inner.changes.count
        t.window.overrideUserInterfaceStyle = .light
        #expect(inner.changes.count == told)
    }

    @Test func aViewTakenOutAndPutBackTakesTheStyleOfWhereItGoes() {
        let view = TraitRecordingView(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        t.window.addSubview(view)
        view.removeFromSuperview()
        t.window.desktopUserInterfaceStyle = .dark
        // Out of the window: it keeps the style it had, and is told nothing.
        #expect(view.traitCollection.userInterfaceStyle == .light)
        #expect(view.changes == [.unspecified])
        t.window.addSubview(view)
        #expect(view.traitCollection.userInterfaceStyle == .dark)
        #expect(view.changes == [.unspecified, .light])
    }

    @Test func dynamicColoursAreResolvedWhereTheyAreDrawn() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.backgroundColor = .systemBackground
        let label = Label(frame: Rect(x: 0, y: 0, width: 100, height: 20), text: "Hi")
        view.addSubview(label)
        t.window.addSubview(view)
        #expect(t.frame())
        var list = try #require(t.renderer.lastFrame)
        #expect(list.fills.map(\.color) == [.white])
        #expect(list.texts.map(\.style.color) == [.black])
        // The model keeps the dynamic colour, as UIKit's backgroundColor does.
        #expect(view.backgroundColor == .systemBackground)

        t.window.desktopUserInterfaceStyle = .dark
        #expect(t.frame())
        list = try #require(t.renderer.lastFrame)
        #expect(list.fills.map(\.color) == [Color(white: 0)])
        #expect(list.texts.map(\.style.color) == [.white])
        #expect(list.background == Color(white: 0))
        #expect(!t.frame())
    }

    @Test func aChangeOfStyleRedrawsOnlyTheLayersWithDynamicColours() {
        let plain = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        plain.backgroundColor = .red
        let dynamic = View(frame: Rect(x: 20, y: 0, width: 10, height: 10))
        dynamic.backgroundColor = .secondarySystemBackground
        t.window.addSubview(plain)
        t.window.addSubview(dynamic)
        t.frame()
        let (plainVersion, dynamicVersion) = (plain.layer.contentVersion, dynamic.layer.contentVersion)
        t.window.desktopUserInterfaceStyle = .dark
        #expect(plain.layer.contentVersion == plainVersion)
        #expect(dynamic.layer.contentVersion > dynamicVersion)
    }

    @Test func aColourAnimatesBetweenTheLooksOfTheStyleShown() throws {
        t.window.desktopUserInterfaceStyle = .dark
        let view = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .systemBackground
        t.window.addSubview(view)
        t.frame()
        t.scene.animate(withDuration: 1, curve: .linear) { view.backgroundColor = .label }
        t.run(for: 0.5)
        let color = try #require(t.renderer.lastFrame?.fills.first?.color)
        // Half-way from black to white in dark, whatever the light looks are.
        #expect(abs(color.red - 0.5) < 0.05)
        t.run(for: 0.6)
        #expect(t.isIdle)
    }
}
