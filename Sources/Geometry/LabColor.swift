import Foundation

/// A colour in CIELAB (CIE 1976 L*a*b*, D65 white: sRGB's own), the space built so that equal
/// distances look about equally different, which sRGB's are not (a step near white is far
/// less visible than the same step in the mid greys). Navigation's `BarLikeness` measures
/// bars with it.
///
/// From sRGB: undo the transfer curve (IEC 61966-2-1), go to XYZ with the sRGB matrix, divide
/// by the white point, then L* = 116 f(Y) − 16, a* = 500 (f(X) − f(Y)), b* = 200 (f(Y) − f(Z)),
/// with f(t) = ∛t above (6/29)³ and the standard linear piece below it.
public struct LabColor: Equatable, Sendable {
    /// L*: 0 is black, 100 white.
    var lightness: Double
    /// a*: green (negative) to red (positive).
    var a: Double
    /// b*: blue (negative) to yellow (positive).
    var b: Double

    /// `color` as an opaque sRGB colour: its alpha is ignored (composite a translucent colour
    /// first, as `BarLikeness` does).
    public init(_ color: Color) {
        func linear(_ v: Double) -> Double {
            let v = min(max(v, 0), 1)
            return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
        }
        let (r, g, bl) = (linear(color.red), linear(color.green), linear(color.blue))
        // XYZ relative to the D65 white (X = 0.95047, Y = 1, Z = 1.08883).
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * bl) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * bl
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * bl) / 1.08883
        func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389  // (6/29)³
            let kappa = 24389.0 / 27  // (29/3)³
            return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
        lightness = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// CIE76 ΔE*ab: the straight-line distance in L*a*b*. About 1 is the smallest difference
    /// seen side by side; 2 to 3 is seen only when looked for; tens are different colours.
    public func difference(to other: LabColor) -> Double {
        let (dl, da, db) = (lightness - other.lightness, a - other.a, b - other.b)
        return (dl * dl + da * da + db * db).squareRoot()
    }
}
