import Animation
import Geometry
import Layers
import Views

/// The screenshot ("whole page") style of PushAndPopAnimations.md (seed 002), for pages whose
/// navigation bars differ (colour, hidden vs shown): each page moves as one frozen image
/// with its own bar, so no bar flickers, jumps or cross-fades.
///
/// With W the width, f the fraction and o the top page's offset — o = f × W on a pop (the
/// leaving page moves out to the right), o = (1 − f) × W on a push (the arriving page moves
/// in from the right; the mirror):
/// - the page underneath is frozen (rasterized, its content unchanged; or shown as
///   `underneathSnapshot` if the app gives one) and sits at x = −parallax × (W − o): 60% of
///   the width off to the left when covered, following at 0.6 of the top page's motion
///   (seed 002's `(offsetX − ScreenWidth) × 0.6`); on a pop, x = −0.6 × W × (1 − f);
/// - a black cover over its visible strip (0 ≤ x < o) has alpha
///   `coverAlpha × max(0, 1 − o / (coverClearOffset × W))`: 0.6 when covered, 0 once the
///   top page has moved 3/4 of the width (seed 002's `kDefaultAlpha − (scale / 0.75) ×
///   kDefaultAlpha`); on a pop, 0.6 × max(0, 1 − f / 0.75), clear from f = 0.75;
/// - the top page casts a shadow on its left edge: a layer shadow (opacity 0.6, offset
///   (−0.8, 0), radius 3 — seed 002's values) of a narrow strip just under its edge.
///
/// 0.3 s, ease-in-out; linear in the fraction when scrubbed, so the top page follows the
/// pointer 1:1.
@MainActor
public final class SnapshotSlideAnimator: StagedAnimator {
    // docs-number: whole-page (snapshot) slide: duration (s)
    /// Seconds the slide takes when not dragged; 0.3 by default.
    public var duration = 0.3
    /// The easing when not dragged; ease-in-out by default.
    public var curve = TimingCurve.easeInOut
    // docs-number: whole-page slide: the page underneath's offset when covered, in widths
    /// How far off to the left the page underneath is when covered, and how fast it follows,
    /// as shares of the width and of the top page's motion (one number in the seed).
    public var parallax = 0.6
    // docs-number: whole-page slide: the cover's alpha when covered
    /// The black cover's alpha over the page underneath when it is covered.
    public var coverAlpha = 0.6
    // docs-number: whole-page slide: the top page's offset, in widths, at which the cover is clear
    /// The top page's offset, in widths, at which the cover is clear.
    public var coverClearOffset = 0.75
    // docs-number: whole-page slide: the top page's shadow opacity
    /// The top page's shadow opacity (seed 002's 0.6).
    public var shadowOpacity = 0.6
    /// The top page's shadow offset (seed 002's (−0.8, 0)).
    public var shadowOffset = Size(width: -0.8, height: 0)
    /// The top page's shadow blur radius (seed 002's 3).
    public var shadowRadius = 3.0
    /// A picture of the page underneath (the seed's screenshot); when set it moves in the
    /// page's place and the page itself stays hidden until the end.
    public var underneathSnapshot: Image?
    /// The parallax of a pop that animates on its own (not dragged), when it should differ:
    /// the seeds' pop brings the page underneath in from a whole width off (1); nil, the
    /// default, uses `parallax` (0.6), as a dragged pop does.
    public var animatedPopParallax: Double?

    /// Keeps the one `PropertyAnimator` of the running transition.
    public let animatorSlot = AnimatorSlot()

    /// Creates the animator; give `underneathSnapshot` to show a picture in place of the page
    /// underneath.
    public init(underneathSnapshot: Image? = nil) {
        self.underneathSnapshot = underneathSnapshot
    }

    /// Whether two pages' bars differ enough that a slide would show one bar snapping into
    /// the other: one is hidden and the other is not, or both show with backgrounds that do
    /// not look alike (`BarLikeness`: a perceptual distance, so white and UIKit's white 0.97
    /// are alike; or one blurs and the other does not), comparing the looks the bars show now
    /// (standard or scroll edge, BarAppearances.md). A navigation controller uses this to pick this animator over
    /// `SlideAnimator`, and `SharedBarTransition` shares two shown bars exactly when this is
    /// false: one rule for both.
    public static func barsDiffer(_ a: PageView, _ b: PageView) -> Bool {
        if a.isBarHidden != b.isBarHidden { return true }
        if a.isBarHidden { return false }
        // The looks shown now: a page's scroll-edge look while its list is at its top (BarAppearances.md).
        return !a.shownBarAppearance.backgroundLooksAlike(b.shownBarAppearance)
    }

    /// The page underneath's x when the top page's left edge is at `offset`:
    /// −parallax × (width − offset).
    public func underneathX(atTopOffset offset: Double, width: Double) -> Double {
        Self.underneathX(offset, width, parallax: parallax)
    }

    /// The cover's alpha when the top page's left edge is at `offset`:
    /// coverAlpha × max(0, 1 − offset / (coverClearOffset × width)).
    public func coverAlpha(atTopOffset offset: Double, width: Double) -> Double {
        Self.coverAlpha(offset, width, alpha: coverAlpha, clearOffset: coverClearOffset)
    }

    private static func underneathX(_ offset: Double, _ width: Double, parallax: Double) -> Double {
        -parallax * (width - offset)
    }

    private static func coverAlpha(_ offset: Double, _ width: Double, alpha: Double, clearOffset: Double) -> Double {
        guard width > 0, clearOffset > 0 else { return 0 }
        return alpha * max(0, 1 - offset / (clearOffset * width))
    }

    /// Returns ``duration``, whatever the context.
    public func transitionDuration(using context: TransitionContext?) -> Double { duration }

    /// The width of the strip that casts the top page's shadow (it lies under the page).
    static let shadowStripWidth = 12.0

    /// Builds the slide: the frozen page underneath, its cover and the top page's shadow, from the
    /// fraction.
    public func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        stagedAnimator(using: context) { stage, animator in
            let isPush = stage.isForward
            let top = stage.top
            let container = context.containerView
            let cover = stage.helper("cover", frame: .zero, color: .black)
            let strip = stage.helper(
                "shadow", frame: Rect(x: 0, y: 0, width: Self.shadowStripWidth, height: stage.height))
            // What moves underneath: the frozen page itself, or the app's picture of it.
            let picture = underneathSnapshot.map { image in
                let picture = stage.helper("snapshot", frame: stage.bounds)
                picture.layer.contents = image
                return picture
            }
            let moving = picture ?? stage.under
            let animatedPop = !isPush && !context.isInteractive
            let parallax = animatedPop ? (animatedPopParallax ?? self.parallax) : self.parallax
            let (coverAlpha, clearOffset) = (self.coverAlpha, coverClearOffset)
            strip.layer.shadowColor = .black
            strip.layer.shadowOpacity = shadowOpacity
            strip.layer.shadowOffset = shadowOffset
            strip.layer.shadowRadius = shadowRadius
            stage.insertArrivingPage(above: isPush)
            if moving !== stage.under {
                container.insertSubview(moving, aboveSubview: stage.under)
                stage.under.isHidden = true
            }
            container.insertSubview(cover, aboveSubview: moving)
            container.insertSubview(strip, belowSubview: top)
            // A large title turns into the back button across the two moving pages (LargeTitles.md); not
            // over the app's picture, which shows the page as it was.
            let titles =
                picture == nil
                ? LargeTitleTransition(
                    top: top, under: stage.under, overlay: stage.helper("largeTitles", frame: .zero), barsShared: false)
                : nil
            if let titles {
                titles.lift(into: container)
                let scene = stage.scene
                animator.addCompletion { _ in scene.performWithoutAnimation { titles.restore() } }
            }
            // Everything from the fraction and the container's size now (a resize re-places it).
            return { f in
                let width = stage.width
                let height = stage.height
                let offset = (isPush ? 1 - f : f) * width
                picture?.frame = stage.bounds
                top.transform = AffineTransform(translationX: offset, y: 0)
                moving.transform = AffineTransform(
                    translationX: Self.underneathX(offset, width, parallax: parallax), y: 0)
                cover.frame = Rect(x: 0, y: 0, width: offset, height: height)
                cover.alpha = Self.coverAlpha(offset, width, alpha: coverAlpha, clearOffset: clearOffset)
                strip.frame = Rect(x: offset, y: 0, width: Self.shadowStripWidth, height: height)
                titles?.place(
                    covered: isPush ? f : 1 - f, width: width, topOffset: offset,
                    underOffset: Self.underneathX(offset, width, parallax: parallax))
            }
        }
    }
}
