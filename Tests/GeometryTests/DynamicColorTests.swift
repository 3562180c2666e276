import Geometry
import Testing

/// Dynamic colours: two looks, resolved by the traits; values that compare, fade and blend.
@Suite struct DynamicColorTests {
    let light = TraitCollection(userInterfaceStyle: .light)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let unspecified = TraitCollection()

    @Test func semanticColoursHaveIOSsValues() {
        #expect(Color.systemBackground.resolvedColor(with: light) == .white)
        #expect(Color.systemBackground.resolvedColor(with: dark) == Color(white: 0))
        #expect(Color.secondarySystemBackground.resolvedColor(with: light).description == "#f2f2f7")
        #expect(Color.secondarySystemBackground.resolvedColor(with: dark).description == "#1c1c1e")
        #expect(Color.label.resolvedColor(with: dark) == Color(white: 1))
        #expect(Color.secondaryLabel.resolvedColor(with: light).description == "#3c3c4399")
        #expect(Color.secondaryLabel.resolvedColor(with: dark).description == "#ebebf599")
        #expect(Color.link.resolvedColor(with: dark).description == "#0984ff")
        #expect(Color.systemBlue.resolvedColor(with: light).description == "#007aff")
        #expect(Color.systemBlue.resolvedColor(with: dark).description == "#0a84ff")
        // Unspecified traits draw the light look; the channels are the light look's.
        #expect(Color.label.resolvedColor(with: unspecified) == Color(white: 0))
        #expect(Color.systemGroupedBackground.description == "#f2f2f7 (dark #000000) (elevated #1c1c1e)")
        #expect(Color.label.description == "#000000 (dark #ffffff)")
    }

    @Test func aProviderIsAskedForEachLook() {
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        #expect(color.isDynamic)
        #expect(color.resolvedColor(with: dark) == .red)
        #expect(color.resolvedColor(with: light) == .blue)
        #expect(!color.resolvedColor(with: dark).isDynamic)
        // The same looks make the same colour; a provider that ignores the traits, a plain one.
        #expect(color == Color(light: .blue, dark: .red))
        #expect(!Color { _ in .green }.isDynamic)
        #expect(Color { _ in .green } == .green)
    }

    @Test func opacityAndBlendsKeepBothLooks() {
        let faded = Color.label.withAlpha(0.5)
        #expect(faded.resolvedColor(with: light) == Color(white: 0, alpha: 0.5))
        #expect(faded.resolvedColor(with: dark) == Color(white: 1, alpha: 0.5))
        let half = Color.interpolate(from: .systemBackground, to: .red, fraction: 0.5)
        #expect(half.resolvedColor(with: light) == Color(red: 1, green: 0.5, blue: 0.5))
        #expect(half.resolvedColor(with: dark) == Color(red: 0.5, green: 0, blue: 0))
        // Two plain colours blend as before.
        #expect(!Color.interpolate(from: .white, to: .black, fraction: 0.5).isDynamic)
    }

    @Test func stylesByName() {
        #expect(UserInterfaceStyle(name: "Dark") == .dark)
        #expect(UserInterfaceStyle(name: "light") == .light)
        #expect(UserInterfaceStyle(name: "dim") == nil)
        #expect(
            TraitCollection(userInterfaceStyle: .unspecified).hasDifferentColorAppearance(comparedTo: light) == false)
        #expect(light.hasDifferentColorAppearance(comparedTo: dark))
    }
}
