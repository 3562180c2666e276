import Geometry

/// A colour as the renderer hands it to SDL: 8-bit channels, the opacity already in alpha.
struct RGBA8: Equatable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }

    /// `color` with its alpha multiplied by `opacity`.
    init(_ color: Color, opacity: Double) {
        let c = color.withAlpha(color.alpha * min(max(opacity, 0), 1)).rgba8
        self.init(r: c.r, g: c.g, b: c.b, a: c.a)
    }

    /// White at `opacity`: an image or offscreen surface drawn untinted.
    static func white(opacity: Double) -> RGBA8 { RGBA8(.white, opacity: opacity) }
}
