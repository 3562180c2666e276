import Geometry

/// The elements of one window as a screen reader sees them, walked on demand: what the
/// AT-SPI bridge exports and what tests read. A plain value over the window; nothing is kept,
/// so each question is answered from the views as they are now, and asking nothing costs
/// nothing.
///
/// The contract (ScreenReaders.md has the rules in full):
/// - **Nodes**: the window (the root), every view that is an accessibility element, has a
///   container type, is modal or has the `.tabBar` trait. Other views are see-through: their
///   nodes are their superview's node's children. An element's subviews are not read.
/// - **Hidden**: a view that is hidden, has alpha below 0.01 or has
///   `accessibilityElementsHidden` is not in the tree, nor is anything inside it.
/// - **Order**: a container's `accessibilityElements` when set, else its subviews top to
///   bottom, then left to right (by their frames in the window), ties in subview order.
/// - **Modal**: while a modal view (`accessibilityViewIsModal`) shows, it is the root's only
///   child: what is beside and under it is out of the tree. The topmost one wins.
/// - **At rest**: a navigation container mid-transition lists its pages as they will be
///   when the transition ends (the arriving page, never both), so a reader never meets the
///   leaving page; a presentation being dismissed is out of the tree from the start.
@MainActor
public struct AccessibilityTree {
    /// The window walked.
    public let window: Window

    /// The tree of `window`.
    public init(window: Window) { self.window = window }

    /// The window's node.
    public var root: AccessibilityNode { AccessibilityNode(window) }

    // MARK: - Walking down

    /// The nodes under `node`, in reading order; none for an element or a view out of the tree.
    public func children(of node: AccessibilityNode) -> [AccessibilityNode] {
        let view = node.view
        if view === window {
            if let modal = modalView { return [AccessibilityNode(modal)] }
            return collect(in: window)
        }
        guard !view.isAccessibilityElement || isContainer(view) else { return [] }
        return collect(in: view)
    }

    /// Every node of the tree, depth first, the root first.
    public var allNodes: [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        func visit(_ node: AccessibilityNode) {
            result.append(node)
            for child in children(of: node) { visit(child) }
        }
        visit(root)
        return result
    }

    /// The first node, depth first, that `matches`.
    public func first(where matches: (AccessibilityNode) -> Bool) -> AccessibilityNode? {
        func visit(_ node: AccessibilityNode) -> AccessibilityNode? {
            if matches(node) { return node }
            for child in children(of: node) {
                if let found = visit(child) { return found }
            }
            return nil
        }
        return visit(root)
    }

    /// The modal view in charge: the topmost shown view with `accessibilityViewIsModal`, if any.
    public var modalView: View? { topmostModal(in: window) }

    // MARK: - Walking up

    /// The node `node` is a child of; nil for the root and for a view out of the tree.
    public func parent(of node: AccessibilityNode) -> AccessibilityNode? {
        guard node.view !== window, node.view.window === window else { return nil }
        var current = node.view.superview
        while let ancestor = current {
            if ancestor === window || isNode(ancestor) {
                let candidate = AccessibilityNode(ancestor)
                if children(of: candidate).contains(node) { return candidate }
            }
            current = ancestor.superview
        }
        return nil
    }

    /// Where `node` stands among its parent's children; nil out of the tree.
    public func index(of node: AccessibilityNode) -> Int? {
        guard let parent = parent(of: node) else { return nil }
        return children(of: parent).firstIndex(of: node)
    }

    /// Whether `node` is in the tree now: the root, or a child of a node in it.
    public func contains(_ node: AccessibilityNode) -> Bool {
        if node.view === window { return true }
        guard let parent = parent(of: node) else { return false }
        return contains(parent)
    }

    /// The node of `view` or, when it is see-through or inside an element (a button's title
    /// label), of the nearest view above it that is one; nil when that is out of the tree.
    public func node(for view: View) -> AccessibilityNode? {
        var current: View? = view
        while let v = current {
            if v === window || isNode(v) {
                let node = AccessibilityNode(v)
                if contains(node) { return node }
                // Out of the tree, unless an element above reads it as part of itself.
                guard isInsideElement(v) else { return nil }
            }
            current = v.superview
        }
        return nil
    }

    /// Whether a view above `view` is an element (which reads its subviews as part of itself).
    private func isInsideElement(_ view: View) -> Bool {
        var current = view.superview
        while let v = current {
            if v.isAccessibilityElement && !isContainer(v) { return true }
            current = v.superview
        }
        return false
    }

    /// The node that has keyboard focus (the focused view's), if it is in the tree.
    public var focusedNode: AccessibilityNode? {
        guard let focused = window.focusedView else { return nil }
        return node(for: focused)
    }

    // MARK: - The rules

    /// Whether `view` is a node of its own (the window aside).
    func isNode(_ view: View) -> Bool {
        view.isAccessibilityElement || isContainer(view) || view.accessibilityViewIsModal
    }

    /// Whether `view` holds elements as a node: a container type or a row of tabs.
    private func isContainer(_ view: View) -> Bool {
        view.accessibilityContainerType != .none || view.accessibilityTraits.contains(.tabBar)
    }

    /// Whether `view` is shown to a screen reader (its superviews aside).
    private func shows(_ view: View) -> Bool {
        !view.isHidden && view.alpha >= Self.minimumAlpha && !view.accessibilityElementsHidden
    }

    /// Below this alpha a view is not shown (as for clicks and keyboard focus).
    static let minimumAlpha = 0.01

    /// The nodes in `view`, which is see-through or a container, in reading order.
    private func collect(in view: View) -> [AccessibilityNode] {
        var result: [AccessibilityNode] = []
        for child in elements(of: view) where shows(child) {
            if isNode(child) {
                result.append(AccessibilityNode(child))
            } else {
                result += collect(in: child)
            }
        }
        return result
    }

    /// A view's elements in reading order: `accessibilityElements`, else the subviews top to
    /// bottom, left to right.
    private func elements(of view: View) -> [View] {
        if let elements = view.accessibilityElements { return elements }
        let placed = view.subviews.enumerated().map { (index: $0.offset, view: $0.element, frame: $0.element.frame) }
        return placed.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
            return a.index < b.index
        }.map(\.view)
    }

    /// The last modal view painted in `view` (depth first, back to front), not looking inside
    /// elements.
    private func topmostModal(in view: View) -> View? {
        var found: View?
        for child in view.accessibilityElements ?? view.subviews where shows(child) {
            if child.accessibilityViewIsModal { found = child }
            if child.isAccessibilityElement && !isContainer(child) { continue }
            if let inner = topmostModal(in: child) { found = inner }
        }
        return found
    }
}
