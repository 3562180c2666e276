import Views

/// What in a page follows its list's scrolling (docs/ARCHITECTURE.md §25): each follows under
/// its own key, so that each starts and stops only its own following.
enum PageListFollower: Hashable {
    /// The search bar's strip sliding away (§22, "Search in the bar").
    case searchBar
    /// The bar's scroll-edge look (§25).
    case scrollEdge
}

/// A page's list and how far it has scrolled: the one signal for everything in a page that
/// follows the list (the search strip, the bar's scroll-edge look, large titles), so the list
/// keeps a single `onContentOffsetChange` and each follower registers here.
@MainActor
final class PageListTracking {
    /// The list followed: the page's view when it is one, else the first list inside it,
    /// breadth first.
    private(set) weak var list: ScrollList?
    private var followers: [PageListFollower: @MainActor (ScrollList) -> Void] = [:]

    /// The list followed in `content`: the one held while it is still inside it, else one
    /// found anew (telling nobody: a follower reads `list` when it lays out). Nil when
    /// `content` has none.
    @discardableResult
    func findList(in content: View) -> ScrollList? {
        if let list, list.isDescendant(of: content) { return list }
        release()
        var queue: [View] = [content]
        var next = 0
        while next < queue.count {
            let view = queue[next]
            next += 1
            if let found = view as? ScrollList {
                attach(found)
                return found
            }
            queue += view.subviews
        }
        return nil
    }

    /// Whether `follower` is following.
    func isFollowed(by follower: PageListFollower) -> Bool { followers[follower] != nil }

    /// Runs `onScroll` with the list after each change of its offset, until `unfollow`;
    /// following again replaces it.
    func follow(_ follower: PageListFollower, onScroll: @escaping @MainActor (ScrollList) -> Void) {
        followers[follower] = onScroll
    }

    /// Stops `follower`'s following.
    func unfollow(_ follower: PageListFollower) {
        followers[follower] = nil
    }

    /// Whether the list is at its top (its offset 0 or less, pulled down past it included), or
    /// there is no list: UIKit's scroll edge.
    var isAtScrollEdge: Bool { (list?.contentOffset ?? 0) <= 0 }

    private func attach(_ found: ScrollList) {
        list = found
        found.onContentOffsetChange = { [weak self, weak found] in
            guard let self, let found else { return }
            for onScroll in followers.values { onScroll(found) }
        }
    }

    private func release() {
        list?.onContentOffsetChange = nil
        list = nil
    }
}
