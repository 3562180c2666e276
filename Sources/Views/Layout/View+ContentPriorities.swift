/// How a view holds to its `intrinsicContentSize` along each axis (UIKit's content hugging and
/// compression resistance): a stack view's `.fill` uses them to choose which view stretches and
/// which gives way.
extension View {
    /// How much the view resists growing past its intrinsic size along `axis`
    /// (`.defaultLow`, 250, by default).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState.hugging[axis.rawValue]
    }

    /// Sets how much the view resists growing past its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard layoutState.hugging[axis.rawValue] != priority else { return }
        layoutState.hugging[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }

    /// How much the view resists shrinking below its intrinsic size along `axis`
    /// (`.defaultHigh`, 750, by default).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        layoutState.compressionResistance[axis.rawValue]
    }

    /// Sets how much the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard layoutState.compressionResistance[axis.rawValue] != priority else { return }
        layoutState.compressionResistance[axis.rawValue] = priority
        invalidateIntrinsicContentSize()
    }
}
