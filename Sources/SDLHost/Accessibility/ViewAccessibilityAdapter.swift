import Geometry
import Views

// A temporary adapter: the bridge's nodes made from plain views (a label's text, a button's
// title, a list row's title), until views carry UIKit's accessibility properties and the
// window offers its own accessibility tree; then this one file is re-pointed at that tree.

/// Makes `AccessibleNode`s from one window's views, lazily and once per view (a node lives as
/// long as its view: the bridge's object paths stay stable).
///
/// Views that mean something to a screen reader become nodes (labels, controls, list rows, text
/// fields, lists, pages); the others are see-through: their children take their place. Hidden,
/// transparent and off-window views are left out. While a page is presented over the window's
/// content, only the top presentation is exported (what is under it is hidden, as
/// `accessibilityViewIsModal` does).
@MainActor
final class ViewAccessibilityAdapter {
    let window: Window
    /// The application node, the tree's root.
    private(set) var application: ApplicationAccessibleNode!
    private var nodes: [ObjectIdentifier: ViewAccessibleNode] = [:]

    init(window: Window, applicationName: String) {
        self.window = window
        application = ApplicationAccessibleNode(adapter: self, name: applicationName)
    }

    /// Node count past which the nodes of views that are gone are dropped.
    private var purgeThreshold = 256

    /// The node for `view` (made on first use).
    func node(for view: View) -> ViewAccessibleNode {
        if let node = nodes[ObjectIdentifier(view)], node.view === view { return node }
        let node = ViewAccessibleNode(view: view, adapter: self)
        nodes[ObjectIdentifier(view)] = node
        if nodes.count > purgeThreshold {
            // Pages come and go: their views' nodes go with them, in one sweep now and then.
            nodes = nodes.filter { $0.value.view != nil }
            purgeThreshold = max(256, nodes.count * 2)
        }
        return node
    }

    /// How many nodes are kept (for tests: nodes of views that are gone do not pile up).
    var nodeCount: Int { nodes.count }

    /// The window's node.
    var windowNode: ViewAccessibleNode { node(for: window) }

    /// The node for the focused view (or the first responder), if it is exported.
    var focusedNode: ViewAccessibleNode? {
        guard let view = window.focusedView ?? (window.firstResponder as? View) else { return nil }
        return Self.role(of: view) == nil ? nil : node(for: view)
    }

    /// The nodes of the pages shown now (views a view controller owns, containers and their
    /// pages alike), in tree order: when one comes or goes, its parent's children changed.
    var shownPages: [ViewAccessibleNode] {
        pages(in: exportedRoot).map(node(for:))
    }

    /// The view whose subtree the window exports: the top presentation when one is up.
    var exportedRoot: View {
        if let layer = window.overlays.first(where: { $0.name == "presentations" }), Self.isShown(layer),
            let top = layer.subviews.last(where: Self.isShown)
        {
            return top
        }
        return window
    }

    /// Is a presentation up (the window's content hidden under it)?
    var isPresenting: Bool { exportedRoot !== window }

    /// The exported children of `view`: its shown subviews that are nodes, with the
    /// see-through ones replaced by their own children.
    func children(of view: View) -> [any AccessibleNode] {
        let start = view === window ? exportedRoot : view
        guard start === view || Self.isShown(start) else { return [] }
        var result: [any AccessibleNode] = []
        if start !== view {
            if Self.role(of: start) != nil { return [node(for: start)] }
        }
        for subview in start.subviews where Self.isShown(subview) && isOnWindow(subview) {
            if Self.role(of: subview) != nil {
                result.append(node(for: subview))
            } else {
                result.append(contentsOf: children(of: subview))
            }
        }
        return result
    }

    /// The exported node `view` belongs to: itself, or its nearest exported ancestor.
    func parentNode(of view: View) -> (any AccessibleNode)? {
        if view === window { return application }
        var candidate = view.superview
        while let ancestor = candidate {
            if ancestor === window || ancestor === exportedRoot && Self.role(of: ancestor) == nil { return windowNode }
            if Self.role(of: ancestor) != nil { return node(for: ancestor) }
            candidate = ancestor.superview
        }
        return windowNode
    }

    private func pages(in view: View) -> [View] {
        guard Self.isShown(view) else { return [] }
        let own = view.owningResponder != nil && view !== window ? [view] : []
        return own + view.subviews.flatMap { pages(in: $0) }
    }

    private func isOnWindow(_ view: View) -> Bool {
        let frame = view.convert(view.bounds, to: nil)
        return frame.width <= 0 || frame.height <= 0 || frame.intersection(window.bounds) != nil
    }

    static func isShown(_ view: View) -> Bool { !view.isHidden && view.alpha > 0 }

    /// The role `view` is exported with; nil for a see-through view.
    static func role(of view: View) -> AccessibleRole? {
        switch view {
        case is Window: return .frame
        case let field as TextField: return field.isSecureTextEntry ? .passwordText : .entry
        case is Switch: return .toggleButton
        case is ListRowView: return .listItem
        case is ScrollList: return .list
        case is Control: return typeName(view) == "TabBarButton" ? .pageTab : .pushButton
        case let label as Label:
            if label.text.isEmpty { return nil }
            return isInBar(label) ? .heading : .label
        default:
            if typeName(view) == "TabBar" { return .pageTabList }
            if view.owningResponder != nil { return isPresented(view) ? .dialog : .panel }
            return nil
        }
    }

    static func typeName(_ view: View) -> String { String(describing: type(of: view)) }

    /// Is `label` a bar's title (the navigation bar's, or its large title)?
    private static func isInBar(_ label: Label) -> Bool {
        var candidate = label.superview
        while let ancestor = candidate {
            let name = typeName(ancestor)
            if name == "NavigationBar" || name == "LargeTitleView" { return true }
            if ancestor is Control { return false }
            candidate = ancestor.superview
        }
        return false
    }

    private static func isPresented(_ view: View) -> Bool {
        var candidate = view.superview
        while let ancestor = candidate {
            if ancestor.name == "presentations" { return true }
            candidate = ancestor.superview
        }
        return false
    }

    /// The text of the first shown label in `view`'s subtree (depth first).
    static func firstLabelText(in view: View) -> String? {
        for subview in view.subviews where isShown(subview) {
            if let label = subview as? Label, !label.text.isEmpty { return label.text }
            if let text = firstLabelText(in: subview) { return text }
        }
        return nil
    }
}

/// The application: the root the bridge embeds in the desktop's registry.
@MainActor
final class ApplicationAccessibleNode: AccessibleNode {
    private unowned let adapter: ViewAccessibilityAdapter
    let name: String

    init(adapter: ViewAccessibilityAdapter, name: String) {
        self.adapter = adapter
        self.name = name
    }

    var role: AccessibleRole { .application }
    var nodeDescription: String { "" }
    var states: Set<AccessibleState> { [] }
    var parent: (any AccessibleNode)? { nil }
    var children: [any AccessibleNode] { [adapter.windowNode] }
    var frameInWindow: Rect? { nil }
    var attributes: [(String, String)] { [("toolkit", "Segue")] }
    var actionNames: [String] { [] }
    func performAction(at index: Int) -> Bool { false }
    func grabFocus() -> Bool { false }
    var text: String? { nil }
    func setText(_ text: String) -> Bool { false }
    var value: AccessibleValue? { nil }
    func setValue(_ value: Double) -> Bool { false }
    func selectChild(at index: Int) -> Bool { false }
}

/// One view, as a screen reader sees it.
@MainActor
final class ViewAccessibleNode: AccessibleNode {
    private(set) weak var view: View?
    private unowned let adapter: ViewAccessibilityAdapter

    init(view: View, adapter: ViewAccessibilityAdapter) {
        self.view = view
        self.adapter = adapter
    }

    var role: AccessibleRole { view.flatMap(ViewAccessibilityAdapter.role(of:)) ?? .filler }

    var name: String {
        guard let view else { return "" }
        switch view {
        case let window as Window: return window.title ?? adapter.application.name
        case let label as Label: return label.text
        case let row as ListRowView: return row.row.title
        case let field as TextField: return view.name ?? field.placeholder ?? ""
        case is Switch:
            // A switch has no text of its own: the label beside it (its row's) names it.
            return view.superview.flatMap(ViewAccessibilityAdapter.firstLabelText(in:)) ?? view.name ?? ""
        case is Control:
            if ViewAccessibilityAdapter.typeName(view) == "BackButton" { return "Back" }
            return ViewAccessibilityAdapter.firstLabelText(in: view) ?? view.name ?? ""
        default:
            // A presented page is named by its first text (its title); pages and lists by their
            // view's name only (their first text is a row's, not theirs).
            if role == .dialog { return ViewAccessibilityAdapter.firstLabelText(in: view) ?? "" }
            return ""
        }
    }

    var nodeDescription: String {
        guard let view else { return "" }
        if let field = view as? TextField { return field.placeholder ?? "" }
        if let row = view as? ListRowView { return row.row.subtitle ?? "" }
        if ViewAccessibilityAdapter.typeName(view) == "BackButton" {
            return ViewAccessibilityAdapter.firstLabelText(in: view) ?? ""
        }
        return ""
    }

    var states: Set<AccessibleState> {
        guard let view else { return [] }
        var states: Set<AccessibleState> = [.visible, .showing]
        let enabled = (view as? Control)?.isEnabled ?? true
        if enabled { states.formUnion([.enabled, .sensitive]) }
        if view.canBecomeFocused || view.canBecomeFirstResponder { states.insert(.focusable) }
        if view.isFocused || (view.canBecomeFirstResponder && view.isFirstResponder) { states.insert(.focused) }
        switch view {
        case is Window: states.insert(.active)
        case let toggle as Switch:
            states.insert(.checkable)
            if toggle.isOn { states.insert(.checked) }
        case is TextField: states.formUnion([.editable, .singleLine])
        case let row as ListRowView:
            states.insert(.selectable)
            if row.isHighlighted { states.insert(.selected) }
        default: break
        }
        if role == .pageTab { states.insert(.selectable) }
        if role == .dialog { states.insert(.modal) }
        return states
    }

    var parent: (any AccessibleNode)? { view.flatMap(adapter.parentNode(of:)) }
    var children: [any AccessibleNode] {
        guard let view, !(view is Control), !(view is ListRowView), !(view is TextField) else { return [] }
        return adapter.children(of: view)
    }
    var frameInWindow: Rect? { view.map { $0.convert($0.bounds, to: nil) } }

    var attributes: [(String, String)] {
        var attributes = [("toolkit", "Segue")]
        if let name = view?.name { attributes.append(("id", name)) }
        return attributes
    }

    var actionNames: [String] {
        switch role {
        case .pushButton, .toggleButton, .pageTab: ["press"]
        case .listItem: ["activate"]
        default: []
        }
    }

    func performAction(at index: Int) -> Bool {
        guard index >= 0, index < actionNames.count, let view else { return false }
        return view.activateFromKeyboard()
    }

    func grabFocus() -> Bool {
        guard let view, let window = view.window else { return false }
        if view.canBecomeFocused { return window.moveFocus(to: view, showingRing: true) }
        if view.canBecomeFirstResponder { return window.makeFirstResponder(view) }
        return false
    }

    var text: String? {
        switch view {
        case let label as Label: label.text
        case let field as TextField: field.text ?? ""
        default: nil
        }
    }

    func setText(_ text: String) -> Bool {
        guard let field = view as? TextField, field.isEnabled else { return false }
        field.text = text
        field.sendActions(for: .editingChanged)
        return true
    }

    var value: AccessibleValue? {
        guard let toggle = view as? Switch else { return nil }
        return AccessibleValue(current: toggle.isOn ? 1 : 0, minimum: 0, maximum: 1, increment: 1)
    }

    func setValue(_ value: Double) -> Bool {
        guard let toggle = view as? Switch, toggle.isEnabled, value.isFinite else { return false }
        let isOn = value >= 0.5
        guard isOn != toggle.isOn else { return true }
        toggle.setOn(isOn, animated: true)
        toggle.sendActions(for: .valueChanged)
        return true
    }

    func selectChild(at index: Int) -> Bool {
        let children = self.children
        guard index >= 0, index < children.count else { return false }
        return children[index].performAction(at: 0)
    }
}
