import Geometry
import Layers
import Views

/// Where the contents of two alike bars are during a slide, so that they look like one bar
/// whose contents change (UIKit's look), as simple functions of c — how far the top page
/// has come in: c = f on a push and c = 1 − f on a pop (f the transition's fraction), so a
/// pop is a push played backwards. Offsets are horizontal translations from where each part
/// is laid out; W is the bar's width, h = `handOver` = 0.5.
///
/// | part                            | offset                      | alpha      |
/// |---------------------------------|-----------------------------|------------|
/// | top bar's title                 | (1 − c) · W/2               | c          |
/// | under bar's title               | c · (backTitleX − underTitleX) | max(0, 1 − c/h) |
/// | top bar's back text             | (1 − c) · (underTitleX − backTitleX) | max(0, (c − h)/(1 − h)) |
/// | under bar's back text           | c · (backTitleX − underTitleX) | max(0, 1 − c/h) |
/// | top bar's chevron               | 0                           | c, or 1 when shared |
/// | under bar's chevron             | 0                           | 1 − c, or 0 when shared |
/// | top bar's left and right items  | 0                           | c          |
/// | under bar's items               | 0                           | max(0, 1 − c/q) |
///
/// with q = `itemsFadeOut` = 0.25: the leaving items are gone within the first quarter, so
/// the new title, which comes in from the right, never passes under opaque items (UIKit fades
/// the outgoing items quickly; their spot is the incoming title's path).
/// So on a push the new title comes in from half a width to the right, fading in; the old
/// title slides left until its left edge is where the back text starts, fading out; the new
/// back text (which is usually the old title) comes from where the old title was. The old
/// title and the new back text travel together, one over the other, so they must not both
/// show: the back slot changes hands at c = h. The old title is gone by then, and the new
/// back text only starts to show after it, so at every c at most one of the two is drawn
/// (the sum of their alphas is the larger of them, never above 1). UIKit does the same: the
/// title fades out on its way to the back button, whose text fades in on its own.
///
/// The under bar's back text slides left with the old title (the same offset keeps the
/// space between them, so they never overlap) and goes behind the chevron, where the back
/// button clips its text (UIKit's back-indicator mask); it too is gone at c = h, so it never
/// shows together with the new back text that takes its place. When both bars show a
/// chevron in the same colour it is "shared": the top one shows all along and the under one
/// not at all, so the chevron stands still. At c = 0 the top bar's contents are invisible
/// and the under bar's at rest; at c = 1 the reverse; so nothing jumps when the transition
/// starts or ends.
package struct SharedBarMotion: Equatable, Sendable {
    // docs-number: shared bars: where the back slot changes hands (fraction)
    /// The c at which the back slot changes hands: the under bar's title and back text have
    /// faded out, the top bar's back text starts to fade in.
    package static let handOver = 0.5
    // docs-number: shared bars: the under bar's items are gone by this c (fraction)
    /// The c by which the under bar's items have faded out: the incoming title, sliding in
    /// from the right, crosses their place while c is small.
    package static let itemsFadeOut = 0.25

    /// W: the bar's width.
    package var width: Double
    /// The under bar's title's left edge at rest (for an untitled under bar, where the top
    /// bar's back text would start if it were centred).
    package var underTitleX: Double
    /// Where the top bar's back text starts at rest.
    package var backTitleX: Double
    /// Whether both bars show a chevron of the same colour.
    package var sharesChevron: Bool

    /// Describes the motion of two alike bars of width `width`.
    package init(width: Double, underTitleX: Double, backTitleX: Double = NavigationBar.backTitleX, sharesChevron: Bool)
    {
        self.width = width
        self.underTitleX = underTitleX
        self.backTitleX = backTitleX
        self.sharesChevron = sharesChevron
    }

    /// The top bar's title: (1 − c) · W/2, in from half a width to the right.
    package func topTitleOffset(_ c: Double) -> Double { (1 - c) * width / 2 }
    /// The under bar's title: c · (backTitleX − underTitleX), left to where back text starts.
    package func underTitleOffset(_ c: Double) -> Double { c * (backTitleX - underTitleX) }
    /// Fades out over the first half, so it is gone before the new back text shows.
    package func underTitleAlpha(_ c: Double) -> Double { max(0, 1 - c / Self.handOver) }
    /// The top bar's back text: (1 − c) · (underTitleX − backTitleX), from where the old title was.
    package func topBackTitleOffset(_ c: Double) -> Double { (1 - c) * (underTitleX - backTitleX) }
    /// Fades in over the second half, once the old title it travels with is gone.
    package func topBackTitleAlpha(_ c: Double) -> Double { max(0, (c - Self.handOver) / (1 - Self.handOver)) }
    /// Moves with the old title, so the two keep the space between them.
    package func underBackTitleOffset(_ c: Double) -> Double { underTitleOffset(c) }
    /// The under bar's back text fades as its title does.
    package func underBackTitleAlpha(_ c: Double) -> Double { underTitleAlpha(c) }
    /// The top bar's chevron: c, or 1 when the chevron is shared.
    package func topChevronAlpha(_ c: Double) -> Double { sharesChevron ? 1 : c }
    /// The under bar's chevron: 1 − c, or 0 when the chevron is shared.
    package func underChevronAlpha(_ c: Double) -> Double { sharesChevron ? 0 : 1 - c }
    /// The top bar's items: c.
    package func topItemsAlpha(_ c: Double) -> Double { c }
    /// The under bar's items: gone by c = `itemsFadeOut`, before the new title reaches them.
    package func underItemsAlpha(_ c: Double) -> Double { max(0, 1 - c / Self.itemsFadeOut) }
}

/// Two alike bars shown as one during a slide (see `SharedBarMotion`).
///
/// When the transition starts both bars are lifted out of their pages into one helper view
/// at the top of the container, above the pages, the dim and the shadow; the helper draws
/// the one background and hairline, which therefore stay still whatever the pages do, and
/// the bars draw only their contents. Alike bars may still differ imperceptibly
/// (`BarLikeness`), so the background's and hairline's colours blend from the under bar's
/// to the top bar's with c. The pages, without their bars, move as cached images.
/// When it ends, each bar goes back into its page where it was, its contents at rest.
@MainActor
final class SharedBarTransition {
    let top: PageView
    let under: PageView
    let backdrop: View
    let hairline = View()
    private(set) var motion: SharedBarMotion
    private var lifted: [(bar: NavigationBar, page: PageView, index: Int)] = []

    /// Whether the bars of `a` and `b` can be shown as one: both shown, and not different by
    /// `SnapshotSlideAnimator.barsDiffer` — the same rule that chose the slide, so a slide
    /// the navigation controller picks always shares its bars.
    static func barsAlike(_ a: PageView, _ b: PageView) -> Bool {
        !a.isBarHidden && !b.isBarHidden && !SnapshotSlideAnimator.barsDiffer(a, b)
    }

    /// Nil unless both views are pages whose bars look alike.
    init?(top: View, under: View, backdrop: View) {
        guard let top = top as? PageView, let under = under as? PageView, Self.barsAlike(top, under) else {
            return nil
        }
        self.top = top
        self.under = under
        self.backdrop = backdrop
        motion = SharedBarMotion(width: 0, underTitleX: 0, sharesChevron: false)
    }

    private var bars: [NavigationBar] { [under.navigationBar, top.navigationBar] }

    /// Moves both bars into the backdrop, which goes on top of `container`.
    func lift(into container: View) {
        let width = container.bounds.width
        backdrop.frame = Rect(x: 0, y: 0, width: width, height: NavigationBar.height)
        backdrop.backgroundColor = under.navigationBar.appearance.shownBackgroundColor
        backdrop.layer.backdropBlurRadius = under.navigationBar.appearance.blurRadius
        hairline.name = "hairline"
        hairline.isUserInteractionEnabled = false
        let pixel = container.hairlineWidth
        hairline.frame = Rect(x: 0, y: NavigationBar.height - pixel, width: width, height: pixel)
        backdrop.addSubview(hairline)
        container.addSubview(backdrop)
        for page in [under, top] {
            page.layoutIfNeeded()
            let bar = page.navigationBar
            bar.layoutIfNeeded()
            lifted.append((bar, page, page.subviews.firstIndex { $0 === bar } ?? page.subviews.count))
            // A search bar travels with its page, not with the shared bar (SearchInTheBar.md
            // bar"): it stays in the page where the bar showed it, drawing the bar's background
            // and hairline itself until the bar comes back.
            if let search = bar.searchBar, search.superview === bar {
                let frame = Rect(
                    x: 0, y: bar.frame.minY + NavigationBar.height + bar.largeTitleHeight, width: bar.frame.width,
                    height: bar.searchBarHeight)
                search.standAlone(with: bar.appearance)
                page.addSubview(search)
                search.frame = frame
            }
            bar.showsOwnBackground = false
            backdrop.addSubview(bar)
        }
        motion = Self.motion(top: top.navigationBar, under: under.navigationBar, width: width)
    }

    /// The container is `width` wide now (a resize mid-transition): the backdrop, the bars
    /// and the motion follow. Nothing happens when the width is unchanged.
    func relayout(width: Double) {
        guard width != motion.width, !lifted.isEmpty else { return }
        backdrop.frame = Rect(x: 0, y: 0, width: width, height: NavigationBar.height)
        let pixel = backdrop.hairlineWidth
        hairline.frame = Rect(x: 0, y: NavigationBar.height - pixel, width: width, height: pixel)
        for (bar, _, _) in lifted {
            bar.frame = Rect(x: 0, y: 0, width: width, height: bar.bounds.height)
            bar.layoutIfNeeded()
        }
        motion = Self.motion(top: top.navigationBar, under: under.navigationBar, width: width)
    }

    static func motion(top: NavigationBar, under: NavigationBar, width: Double) -> SharedBarMotion {
        let underTitleX: Double
        if !under.title.isEmpty || under.titleView != nil {
            underTitleX = under.restingFrame(of: under.titleLabel).minX
        } else {
            let backWidth = top.backButton?.textWidth ?? 0
            underTitleX = ((width - backWidth) / 2).rounded()
        }
        let sharesChevron =
            top.backButton != nil && under.backButton != nil
            && top.tintColor == under.tintColor
        return SharedBarMotion(width: width, underTitleX: underTitleX, sharesChevron: sharesChevron)
    }

    /// Places both bars' contents for `c`, how far the top page has come in.
    func place(covered c: Double) {
        let t = top.navigationBar
        let u = under.navigationBar
        // A title view moves and fades as the title it stands in for.
        // An inline title waiting for its large title to scroll away stays as faint as at rest.
        // (Each placed by name, not from an array made every frame.)
        let topTitle = AffineTransform(translationX: motion.topTitleOffset(c), y: 0)
        let topAlpha = c * t.restingTitleAlpha
        Self.place(t.titleLabel, topTitle, topAlpha)
        if let view = t.titleView { Self.place(view, topTitle, topAlpha) }
        let underTitle = AffineTransform(translationX: motion.underTitleOffset(c), y: 0)
        let underAlpha = motion.underTitleAlpha(c) * u.restingTitleAlpha
        Self.place(u.titleLabel, underTitle, underAlpha)
        if let view = u.titleView { Self.place(view, underTitle, underAlpha) }
        if let back = t.backButton {
            back.titleLabel.transform = AffineTransform(translationX: motion.topBackTitleOffset(c), y: 0)
            back.titleLabel.alpha = motion.topBackTitleAlpha(c)
            back.chevron.alpha = motion.topChevronAlpha(c)
        }
        if let back = u.backButton {
            back.titleLabel.transform = AffineTransform(translationX: motion.underBackTitleOffset(c), y: 0)
            back.titleLabel.alpha = motion.underBackTitleAlpha(c)
            back.chevron.alpha = motion.underChevronAlpha(c)
        }
        for item in t.itemViews { item.alpha = motion.topItemsAlpha(c) }
        for item in u.itemViews { item.alpha = motion.underItemsAlpha(c) }
        // Alike is not equal (white and white 0.97 are alike): the one background blends from
        // the under bar's to the top bar's, so it matches each bar exactly at its end.
        backdrop.backgroundColor = Color.interpolate(
            from: u.appearance.shownBackgroundColor, to: t.appearance.shownBackgroundColor, fraction: c)
        // The one background is as tall as the bars' rows and large titles, from one's to the
        // other's (LargeTitles.md).
        let height = NavigationBar.height + u.largeTitleHeight + (t.largeTitleHeight - u.largeTitleHeight) * c
        backdrop.frame = Rect(x: 0, y: 0, width: motion.width, height: height)
        let pixel = backdrop.hairlineWidth
        hairline.frame = Rect(x: 0, y: height - pixel, width: motion.width, height: pixel)
        // A bar showing a search strip has its line under the strip, which travels with its
        // page: the still line under the title row is not its.
        let from = u.totalHeight > NavigationBar.height + u.largeTitleHeight ? nil : u.appearance.shadowColor
        let to = t.totalHeight > NavigationBar.height + t.largeTitleHeight ? nil : t.appearance.shadowColor
        hairline.isHidden = from == nil && to == nil
        if let color = from ?? to {
            hairline.backgroundColor = Color.interpolate(
                from: from ?? color.withAlpha(0), to: to ?? color.withAlpha(0), fraction: c)
        }
    }

    private static func place(_ title: View, _ transform: AffineTransform, _ alpha: Double) {
        title.transform = transform
        title.alpha = alpha
    }

    /// Puts each bar back into its page, at rest.
    func restore() {
        for (bar, page, index) in lifted {
            bar.resetTransitionState()
            bar.showsOwnBackground = true
            page.insertSubview(bar, at: index)
            if let search = bar.searchBar, search.superview === page {
                search.standAlone(with: nil)
                bar.addSubview(search)
                bar.setNeedsLayout()
            }
        }
        lifted = []
        backdrop.removeFromSuperview()
    }
}
