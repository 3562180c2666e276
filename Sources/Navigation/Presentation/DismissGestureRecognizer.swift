import Geometry
import Views

/// The drag-to-dismiss of a presented page: a downward swipe from anywhere on it — except
/// over a list scrolled away from its top (UIKit's rule: a sheet follows the drag only once
/// its content is at the top, so a drag on a scrolled list never throws the page away).
@MainActor
public final class DismissGestureRecognizer: SwipeGestureRecognizer {
    /// Creates a recognizer for downward drags.
    public init() { super.init(axis: .vertical) }

    override func allowsStart(from pressLocation: Point) -> Bool {
        guard let root = view, let hit = root.window?.hitTest(pressLocation) else { return true }
        var current: View? = hit
        while let view = current, view !== root {
            if let list = view as? ScrollList, list.contentOffset > 0 { return false }
            current = view.superview
        }
        return true
    }
}
