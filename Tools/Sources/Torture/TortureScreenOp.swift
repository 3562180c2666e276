extension TortureOp {
    /// Numbers of presented pages that are split views (`presentationStyle(ofPage:)`: even
    /// full screen, odd as a card). No op list older than them names these numbers.
    package static let splitPages = 20...23

    /// What changes in a page the user sees, besides the stacks: keyboard focus moved with
    /// Tab and Shift+Tab, a navigation bar or toolbar hidden or shown (often while a push,
    /// a pop or a presentation runs), toolbar items given to the page on top, and the split
    /// views shown another content or taken back to their sidebar.
    package enum ScreenOp: Hashable, Sendable, Codable, CustomStringConvertible {
        /// Which split view an op acts on.
        package enum SplitPlace: String, Hashable, Sendable, Codable, CaseIterable {
            /// The tab bar's fourth tab.
            case tab
            /// The split view presented highest up (nothing when none is).
            case presented
        }

        /// Tab (Shift+Tab with `backwards`).
        case focusKey(backwards: Bool)
        /// `setNavigationBarHidden(_:animated:)` on `stack`'s navigation controller.
        case navigationBarHidden(Stack, Bool, animated: Bool)
        /// `setToolbarHidden(_:animated:)` on `stack`'s navigation controller.
        case toolbarHidden(Stack, Bool, animated: Bool)
        /// The page on top of `stack` gets `count` toolbar items (0: none).
        case toolbarItems(Stack, count: Int)
        /// `showDetailViewController(_:animated:)`: a navigation controller over content page
        /// `page` becomes the split view's content.
        case showDetail(SplitPlace, page: Int, animated: Bool)
        /// `show(.primary)`: folded, back to the sidebar.
        case showPrimary(SplitPlace)

        package var description: String {
            switch self {
            case .focusKey(let backwards): return ".focusKey(backwards: \(backwards))"
            case .navigationBarHidden(let stack, let hidden, let animated):
                return ".navigationBarHidden(.\(stack), \(hidden), animated: \(animated))"
            case .toolbarHidden(let stack, let hidden, let animated):
                return ".toolbarHidden(.\(stack), \(hidden), animated: \(animated))"
            case .toolbarItems(let stack, let count): return ".toolbarItems(.\(stack), count: \(count))"
            case .showDetail(let place, let page, let animated):
                return ".showDetail(.\(place), page: \(page), animated: \(animated))"
            case .showPrimary(let place): return ".showPrimary(.\(place))"
            }
        }
    }
}
