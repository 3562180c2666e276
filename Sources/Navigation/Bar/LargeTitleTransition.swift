import Geometry
import Layers
import Views

/// Large titles in a push or pop (LargeTitles.md), as iOS draws them, as functions of
/// c, how far the top page has come in (c = f on a push, 1 − f on a pop, so a pop is a push
/// played backwards and follows a back-drag frame by frame):
///
/// - the page underneath's large title slides and shrinks towards the top page's back button:
///   its left edge and middle go in a straight line from where they rest to where the back
///   text's are, its scale from 1 to 17/34 (the back text's size over its own), its alpha 1 − c;
/// - the top page's back text comes the other way, from the large title's place at twice its
///   size to its own, its alpha c: the two cross-fade, one over the other, so the title seems
///   to turn into the back button;
/// - the top page's own large title travels with its page.
///
/// Only a large title that shows whole is turned into the back button; one partly folded under
/// the bar by its list fades where it is (its inline title, faint as at rest, goes to the back
/// button as usual). Both moving texts are taken out of their bars into a helper view above the
/// pages, so no cached page is drawn again; at the end they go back, at rest. With bars shared
/// by a slide (`SharedBarTransition`) the bars stand still; otherwise each bar travels with its
/// page, and the texts' paths move with their pages.
@MainActor
final class LargeTitleTransition {
    let top: PageView
    let under: PageView
    let overlay: View
    /// Whether the bars stand still above the pages (shared) or travel with them.
    let barsShared: Bool
    /// The back text's size over the large title's.
    static let backScale = BarButton.font.size / LargeTitleView.fontSize

    /// A text taken out of its bar: where it was, and where it rests in the container.
    private struct Lifted {
        let view: View
        let superview: View
        let index: Int
        let rest: Rect
    }
    private var largeTitle: Lifted?
    private var backTitle: Lifted?
    /// Where the back text's left edge and middle rest when the top page has none to show.
    private var backTarget = Point.zero

    /// Nil unless both views are pages and one of them shows a large title.
    init?(top: View, under: View, overlay: View, barsShared: Bool) {
        guard let top = top as? PageView, let under = under as? PageView,
            Self.showsLargeTitle(top) || Self.showsLargeTitle(under)
        else { return nil }
        self.top = top
        self.under = under
        self.overlay = overlay
        self.barsShared = barsShared
    }

    private static func showsLargeTitle(_ page: PageView) -> Bool {
        !page.isBarHidden && page.navigationBar.largeTitleView.isShown
    }

    /// Whether the page underneath's large title shows whole, and so turns into the back button.
    private var morphsUnderTitle: Bool {
        let view = under.navigationBar.largeTitleView
        return Self.showsLargeTitle(under) && view.shownHeight >= LargeTitleView.bottomInset + LargeTitleView.lineHeight
            && !view.titleLabel.text.isEmpty
    }

    /// Takes the moving texts out of their bars into the overlay, on top of `container`.
    func lift(into container: View) {
        overlay.frame = container.bounds
        container.addSubview(overlay)
        for page in [under, top] {
            page.layoutIfNeeded()
            page.navigationBar.layoutIfNeeded()
        }
        guard morphsUnderTitle else { return }
        let topBar = top.navigationBar
        backTarget = topBar.convert(
            Point(x: NavigationBar.backTitleX, y: NavigationBar.height / 2), to: container)
        largeTitle = lift(under.navigationBar.largeTitleView.titleLabel, into: container)
        if let back = topBar.backButton, !back.title.isEmpty {
            back.layoutIfNeeded()
            backTitle = lift(back.titleLabel, into: container)
        }
    }

    private func lift(_ view: View, into container: View) -> Lifted? {
        guard let superview = view.superview else { return nil }
        view.transform = .identity
        let rest = view.convert(view.bounds, to: container)
        let index = superview.subviews.firstIndex { $0 === view } ?? superview.subviews.count
        overlay.addSubview(view)
        view.frame = rest
        return Lifted(view: view, superview: superview, index: index, rest: rest)
    }

    /// The left edge's middle of `rect`.
    private static func leftMiddle(_ rect: Rect) -> Point { Point(x: rect.minX, y: rect.midY) }

    /// Places every large-title part for `covered` (c), the container `width` wide, with the
    /// top page's and the page underneath's bars moved sideways by `topOffset` and
    /// `underOffset` (0 when the bars are shared and stand still).
    func place(covered c: Double, width: Double, topOffset: Double, underOffset: Double) {
        overlay.frame = Rect(x: 0, y: 0, width: width, height: overlay.superview?.bounds.height ?? 0)
        let topLarge = top.navigationBar.largeTitleView
        // The top page's large title comes in with its page (a travelling bar carries it).
        topLarge.transform = barsShared ? AffineTransform(translationX: (1 - c) * width, y: 0) : .identity
        let underLarge = under.navigationBar.largeTitleView
        underLarge.handOff = c
        if let large = largeTitle {
            let from = Self.leftMiddle(large.rest).moved(by: underOffset)
            let to = (backTitle.map { Self.leftMiddle($0.rest) } ?? backTarget).moved(by: topOffset)
            Self.place(large, at: from.interpolated(to: to, c), scale: 1 + (Self.backScale - 1) * c)
            large.view.alpha = 1 - c
            if let back = backTitle {
                Self.place(
                    back, at: from.interpolated(to: to, c), scale: 1 / Self.backScale + (1 - 1 / Self.backScale) * c)
                back.view.alpha = c
            }
        } else if barsShared {
            // A title partly folded away stays in the still bar and fades.
            underLarge.alpha = 1 - c
        }
    }

    /// Scales `lifted`'s view by `scale` and moves it so that its left edge's middle is at `point`.
    private static func place(_ lifted: Lifted, at point: Point, scale: Double) {
        let rest = lifted.rest
        let left = rest.midX - scale * rest.width / 2
        lifted.view.transform = AffineTransform(scaleX: scale, y: scale)
            .concatenating(AffineTransform(translationX: point.x - left, y: point.y - rest.midY))
    }

    /// Puts the texts back into their bars and every part at rest.
    func restore() {
        for lifted in [largeTitle, backTitle].compactMap({ $0 }) {
            lifted.view.transform = .identity
            lifted.view.alpha = 1
            lifted.superview.insertSubview(lifted.view, at: min(lifted.index, lifted.superview.subviews.count))
            lifted.superview.setNeedsLayout()
        }
        largeTitle = nil
        backTitle = nil
        for view in [top.navigationBar.largeTitleView, under.navigationBar.largeTitleView] {
            view.transform = .identity
            view.alpha = 1
            view.handOff = 0
            view.setNeedsLayout()
        }
        top.navigationBar.backButton?.setNeedsLayout()
        overlay.removeFromSuperview()
    }
}

extension Point {
    /// This point moved sideways by `dx`.
    fileprivate func moved(by dx: Double) -> Point { Point(x: x + dx, y: y) }

    /// The point `fraction` of the way from this one to `other`.
    fileprivate func interpolated(to other: Point, _ fraction: Double) -> Point {
        Point(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction)
    }
}
