import Geometry

/// A relation between two views' (or layout guides') edges, centres or sizes that Auto Layout
/// keeps (UIKit's `NSLayoutConstraint`): `firstItem.firstAttribute relation multiplier ×
/// secondItem.secondAttribute + constant`, kept as well as its `priority` allows, once
/// `isActive` (AutoLayout.md). Usually made with anchors:
/// `button.centerXAnchor.constraint(equalTo: view.centerXAnchor)`.
@MainActor
open class NSLayoutConstraint {
    /// The part of an item a constraint names (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        /// No attribute: the second attribute of a constraint with no second item.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right = 2
        /// The top edge.
        case top = 3
        /// The bottom edge.
        case bottom = 4
        /// The leading edge (the left one: Segue lays out left to right).
        case leading = 5
        /// The trailing edge (the right one).
        case trailing = 6
        /// The width.
        case width = 7
        /// The height.
        case height = 8
        /// The horizontal centre.
        case centerX = 9
        /// The vertical centre.
        case centerY = 10
        /// The last line of text's baseline (a view without text: its bottom).
        case lastBaseline = 11
        /// The first line of text's baseline (a view without text: its bottom).
        case firstBaseline = 12
    }

    /// How the two sides compare (UIKit's `NSLayoutConstraint.Relation`).
    public enum Relation: Int, Sendable {
        /// First ≤ second.
        case lessThanOrEqual = -1
        /// First = second.
        case equal = 0
        /// First ≥ second.
        case greaterThanOrEqual = 1
    }

    /// The view or layout guide on the left of the relation.
    public private(set) weak var firstItem: AnyObject?
    /// Which part of `firstItem`.
    public let firstAttribute: Attribute
    /// How the sides compare.
    public let relation: Relation
    /// The view or layout guide on the right, nil for a constant (`width == 100`).
    public private(set) weak var secondItem: AnyObject?
    /// Which part of `secondItem` (`.notAnAttribute` without one).
    public let secondAttribute: Attribute
    /// What `secondItem`'s attribute is multiplied by.
    public let multiplier: Double
    /// What is added; changing it lays the items out again (inside `View.animate`, animated).
    public var constant: Double {
        didSet { if constant != oldValue { engine?.constraintChanged(self) } }
    }
    /// How strongly it holds (`.required` by default); a required constraint that cannot hold
    /// is broken and reported, as UIKit's "Unable to simultaneously satisfy constraints".
    public var priority: LayoutPriority = .required {
        didSet { if priority != oldValue { engine?.constraintChanged(self) } }
    }
    /// A name for diagnostics.
    public var identifier: String?

    /// Whether Auto Layout keeps it (UIKit's `isActive`). Activating it in a window lays the
    /// items out in the next layout pass; one whose items are not in a window yet waits for
    /// them.
    public var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { Self.install(self) } else { Self.uninstall(self) }
        }
    }

    /// The engine holding it while active in a window.
    final weak var engine: AutoLayoutEngine?

    /// Creates `item.attribute relation multiplier × toItem.attribute + constant` (UIKit's
    /// `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`); inactive.
    public init(
        item: AnyObject, attribute: Attribute, relatedBy relation: Relation, toItem: AnyObject?,
        attribute secondAttribute: Attribute, multiplier: Double, constant: Double
    ) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates every constraint (UIKit's `NSLayoutConstraint.activate(_:)`).
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates every constraint.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The view the constraint is kept with: its first item's (a guide's owning view).
    var anchorView: View? { Self.view(of: firstItem) ?? Self.view(of: secondItem) }

    static func view(of item: AnyObject?) -> View? {
        if let view = item as? View { return view }
        return (item as? LayoutGuide)?.owningView
    }

    private static func install(_ constraint: NSLayoutConstraint) {
        guard let view = constraint.anchorView else { return }
        view.layoutState.constraints.append(constraint)
        view.window?.autoLayout.add(constraint)
    }

    private static func uninstall(_ constraint: NSLayoutConstraint) {
        if let view = constraint.anchorView { view.layoutState.constraints.removeAll { $0 === constraint } }
        constraint.engine?.remove(constraint)
    }
}

/// UIKit's name without the `NS` prefix.
public typealias LayoutConstraint = NSLayoutConstraint
