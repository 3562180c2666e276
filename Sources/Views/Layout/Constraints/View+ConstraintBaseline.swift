/// Where a view's first or last baseline sits for Auto Layout (AutoLayout.md).
extension View {
    /// The baseline as `top + offset + perHeight × height`, so the constraint stays linear:
    /// a view that draws text centres it (`perHeight` ½, measured at its intrinsic height); a
    /// view whose text is in a subview (`forFirstBaselineLayout`: a button's title label, a
    /// stack's first arranged view) adds where that subview sits; nil without text (the
    /// engine then uses the bottom).
    func constraintBaseline(first: Bool, depth: Int = 0) -> (offset: Double, perHeight: Double)? {
        let target = first ? forFirstBaselineLayout : forLastBaselineLayout
        if target === self {
            let natural = intrinsicContentSize.height
            let height = natural >= 0 ? natural : bounds.height
            guard let lines = textBaselines(height: height) else { return nil }
            return ((first ? lines.first : lines.last) - 0.5 * height, 0.5)
        }
        guard depth < 8, !target.isHidden, target.isDescendant(of: self),
            let inner = target.constraintBaseline(first: first, depth: depth + 1)
        else { return nil }
        let natural = target.intrinsicContentSize.height
        let height = natural >= 0 ? natural : target.bounds.height
        let within = inner.offset + inner.perHeight * height
        let place = placeOfBaselineView(target, height: height, first: first)
        return (place.offset + within, place.perHeight)
    }

    /// Where the top of `target` (a subview, `height` high) sits, as `offset + perHeight ×
    /// self's height`.
    private func placeOfBaselineView(_ target: View, height: Double, first: Bool) -> (
        offset: Double, perHeight: Double
    ) {
        if let stack = self as? StackView {
            let margins = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
            let atBottom = (-margins.bottom - height, 1.0)
            if stack.axis == .vertical { return first ? (margins.top, 0) : atBottom }
            switch stack.alignment {
            case .center: return ((margins.top - margins.bottom - height) / 2, 0.5)
            case .trailing, .lastBaseline: return atBottom
            default: return (margins.top, 0)
            }
        }
        if let button = self as? Button {
            // The title is centred in the bounds inset by the content insets.
            let insets = button.contentEdgeInsets
            return ((insets.top - insets.bottom - height) / 2, 0.5)
        }
        // Anything else: where the subview is now, from the middle.
        var top = 0.0
        var view: View? = target
        while let current = view, current !== self {
            top += current.frame.minY - (current.superview?.bounds.minY ?? 0)
            view = current.superview
        }
        return (top - 0.5 * bounds.height, 0.5)
    }
}
