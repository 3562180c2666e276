extension View {
    /// Which parts of a view's frame follow its superview's size (UIKit's
    /// `UIView.AutoresizingMask`): a margin or a size marked flexible takes a share of the
    /// change along its axis; what is not marked keeps its length (LayoutAsUIKit.md,
    /// "Autoresizing").
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        /// The flags as bits.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// The distance to the superview's left edge changes.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width changes.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The distance to the superview's right edge changes.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The distance to the superview's top edge changes.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height changes.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The distance to the superview's bottom edge changes.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

extension View.AutoresizingMask {
    /// The new origin and length on one axis of a frame at `origin` with `length`, in a
    /// superview whose length goes from `oldLength` to `newLength`, when the leading margin,
    /// the length and the trailing margin are flexible as said: the change is shared among the
    /// flexible parts in proportion to their current lengths (UIKit's rule), equally when those
    /// are all zero.
    static func resize(
        origin: Double, length: Double, from oldLength: Double, to newLength: Double,
        flexible: (leading: Bool, length: Bool, trailing: Bool)
    ) -> (origin: Double, length: Double) {
        let delta = newLength - oldLength
        let parts = [
            (flexible.leading, max(origin, 0)), (flexible.length, max(length, 0)),
            (flexible.trailing, max(oldLength - origin - length, 0)),
        ]
        let count = parts.filter(\.0).count
        guard delta != 0, count > 0 else { return (origin, length) }
        let total = parts.filter(\.0).reduce(0) { $0 + $1.1 }
        let share: (Bool, Double) -> Double = { isFlexible, value in
            guard isFlexible else { return 0 }
            return total > 0 ? delta * value / total : delta / Double(count)
        }
        return (origin + share(parts[0].0, parts[0].1), max(length + share(parts[1].0, parts[1].1), 0))
    }
}
