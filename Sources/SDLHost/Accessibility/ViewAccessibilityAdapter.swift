import Geometry
import Views

/// Makes the bridge's `AccessibleNode`s from one window's `AccessibilityTree`, lazily and once
/// per view (a node lives as long as its view: the bridge's object paths stay stable).
///
/// Everything a node answers comes from the tree: its roles, names, states, actions, text and
/// value are the views' UIKit accessibility properties and their defaults, and the tree's rules
/// decide what is exported (hidden views, a modal view hiding the rest, a page mid-transition
/// exported as it will be at rest). This file only maps the tree's words to AT-SPI's.
@MainActor
final class ViewAccessibilityAdapter {
    let window: Window
    /// The tree read; a plain value over the window, so asking it keeps nothing.
    var tree: AccessibilityTree { AccessibilityTree(window: window) }
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

    /// The node that has keyboard focus, if it is in the tree.
    var focusedNode: ViewAccessibleNode? { tree.focusedNode.map { node(for: $0.view) } }

    /// The node of `view` (or of the element that reads it), if it is in the tree.
    func exportedNode(for view: View) -> ViewAccessibleNode? { tree.node(for: view).map { node(for: $0.view) } }

    /// The pages shown now (landmarks and dialogs), in tree order: when one comes or goes, its
    /// parent's children changed. Mid-transition only the page at rest is among them.
    var shownPages: [ViewAccessibleNode] {
        let tree = tree
        var result: [ViewAccessibleNode] = []
        func visit(_ node: AccessibilityNode) {
            if node.role == .landmark || node.role == .dialog { result.append(self.node(for: node.view)) }
            for child in tree.children(of: node) { visit(child) }
        }
        visit(tree.root)
        return result
    }

    /// Is a modal view up (the rest of the window hidden under it)?
    var isPresenting: Bool { tree.modalView != nil }

    /// The exported children of `view`.
    func children(of view: View) -> [any AccessibleNode] {
        tree.children(of: AccessibilityNode(view)).map { node(for: $0.view) }
    }

    /// The exported parent of `view`: the application for the window.
    func parentNode(of view: View) -> (any AccessibleNode)? {
        if view === window { return application }
        return tree.parent(of: AccessibilityNode(view)).map { node(for: $0.view) }
    }

    /// The AT-SPI role of `node`.
    static func role(of node: AccessibilityNode) -> AccessibleRole {
        switch node.role {
        case .window: .frame
        case .dialog: .dialog
        case .landmark, .group: .panel
        case .list: .list
        case .listItem: .listItem
        case .tabList: .pageTabList
        case .tab: .pageTab
        case .button: .pushButton
        case .toggleButton: .toggleButton
        case .link: .link
        case .slider: .slider
        case .textField, .searchField: (node.view as? TextField)?.isSecureTextEntry == true ? .passwordText : .entry
        case .header: .heading
        case .image: .image
        case .staticText: .label
        }
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

/// One node of the window's accessibility tree, as AT-SPI sees it.
@MainActor
final class ViewAccessibleNode: AccessibleNode {
    private(set) weak var view: View?
    private unowned let adapter: ViewAccessibilityAdapter

    init(view: View, adapter: ViewAccessibilityAdapter) {
        self.view = view
        self.adapter = adapter
    }

    /// The tree's node of the view (nil once the view is gone).
    private var node: AccessibilityNode? { view.map(AccessibilityNode.init) }

    var role: AccessibleRole { node.map(ViewAccessibilityAdapter.role(of:)) ?? .filler }

    var name: String {
        guard let node else { return "" }
        if node.view === adapter.window, node.name.isEmpty { return adapter.application.name }
        return node.name
    }

    var nodeDescription: String { node?.description ?? "" }

    var states: Set<AccessibleState> {
        guard let node else { return [] }
        var states: Set<AccessibleState> = [.visible, .showing]
        if node.isEnabled { states.formUnion([.enabled, .sensitive]) }
        if node.isFocusable { states.insert(.focusable) }
        if node.isFocused { states.insert(.focused) }
        if node.isSelected { states.insert(.selected) }
        if node.isModal { states.insert(.modal) }
        switch node.role {
        case .window: states.insert(.active)
        case .toggleButton:
            states.insert(.checkable)
            if node.value == "1" { states.insert(.checked) }
        case .textField, .searchField:
            if node.isEditableText { states.insert(.editable) }
            if !(node.view is TextView) { states.insert(.singleLine) }
        case .listItem, .tab: states.insert(.selectable)
        default: break
        }
        return states
    }

    var parent: (any AccessibleNode)? { view.flatMap(adapter.parentNode(of:)) }
    var children: [any AccessibleNode] { view.map(adapter.children(of:)) ?? [] }
    var frameInWindow: Rect? { node?.frame }

    var attributes: [(String, String)] {
        var attributes = [("toolkit", "Segue")]
        if let identifier = node?.identifier { attributes.append(("id", identifier)) }
        return attributes
    }

    var actionNames: [String] { node?.actions.map(\.name) ?? [] }

    func performAction(at index: Int) -> Bool {
        guard let node else { return false }
        let actions = node.actions
        guard index >= 0, index < actions.count else { return false }
        return node.perform(actions[index])
    }

    func grabFocus() -> Bool { node?.grabFocus() ?? false }

    var text: String? { node?.text }

    func setText(_ text: String) -> Bool { node?.setText(text) ?? false }

    var value: AccessibleValue? {
        guard let node else { return nil }
        if node.role == .toggleButton {
            return AccessibleValue(current: node.value == "1" ? 1 : 0, minimum: 0, maximum: 1, increment: 1)
        }
        return nil
    }

    func setValue(_ value: Double) -> Bool {
        guard let node, node.role == .toggleButton, node.isEnabled, value.isFinite else { return false }
        let isOn = value >= 0.5
        guard isOn != (node.value == "1") else { return true }
        return node.perform(.activate)
    }

    func selectChild(at index: Int) -> Bool {
        let children = self.children
        guard index >= 0, index < children.count else { return false }
        return children[index].performAction(at: 0)
    }
}
