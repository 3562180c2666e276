import Geometry

extension Color {
    /// A grey of the demo's pages that turns over in dark: `white` in light, `1 - white` in
    /// dark (dark grey text becomes light grey, a light grey panel a dark one).
    static func demoGray(_ white: Double) -> Color {
        Color(light: Color(white: white), dark: Color(white: 1 - white))
    }

    /// A panel of the demo's pages: `white` in light, iOS's grouped cell (#1C1C1E) in dark.
    static func demoPanel(_ white: Double) -> Color {
        Color(light: Color(white: white), dark: Color(r8: 0x1C, g8: 0x1C, b8: 0x1E))
    }
}
