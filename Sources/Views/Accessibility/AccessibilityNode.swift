import Geometry

/// One element of a window's accessibility tree, as a screen reader sees it: a view that is
/// an accessibility element, a container with a type, a modal view, or the window. Its
/// properties are read from the view each time they are asked (nothing is cached), so a node
/// kept by a client stays true to the view; `AccessibilityTree` says where it stands.
/// Two nodes are equal when they are of the same view.
@MainActor
public struct AccessibilityNode: Hashable {
    /// The view this node reads.
    public let view: View

    /// The node of `view` (whether it is in a tree is `AccessibilityTree.contains(_:)`'s answer).
    public init(_ view: View) { self.view = view }

    /// Whether `a` and `b` are nodes of the same view.
    nonisolated public static func == (a: AccessibilityNode, b: AccessibilityNode) -> Bool { a.view === b.view }
    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }

    /// What the node is (ScreenReaders.md, "Roles").
    public var role: AccessibilityRole {
        if view is Window { return .window }
        if view.accessibilityViewIsModal { return .dialog }
        let traits = view.accessibilityTraits
        if traits.contains(.tabBar) { return .tabList }
        if traits.contains(.searchField) { return .searchField }
        if isEditableText { return .textField }
        if traits.contains(.toggleButton) { return .toggleButton }
        if traits.contains(.adjustable) { return .slider }
        if view.isAccessibilityElement, let container = enclosingContainer {
            if container.accessibilityTraits.contains(.tabBar) { return .tab }
            if container.accessibilityContainerType == .list { return .listItem }
        }
        if traits.contains(.link) { return .link }
        if traits.contains(.button) { return .button }
        if traits.contains(.header) { return .header }
        if traits.contains(.image) { return .image }
        if !view.isAccessibilityElement {
            switch view.accessibilityContainerType {
            case .list: return .list
            case .landmark: return .landmark
            case .dataTable, .semanticGroup, .none: return .group
            }
        }
        return .staticText
    }

    /// The nearest view above that is a container (by type or the tab bar trait).
    private var enclosingContainer: View? {
        var current = view.superview
        while let v = current {
            if v.accessibilityContainerType != .none || v.accessibilityTraits.contains(.tabBar) { return v }
            current = v.superview
        }
        return nil
    }

    /// What it is called (`accessibilityLabel`; the window's title for the window), "" for none.
    public var name: String {
        if let window = view as? Window { return window.accessibilityLabel ?? window.title ?? "" }
        return view.accessibilityLabel ?? ""
    }
    /// More about it (`accessibilityHint`): AT-SPI's description.
    public var description: String? { view.accessibilityHint }
    /// What it holds (`accessibilityValue`).
    public var value: String? { view.accessibilityValue }
    /// Its traits (`accessibilityTraits`).
    public var traits: AccessibilityTraits { view.accessibilityTraits }
    /// Its name for tests and automation (`accessibilityIdentifier`).
    public var identifier: String? { view.accessibilityIdentifier }
    /// Where it is, in the window's coordinates (`accessibilityFrame`).
    public var frame: Rect { view.accessibilityFrame }

    /// Whether it acts (no `.notEnabled` trait).
    public var isEnabled: Bool { !traits.contains(.notEnabled) }
    /// Whether it is the chosen one of its group (the `.selected` trait).
    public var isSelected: Bool { traits.contains(.selected) }
    /// Whether it can take keyboard focus now (`grabFocus()`).
    public var isFocusable: Bool { view.window?.focusSystem.canFocus(view) ?? false }
    /// Whether it has keyboard focus, or the focused view is inside it and it is an element.
    public var isFocused: Bool {
        guard let focused = view.window?.focusedView else { return false }
        return focused === view || (view.isAccessibilityElement && focused.isDescendant(of: view))
    }
    /// Whether it hides the rest of the window (`accessibilityViewIsModal`).
    public var isModal: Bool { view.accessibilityViewIsModal }

    /// Moves keyboard focus to it (AT-SPI's `GrabFocus`); false when it cannot take focus.
    @discardableResult
    public func grabFocus() -> Bool {
        view.window?.moveFocus(to: view, showingRing: true) ?? false
    }

    // MARK: - Actions

    /// What can be done to it: activate for elements with the button, link or toggle trait,
    /// list items, tabs and text fields; increment and decrement when adjustable; then its
    /// custom actions.
    public var actions: [AccessibilityAction] {
        var actions: [AccessibilityAction] = []
        let role = role
        if [.button, .toggleButton, .link, .listItem, .tab, .textField, .searchField].contains(role)
            || (view.isAccessibilityElement && traits.contains(.button))
        {
            actions.append(.activate)
        }
        if traits.contains(.adjustable) { actions += [.increment, .decrement] }
        actions += (view.accessibilityCustomActions ?? []).map { AccessibilityAction.custom($0) }
        return actions
    }

    /// Does `action`; returns whether it acted. A disabled element does nothing.
    @discardableResult
    public func perform(_ action: AccessibilityAction) -> Bool {
        switch action {
        case .activate:
            guard isEnabled else { return false }
            return view.accessibilityActivate()
        case .increment:
            guard isEnabled else { return false }
            view.accessibilityIncrement()
            return true
        case .decrement:
            guard isEnabled else { return false }
            view.accessibilityDecrement()
            return true
        case .custom(let custom): return custom.perform()
        }
    }

    /// Does the action named `name` (`AccessibilityAction.name`); false when it has none.
    @discardableResult
    public func performAction(named name: String) -> Bool {
        guard let action = actions.first(where: { $0.name == name }) else { return false }
        return perform(action)
    }

    // MARK: - Text

    /// Whether its text can be written (`setText(_:)`): an enabled text field or text view.
    public var isEditableText: Bool {
        if let field = view as? TextField { return field.isEnabled }
        if let textView = view as? TextView { return textView.isEditable }
        return false
    }

    /// Its text: a text field's or text view's (empty for a secure field: it is not read), a
    /// label's; nil for other views.
    public var text: String? {
        if let field = view as? TextField { return field.isSecureTextEntry ? "" : field.text ?? "" }
        if let textView = view as? TextView { return textView.text }
        if let label = view as? Label { return label.text }
        return nil
    }

    /// Replaces the text of a text field or text view, as typing would: the field's
    /// `.editingChanged` actions run. False, changing nothing, for any other view or a disabled
    /// field.
    @discardableResult
    public func setText(_ text: String) -> Bool {
        if let field = view as? TextField {
            guard field.isEnabled else { return false }
            field.text = text
            field.sendActions(for: .editingChanged)
            return true
        }
        if let textView = view as? TextView {
            guard textView.isEditable else { return false }
            textView.text = text
            return true
        }
        return false
    }
}
