import Views

/// A page's scroll signal: its list (the controller's view if it is a `ScrollList`, else the
/// first one inside it, breadth first) and a call whenever the list's offset changes, however
/// it moved. What follows the page's scrolling listens here: the bar's folding parts, the large
/// title and the search strip (SearchInTheBar.md and LargeTitles.md), through
/// the page; anything else through `observe`. Nothing runs while the list is still.
@MainActor
final class PageScrollTracker {
    /// The list followed (nil: none found yet, or nothing asked for one).
    private(set) weak var list: ScrollList?
    private let onScroll: @MainActor (ScrollList) -> Void
    private var observers: [@MainActor (ScrollList) -> Void] = []
    /// What the page last laid its bar out for (nil: nothing yet).
    var appliedLayout: CollapsingBarLayout?

    /// Follows a page's list, calling `onScroll` (the page's own reaction) first on each move.
    init(onScroll: @escaping @MainActor (ScrollList) -> Void) {
        self.onScroll = onScroll
    }

    /// The list's offset now (0 without a list).
    var contentOffset: Double { list?.contentOffset ?? 0 }

    /// Adds `observer`, called after the page's own reaction on every move of the list.
    func observe(_ observer: @escaping @MainActor (ScrollList) -> Void) {
        observers.append(observer)
    }

    /// Finds the list in `content` (unless the one followed is still in it) and follows it.
    @discardableResult
    func track(in content: View) -> ScrollList? {
        if let list, list.isDescendant(of: content) { return list }
        stop()
        var queue: [View] = [content]
        while !queue.isEmpty {
            let view = queue.removeFirst()
            if let found = view as? ScrollList {
                list = found
                found.onContentOffsetChange = { [weak self, weak found] in
                    guard let self, let found else { return }
                    onScroll(found)
                    for observer in observers { observer(found) }
                }
                return found
            }
            queue += view.subviews
        }
        return nil
    }

    /// Lets the list go: no room above its rows any more, no following its offset.
    func stop() {
        list?.topContentInset = 0
        list?.onContentOffsetChange = nil
        list = nil
        appliedLayout = nil
    }
}
