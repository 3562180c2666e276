/// A colour with straight (not premultiplied) red, green, blue and alpha, each 0...1.
///
/// A colour may be dynamic (UIKit's `UIColor(dynamicProvider:)`): it has a light and a dark
/// look, and `resolvedColor(with:)` picks one. Its channels (`red`, `green`, `blue`, `alpha`)
/// are the light look's. Layers resolve the colours they draw with by their view's
/// `traitCollection` (DarkMode.md in the Views module).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    /// The red channel, 0...1.
    public var red: Double
    /// The green channel, 0...1.
    public var green: Double
    /// The blue channel, 0...1.
    public var blue: Double
    /// The opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double
    /// The dark look's channels; nil for a colour that looks the same in both.
    private var dark: Channels?
    /// The dark look's channels at the elevated level (in a sheet); nil: the same as `dark`.
    private var elevatedDark: Channels?

    /// The looks a dynamic colour has.
    enum Appearance {
        case light, dark, elevatedDark
    }

    /// Four channels, the dark look of a dynamic colour.
    private struct Channels: Hashable, Sendable {
        var red, green, blue, alpha: Double
        init(_ c: Color) { (red, green, blue, alpha) = (c.red, c.green, c.blue, c.alpha) }
        var color: Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
    }

    /// Creates a colour from channels in 0...1 (`UIColor(red:green:blue:alpha:)`).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: `white` in every colour channel (`UIColor(white:alpha:)`).
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// 8-bit channels, 0...255.
    public init(r8: UInt8, g8: UInt8, b8: UInt8, a8: UInt8 = 255) {
        self.init(red: Double(r8) / 255, green: Double(g8) / 255, blue: Double(b8) / 255, alpha: Double(a8) / 255)
    }

    /// A colour with a light and a dark look: `light` where the traits say light or nothing,
    /// `dark` where they say dark, and `elevatedDark` (`dark` when nil) where they say dark and
    /// elevated, in a sheet (each taken in its own look when it is dynamic itself).
    public init(light: Color, dark: Color, elevatedDark: Color? = nil) {
        let light = light.resolved(.light)
        let dark = dark.resolved(.dark)
        let elevated = (elevatedDark ?? dark).resolved(.elevatedDark)
        self = light
        if Channels(dark) != Channels(light) || Channels(elevated) != Channels(light) { self.dark = Channels(dark) }
        if Channels(elevated) != Channels(dark) { self.elevatedDark = Channels(elevated) }
    }

    /// A dynamic colour (UIKit's `UIColor(dynamicProvider:)`): `dynamicProvider` is asked for
    /// the light look, the dark one and the dark one elevated (in a sheet), once each, when the
    /// colour is made, so it must depend on the traits alone; the colour is a value that
    /// compares, hashes and animates.
    public init(dynamicProvider: (TraitCollection) -> Color) {
        self.init(
            light: dynamicProvider(TraitCollection(userInterfaceStyle: .light, userInterfaceLevel: .base)),
            dark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .base)),
            elevatedDark: dynamicProvider(TraitCollection(userInterfaceStyle: .dark, userInterfaceLevel: .elevated)))
    }

    /// The plain colour this one is under `traitCollection` (UIKit's `resolvedColor(with:)`):
    /// the dark look (elevated when the level says so) for `.dark`, the light look otherwise; a
    /// plain colour is itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard dark != nil else { return self }
        return resolved(traitCollection.colorAppearance)
    }

    /// The plain colour of one look.
    func resolved(_ appearance: Appearance) -> Color {
        switch appearance {
        case .light:
            var light = self
            light.dark = nil
            light.elevatedDark = nil
            return light
        case .dark: return dark?.color ?? self
        case .elevatedDark: return (elevatedDark ?? dark)?.color ?? self
        }
    }

    /// Whether the colour has a dark look of its own (it was made dynamic).
    public var isDynamic: Bool { dark != nil }

    /// The error ``Color/init(hex:)`` throws for a string that is not a hex colour.
    public enum HexError: Error, Equatable, CustomStringConvertible {
        /// The string was not 3, 6 or 8 hex digits (optionally after `#`).
        case invalid(String)
        /// A message that names the string and the formats accepted.
        public var description: String {
            switch self {
            case .invalid(let s):
                return "invalid colour \"\(s)\": expected RGB, RRGGBB or RRGGBBAA hex digits, optionally after #"
            }
        }
    }

    /// Parses "fb9c0a", "#fb9c0a", "fff" or "fb9c0a80".
    public init(hex: String) throws {
        var digits = Substring(hex)
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count else { throw HexError.invalid(hex) }
        switch values.count {
        case 3:
            self.init(
                r8: UInt8(values[0] * 17), g8: UInt8(values[1] * 17), b8: UInt8(values[2] * 17))
        case 6, 8:
            let bytes = stride(from: 0, to: values.count, by: 2).map { (i: Int) -> UInt8 in
                UInt8(values[i] * 16 + values[i + 1])
            }
            self.init(r8: bytes[0], g8: bytes[1], b8: bytes[2], a8: bytes.count == 4 ? bytes[3] : 255)
        default:
            throw HexError.invalid(hex)
        }
    }

    /// The same colour with another opacity (`UIColor.withAlphaComponent`).
    /// A dynamic colour keeps both looks, each with the new opacity.
    public func withAlpha(_ alpha: Double) -> Color {
        var color = self
        color.alpha = alpha
        color.dark?.alpha = alpha
        color.elevatedDark?.alpha = alpha
        return color
    }

    /// The same colour with another opacity, under UIKit's name (`withAlpha(_:)`).
    public func withAlphaComponent(_ alpha: Double) -> Color { withAlpha(alpha) }

    /// Channels rounded to 0...255 for a renderer.
    public var rgba8: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return (byte(red), byte(green), byte(blue), byte(alpha))
    }

    /// Lower-case hex digits `rrggbb`, with `aa` appended when the colour is not opaque.
    public var hexString: String {
        let c = rgba8
        let hex = [c.r, c.g, c.b].map { String($0, radix: 16) }.map { $0.count == 1 ? "0" + $0 : $0 }
        return hex.joined() + (c.a == 255 ? "" : (c.a < 16 ? "0" : "") + String(c.a, radix: 16))
    }

    /// `#` and ``hexString``, for example `#fb9c0a`; a dynamic colour adds its dark look,
    /// `#ffffff (dark #000000)`.
    public var description: String {
        "#" + hexString + (dark.map { " (dark #\($0.color.hexString))" } ?? "")
            + (elevatedDark.map { " (elevated #\($0.color.hexString))" } ?? "")
    }

    /// Transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Grey 0.5.
    public static let gray = Color(white: 0.5)
    /// Pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// Pure yellow.
    public static let yellow = Color(red: 1, green: 1, blue: 0)
    /// The seeds' orange, `#fb9c0a`.
    public static let orange = Color(red: 251 / 255, green: 156 / 255, blue: 10 / 255)
}

extension Color: Interpolatable {
    /// Channels interpolate straight and are clamped, so a spring's overshoot stays a colour.
    /// A dynamic end blends each look with the other end's same look.
    public static func interpolate(from s: Color, to e: Color, fraction f: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { min(max(a + (b - a) * f, 0), 1) }
        func blend(_ s: Color, _ e: Color) -> Color {
            Color(
                red: mix(s.red, e.red), green: mix(s.green, e.green), blue: mix(s.blue, e.blue),
                alpha: mix(s.alpha, e.alpha))
        }
        guard s.isDynamic || e.isDynamic else { return blend(s, e) }
        return Color(
            light: blend(s.resolved(.light), e.resolved(.light)), dark: blend(s.resolved(.dark), e.resolved(.dark)),
            elevatedDark: blend(s.resolved(.elevatedDark), e.resolved(.elevatedDark)))
    }
}
