import Geometry

/// Dynamic colours: two looks, resolved by the traits; values that compare, fade and blend.
struct DynamicColorTests {
    let light = TraitCollection(userInterfaceStyle: .light)
    let dark = TraitCollection(userInterfaceStyle: .dark)
    let unspecified = TraitCollection()

    func testSemanticColoursHaveIOSsValues() {
        expectEqual(Color.systemBackground.resolvedColor(with: light), .white)
        expectEqual(Color.systemBackground.resolvedColor(with: dark), Color(white: 0))
        expectEqual(Color.secondarySystemBackground.resolvedColor(with: light).description, "#f2f2f7")
        expectEqual(Color.secondarySystemBackground.resolvedColor(with: dark).description, "#1c1c1e")
        expectEqual(Color.label.resolvedColor(with: dark), Color(white: 1))
        expectEqual(Color.secondaryLabel.resolvedColor(with: light).description, "#3c3c4399")
        expectEqual(Color.secondaryLabel.resolvedColor(with: dark).description, "#ebebf599")
        expectEqual(Color.link.resolvedColor(with: dark).description, "#0984ff")
        expectEqual(Color.systemBlue.resolvedColor(with: light).description, "#007aff")
        expectEqual(Color.systemBlue.resolvedColor(with: dark).description, "#0a84ff")
        // Unspecified traits draw the light look; the channels are the light look's.
        expectEqual(Color.label.resolvedColor(with: unspecified), Color(white: 0))
        expectEqual(Color.systemGroupedBackground.description, "#f2f2f7 (dark #000000) (elevated #1c1c1e)")
        expectEqual(Color.label.description, "#000000 (dark #ffffff)")
    }

    func testAProviderIsAskedForEachLook() {
        let color = Color { traits in traits.userInterfaceStyle == .dark ? .red : .blue }
        expectTrue(color.isDynamic)
        expectEqual(color.resolvedColor(with: dark), .red)
        expectEqual(color.resolvedColor(with: light), .blue)
        expectFalse(color.resolvedColor(with: dark).isDynamic)
        // The same looks make the same colour; a provider that ignores the traits, a plain one.
        expectEqual(color, Color(light: .blue, dark: .red))
        expectFalse(Color { _ in .green }.isDynamic)
        expectEqual(Color { _ in .green }, .green)
    }

    func testOpacityAndBlendsKeepBothLooks() {
        let faded = Color.label.withAlpha(0.5)
        expectEqual(faded.resolvedColor(with: light), Color(white: 0, alpha: 0.5))
        expectEqual(faded.resolvedColor(with: dark), Color(white: 1, alpha: 0.5))
        let half = Color.interpolate(from: .systemBackground, to: .red, fraction: 0.5)
        expectEqual(half.resolvedColor(with: light), Color(red: 1, green: 0.5, blue: 0.5))
        expectEqual(half.resolvedColor(with: dark), Color(red: 0.5, green: 0, blue: 0))
        // Two plain colours blend as before.
        expectFalse(Color.interpolate(from: .white, to: .black, fraction: 0.5).isDynamic)
    }

    func testStylesByName() {
        expectEqual(UserInterfaceStyle(name: "Dark"), .dark)
        expectEqual(UserInterfaceStyle(name: "light"), .light)
        expectNil(UserInterfaceStyle(name: "dim"))
        expectEqual(
            TraitCollection(userInterfaceStyle: .unspecified).hasDifferentColorAppearance(comparedTo: light), false)
        expectTrue(light.hasDifferentColorAppearance(comparedTo: dark))
    }
}
