import Geometry

/// When two bar backgrounds look alike: the one rule behind both
/// `SnapshotSlideAnimator.barsDiffer` (which slide a push or pop gets) and
/// `SharedBarTransition` (which bars share one background), NavigationBars.md.
///
/// Exact equality is the wrong test: UIKit's default bar (white 0.97) next to a white one
/// would get the heavy whole-page slide, with its 60% cover, for a difference nobody sees.
/// So two backgrounds are alike when their perceptual distance, CIE76 ΔE in L*a*b*
/// (`LabColor`), is below `threshold`. A translucent background is judged by what it shows:
/// both are composited over white and over black, and the larger of the two distances counts
/// (for opaque colours both are the plain distance).
///
/// | pair                         | ΔE   |        |
/// |------------------------------|------|--------|
/// | white, white 0.97 (UIKit's)  | 2.6  | alike  |
/// | white, white 0.95            | 4.4  | alike  |
/// | white, white 0.94            | 5.3  | differ |
/// | white, white 0.5             | 46.6 | differ |
/// | white, orange `fb9c0a`       | 85.1 | differ |
///
/// CIE76 overstates differences between saturated colours (CIEDE2000 corrects that), which
/// errs the safe way: a pair wrongly called different gets the whole-page slide, which always
/// looks right, whereas a pair wrongly called alike would show one bar turning into another.
package enum BarLikeness {
    // docs-number: bar backgrounds look alike below this CIE76 distance
    /// The ΔE below which two backgrounds are alike: above the 2–3 of a difference seen only
    /// when looked for, below the 5 and more of one seen at a glance.
    package static let threshold = 5.0

    /// The perceptual distance between two backgrounds: CIE76 ΔE, the larger over white and
    /// over black.
    package static func difference(_ a: Color, _ b: Color) -> Double {
        [Color.white, .black].map { ground in
            LabColor(a.composited(over: ground)).difference(to: LabColor(b.composited(over: ground)))
        }.max() ?? 0
    }

    /// Whether two bar backgrounds look alike: `difference` below `threshold`.
    package static func backgroundsLookAlike(_ a: Color, _ b: Color) -> Bool {
        difference(a, b) < threshold
    }
}

extension Color {
    /// This colour drawn over the opaque `ground` (straight alpha, blended per channel as the
    /// renderer does).
    fileprivate func composited(over ground: Color) -> Color {
        Color(
            red: red * alpha + ground.red * (1 - alpha), green: green * alpha + ground.green * (1 - alpha),
            blue: blue * alpha + ground.blue * (1 - alpha))
    }
}
