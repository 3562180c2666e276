/// UIScrollView's rubber band: how far content dragged past an end shows past it. Dragging x
/// points beyond the edge shows (1 − 1/(x·c/d + 1))·d of them, with c = 0.55 and d the view's
/// height: nearly 1:1 at first (slope c), never reaching d however far the drag goes.
struct RubberBand {
    // docs-number: rubber band constant c: x points past the end show (1 - 1/(x c/d + 1)) d
    /// UIKit's constant c.
    static let coefficient = 0.55

    /// The view's extent along the scroll (d); positive.
    var dimension: Double
    var coefficient = RubberBand.coefficient

    /// How far past the edge a drag of `overscroll` points past it shows (same sign).
    func stretched(_ overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// The drag past the edge that shows `shown` points past it: the inverse of `stretched`,
    /// for a scroll that takes over a stretch already showing (a bounce in flight).
    func overscroll(showing shown: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let y = min(abs(shown), dimension * 0.999)
        let x = y / (coefficient * (1 - y / dimension))
        return shown < 0 ? -x : x
    }

    /// d(shown)/d(overscroll) at `overscroll`: how much of the fingers' speed the stretch shows.
    func slope(at overscroll: Double) -> Double {
        guard dimension > 0 else { return 0 }
        let u = abs(overscroll) * coefficient / dimension + 1
        return coefficient / (u * u)
    }
}
