import Geometry

/// A pan that starts at an edge of the window (UIKit's UIScreenEdgePanGestureRecognizer): the
/// press must be within `edgeZoneWidth` of one of `edges`, and the movement past the slop must
/// point away from that edge, along its normal (|dx| > |dy| for left and right). Anything else
/// fails, so other recognizers get the sequence.
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The window edges it starts from (`UIScreenEdgePanGestureRecognizer.edges`): none
    /// until set, as in UIKit, when made with `init(action:)` or `init(target:action:)`.
    public var edges: RectEdges
    // docs-number: screen-edge pan: how near the edge a press must be (points)
    /// How far from an edge (in window points) a press counts as on it.
    public var edgeZoneWidth = 20.0

    /// The listed edges whose zone the press was in.
    private var pressedEdges: RectEdges = []

    /// Creates a recognizer for drags that start at `edges`.
    public init(edges: RectEdges, action: Action? = nil) {
        self.edges = edges
        super.init(action: action)
    }

    /// Creates a recognizer with no edges, as UIKit's starts: set `edges` before it can begin.
    public override init(action: Action? = nil) {
        self.edges = []
        super.init(action: action)
    }

    /// Notes which of `edges` the press is near (in the window); a press near none fails.
    open override func pointerBegan(_ event: PointerEvent) {
        super.pointerBegan(event)
        guard let window = view?.window else {
            setState(.failed)
            return
        }
        pressedEdges = edges.intersection(zones(containing: event.location, in: window.bounds.size))
        // Failing at the press lets recognizers that wait for this one go on at once.
        if pressedEdges.isEmpty { setState(.failed) }
    }

    /// Forgets the edges the last press was near.
    open override func reset() {
        super.reset()
        pressedEdges = []
    }

    /// Allows a pan that moves away from an edge the press was near, along that edge's normal.
    open override func allowsBegin(from pressLocation: Point, translation t: Point) -> Bool {
        let horizontal = abs(t.x) > abs(t.y)
        let vertical = abs(t.y) > abs(t.x)
        return (pressedEdges.contains(.left) && horizontal && t.x > 0)
            || (pressedEdges.contains(.right) && horizontal && t.x < 0)
            || (pressedEdges.contains(.top) && vertical && t.y > 0)
            || (pressedEdges.contains(.bottom) && vertical && t.y < 0)
    }

    /// The edges whose zone holds `point` (window coordinates) in a window of `size`.
    private func zones(containing point: Point, in size: Size) -> RectEdges {
        var result: RectEdges = []
        if point.x < edgeZoneWidth { result.insert(.left) }
        if point.x >= size.width - edgeZoneWidth { result.insert(.right) }
        if point.y < edgeZoneWidth { result.insert(.top) }
        if point.y >= size.height - edgeZoneWidth { result.insert(.bottom) }
        return result
    }
}
