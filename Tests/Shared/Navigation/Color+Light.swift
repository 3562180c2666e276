import Geometry

extension Color {
    /// The light look of a colour (a dynamic one's; a plain one is itself): what a light
    /// window draws, what display lists hold (DarkMode.md).
    var light: Color { resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) }
}
