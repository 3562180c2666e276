@testable import Geometry

/// CIELAB values and the CIE76 distance that `BarLikeness` judges bars by
/// (NavigationBars.md).
struct LabColorTests {
    /// Reference L*a*b* values of sRGB colours (D65), to 0.05.
    func testLabValuesMatchTheStandard() {
        forEachArgument([
            (Color.white, 100.0, 0.0, 0.0),
            (Color.black, 0, 0, 0),
            (Color(white: 0.5), 53.39, 0, 0),
            (Color.red, 53.24, 80.09, 67.20),
            (Color.blue, 32.30, 79.19, -107.86),
        ]) { Self().labValuesMatchTheStandard($0.0, $0.1, $0.2, $0.3) }
    }

    func labValuesMatchTheStandard(_ color: Color, _ l: Double, _ a: Double, _ b: Double) {
        let lab = LabColor(color)
        expectTrue(abs(lab.lightness - l) < 0.05 && abs(lab.a - a) < 0.05 && abs(lab.b - b) < 0.05, "\(lab)")
    }

    func testDifferenceIsTheStraightLineDistance() {
        let (white, black, red) = (LabColor(.white), LabColor(.black), LabColor(.red))
        expectEqual(white.difference(to: white), 0)
        expectLess(abs(white.difference(to: black) - 100), 1e-4)
        expectEqual(red.difference(to: white), white.difference(to: red))
        // Alpha is ignored: a translucent colour is composited before it is measured.
        expectEqual(LabColor(Color.red.withAlpha(0.2)), red)
    }
}
