import Geometry

/// Tab order: the stops of a part of the window in reading order (KeyboardFocus.md,
/// "Keyboard focus"). A stop is a view that takes focus, or a group (a list, a tab bar) whose
/// views take focus, on which Tab stops once, landing on its entry.
@MainActor
enum FocusOrder {
    /// One stop of Tab.
    struct Stop {
        /// The view focus goes to: the view itself, or the group's entry.
        let target: View
        /// What the stop stands for: the target, or the group.
        let owner: View
        /// Where the owner is, in window coordinates.
        let frame: Rect
        /// Its place in the tree, front last: the tie-break between equal frames.
        let treeIndex: Int
    }

    /// The stops inside `root` (`root` included), in reading order. `root` itself is taken
    /// as shown; what is below it must show and take input (`FocusSystem.isShown`).
    static func stops(in root: View) -> [Stop] {
        var found: [Stop] = []
        collect(root, into: &found)
        return readingOrder(found)
    }

    /// The group's entry: its preferred view when that can take focus, else its first in
    /// reading order.
    static func entry(of group: View) -> View? {
        if let preferred = group.preferredFocusedViewInGroup, FocusSystem.isShown(preferred, below: group) {
            return preferred
        }
        var inner: [Stop] = []
        for child in group.subviews { collect(child, into: &inner) }
        return readingOrder(inner).first?.target
    }

    private static func collect(_ view: View, into stops: inout [Stop]) {
        guard !view.isHidden, view.alpha >= FocusSystem.minimumAlpha else { return }
        if view.isFocusGroup {
            guard view.isUserInteractionEnabled, let entry = entry(of: view) else { return }
            stops.append(Stop(target: entry, owner: view, frame: frameInWindow(view), treeIndex: stops.count))
            return
        }
        if FocusSystem.takesFocus(view) {
            stops.append(Stop(target: view, owner: view, frame: frameInWindow(view), treeIndex: stops.count))
        }
        guard view.isUserInteractionEnabled else { return }
        for child in view.subviews { collect(child, into: &stops) }
    }

    private static func frameInWindow(_ view: View) -> Rect { view.convert(view.bounds, to: nil) }

    /// Reading order: top to bottom, then left to right. Stops are taken by their tops; a
    /// line is the first stop not yet placed and every later one whose middle is above its
    /// bottom (a bar's items, a label's switch beside a button), and goes left to right.
    static func readingOrder(_ stops: [Stop]) -> [Stop] {
        let byTop = stops.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.treeIndex < b.treeIndex
        }
        var ordered: [Stop] = []
        ordered.reserveCapacity(byTop.count)
        var line: [Stop] = []
        var lineBottom = 0.0
        func flush() {
            ordered += line.sorted { a, b in
                if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
                if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
                return a.treeIndex < b.treeIndex
            }
            line.removeAll(keepingCapacity: true)
        }
        for stop in byTop {
            if !line.isEmpty && stop.frame.midY >= lineBottom { flush() }
            if line.isEmpty { lineBottom = stop.frame.maxY }
            line.append(stop)
        }
        flush()
        return ordered
    }
}
