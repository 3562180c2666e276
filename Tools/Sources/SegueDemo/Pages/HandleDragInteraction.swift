import Geometry
import Navigation
import Views

/// An app-written interaction controller: a `PercentDrivenInteractiveTransition` subclass with
/// its own pan on a handle. Dragging the handle down pops the page and moves the pop with the
/// pointer (progress: the distance dragged over the window's height); the release completes
/// past a third, or when flung down at a third of a height per second or more, and otherwise
/// goes back, either way starting at the pointer's speed.
@MainActor
final class HandleDragInteraction: PercentDrivenInteractiveTransition {
    let pan = PanGestureRecognizer()
    /// True from the drag's start until its release: the delegate asks for the page's own pop
    /// only then.
    private(set) var isDragging = false
    private weak var page: ViewController?

    init(handle: View, page: ViewController) {
        self.page = page
        super.init()
        handle.addGestureRecognizer(pan)
        pan.addAction { [unowned self] _ in handleDrag() }
    }

    private var distance: Double { max(page?.navigationController?.view.bounds.height ?? 1, 1) }

    private func handleDrag() {
        let dy = pan.translation(in: nil).y
        switch pan.state {
        case .began:
            isDragging = true
            page?.navigationController?.popViewController(animated: true)
            update(dy / distance)
        case .changed:
            update(dy / distance)
        case .ended:
            let speed = pan.velocity(in: nil).y / distance
            let fraction = dy / distance
            if speed >= 1.0 / 3 || (speed > -1.0 / 3 && fraction > 1.0 / 3) {
                finish(velocity: speed)
            } else {
                cancel(velocity: speed)
            }
            isDragging = false
        case .cancelled:
            cancel()
            isDragging = false
        default:
            break
        }
    }
}
