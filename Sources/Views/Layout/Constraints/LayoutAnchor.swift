/// One attribute of a view or layout guide that constraints are made from (UIKit's
/// `NSLayoutAnchor`): `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 16)`.
/// The subclasses keep x edges with x edges, y with y and sizes with sizes, as UIKit's types do.
@MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or guide.
    final weak var item: AnyObject?
    /// Which of its attributes.
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor` (inactive, as UIKit's).
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self ≥ anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self ≤ anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self ≥ anchor + c`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self ≤ anchor + c`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: Double)
        -> NSLayoutConstraint
    {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    func make(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?, multiplier: Double = 1,
        constant: Double
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item ?? Orphan(), attribute: attribute, relatedBy: relation, toItem: anchor?.item,
            attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// What a constraint's item is once the anchor's view is gone: nothing lays it out.
    private final class Orphan {}
}

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
@MainActor
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × 8` (UIKit's system spacing: 8 points here).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: Double)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }

    /// `self ≥ anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: Double)
        -> NSLayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }

    /// The system spacing between siblings, in points.
    nonisolated static let systemSpacing = 8.0
}

/// A vertical edge, centre or baseline (UIKit's `NSLayoutYAxisAnchor`).
@MainActor
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × 8` (UIKit's system spacing: 8 points here).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: Double)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, constant: NSLayoutXAxisAnchor.systemSpacing * multiplier)
    }
}

/// A width or height (UIKit's `NSLayoutDimension`).
@MainActor
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    public func constraint(equalToConstant c: Double) -> NSLayoutConstraint { make(.equal, nil, constant: c) }
    /// `self ≥ c`.
    public func constraint(greaterThanOrEqualToConstant c: Double) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }
    /// `self ≤ c`.
    public func constraint(lessThanOrEqualToConstant c: Double) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }
    /// `self == multiplier × anchor`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: Double) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self == multiplier × anchor + c`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: Double, constant c: Double)
        -> NSLayoutConstraint
    {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self ≥ multiplier × anchor`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: Double) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self ≤ multiplier × anchor`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: Double) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
}

/// UIKit's names without the `NS` prefix.
public typealias LayoutXAxisAnchor = NSLayoutXAxisAnchor
/// The vertical anchor, without the prefix.
public typealias LayoutYAxisAnchor = NSLayoutYAxisAnchor
/// The dimension, without the prefix.
public typealias LayoutDimension = NSLayoutDimension
