import Animation
import Geometry
import Layers
import Views

/// A split view's collapse and expansion: each column moves and resizes from where it was
/// (`startFrames`) to where it rests in the new arrangement, together — the sidebar slides
/// out to the left while the content widens over its place, or the content slides out to the
/// right while the sidebar widens (and the other way round to expand). 0.3 s, ease-in-out.
///
/// A column that changes size is drawn directly rather than from a cached image (its cache
/// would be redrawn every frame anyway); the host restores its rasterization at the end.
@MainActor
final class SplitColumnsAnimator: StagedAnimator {
    var duration = 0.3
    var curve = TimingCurve.easeInOut
    let animatorSlot = AnimatorSlot()
    private let startFrames: [(view: View, frame: Rect)]

    init(startFrames: [(view: View, frame: Rect)]) {
        self.startFrames = startFrames
    }

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func makeAnimator(using context: TransitionContext) -> PropertyAnimator {
        // Both columns stay: each rests where the split view puts it, asked live.
        let restFrame: @MainActor (View) -> Rect = { view in
            (context as? ContainerTransitionContext)?.restFrame(view) ?? view.frame
        }
        return stagedAnimator(using: context) { _, _ in
            let columns = startFrames
            for (view, start) in columns where start.size != restFrame(view).size {
                view.layer.shouldRasterize = false
            }
            return { f in
                for (view, start) in columns {
                    view.frame = start.interpolated(to: restFrame(view), fraction: f)
                }
            }
        }
    }
}
