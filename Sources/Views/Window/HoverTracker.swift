/// Which views the pointer is over (AppKit's tracking areas, for every view): the hit-tested
/// view and its ancestors up to the window. When that changes, the views left get
/// `pointerExited` (innermost first) and the views entered `pointerEntered` (outermost first),
/// each with `isHovered` already set, as the DOM's mouseleave and mouseenter go.
@MainActor
final class HoverTracker {
    private struct WeakView {
        weak var view: View?
    }

    /// The hovered views, innermost first.
    private var chain: [WeakView] = []

    /// The innermost hovered view, if any.
    var hoveredView: View? { chain.first?.view }

    /// Makes `view` (and its ancestors) the hovered views; nil: none.
    func hover(_ view: View?) {
        var entered: [View] = []
        var current = view
        while let v = current {
            entered.append(v)
            current = v.superview
        }
        // The same views as before, in the same tree, all still hovered: nothing to tell.
        if entered.count == chain.count && zip(entered, chain).allSatisfy({ $0 === $1.view && $0.isHovered }) {
            return
        }
        let stays = Set(entered.map(ObjectIdentifier.init))
        for old in chain {
            // A view that left the window was told so already (`isHovered` is false).
            guard let v = old.view, v.isHovered, !stays.contains(ObjectIdentifier(v)) else { continue }
            v.isHovered = false
            v.pointerExited()
        }
        chain = entered.map { WeakView(view: $0) }
        for v in entered.reversed() where !v.isHovered {
            v.isHovered = true
            v.pointerEntered()
        }
    }
}
