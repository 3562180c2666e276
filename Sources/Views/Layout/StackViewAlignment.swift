extension StackView {
    /// Where arranged views sit across the stack's axis (UIKit's `UIStackView.Alignment`, with
    /// its raw values).
    public enum Alignment: Int, Hashable, Sendable {
        /// As wide (or high) as the stack across its axis.
        case fill = 0
        /// At the leading edge (left; the top in a horizontal stack), at their own size.
        case leading = 1
        /// In a horizontal stack, at their own size with the baselines of their first lines of
        /// text on one line, as high as the view reaching furthest above it allows; a view
        /// without text stands on it with its bottom (`forFirstBaselineLayout`). In a vertical
        /// stack, as `leading`.
        case firstBaseline = 2
        /// In the middle, at their own size.
        case center = 3
        /// At the trailing edge (right; the bottom in a horizontal stack), at their own size.
        case trailing = 4
        /// As `firstBaseline`, by the baselines of their last lines of text
        /// (`forLastBaselineLayout`).
        case lastBaseline = 5

        /// In a horizontal stack, the top: `leading`.
        public static let top = Alignment.leading
        /// In a horizontal stack, the bottom: `trailing`.
        public static let bottom = Alignment.trailing
    }
}
