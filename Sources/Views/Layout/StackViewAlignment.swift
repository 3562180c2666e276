extension StackView {
    /// Where arranged views sit across the stack's axis (UIKit's `UIStackView.Alignment`).
    public enum Alignment: Int, Hashable, Sendable {
        /// As wide (or high) as the stack across its axis.
        case fill
        /// At the leading edge (left; the top in a horizontal stack), at their own size.
        case leading
        /// In the middle, at their own size.
        case center
        /// At the trailing edge (right; the bottom in a horizontal stack), at their own size.
        case trailing

        /// In a horizontal stack, the top: `leading`.
        public static let top = Alignment.leading
        /// In a horizontal stack, the bottom: `trailing`.
        public static let bottom = Alignment.trailing
    }
}
