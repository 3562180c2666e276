extension NavigationItem {
    /// Whether a page shows its title large under the bar (UIKit's
    /// `UINavigationItem.LargeTitleDisplayMode`), when its navigation controller's bar prefers
    /// large titles (`navigationBar.prefersLargeTitles`; otherwise no page shows one).
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// As the page below it on the stack shows its title; the root page shows a large one.
        case automatic
        /// A large title.
        case always
        /// The inline title alone.
        case never
    }
}
