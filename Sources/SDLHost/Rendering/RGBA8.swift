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

    /// The colour multiplied by its alpha: the tint of a premultiplied texture, whose colour
    /// must fade with its alpha.
    var premultiplied: RGBA8 {
        guard a != 255 else { return self }
        // Typed step by step: as one expression it took the type checker a quarter of a second.
        func scaled(_ c: UInt8) -> UInt8 {
            let rounded: UInt32 = UInt32(c) * UInt32(a) + 127
            return UInt8(rounded / 255)
        }
        return RGBA8(r: scaled(r), g: scaled(g), b: scaled(b), a: a)
    }
}
