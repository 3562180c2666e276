import Geometry
import Layers
import Views

@testable import Navigation

/// The x of `view`'s left edge in the window as drawn now: presentation positions and
/// translations of the view and every superview, less the superviews' bounds origins (the
/// views involved have translation-only transforms).
@MainActor
func screenX(of view: View) -> Double {
    var x = 0.0
    var current: View? = view
    while let v = current {
        let p = v.layer.presentation
        x += p.position.x - p.anchorPoint.x * p.bounds.width + p.transform.m41
        if let superview = v.superview { x -= superview.layer.presentation.bounds.origin.x }
        current = v.superview
    }
    return x
}

/// The opacity `view` is drawn with now: its own presentation opacity times its superviews'.
@MainActor
func drawnOpacity(of view: View) -> Double {
    var opacity = 1.0
    var current: View? = view
    while let v = current {
        opacity *= v.layer.presentation.isHidden ? 0 : v.layer.presentation.opacity
        current = v.superview
    }
    return opacity
}

/// Whether `a` and `b` agree to 1e-9.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

extension NavigationHarness {
    func bar(_ name: String) -> NavigationBar { nav.page(for: page(name)).navigationBar }

    /// Checks that every bar is in its page with its contents at rest.
    func barsAtRest(_ names: [String]) -> Bool {
        names.allSatisfy { name in
            let bar = self.bar(name)
            let parts: [View?] = [bar.titleLabel, bar.titleView, bar.backButton?.titleLabel, bar.backButton?.chevron]
            return bar.superview === pageView(name) && bar.showsOwnBackground
                && (parts.compactMap { $0 } + bar.itemViews).allSatisfy { $0.transform == .identity && $0.alpha == 1 }
        }
    }
}
