import Layers

extension TabBarItem {
    /// The system's tab bar items (UIKit's `UITabBarItem.SystemItem`): each with iOS's title
    /// and an icon drawn as iOS's, made by `scripts/make-images` into
    /// `Assets/Images/SystemItems` (BarAppearances.md).
    public enum SystemItem: Sendable, Hashable, CaseIterable {
        /// "More", three dots.
        case more
        /// "Favorites", a filled star.
        case favorites
        /// "Featured", a star.
        case featured
        /// "Top Rated", a star.
        case topRated
        /// "Recents", a clock.
        case recents
        /// "Contacts", a person in a circle.
        case contacts
        /// "History", a clock.
        case history
        /// "Bookmarks", an open book.
        case bookmarks
        /// "Search", a magnifying glass.
        case search
        /// "Downloads", an arrow down in a circle.
        case downloads
        /// "Most Recent", a clock.
        case mostRecent
        /// "Most Viewed", a numbered list.
        case mostViewed

        /// The title iOS gives the item.
        public var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The icon's file name in `Assets/Images/SystemItems` (without "@2x.pgm").
        public var iconName: String {
            switch self {
            case .more: "tab-more"
            case .favorites: "tab-favorites"
            case .featured, .topRated: "tab-star"
            case .recents, .history, .mostRecent: "tab-clock"
            case .contacts: "tab-contacts"
            case .bookmarks: "tab-bookmarks"
            case .search: "tab-search"
            case .downloads: "tab-downloads"
            case .mostViewed: "tab-most-viewed"
            }
        }

        /// The icon (26 points square), or nil when the assets lack it (the item then shows
        /// its title alone).
        @MainActor
        var image: Image? { SystemItemIcon.load(iconName) }
    }
}
