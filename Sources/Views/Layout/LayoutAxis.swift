/// A direction views are laid out along (UIKit's `NSLayoutConstraint.Axis`, which a stack view's
/// `axis` takes: `stack.axis = .vertical` ports as written).
public enum LayoutAxis: Int, Hashable, Sendable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical
}
