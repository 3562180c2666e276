import Geometry

@testable import Navigation

/// The perceptual rule that decides whether two bar backgrounds are alike
/// (NavigationBars.md): CIE76 ΔE in L*a*b*, alike below 5. (`LabColor` itself is
/// tested in GeometryTests.)
struct BarLikenessTests {
    func testPairsAreAlikeOnlyBelowTheThreshold() {
        forEachArgument([
            // Imperceptible or nearly: UIKit's default bar against a white one, and its neighbours.
            (Color.white, Color(white: 0.97), true),
            (Color(white: 0.97), Color.white, true),
            (Color.white, Color(white: 0.95), true),
            (Color(white: 0.97), Color(white: 0.94), true),
            (Color.white, Color.white, true),
            // Seen at a glance.
            (Color.white, Color(white: 0.94), false),
            (Color.white, Color(white: 0.9), false),
            (Color.white, Color.gray, false),
            (Color.white, Color.orange, false),
            (Color(white: 0.97), Color.orange, false),
            (Color.orange, Color(red: 1, green: 0.5, blue: 0), false),
            // Translucency counts: half-clear white shows the ground through it.
            (Color.white, Color.white.withAlpha(0.5), false),
            (Color.white.withAlpha(0.98), Color.white, true),
            (Color.clear, Color.black.withAlpha(0), true),
        ]) { Self().pairsAreAlikeOnlyBelowTheThreshold($0.0, $0.1, $0.2) }
    }

    func pairsAreAlikeOnlyBelowTheThreshold(_ a: Color, _ b: Color, _ alike: Bool) {
        expectEqual(BarLikeness.backgroundsLookAlike(a, b), alike, "ΔE \(BarLikeness.difference(a, b))")
        expectEqual(BarLikeness.difference(a, b), BarLikeness.difference(b, a))
    }

    func testTheDistancesTheDocsQuote() {
        func delta(_ a: Color, _ b: Color) -> Double { (BarLikeness.difference(a, b) * 10).rounded() / 10 }
        expectEqual(delta(.white, Color(white: 0.97)), 2.6)
        expectEqual(delta(.white, Color(white: 0.95)), 4.4)
        expectEqual(delta(.white, Color(white: 0.94)), 5.3)
        expectEqual(delta(.white, .gray), 46.6)
        expectEqual(delta(.white, .orange), 85.1)
        expectEqual(BarLikeness.threshold, 5)
    }
}
