extension StackView {
    /// How arranged views share the stack's length along its axis (UIKit's
    /// `UIStackView.Distribution`; LayoutAsUIKit.md, "Stack views").
    public enum Distribution: Int, Hashable, Sendable {
        /// Each at its own length, `spacing` apart; the view with the lowest content hugging
        /// priority takes up what is left over, the one with the lowest compression resistance
        /// gives up what is missing (the last of them on a tie: with the default priorities,
        /// the last view).
        case fill
        /// All the same length, `spacing` apart, filling the stack.
        case fillEqually
        /// Lengths in proportion to their own, `spacing` apart, filling the stack.
        case fillProportionally
        /// Each at its own length, the gaps between them equal (at least `spacing`), from edge
        /// to edge.
        case equalSpacing
        /// Each at its own length, their centres equally far apart, the first at the leading
        /// edge and the last at the trailing edge (gaps at least `spacing`).
        case equalCentering
    }
}
